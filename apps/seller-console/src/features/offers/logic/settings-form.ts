import {
  MAX_OFFER_WINDOW_HOURS,
  MAX_PENDING_OFFER_EXPIRY_HOURS,
  type SellerOfferSettings,
} from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

/**
 * The offer settings form (Q-019 answer window, Q-021 pending expiry) as text fields; this turns them into the
 * SellerOfferSettings the server takes, or says what is wrong in words a seller reads. The bounds are the
 * contract's.
 */

export type SettingsForm = {
  offerWindowHours: string;
  /** false = unanswered offers never expire (null on the wire). */
  doPendingOffersExpire: boolean;
  pendingOfferExpiryHours: string;
};

export type SettingsErrors = Partial<Record<'offerWindowHours' | 'pendingOfferExpiryHours', string>>;

export type SettingsParse = { ok: true; value: SellerOfferSettings } | { ok: false; errors: SettingsErrors };

export function toSettingsForm(settings: SellerOfferSettings): SettingsForm {
  return {
    offerWindowHours: String(settings.offerWindowHours),
    doPendingOffersExpire: settings.pendingOfferExpiryHours !== null,
    pendingOfferExpiryHours: String(settings.pendingOfferExpiryHours ?? 72),
  };
}

function hours(raw: string, max: number): { value?: number; error?: string } {
  const text = raw.trim();
  if (!text) return { error: t('consoleEnterANumberOfHours') };
  if (!/^\d+$/.test(text)) return { error: t('consoleEnterAWholeNumberOfHours2') };
  const n = Number(text);
  if (n < 1) return { error: t('consoleMustBeAtLeast1Hour') };
  if (n > max) return { error: t('consoleMustBeAtMostHoursDays', { max, value: max / 24 }) };
  return { value: n };
}

export function parseSettingsForm(form: SettingsForm): SettingsParse {
  const errors: SettingsErrors = {};
  const window = hours(form.offerWindowHours, MAX_OFFER_WINDOW_HOURS);
  if (window.error) errors.offerWindowHours = window.error;
  let pending: number | null = null;
  if (form.doPendingOffersExpire) {
    const p = hours(form.pendingOfferExpiryHours, MAX_PENDING_OFFER_EXPIRY_HOURS);
    if (p.error) errors.pendingOfferExpiryHours = p.error;
    else pending = p.value ?? null;
  }
  if (Object.keys(errors).length > 0 || window.value === undefined) return { ok: false, errors };
  return { ok: true, value: { offerWindowHours: window.value, pendingOfferExpiryHours: pending } };
}
