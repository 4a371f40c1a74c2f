import type { TimelineEntry } from '@portico/contract';
import type { Translate } from '@portico/domain';

/**
 * The text of an order history entry in the tenant's language: its dictionary code with its parameters (the
 * tenant's saas-i18n, else the bundled English), else the server's English summary (an entry without a code, or
 * a code no dictionary knows).
 */
export function timelineEntryText(
  entry: Pick<TimelineEntry, 'code' | 'params' | 'summary'>,
  translate: Translate,
): string {
  if (!entry.code) return entry.summary;
  // an entry counting units ('Shipped 1 unit …') takes the dictionary's plural form by that count.
  const units = (entry.params as Record<string, unknown> | null | undefined)?.units;
  return translate(entry.code, entry.params, typeof units === 'number' ? units : undefined) ?? entry.summary;
}
