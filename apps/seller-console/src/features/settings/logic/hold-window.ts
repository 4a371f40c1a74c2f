import { MAX_HOLD_WINDOW_HOURS } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

/**
 * The hold window field as the seller types it: a whole number of hours within the contract's bounds
 * (HoldWindowSettings), or the words that say what to enter.
 */
export function parseHoldWindowHours(
  raw: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const text = raw.trim();
  const hours = Number(text);
  if (!/^\d+$/.test(text) || hours < 1 || hours > MAX_HOLD_WINDOW_HOURS) {
    return { ok: false, error: t('consoleEnterAWholeNumberOfHours', { MAX_HOURS: MAX_HOLD_WINDOW_HOURS }) };
  }
  return { ok: true, value: hours };
}
