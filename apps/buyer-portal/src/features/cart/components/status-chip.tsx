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

/**
 * A small chip whose label wraps instead of ending in an ellipsis: a cart cell is narrow on a phone, and a
 * status ('Price Dropped', 'Out of Stock', or a tenant's longer label) must still read whole.
 */
export const wholeChipSx = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  fontWeight: 600,
  '& .MuiChip-label': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    lineHeight: 1.3,
    py: '3px',
  },
} as const;

export function StatusChip({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(OFFER_STATUS_LABEL_KEYS[status])} {...STYLE[status]} sx={wholeChipSx} />;
}

export const statusChipStyle = (status: OfferStatus) => STYLE[status];
