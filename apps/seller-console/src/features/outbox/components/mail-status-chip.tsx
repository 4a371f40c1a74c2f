import Chip from '@mui/material/Chip';
import type { OutboxMailStatus } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

const LOOK: Record<OutboxMailStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  SENT: { label: t('consoleSent'), color: 'success' },
  PENDING: { label: t('consoleQueued'), color: 'warning' },
  FAILED: { label: t('consoleFailed'), color: 'error' },
};

/** A mail's delivery status; a queued mail that has failed before says how often it was tried. */
export function MailStatusChip({ status, attempts }: { status: OutboxMailStatus; attempts: number }) {
  const look = LOOK[status];
  const label = status === 'PENDING' && attempts > 0 ? t('consoleRetryingTried', { attempts }) : look.label;
  return <Chip size="small" variant="outlined" color={look.color} label={label} />;
}
