import { useCallback } from 'react';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { formatMoney } from '../logic/format.ts';

/** Formats amounts in the tenant's currency and precision (saas-config). */
export function useMoney(): (amount: number) => string {
  const { currencyCode, currencyPrecision } = useTenantConfig();
  return useCallback(
    (amount: number) => formatMoney(amount, currencyCode, currencyPrecision),
    [currencyCode, currencyPrecision],
  );
}
