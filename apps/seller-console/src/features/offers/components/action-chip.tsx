/** The chip of the seller's answer to an offer (accepted, countered, rejected) in the offers history. */

import Chip from '@mui/material/Chip';
import type { SellerOfferAction } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

const LOOK: Record<SellerOfferAction, { label: string; color: 'success' | 'primary' | 'error' }> = {
  ACCEPT: { label: t('consoleAccepted'), color: 'success' },
  COUNTER: { label: t('consoleCountered'), color: 'primary' },
  REJECT: { label: t('consoleRejected'), color: 'error' },
};

export function ActionChip({ action }: { action: SellerOfferAction }) {
  const look = LOOK[action];
  return (
    <Chip size="small" variant="outlined" label={look.label} color={look.color} sx={{ fontWeight: 600 }} />
  );
}
