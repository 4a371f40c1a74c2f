import { useCallback } from 'react';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';

const formats = new Map<string, Intl.NumberFormat>();

/** Formats amounts in the tenant's currency and precision (saas-config). */
export function useMoney(): (amount: number) => string {
  const { currencyCode, currencyPrecision } = useTenantConfig();
  return useCallback(
    (amount: number) => {
      const key = `${currencyCode}:${currencyPrecision}`;
      let f = formats.get(key);
      if (!f) {
        try {
          f = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: currencyCode || 'USD',
            minimumFractionDigits: currencyPrecision ?? 2,
            maximumFractionDigits: currencyPrecision ?? 2,
          });
        } catch {
          f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        }
        formats.set(key, f);
      }
      return f.format(amount);
    },
    [currencyCode, currencyPrecision],
  );
}
