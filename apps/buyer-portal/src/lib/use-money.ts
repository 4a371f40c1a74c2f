import { formatMoney } from '@portico/domain';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from './site-config.ts';

/** A-012, P-008: amounts in the tenant's currency symbol (dictionary) and precision (config). */
export function useMoney() {
  const { t } = useTranslation();
  const precision = useSiteConfig().currencyPrecision ?? 2;
  const symbol = t('currencySymbol');
  return (amount: number) => formatMoney(amount, { symbol, precision });
}
