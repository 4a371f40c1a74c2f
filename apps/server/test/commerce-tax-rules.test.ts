import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { taxRates } from '../src/db/schema/index.ts';
import { commerceParties, expectFieldRefused, miamiCharges } from './commerce-settings-helper.ts';
import { buildTestApp, SUMMIT } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * Settings › Tax rules (docs/decisions/021; Q-039): the seller replaces the tax rules by ship-to country and state,
 * and the very next calculation taxes by them. Staff only; read-only staff read; another tenant's staff change only
 * their own. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const { harborId, seller, buyer, summitSeller, call, asRole, audits } = await commerceParties(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const chargesOf = miamiCharges(app, buyer, picker);
const PATH = '/seller/settings/tax-rules';

const harborRules = () => app.db.select().from(taxRates).where(eq(taxRates.tenantId, harborId));

describe('tax rules', () => {
  it('lists the rules by country and state, the percent apart from the words', async () => {
    const res = await call(seller, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rules).toEqual([
      { country: 'US', state: 'FL', ratePercent: 7, description: 'Sales Tax' },
      { country: 'US', state: 'NY', ratePercent: 8.88, description: 'Sales Tax' },
      { country: 'US', state: 'TX', ratePercent: 8.25, description: 'Sales Tax' },
    ]);
  });

  it('refuses a buyer and read-only staff writing; another tenant replaces only its own', async () => {
    const rules = { rules: [{ country: 'US', state: '', ratePercent: 1, description: 'Tax' }] };
    expect((await call(buyer, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', PATH, rules)).statusCode).toBe(403);
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', PATH)).statusCode).toBe(200);
      expect((await call(seller, 'PUT', PATH, rules)).statusCode).toBe(403);
    });
    const theirs = await call(
      summitSeller,
      'PUT',
      PATH,
      { rules: [{ country: 'GB', state: '', ratePercent: 5, description: 'VAT' }] },
      SUMMIT,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await harborRules()).toHaveLength(3);
  });

  it('the next calculation taxes by the new rules: a state’s own rate, else the country’s; audited before/after', async () => {
    expect((await chargesOf(2)).charges.taxDescription).toBe('Sales Tax (7%)');
    const res = await call(seller, 'PUT', PATH, {
      rules: [
        { country: 'US', state: 'fl', ratePercent: 6.5, description: 'Florida Sales Tax' },
        { country: 'US', state: '', ratePercent: 5, description: 'State Tax' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rules).toEqual([
      { country: 'US', state: '', ratePercent: 5, description: 'State Tax' },
      { country: 'US', state: 'FL', ratePercent: 6.5, description: 'Florida Sales Tax' },
    ]);
    const miami = (await chargesOf(2)).charges;
    expect(miami.taxDescription).toBe('Florida Sales Tax (6.5%)');
    expect(miami.tax).toBeCloseTo((miami.subtotal + miami.freight) * 0.065, 2);
    const houston = (await chargesOf(2, {}, 'Houston')).charges;
    expect(houston.taxDescription).toBe('State Tax (5%)');
    const [audit] = await audits('settings.taxRules.update');
    expect((audit?.before as { rules: unknown[] }).rules).toHaveLength(3);
    expect((audit?.after as { rules: unknown[] }).rules).toHaveLength(2);
  });

  it('refuses a repeated country and state, a bad country, a percent over 100 — and changes nothing', async () => {
    const rule = { country: 'US', state: 'FL', ratePercent: 6, description: 'Sales Tax' };
    expectFieldRefused(
      await call(seller, 'PUT', PATH, { rules: [rule, { ...rule, state: 'fl' }] }),
      'rules.1.state',
    );
    expectFieldRefused(
      await call(seller, 'PUT', PATH, { rules: [{ ...rule, country: 'USA' }] }),
      'rules.0.country',
    );
    expectFieldRefused(
      await call(seller, 'PUT', PATH, { rules: [{ ...rule, ratePercent: 120 }] }),
      'rules.0.ratePercent',
    );
    expectFieldRefused(
      await call(seller, 'PUT', PATH, { rules: [{ ...rule, description: '' }] }),
      'rules.0.description',
    );
    expect(await harborRules()).toHaveLength(2);
  });

  it('no rules: every destination is untaxed', async () => {
    expect((await call(seller, 'PUT', PATH, { rules: [] })).statusCode).toBe(200);
    const { charges } = await chargesOf(2);
    expect(charges).toMatchObject({ tax: 0, taxDescription: '' });
  });
});
