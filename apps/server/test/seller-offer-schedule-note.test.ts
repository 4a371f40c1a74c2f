import { CartSettings, OfferScheduleNoteResponse } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, staffAudit, tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * Offers › Settings › the cart's schedule note (part 1 §3 System messages, offerClearingSchedule): GET/PUT
 * seller/offers/schedule-note write what GET stocklist/cart/settings answers the buyers' carts.
 */
const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

const URL = `${API}/seller/offers/schedule-note`;
const seller = await signIn(app, 'seller@harbor.test');
const readonly = await signIn(app, 'readonly@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);

const get = async (token = seller) => {
  const res = await app.inject({ method: 'GET', url: URL, headers: { host: HARBOR, ...bearer(token) } });
  expect(res.statusCode, res.body).toBe(200);
  return OfferScheduleNoteResponse.parse(res.json());
};
const put = (payload: unknown, token = seller) =>
  app.inject({
    method: 'PUT',
    url: URL,
    headers: { host: HARBOR, ...bearer(token) },
    payload: payload as object,
  });
const cart = async (token = buyer, host = HARBOR) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/cart/settings`,
    headers: { host, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return CartSettings.parse(res.json()).offerClearingSchedule;
};
const settingsRow = async () =>
  (await app.db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, harborId)))[0]!
    .settings;

describe('seller/offers/schedule-note', () => {
  it('answers the note the cart shows now', async () => {
    const note = await get();
    expect(note).toEqual({ display: true, message: (await cart()).defaultMessage });
    expect(note.message).toMatch(/weekday/);
  });

  it('saves the note where the cart reads it, audits it and tells open carts; off hides it', async () => {
    const res = await put({
      display: true,
      message: '  Revisamos las ofertas de lunes a viernes a las 10:00.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      display: true,
      message: 'Revisamos las ofertas de lunes a viernes a las 10:00.',
    });
    expect(await cart()).toEqual({
      display: true,
      defaultMessage: 'Revisamos las ofertas de lunes a viernes a las 10:00.',
    });
    // Summit's carts are not Harbor's.
    expect((await cart(summitBuyer, SUMMIT)).defaultMessage).not.toContain('Revisamos');
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'offers.schedule-note.update')));
    expect(audit).toMatchObject({ actorEmail: 'seller@harbor.test', targetId: 'offer-schedule-note' });
    const told = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), eq(events.type, 'cart-settings.changed')));
    expect(told).toHaveLength(1);

    expect((await put({ display: false, message: '' })).statusCode).toBe(200);
    expect((await cart()).display).toBe(false);
  });

  it('refuses a note switched on with no text, too long, or with control characters (422), and keeps the note', async () => {
    const before = await settingsRow();
    for (const [payload, field] of [
      [{ display: true, message: '   ' }, 'message'],
      [{ display: true, message: 'x'.repeat(501) }, 'message'],
      [{ display: true, message: 'a\u0000b' }, 'message'],
      [{ display: 'yes', message: 'Hi' }, 'display'],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await settingsRow()).toEqual(before);
  });

  it('is for staff who may write: read-only staff read it, a buyer gets 403', async () => {
    const note = await get(readonly);
    expect((await put({ display: true, message: 'Changed' }, readonly)).statusCode).toBe(403);
    expect((await put({ display: true, message: 'Changed' }, buyer)).statusCode).toBe(403);
    expect(await get()).toEqual(note);
  });
});
