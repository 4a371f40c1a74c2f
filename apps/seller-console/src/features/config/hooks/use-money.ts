import { formatMoney } from '@portico/domain';
import { useCallback } from 'react';
import { useTenantConfig } from '../components/tenant-config-provider.tsx';

/** Amounts in the tenant's currency and precision (A-012, saas-config), through the one money formatter. */
export function useMoney(): (amount: number) => string {
  const { currencyCode, currencyPrecision } = useTenantConfig();
  return useCallback(
    (amount: number) => formatMoney(amount, { currencyCode, precision: currencyPrecision }),
    [currencyCode, currencyPrecision],
  );
}
