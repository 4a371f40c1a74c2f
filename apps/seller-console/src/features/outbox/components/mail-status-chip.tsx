import Chip from '@mui/material/Chip';
import type { OutboxMailStatus } from '@portico/contract';

const LOOK: Record<OutboxMailStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  SENT: { label: 'Sent', color: 'success' },
  PENDING: { label: 'Queued', color: 'warning' },
  FAILED: { label: 'Failed', color: 'error' },
};

/** A mail's delivery status; a queued mail that has failed before says how often it was tried. */
export function MailStatusChip({ status, attempts }: { status: OutboxMailStatus; attempts: number }) {
  const look = LOOK[status];
  const label = status === 'PENDING' && attempts > 0 ? `Retrying (${attempts} tried)` : look.label;
  return <Chip size="small" variant="outlined" color={look.color} label={label} />;
}
