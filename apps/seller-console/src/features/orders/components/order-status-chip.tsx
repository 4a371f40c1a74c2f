import Chip from '@mui/material/Chip';
import type { FulfillmentStatus, PaymentStatus } from '@portico/contract';
import { ORDER_STATUS_LABEL_KEYS } from '@portico/contract/dictionary/spec';
import { t } from '../../../lib/i18n.ts';

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

/** A fulfillment or payment status as a small outlined chip, coloured by how far along the order is. */
export function OrderStatusChip({ status }: { status: FulfillmentStatus | PaymentStatus }) {
  return <Chip size="small" variant="outlined" color={TONE[status]} label={statusLabel(status)} />;
}
