/** The subtotal and action block of the order details screen (L-011, L-014, L-016, L-019…L-022). */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFigures } from '../logic/order-edit.ts';

export type OrderButton = {
  key: 'pay' | 'hold' | 'cancel';
  label: string;
  disabled: boolean;
  onClick(): void;
};

/**
 * The subtotal and action block (L-011, L-014, L-016, L-019…L-022), repeated top, side and bottom: `variant`
 * 'full' lists every amount (the side column on wide screens), 'compact' the subtotal and total only (top and
 * bottom on a phone). Freight waiting for a quote shows 'To be quoted', never $0.00.
 */
export function OrderSummaryBlock({
  figures,
  buttons,
  money,
  pending,
  variant,
  note,
  warning,
  warningAction,
  announce,
}: {
  figures: OrderFigures;
  buttons: readonly OrderButton[];
  money(n: number): string;
  pending: boolean;
  variant: 'full' | 'compact';
  note?: string | undefined;
  warning?: string | undefined;
  /** The warning is a live alert (false: the same words again elsewhere on the page, shown, not announced). */
  announce?: boolean;
  /** A button under the warning that resolves it (e.g. 'Upload proof of export'). */
  warningAction?: { label: string; onClick(): void } | undefined;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const units = t('unitCount', { count: figures.totalOrderedQuantity, n: figures.totalOrderedQuantity });
  const rows: [string, string, string][] =
    variant === 'full'
      ? [
          ['subtotal', `${t('subtotal')} (${units})`, money(figures.subtotal)],
          [
            'freight',
            t('freight'),
            figures.freightUndefined ? t('freightToBeQuoted') : money(figures.freight),
          ],
          [
            'payment-fee',
            t('paymentFee'),
            figures.paymentFeeUndefined ? t('freightToBeQuoted') : money(figures.paymentFee),
          ],
          ...(figures.additionalServicesFee > 0
            ? [
                ['services', t('additionalServicesFee'), money(figures.additionalServicesFee)] as [
                  string,
                  string,
                  string,
                ],
              ]
            : []),
          // the tax is on the subtotal and the freight, so it waits for the freight's quote too.
          [
            'tax',
            figures.taxDescription || t('tax'),
            figures.freightUndefined ? t('freightToBeQuoted') : money(figures.tax),
          ],
          ...(figures.reservationFee > 0
            ? [
                ['reservation-fee', t('reservationFee'), money(figures.reservationFee)] as [
                  string,
                  string,
                  string,
                ],
              ]
            : []),
          ...(figures.cancellationFee > 0
            ? [
                ['cancellation-fee', t('cancellationFee'), money(figures.cancellationFee)] as [
                  string,
                  string,
                  string,
                ],
              ]
            : []),
        ]
      : [['subtotal', `${t('subtotal')} (${units})`, money(figures.subtotal)]];
  return (
    <Box aria-busy={pending}>
      <Box sx={{ height: 4, mb: 0.5 }}>
        {pending ? <LinearProgress aria-label={t('updatingCharges')} /> : null}
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([key, label, value]) => (
          <Stack key={key} direction="row" sx={{ justifyContent: 'space-between', py: 0.4, gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Stack>
        ))}
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', mt: 0.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('total')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {/* The tax waits for the freight, so the total does too: no figure holding a tax called unknown. */}
            {figures.freightUndefined ? t('freightToBeQuoted') : money(figures.total)}
          </Typography>
        </Stack>
      </Box>
      {warning ? (
        <Alert
          severity="warning"
          role={announce === false ? 'note' : 'alert'}
          sx={{ mt: 1.5 }}
          action={
            warningAction ? (
              <Button color="inherit" size="small" onClick={warningAction.onClick}>
                {warningAction.label}
              </Button>
            ) : undefined
          }
        >
          {warning}
        </Alert>
      ) : null}
      {/* Above the buttons it explains, so the pending-changes bar at the foot of a phone's screen never hides it. */}
      {note ? (
        <Typography id={noteId} variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {note}
        </Typography>
      ) : null}
      {buttons.length > 0 ? (
        <Stack
          direction={variant === 'full' ? 'column' : 'row'}
          spacing={1}
          sx={{ mt: note ? 1 : 1.5 }}
          useFlexGap
        >
          {buttons.map((b, i) => (
            <Button
              key={b.key}
              variant={i === 0 && b.key === 'pay' ? 'contained' : 'outlined'}
              color={b.key === 'cancel' ? 'error' : 'primary'}
              fullWidth
              disabled={b.disabled}
              aria-describedby={note && b.disabled ? noteId : undefined}
              onClick={b.onClick}
            >
              {b.label}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
