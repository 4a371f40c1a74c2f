import { describe, expect, it } from 'vitest';
import { statusLabel } from '../features/orders/components/order-status-chip.tsx';
import { applyTenantDictionary, hasText, t } from './i18n.ts';

describe("the console's words (A-010, A-011)", () => {
  it('reads the English defaults, fills placeholders and picks the plural by count', () => {
    expect(t('consoleSignIn')).toBe('Sign in');
    expect(t('consoleSellerConsole3', { tenantName: 'Harbor Phones' })).toBe('Harbor Phones Seller Console');
    expect(t('consoleOfferCount', { count: 1, n: '1' })).toBe('1 offer');
    expect(t('consoleOfferCount', { count: 1200, n: '1,200' })).toBe('1,200 offers');
    // A server messageCode is a key of the spec's dictionary.
    expect(hasText('offerPriceNotPositive')).toBe(true);
  });

  it("puts the tenant's words on top and keeps the defaults for the rest", () => {
    applyTenantDictionary('en', {
      en: {
        consoleOffers: { i18n_value: 'Bids' },
        consoleOfferCount: { i18n_value: '{n} bid', i18n_value_plural: '{n} bids' },
      },
    });
    expect(t('consoleOffers')).toBe('Bids');
    expect(t('consoleOfferCount', { count: 2, n: '2' })).toBe('2 bids');
    expect(t('consoleStock')).toBe('Stock');
  });

  it("switches to the tenant's language, English filling what a translation lacks (Q-073)", () => {
    applyTenantDictionary('es', { es: { consoleStock: { i18n_value: 'Inventario' } } });
    expect(t('consoleStock')).toBe('Inventario');
    expect(t('consoleOutbox')).toBe('Outbox');
    applyTenantDictionary('en', {});
  });

  it('names order statuses in English for a tenant whose buyers read Spanish (the console speaks English)', () => {
    applyTenantDictionary('es', {
      en: { fulfillmentStatusShipped: { i18n_value: 'Dispatched' } },
      es: {
        fulfillmentStatusOnHold: { i18n_value: 'Retenido' },
        fulfillmentStatusShipped: { i18n_value: 'Enviado' },
      },
    });
    expect(statusLabel('ON_HOLD')).toBe('On Hold');
    expect(statusLabel('SHIPPED')).toBe('Dispatched');
    applyTenantDictionary('en', {});
  });
});
