import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimelineActorKind, TimelineEntry } from '@portico/contract/order-desk';
import { formatDateTime, newestFirst } from '@portico/domain';
import { t } from '../../../lib/i18n.ts';

const ACTOR: Record<TimelineActorKind, () => string> = {
  BUYER: () => t('consoleByBuyer'),
  STAFF: () => t('consoleByStaff'),
  JOB: () => t('consoleBySystem'),
};

/**
 * The order's timeline, newest first as the buyer's Order History: who (buyer, staff, a job), when, what. Most
 * entries are the buyer's to see too; only those they do not see are marked ('Staff only'). A buyer's edit lists
 * what it changed under it.
 */
export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">{t('consoleNoChangesYet')}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {newestFirst(entries).map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{entry.summary}</Typography>
          {entry.details.length > 0 && (
            <Box component="ul" sx={{ m: 0, mb: 0.25, pl: 2.5 }}>
              {entry.details.map((d) => (
                <Typography key={d.summary} component="li" variant="body2">
                  {d.summary}
                </Typography>
              ))}
            </Box>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.at)} · {ACTOR[entry.actorKind]()}
              {entry.actorName ? ` ${entry.actorName}` : ''}
            </Typography>
            {!entry.visibleToBuyer && <Chip size="small" variant="outlined" label={t('consoleStaffOnly')} />}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
