import {
  MAX_OFFER_WINDOW_HOURS,
  MAX_PENDING_OFFER_EXPIRY_HOURS,
  SellerOfferSettings,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { parseRuleForm, toRuleForm } from './rule-form.ts';
import { parseSettingsForm, toSettingsForm } from './settings-form.ts';

describe('parseSettingsForm', () => {
  it.each<[string, Parameters<typeof parseSettingsForm>[0], ReturnType<typeof parseSettingsForm>]>([
    [
      'a window and no expiry',
      { offerWindowHours: '24', doPendingOffersExpire: false, pendingOfferExpiryHours: 'ignored' },
      { ok: true, value: { offerWindowHours: 24, pendingOfferExpiryHours: null } },
    ],
    [
      'a window and an expiry',
      { offerWindowHours: ' 48 ', doPendingOffersExpire: true, pendingOfferExpiryHours: '72' },
      { ok: true, value: { offerWindowHours: 48, pendingOfferExpiryHours: 72 } },
    ],
    [
      'the upper bounds',
      { offerWindowHours: '720', doPendingOffersExpire: true, pendingOfferExpiryHours: '2160' },
      { ok: true, value: { offerWindowHours: 720, pendingOfferExpiryHours: 2160 } },
    ],
    [
      'empty and zero',
      { offerWindowHours: '', doPendingOffersExpire: true, pendingOfferExpiryHours: '0' },
      {
        ok: false,
        errors: {
          offerWindowHours: 'Enter a number of hours.',
          pendingOfferExpiryHours: 'Must be at least 1 hour.',
        },
      },
    ],
    [
      'decimals and too much',
      { offerWindowHours: '1.5', doPendingOffersExpire: true, pendingOfferExpiryHours: '2161' },
      {
        ok: false,
        errors: {
          offerWindowHours: 'Enter a whole number of hours.',
          pendingOfferExpiryHours: 'Must be at most 2160 hours (90 days).',
        },
      },
    ],
    [
      'a window over 30 days',
      { offerWindowHours: '721', doPendingOffersExpire: false, pendingOfferExpiryHours: '' },
      { ok: false, errors: { offerWindowHours: 'Must be at most 720 hours (30 days).' } },
    ],
  ])('%s', (_label, form, expected) => {
    expect(parseSettingsForm(form)).toEqual(expected);
  });

  it("takes the contract's bounds: the form accepts exactly what the server accepts (Q-019, Q-021)", () => {
    expect(MAX_OFFER_WINDOW_HOURS).toBeGreaterThan(1);
    expect(MAX_PENDING_OFFER_EXPIRY_HOURS).toBeGreaterThan(1);
    const server = (offerWindowHours: number, pendingOfferExpiryHours: number | null) =>
      SellerOfferSettings.safeParse({ offerWindowHours, pendingOfferExpiryHours }).success;
    for (const hours of [1, MAX_OFFER_WINDOW_HOURS, MAX_OFFER_WINDOW_HOURS + 1]) {
      const form = parseSettingsForm({
        offerWindowHours: String(hours),
        doPendingOffersExpire: false,
        pendingOfferExpiryHours: '',
      });
      expect(form.ok, `window ${hours}`).toBe(server(hours, null));
    }
    for (const hours of [1, MAX_PENDING_OFFER_EXPIRY_HOURS, MAX_PENDING_OFFER_EXPIRY_HOURS + 1]) {
      const form = parseSettingsForm({
        offerWindowHours: '24',
        doPendingOffersExpire: true,
        pendingOfferExpiryHours: String(hours),
      });
      expect(form.ok, `pending ${hours}`).toBe(server(24, hours));
    }
  });

  it('round-trips saved settings', () => {
    for (const saved of [
      { offerWindowHours: 24, pendingOfferExpiryHours: null },
      { offerWindowHours: 12, pendingOfferExpiryHours: 96 },
    ]) {
      expect(parseSettingsForm(toSettingsForm(saved))).toEqual({ ok: true, value: saved });
    }
  });
});

describe('parseRuleForm', () => {
  it.each<[string, Parameters<typeof parseRuleForm>[0], ReturnType<typeof parseRuleForm>]>([
    [
      'a floor price only',
      { itemNumberWarehouse: ' SKU-1MIA ', floorPrice: '120', rejectBelowPercent: '' },
      { ok: true, value: { itemNumberWarehouse: 'SKU-1MIA', floorPrice: 120, rejectBelowPercent: null } },
    ],
    [
      'a percentage only',
      { itemNumberWarehouse: 'X', floorPrice: ' ', rejectBelowPercent: '60' },
      { ok: true, value: { itemNumberWarehouse: 'X', floorPrice: null, rejectBelowPercent: 60 } },
    ],
    [
      'both, with cents',
      { itemNumberWarehouse: 'X', floorPrice: '119.50', rejectBelowPercent: '99' },
      { ok: true, value: { itemNumberWarehouse: 'X', floorPrice: 119.5, rejectBelowPercent: 99 } },
    ],
    [
      'neither',
      { itemNumberWarehouse: 'X', floorPrice: '', rejectBelowPercent: '' },
      { ok: false, errors: { form: 'Set a floor price, a reject-below percentage, or both.' } },
    ],
    [
      'no item',
      { itemNumberWarehouse: ' ', floorPrice: '1', rejectBelowPercent: '' },
      { ok: false, errors: { itemNumberWarehouse: 'Enter the item number and warehouse.' } },
    ],
    [
      'bad numbers',
      { itemNumberWarehouse: 'X', floorPrice: '0', rejectBelowPercent: '100' },
      {
        ok: false,
        errors: {
          floorPrice: 'Must be more than 0.',
          rejectBelowPercent: 'Enter a percentage between 1 and 99.',
        },
      },
    ],
    [
      'text in numbers',
      { itemNumberWarehouse: 'X', floorPrice: '12,5', rejectBelowPercent: '5.5' },
      {
        ok: false,
        errors: {
          floorPrice: 'Enter a price such as 120 or 119.50.',
          rejectBelowPercent: 'Enter a whole percentage.',
        },
      },
    ],
    [
      // The contract (moneyInput) takes at most 2 decimals: the form must not send what the server refuses.
      'more decimals than the contract takes',
      { itemNumberWarehouse: 'X', floorPrice: '119.505', rejectBelowPercent: '' },
      { ok: false, errors: { floorPrice: 'Enter a price such as 120 or 119.50.' } },
    ],
    [
      'a price above what the contract takes',
      { itemNumberWarehouse: 'X', floorPrice: '99999999999', rejectBelowPercent: '' },
      { ok: false, errors: { floorPrice: 'Enter a price such as 120 or 119.50.' } },
    ],
    [
      // The stock screens show the item number and the warehouse apart: either way reads as the rule's key.
      'the item number and warehouse as the Stock screen shows them',
      { itemNumberWarehouse: '  EDGP23-512-INTBLA-UL-AB MIA ', floorPrice: '', rejectBelowPercent: '40' },
      {
        ok: true,
        value: {
          itemNumberWarehouse: 'EDGP23-512-INTBLA-UL-AB-MIA',
          floorPrice: null,
          rejectBelowPercent: 40,
        },
      },
    ],
    [
      'the warehouse in brackets, in lower case',
      { itemNumberWarehouse: 'A54-128 (mia)', floorPrice: '', rejectBelowPercent: '40' },
      { ok: true, value: { itemNumberWarehouse: 'A54-128-MIA', floorPrice: null, rejectBelowPercent: 40 } },
    ],
  ])('%s', (_label, form, expected) => {
    expect(parseRuleForm(form)).toEqual(expected);
  });

  it('round-trips a saved rule', () => {
    const rule = { itemNumberWarehouse: 'SKU-9MIA', floorPrice: 80, rejectBelowPercent: null };
    expect(parseRuleForm(toRuleForm(rule))).toEqual({ ok: true, value: rule });
  });
});
