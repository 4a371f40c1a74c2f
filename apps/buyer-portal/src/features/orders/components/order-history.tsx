import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@portico/contract';
import { formatDateTime, newestFirst } from '@portico/domain';
import { useTranslation } from 'react-i18next';
import { i18nTranslate } from '../../../lib/i18n.ts';
import { useOrderTimeline } from '../api/order-actions.ts';
import { timelineEntryText } from '../logic/timeline-text.ts';

const BY = {
  BUYER: 'orderHistoryByYou',
  STAFF: 'orderHistoryBySeller',
  JOB: 'orderHistoryAutomatic',
} as const;

/**
 * The order's history on the buyer's page: the timeline entries the seller's order desk marks for the buyer
 * (quote answered, payment recorded, shipped, invoiced, cancelled…), newest first as on the desk, each in the tenant's language
 * (its code and parameters through the dictionary), with what a change changed listed under it (each quantity, the
 * shipping…). Hidden while there are none.
 */
export function OrderHistory({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const { t } = useTranslation();
  const timeline = useOrderTimeline(phonexOrderNumber).data?.timeline ?? [];
  if (timeline.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-history-heading" sx={{ p: 2 }}>
      <Typography
        id="order-history-heading"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('orderHistoryHeading')}
      </Typography>
      <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {newestFirst(timeline).map((entry: TimelineEntry) => (
          <li key={entry.id} style={{ marginBottom: '0.5rem' }}>
            <Typography variant="body2">{timelineEntryText(entry, i18nTranslate)}</Typography>
            {entry.details.length > 0 && (
              <ul style={{ margin: '0.125rem 0', paddingLeft: '1.25rem' }}>
                {entry.details.map((d) => (
                  // One save changes each thing once: a detail's code and values name it.
                  <Typography
                    key={`${d.code}${JSON.stringify(d.params)}`}
                    component="li"
                    variant="body2"
                    color="text.secondary"
                  >
                    {timelineEntryText(d, i18nTranslate)}
                  </Typography>
                ))}
              </ul>
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(entry.at)} · {t(BY[entry.actorKind])}
            </Typography>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
