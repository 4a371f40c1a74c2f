import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { FulfillmentStatus, PaymentStatus } from '@portico/contract';
import { ORDER_STATUS_LABEL_KEYS } from '@portico/contract/dictionary/status-keys';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../lib/i18n.ts';
import { useOrderSettings } from '../api/order-settings.ts';

type Tone = 'default' | 'warning' | 'info' | 'success' | 'error' | 'primary';
const TONE: Record<FulfillmentStatus | PaymentStatus, Tone> = {
  ON_HOLD: 'default',
  AWAITING_SHIPPING_QUOTE: 'warning',
  AWAITING_PAYMENT: 'warning',
  READY_FOR_FULFILLMENT: 'info',
  SHIPPED: 'primary',
  INVOICED: 'success',
  CANCELED: 'error',
  UNPAID: 'warning',
  PAID: 'success',
};

/**
 * A status as the console names it: in English with the tenant's English words (the console speaks English,
 * decision 020), also for a tenant whose buyers read another language — the settings' labels are English too.
 */
export const statusLabel = (status: FulfillmentStatus | PaymentStatus): string =>
  t(ORDER_STATUS_LABEL_KEYS[status], { lng: 'en' });

const PAYMENT_STATUSES: ReadonlySet<string> = new Set<PaymentStatus>(['UNPAID', 'PAID']);

/**
 * K-004, L-057: a status as the buyers read it — the label the seller gave it under Settings › Orders (which the
 * buyer's pages and mails show), else its standard name — so seller and buyer use the same words on the phone.
 */
export function useStatusLabel(): (status: FulfillmentStatus | PaymentStatus) => string {
  const settings = useOrderSettings().data;
  return (status) =>
    settings?.fulfillmentSettings.statuses.find((s) => s.code === status)?.label.trim() ||
    statusLabel(status);
}

/**
 * A fulfillment or payment status as a small outlined chip, coloured by how far along the order is. The two sit
 * side by side (the queue, the order view), so a screen reader hears which is which: 'Fulfillment: Shipped',
 * 'Payment: Paid' — the prefix read, not shown.
 */
export function OrderStatusChip({ status }: { status: FulfillmentStatus | PaymentStatus }) {
  const labelOf = useStatusLabel();
  const prefix = t(
    PAYMENT_STATUSES.has(status) ? 'consolePaymentChipPrefix' : 'consoleFulfillmentChipPrefix',
  );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TONE[status]}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {`${prefix} `}
          </Box>
          {labelOf(status)}
        </>
      }
    />
  );
}
