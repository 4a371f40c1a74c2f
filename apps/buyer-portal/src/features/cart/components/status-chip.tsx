import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OfferStatus } from '@portico/contract';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUS_LABEL_KEYS } from '../logic/offer-edit.ts';

/** G-017: each status has its own chip style. */
const STYLE: Record<OfferStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  PENDING_ACCEPTANCE: { color: 'info', variant: 'outlined' },
  ACCEPTED: { color: 'success', variant: 'filled' },
  COUNTERED: { color: 'warning', variant: 'filled' },
  NOT_ACCEPTED: { color: 'error', variant: 'filled' },
  EXPIRED: { color: 'default', variant: 'filled' },
  PRICE_DROPPED: { color: 'secondary', variant: 'filled' },
  BUY_AT_LIST: { color: 'primary', variant: 'outlined' },
  OUT_OF_STOCK: { color: 'error', variant: 'outlined' },
};

export function StatusChip({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(OFFER_STATUS_LABEL_KEYS[status])}
      {...STYLE[status]}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

export const statusChipStyle = (status: OfferStatus) => STYLE[status];
