import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FeeType, isPercentFee } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';

/**
 * A fee's two fields (P-037, Q-032…Q-036), shared by payment methods and additional services: its type — none
 * (where `allowNone`), a fixed amount, an amount per unit, a percent of the subtotal or of the total — and its
 * rate, an amount or a percent as the type says.
 */
export const FEE_LABEL: Record<FeeType, string> = {
  FIXED: 'consoleCommerceFeeFixed',
  PER_UNIT: 'consoleCommerceFeePerUnit',
  PERC_OF_ORDER_SUBTOTAL: 'consoleCommerceFeePercentSubtotal',
  PERC_OF_ORDER_TOTAL: 'consoleCommerceFeePercentTotal',
};

/** How a saved fee reads in a table: '$25.00 per order', '1.5% of the subtotal', 'No fee'. */
export function useFeeText() {
  const money = useMoney();
  return (feeType: FeeType | null, feeRate: number | null) => {
    if (feeType === null || feeRate === null) return t('consoleCommerceFeeNone');
    const rate = isPercentFee(feeType) ? `${feeRate}%` : money(feeRate);
    return `${t(FEE_LABEL[feeType])}: ${rate}`;
  };
}

export function FeeFields(props: {
  feeType: FeeType | '';
  feeRate: string;
  allowNone: boolean;
  errors: Record<string, string>;
  onType(type: FeeType | ''): void;
  onRate(rate: string): void;
}) {
  const percent = props.feeType !== '' && isPercentFee(props.feeType);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        label={t('consoleCommerceFeeType')}
        value={props.feeType}
        onChange={(e) => props.onType(e.target.value as FeeType | '')}
        error={Boolean(props.errors.feeType)}
        helperText={props.errors.feeType}
      >
        {props.allowNone && <MenuItem value="">{t('consoleCommerceFeeNone')}</MenuItem>}
        {FeeType.options.map((f) => (
          <MenuItem key={f} value={f}>
            {t(FEE_LABEL[f])}
          </MenuItem>
        ))}
      </TextField>
      {props.feeType !== '' && (
        <TextField
          fullWidth
          label={percent ? t('consoleCommerceFeePercent') : t('consoleCommerceFeeAmount')}
          value={props.feeRate}
          onChange={(e) => props.onRate(e.target.value)}
          error={Boolean(props.errors.feeRate)}
          helperText={props.errors.feeRate}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </Stack>
  );
}
