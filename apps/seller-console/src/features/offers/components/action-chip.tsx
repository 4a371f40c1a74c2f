import Chip from '@mui/material/Chip';
import type { SellerOfferAction } from '@portico/contract';

const LOOK: Record<SellerOfferAction, { label: string; color: 'success' | 'primary' | 'error' }> = {
  ACCEPT: { label: 'Accepted', color: 'success' },
  COUNTER: { label: 'Countered', color: 'primary' },
  REJECT: { label: 'Rejected', color: 'error' },
};

export function ActionChip({ action }: { action: SellerOfferAction }) {
  const look = LOOK[action];
  return (
    <Chip size="small" variant="outlined" label={look.label} color={look.color} sx={{ fontWeight: 600 }} />
  );
}
