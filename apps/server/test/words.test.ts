import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, i18nOverrides, staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * The tenant's words: dictionary overrides per language, the console's Words routes, the Spanish
 * dictionary served by saas-i18n, and the words the server writes itself (the cart's free-shipping message) in
 * the tenant's language and overrides. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
const db = app.db;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');

const cartSettings = async (token: string, host?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/cart/settings`,
    headers: { ...(host ? { host } : {}), ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function setLanguage(tenantId: string, language: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  await db
    .update(tenants)
    .set({ config: { ...(row?.config ?? {}), language } })
    .where(eq(tenants.id, tenantId));
  // As the console's settings save does: the next request on the host reads the changed tenant.
  app.invalidateTenantCache();
}

describe('the cart’s free-shipping message speaks the tenant’s words', () => {
  it('follows the tenant’s override of freeFreightOver', async () => {
    await db.insert(i18nOverrides).values({
      tenantId: harborId,
      language: 'en',
      key: 'freeFreightOver',
      value: 'Orders over {amount} ship free by {method}.',
    });
    try {
      expect((await cartSettings(buyer)).freeShippingMessage).toEqual({
        display: true,
        defaultMessage: 'Orders over $5,000.00 ship free by Standard Ground.',
      });
    } finally {
      await db
        .delete(i18nOverrides)
        .where(and(eq(i18nOverrides.tenantId, harborId), eq(i18nOverrides.key, 'freeFreightOver')));
    }
  });

  it('is written in Spanish for a Spanish tenant', async () => {
    await setLanguage(harborId, 'es');
    try {
      // The amount as Spanish writes it, with the dictionary's currency symbol, as the portal shows amounts.
      expect((await cartSettings(buyer)).freeShippingMessage.defaultMessage).toBe(
        'Envío Standard Ground gratis en pedidos de más de 5000,00\u00a0$ desde un solo almacén.',
      );
    } finally {
      await setLanguage(harborId, 'en');
    }
  });
});

// ── the console's Words routes ─────────────────────────────────────────────────────────────────────────

const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const summitId = await tenantIdOf(app, 'summit');

const words = (token: string, query = '', host?: string) =>
  app.inject({
    method: 'GET',
    url: `${API}/seller/words${query}`,
    headers: { ...(host ? { host } : {}), ...bearer(token) },
  });
const putWord = (token: string, path: string, body: unknown, host?: string) =>
  app.inject({
    method: 'PUT',
    url: `${API}/seller/words/${path}`,
    headers: { ...(host ? { host } : {}), ...bearer(token) },
    payload: body as object,
  });
const resetWord = (token: string, path: string, host?: string) =>
  app.inject({
    method: 'DELETE',
    url: `${API}/seller/words/${path}`,
    headers: { ...(host ? { host } : {}), ...bearer(token) },
  });
const saasI18n = async (host?: string) => {
  const res = await app.inject({ method: 'GET', url: `${API}/saas-i18n`, headers: host ? { host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Record<
    string,
    Record<string, { i18n_value: string; i18n_value_plural?: string }>
  >;
};
const overrideRows = (tenantId: string) =>
  db.select().from(i18nOverrides).where(eq(i18nOverrides.tenantId, tenantId));
const auditRows = (action: string) =>
  db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, action)));
const setStaffRole = (email: string, role: string) =>
  db
    .update(users)
    .set({ staffRole: role })
    .where(and(eq(users.tenantId, harborId), eq(users.email, email)));

describe('GET seller/words', () => {
  it('lists the keys with the default text beside them, searched by key or text and paged', async () => {
    const res = await words(seller, '?search=free%20%7Bmethod%7D');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.words).toEqual([
      {
        key: 'freeFreightOver',
        defaultValue: 'Free {method} shipping on orders over {amount} from a single warehouse.',
        defaultValuePlural: null,
        value: null,
        valuePlural: null,
        parameters: ['method', 'amount'],
      },
    ]);
    expect(body.languages).toEqual(['en', 'es']);
    expect(body.tenantLanguage).toBe('en');

    const byKey = (await words(seller, '?search=cartwithcount')).json();
    expect(byKey.words.map((w: { key: string }) => w.key)).toEqual(['cartWithCount']);
    expect(byKey.words[0].defaultValuePlural).toBe('Cart, {n} entries in cart');

    const page1 = (await words(seller, '?size=10')).json();
    const page2 = (await words(seller, '?size=10&page=2')).json();
    expect(page1.words).toHaveLength(10);
    expect(page1.total).toBeGreaterThan(500);
    expect(page2.words[0].key).not.toBe(page1.words[0].key);

    const spanish = (await words(seller, '?language=es&search=cartEmpty')).json();
    expect(spanish.words[0].defaultValue).toBe('No hay artículos en su carrito');
  });

  it('refuses a language Portico does not ship, a buyer and an anonymous caller', async () => {
    expect((await words(seller, '?language=xx')).statusCode).toBe(422);
    expect((await words(buyer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${API}/seller/words` })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE seller/words/{language}/{key}', () => {
  it('sets an override: saas-i18n serves it, the audit log records it, open portals are told', async () => {
    const before = await db.select().from(events).where(eq(events.tenantId, harborId));
    const res = await putWord(seller, 'en/cartEmpty', { value: 'Your basket is empty' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'cartEmpty', value: 'Your basket is empty' });
    expect((await saasI18n()).en?.cartEmpty?.i18n_value).toBe('Your basket is empty');
    expect((await saasI18n(SUMMIT)).en?.cartEmpty?.i18n_value).toBe('There are no items in your cart');
    const [audit] = await auditRows('words.word.update');
    expect(audit).toMatchObject({
      targetType: 'word',
      targetId: 'en:cartEmpty',
      actorEmail: 'seller@harbor.test',
      before: null,
      after: { value: 'Your basket is empty', valuePlural: null },
    });
    const after = await db.select().from(events).where(eq(events.tenantId, harborId));
    expect(after.filter((e) => !before.some((b) => b.id === e.id))).toEqual([
      expect.objectContaining({ type: 'words.changed', audience: 'buyer', userId: null }),
    ]);

    // Reset: back to the default, audited.
    const reset = await resetWord(seller, 'en/cartEmpty');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ value: null, defaultValue: 'There are no items in your cart' });
    expect((await saasI18n()).en?.cartEmpty?.i18n_value).toBe('There are no items in your cart');
    expect(await auditRows('words.word.reset')).toHaveLength(1);
    expect((await resetWord(seller, 'en/cartEmpty')).statusCode).toBe(404);
  });

  it('refuses an override with a parameter the default text does not have (422), and changes nothing', async () => {
    const res = await putWord(seller, 'en/freeFreightOver', { value: 'Free shipping over {total}' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'value', messageCode: 'validationFailed' });
    expect(res.json().errors[0].messageDescription).toContain('{total} is not a parameter of this text');
    expect(await overrideRows(harborId)).toEqual([]);
    // The default's own parameters, in any order, or none of them, are fine.
    const ok = await putWord(seller, 'en/freeFreightOver', { value: 'Over {amount}: {method} is free.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await cartSettings(buyer)).freeShippingMessage.defaultMessage).toBe(
      'Over $5,000.00: Standard Ground is free.',
    );
    expect((await resetWord(seller, 'en/freeFreightOver')).statusCode).toBe(200);
  });

  it('keeps plural forms: a key with one needs one, a key without one takes none', async () => {
    const noPlural = await putWord(seller, 'en/cartWithCount', { value: 'Basket ({n})' });
    expect(noPlural.statusCode).toBe(422);
    expect(noPlural.json().errors[0].field).toBe('valuePlural');
    const wrongPlural = await putWord(seller, 'en/cartWithCount', {
      value: 'Basket, {n} line',
      valuePlural: 'Basket, {count} lines',
    });
    expect(wrongPlural.statusCode).toBe(422);
    expect(wrongPlural.json().errors[0].field).toBe('valuePlural');
    const extraPlural = await putWord(seller, 'en/cartEmpty', { value: 'Empty', valuePlural: 'Empties' });
    expect(extraPlural.statusCode).toBe(422);
    expect(await overrideRows(harborId)).toEqual([]);

    const ok = await putWord(seller, 'es/cartWithCount', {
      value: 'Cesta, {n} línea',
      valuePlural: 'Cesta, {n} líneas',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await setLanguage(harborId, 'es');
    try {
      expect((await saasI18n()).es?.cartWithCount).toEqual({
        i18n_value: 'Cesta, {n} línea',
        i18n_value_plural: 'Cesta, {n} líneas',
      });
    } finally {
      await setLanguage(harborId, 'en');
      await resetWord(seller, 'es/cartWithCount');
    }
  });

  it('refuses an unknown key (404) and a language Portico does not ship (422)', async () => {
    expect((await putWord(seller, 'en/noSuchKey', { value: 'x' })).statusCode).toBe(404);
    expect((await putWord(seller, 'xx/cartEmpty', { value: 'x' })).statusCode).toBe(422);
    expect((await putWord(seller, 'en/cartEmpty', { value: '   ' })).statusCode).toBe(422);
  });

  it('refuses a buyer and a read-only staff user; lets an operations user write', async () => {
    expect((await putWord(buyer, 'en/cartEmpty', { value: 'x' })).statusCode).toBe(403);
    expect((await resetWord(buyer, 'en/cartEmpty')).statusCode).toBe(403);
    await setStaffRole('seller@harbor.test', 'READ_ONLY');
    try {
      expect((await words(seller)).statusCode).toBe(200);
      expect((await putWord(seller, 'en/cartEmpty', { value: 'x' })).statusCode).toBe(403);
      expect((await resetWord(seller, 'en/cartEmpty')).statusCode).toBe(403);
      await setStaffRole('seller@harbor.test', 'OPERATIONS');
      expect((await putWord(seller, 'en/cartEmpty', { value: 'Nothing here' })).statusCode).toBe(200);
      expect((await resetWord(seller, 'en/cartEmpty')).statusCode).toBe(200);
    } finally {
      await setStaffRole('seller@harbor.test', 'OWNER');
    }
    expect(await overrideRows(harborId)).toEqual([]);
  });

  it('keeps each tenant’s words to itself', async () => {
    const summit = await putWord(summitSeller, 'en/cartEmpty', { value: 'Summit cart is empty' }, SUMMIT);
    expect(summit.statusCode, summit.body).toBe(200);
    try {
      // Harbor's staff neither see Summit's text nor can reset it.
      const harborView = (await words(seller, '?search=cartEmpty')).json();
      expect(harborView.words[0].value).toBeNull();
      expect((await resetWord(seller, 'en/cartEmpty')).statusCode).toBe(404);
      // A Harbor token sent to Summit's host is refused.
      expect((await words(seller, '', SUMMIT)).statusCode).not.toBe(200);
      expect((await putWord(seller, 'en/cartEmpty', { value: 'hijack' }, SUMMIT)).statusCode).not.toBe(200);
      expect((await saasI18n()).en?.cartEmpty?.i18n_value).toBe('There are no items in your cart');
      expect((await saasI18n(SUMMIT)).en?.cartEmpty?.i18n_value).toBe('Summit cart is empty');
      expect((await overrideRows(summitId)).map((r) => r.value)).toContain('Summit cart is empty');
    } finally {
      await resetWord(summitSeller, 'en/cartEmpty', SUMMIT);
    }
  });
});

describe('saas-i18n in Spanish', () => {
  it('serves the whole Spanish dictionary to a Spanish tenant', async () => {
    await setLanguage(harborId, 'es');
    try {
      const results = await saasI18n();
      expect(results.es?.cartEmpty?.i18n_value).toBe('No hay artículos en su carrito');
      expect(results.es?.menuStockList?.i18n_value).toBe('Inventario');
      expect(results.en?.cartEmpty?.i18n_value).toBe('There are no items in your cart');
    } finally {
      await setLanguage(harborId, 'en');
    }
  });
});

describe('GET order/settings in the tenant’s language', () => {
  const orderSettings = async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/order/settings`, headers: bearer(buyer) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  it('names the default statuses and list columns in Spanish for a Spanish tenant, English otherwise', async () => {
    const en = await orderSettings();
    expect(en.fulfillmentSettings.statuses.find((s: { code: string }) => s.code === 'SHIPPED').label).toBe(
      'Shipped',
    );
    expect(en.buyerSalesOrderListPageSettings.columns[0].label).toBe('Order #');
    await setLanguage(harborId, 'es');
    try {
      const es = await orderSettings();
      const label = (list: { code: string; label: string }[], code: string) =>
        list.find((s) => s.code === code)?.label;
      expect(label(es.fulfillmentSettings.statuses, 'SHIPPED')).toBe('Enviado');
      expect(label(es.paymentSettings.statuses, 'PAID')).toBe('Pagado');
      expect(es.buyerSalesOrderListPageSettings.columns.map((c: { label: string }) => c.label)).toEqual([
        'Pedido n.º',
        'Actualizado',
        'Almacén',
        'Estado de preparación',
        'Estado del pago',
      ]);
    } finally {
      await setLanguage(harborId, 'en');
    }
  });
});
