import Chip from '@mui/material/Chip';
import type { BuyerAdminStatus } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

const COLOR = { PROSPECT: 'warning', ACTIVE: 'success', DEACTIVATED: 'default' } as const;

/** A buyer's status: Prospect, Active or Deactivated. */
export function BuyerStatusChip({ status }: { status: BuyerAdminStatus }) {
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`consoleBuyerStatus${status}`)} />
  );
}
