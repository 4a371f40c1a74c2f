import { Authorities, BuyerDetail, SellerBuyersResponse } from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { events, mailOutbox, staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { loadCheckoutContext } from '../src/modules/checkout/checkout-context.ts';
import { REFRESH_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * The seller console's buyers (modules/buyers-admin): list and search, the buyer's page, edits, invite, approve,
 * deactivate, reactivate and staff password reset — each refused to buyers, to other tenants' staff (404) and, when
 * it writes, to read-only staff; each write leaves one audit row and (where the portal must follow) an
 * account.changed event on the buyer's stream.
 */

const t = await buildTestApp();
const app: FastifyInstance = t.app;
const db = app.db;
afterAll(async () => t.close());

const tenantOf = async (slug: string) => {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
};
const harbor = await tenantOf('harbor');
const userOf = async (email: string, tenantId = harbor.id) => {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!u) throw new Error(`no ${email}`);
  return u;
};

const seller = await userOf('seller@harbor.test');
const sellerToken = await signIn(app, 'seller@harbor.test');
const summitSellerToken = await signIn(app, 'seller@summit.test', SUMMIT);
const buyerToken = await signIn(app, 'buyer@harbor.test');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, host = HARBOR) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { host, ...bearer(token) },
    ...(payload !== undefined ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });

const setRole = (role: string) => db.update(users).set({ staffRole: role }).where(eq(users.id, seller.id));
const auditOf = (targetId: string) =>
  db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenantId, harbor.id), eq(staffAudit.targetId, targetId)))
    .orderBy(desc(staffAudit.createdAt));
const accountEventsOf = (userId: string) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.type, 'account.changed')))
    .orderBy(desc(events.id));

beforeEach(async () => {
  await setRole('OWNER');
});

const profile = {
  firstName: 'Dana',
  lastName: 'Reyes',
  company: 'Reyes Mobile LLC',
  salesRepEmail: 'rep@harbor.test',
  salesRepPhone: '+1 305 555 0100',
  salesRepWhatApp: '+1 305 555 0101',
  alwaysProofOfExport: false,
  creditLimit: null,
};

describe('GET seller/buyers', () => {
  it('lists the tenant’s buyers with their status, searched by e-mail, name or company, one page at a time', async () => {
    const res = await call('GET', '/seller/buyers?size=100', sellerToken);
    expect(res.statusCode).toBe(200);
    const body = SellerBuyersResponse.parse(res.json());
    const emails = body.buyers.map((b) => b.email);
    expect(emails).toEqual(expect.arrayContaining(['buyer@harbor.test', 'prospect@harbor.test']));
    // Staff only and another tenant's buyers are not listed.
    expect(emails).not.toContain('seller@harbor.test');
    expect(emails).not.toContain('buyer@summit.test');
    expect(body.buyers.find((b) => b.email === 'prospect@harbor.test')?.status).toBe('PROSPECT');

    const prospects = SellerBuyersResponse.parse(
      (await call('GET', '/seller/buyers?status=PROSPECT', sellerToken)).json(),
    );
    expect(prospects.buyers.map((b) => b.email)).toEqual(['prospect@harbor.test']);

    const search = SellerBuyersResponse.parse(
      (await call('GET', '/seller/buyers?q=VIEWER', sellerToken)).json(),
    );
    expect(search.buyers.map((b) => b.email)).toEqual(['viewer@harbor.test']);

    const page = SellerBuyersResponse.parse(
      (await call('GET', '/seller/buyers?size=1&page=2', sellerToken)).json(),
    );
    expect(page.buyers).toHaveLength(1);
    expect(page.total).toBe(body.total);
  });

  it('searches by company, and a % typed matches only a %', async () => {
    const viewer = await userOf('viewer@harbor.test');
    await db.update(users).set({ company: 'Gadget Hub 100% Ltd' }).where(eq(users.id, viewer.id));
    const byCompany = SellerBuyersResponse.parse(
      (await call('GET', `/seller/buyers?q=${encodeURIComponent('100%')}`, sellerToken)).json(),
    );
    expect(byCompany.buyers.map((b) => b.email)).toEqual(['viewer@harbor.test']);
    const none = SellerBuyersResponse.parse(
      (await call('GET', `/seller/buyers?q=${encodeURIComponent('%%%x')}`, sellerToken)).json(),
    );
    expect(none.buyers).toEqual([]);
  });

  it('refuses a buyer (403), and shows another tenant’s staff only their own buyers', async () => {
    expect((await call('GET', '/seller/buyers', buyerToken)).statusCode).toBe(403);
    const summit = SellerBuyersResponse.parse(
      (await call('GET', '/seller/buyers?size=100', summitSellerToken, undefined, SUMMIT)).json(),
    );
    expect(summit.buyers.map((b) => b.email)).toContain('buyer@summit.test');
    expect(summit.buyers.map((b) => b.email).some((e) => e.endsWith('@harbor.test'))).toBe(false);
  });

  it('answers 422 to a status it does not know', async () => {
    expect((await call('GET', '/seller/buyers?status=GONE', sellerToken)).statusCode).toBe(422);
  });
});

describe('GET seller/buyers/{id}', () => {
  it('shows the buyer’s page; another tenant’s staff and staff-only ids are 404, a buyer 403', async () => {
    const buyer = await userOf('buyer@harbor.test');
    const res = await call('GET', `/seller/buyers/${buyer.id}`, sellerToken);
    expect(res.statusCode).toBe(200);
    const detail = BuyerDetail.parse(res.json());
    expect(detail).toMatchObject({ email: 'buyer@harbor.test', status: 'ACTIVE' });
    expect(detail.authorities).toContain('CAN_BUY_ONLINE');
    expect(detail.addresses.length).toBeGreaterThan(0);

    expect(
      (await call('GET', `/seller/buyers/${buyer.id}`, summitSellerToken, undefined, SUMMIT)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/seller/buyers/${seller.id}`, sellerToken)).statusCode).toBe(404);
    expect((await call('GET', `/seller/buyers/${buyer.id}`, buyerToken)).statusCode).toBe(403);
    expect((await call('GET', '/seller/buyers/not-a-uuid', sellerToken)).statusCode).toBe(422);
  });
});

describe('PUT seller/buyers/{id}', () => {
  it('saves the profile, sales rep, proof-of-export rule and credit limit, with an audit row', async () => {
    const buyer = await userOf('buyer@harbor.test');
    const res = await call('PUT', `/seller/buyers/${buyer.id}`, sellerToken, {
      ...profile,
      alwaysProofOfExport: true,
      creditLimit: 12_000,
    });
    expect(res.statusCode).toBe(200);
    expect(BuyerDetail.parse(res.json())).toMatchObject({
      company: 'Reyes Mobile LLC',
      salesRepWhatApp: '+1 305 555 0101',
      alwaysProofOfExport: true,
      creditLimit: 12_000,
    });
    // The portal's user info follows (B-018).
    const info = await app.inject({
      method: 'GET',
      url: `${API}/account/user-info`,
      headers: { host: HARBOR, ...bearer(buyerToken) },
    });
    expect(info.json()).toMatchObject({ firstName: 'Dana', salesRepEmail: 'rep@harbor.test' });
    // The proof-of-export rule names the buyer.
    const rule = await call('GET', '/seller/settings/proof-of-export', sellerToken);
    expect(rule.json().buyerEmails).toContain('buyer@harbor.test');
    // The checkout reads the credit limit: a credit method is capped at the buyer's 12,000.
    const ctx = await loadCheckoutContext(db, harbor.id, buyer.id, '');
    const credit = ctx.paymentMethods.filter((m) => m.creditLimitMinor !== null);
    expect(credit.length).toBeGreaterThan(0);
    for (const m of credit) expect(m.creditLimitMinor).toBeLessThanOrEqual(1_200_000);

    const [audit] = await auditOf(buyer.id);
    expect(audit).toMatchObject({
      action: 'buyers.profile.update',
      actorEmail: 'seller@harbor.test',
      targetType: 'buyer',
    });
    expect(audit?.before).toMatchObject({ alwaysProofOfExport: false, creditLimitMinor: null });
    expect(audit?.after).toMatchObject({ alwaysProofOfExport: true, creditLimitMinor: 1_200_000 });

    // Cleared again: the rule no longer names the buyer, the limit is the method's own.
    await call('PUT', `/seller/buyers/${buyer.id}`, sellerToken, profile);
    expect(
      (await call('GET', '/seller/settings/proof-of-export', sellerToken)).json().buyerEmails,
    ).not.toContain('buyer@harbor.test');
  });

  it('answers 422 to bad input and changes nothing', async () => {
    const buyer = await userOf('buyer@harbor.test');
    const before = await auditOf(buyer.id);
    for (const bad of [
      { ...profile, salesRepEmail: 'not-an-email' },
      { ...profile, salesRepPhone: 'call me' },
      { ...profile, creditLimit: -1 },
      { ...profile, creditLimit: 0.001 },
      { ...profile, company: 'x'.repeat(201) },
      { ...profile, firstName: 'a\u0000b' },
      { ...profile, alwaysProofOfExport: undefined },
      // A buyer keeps a name: blank first or last name would leave the portal greeting an e-mail address.
      { ...profile, firstName: '   ' },
      { ...profile, lastName: '' },
    ]) {
      const res = await call('PUT', `/seller/buyers/${buyer.id}`, sellerToken, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await auditOf(buyer.id)).toHaveLength(before.length);
    // The credit limit's bounds are said as the field takes them: never a range that offers a negative limit.
    for (const [creditLimit, message] of [
      [-50, 'Enter 0 or more'],
      [99_999_999_999_999, 'Enter 10,000,000 or less'],
    ] as const) {
      const res = await call('PUT', `/seller/buyers/${buyer.id}`, sellerToken, { ...profile, creditLimit });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json().errors)).toContain(message);
    }
  });

  it('refuses read-only staff (403), another tenant’s staff (404) and a buyer (403)', async () => {
    const buyer = await userOf('buyer@harbor.test');
    await setRole('READ_ONLY');
    expect((await call('GET', `/seller/buyers/${buyer.id}`, sellerToken)).statusCode).toBe(200);
    expect((await call('PUT', `/seller/buyers/${buyer.id}`, sellerToken, profile)).statusCode).toBe(403);
    await setRole('OWNER');
    expect(
      (await call('PUT', `/seller/buyers/${buyer.id}`, summitSellerToken, profile, SUMMIT)).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/seller/buyers/${buyer.id}`, buyerToken, profile)).statusCode).toBe(403);
  });
});

describe('PUT seller/buyers/{id}/authorities', () => {
  it('sets the authorities the buyer’s next request sees, tells the open portal and records it', async () => {
    const viewer = await userOf('viewer@harbor.test');
    const viewerToken = await signIn(app, 'viewer@harbor.test');
    const res = await call('PUT', `/seller/buyers/${viewer.id}/authorities`, sellerToken, {
      authorities: ['CAN_VIEW_ORDER', 'CAN_BUY_ONLINE'],
    });
    expect(res.statusCode).toBe(200);
    expect(BuyerDetail.parse(res.json()).authorities).toEqual(['CAN_BUY_ONLINE', 'CAN_VIEW_ORDER']);
    const seen = await app.inject({
      method: 'GET',
      url: `${API}/security/authorities`,
      headers: { host: HARBOR, ...bearer(viewerToken) },
    });
    expect(seen.json()).toEqual([{ authority: 'CAN_BUY_ONLINE' }, { authority: 'CAN_VIEW_ORDER' }]);
    const [event] = await accountEventsOf(viewer.id);
    expect(event).toMatchObject({ audience: 'buyer', data: { reason: 'authorities', signedOut: false } });
    const [audit] = await auditOf(viewer.id);
    expect(audit).toMatchObject({
      action: 'buyers.authorities.update',
      // In P-044's order.
      before: { authorities: Authorities.filter((a) => viewer.authorities.includes(a)) },
      after: { authorities: ['CAN_BUY_ONLINE', 'CAN_VIEW_ORDER'] },
    });
    await call('PUT', `/seller/buyers/${viewer.id}/authorities`, sellerToken, {
      authorities: viewer.authorities,
    });
  });

  it('answers 422 to an unknown or repeated authority; refuses read-only staff and other tenants', async () => {
    const viewer = await userOf('viewer@harbor.test');
    const url = `/seller/buyers/${viewer.id}/authorities`;
    expect((await call('PUT', url, sellerToken, { authorities: ['CAN_FLY'] })).statusCode).toBe(422);
    expect(
      (await call('PUT', url, sellerToken, { authorities: ['CAN_BUY_ONLINE', 'CAN_BUY_ONLINE'] })).statusCode,
    ).toBe(422);
    await setRole('READ_ONLY');
    expect((await call('PUT', url, sellerToken, { authorities: [] })).statusCode).toBe(403);
    await setRole('OWNER');
    expect((await call('PUT', url, summitSellerToken, { authorities: [] }, SUMMIT)).statusCode).toBe(404);
    expect((await userOf('viewer@harbor.test')).authorities).toEqual(viewer.authorities);
  });
});

describe('POST seller/buyers (invite)', () => {
  it('creates the buyer and mails a temporary password through the outbox; the first sign-in asks for a new one', async () => {
    const res = await call('POST', '/seller/buyers', sellerToken, {
      email: ' New.Buyer@Example.test ',
      firstName: 'Noa',
      lastName: 'Berg',
      company: 'Berg Phones',
      status: 'ACTIVE',
      authorities: ['CAN_BUY_ONLINE', 'CAN_VIEW_ORDER'],
    });
    expect(res.statusCode).toBe(200);
    const created = BuyerDetail.parse(res.json());
    expect(created).toMatchObject({
      email: 'new.buyer@example.test',
      status: 'ACTIVE',
      mustChangePassword: true,
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harbor.id), eq(mailOutbox.toAddress, 'new.buyer@example.test')));
    expect(mail?.subject).toBe('Your Harbor Phones account');
    const temporary = /Temporary password: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(temporary).toBeTruthy();
    const signInRes = await app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR },
      payload: { email: 'new.buyer@example.test', password: temporary },
    });
    expect(signInRes.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect((await auditOf(created.id))[0]).toMatchObject({ action: 'buyers.invite', before: null });

    // The temporary password is a secret: only an owner reads the mail's text in the outbox (decision 016), or a
    // read-only staff member could sign in as the buyer and buy.
    await setRole('READ_ONLY');
    const hidden = await call('GET', `/seller/outbox/${mail!.id}`, sellerToken);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).not.toContain(temporary!);
    await setRole('OPERATIONS');
    expect((await call('GET', `/seller/outbox/${mail!.id}`, sellerToken)).statusCode).toBe(403);
    await setRole('OWNER');
    expect((await call('GET', `/seller/outbox/${mail!.id}`, sellerToken)).json().text).toContain(temporary!);

    // The same e-mail again is a conflict, and sends nothing more.
    const again = await call('POST', '/seller/buyers', sellerToken, {
      email: 'new.buyer@example.test',
      firstName: '',
      lastName: '',
      company: '',
      status: 'ACTIVE',
      authorities: [],
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 to a bad e-mail; refuses read-only staff and buyers', async () => {
    const invite = {
      email: 'x@y.test',
      firstName: '',
      lastName: '',
      company: '',
      status: 'PROSPECT',
      authorities: [],
    };
    expect((await call('POST', '/seller/buyers', sellerToken, { ...invite, email: 'nope' })).statusCode).toBe(
      422,
    );
    expect(
      (await call('POST', '/seller/buyers', sellerToken, { ...invite, status: 'DEACTIVATED' })).statusCode,
    ).toBe(422);
    await setRole('READ_ONLY');
    expect((await call('POST', '/seller/buyers', sellerToken, invite)).statusCode).toBe(403);
    await setRole('OWNER');
    expect((await call('POST', '/seller/buyers', buyerToken, invite)).statusCode).toBe(403);
    const rows = await db.select().from(users).where(eq(users.email, 'x@y.test'));
    expect(rows).toEqual([]);
  });
});

describe('POST seller/buyers/{id}/approve', () => {
  it('makes a prospect active with a mail, once; read-only staff and other tenants are refused', async () => {
    const prospect = await userOf('prospect@harbor.test');
    const url = `/seller/buyers/${prospect.id}/approve`;
    await setRole('READ_ONLY');
    expect((await call('POST', url, sellerToken)).statusCode).toBe(403);
    await setRole('OWNER');
    expect((await call('POST', url, summitSellerToken, undefined, SUMMIT)).statusCode).toBe(404);
    const res = await call('POST', url, sellerToken);
    expect(res.statusCode).toBe(200);
    expect(BuyerDetail.parse(res.json()).status).toBe('ACTIVE');
    expect((await call('POST', url, sellerToken)).statusCode).toBe(409);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'prospect@harbor.test'));
    expect(mails.map((m) => m.subject)).toContain('Your Harbor Phones account is approved');
    expect((await auditOf(prospect.id))[0]).toMatchObject({
      action: 'buyers.approve',
      before: { status: 'PROSPECT' },
      after: { status: 'ACTIVE' },
    });
    await db.update(users).set({ buyerStatus: 'PROSPECT' }).where(eq(users.id, prospect.id));
  });
});

describe('deactivate and reactivate', () => {
  it('ends every session of the buyer at once, signs the portal out, and lets the buyer back after reactivation', async () => {
    const exportBuyer = await userOf('export@harbor.test');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR },
      payload: { email: 'export@harbor.test', password: DEMO_PASSWORD },
    });
    const token = signedIn.json().idToken as string;
    const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    const userInfo = () =>
      app.inject({
        method: 'GET',
        url: `${API}/account/user-info`,
        headers: { host: HARBOR, ...bearer(token) },
      });
    expect((await userInfo()).statusCode).toBe(200);

    await setRole('READ_ONLY');
    expect((await call('POST', `/seller/buyers/${exportBuyer.id}/deactivate`, sellerToken)).statusCode).toBe(
      403,
    );
    await setRole('OWNER');
    expect(
      (
        await call(
          'POST',
          `/seller/buyers/${exportBuyer.id}/deactivate`,
          summitSellerToken,
          undefined,
          SUMMIT,
        )
      ).statusCode,
    ).toBe(404);
    expect((await userInfo()).statusCode).toBe(200);

    const res = await call('POST', `/seller/buyers/${exportBuyer.id}/deactivate`, sellerToken);
    expect(res.statusCode).toBe(200);
    expect(BuyerDetail.parse(res.json()).status).toBe('DEACTIVATED');
    // At once: the ID token is refused, the refresh token too, and a sign-in fails.
    expect((await userInfo()).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/identity/refresh',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR },
      payload: { email: 'export@harbor.test', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect((await accountEventsOf(exportBuyer.id))[0]).toMatchObject({
      data: { reason: 'deactivated', signedOut: true },
    });
    expect((await auditOf(exportBuyer.id))[0]).toMatchObject({
      action: 'buyers.deactivate',
      before: { status: 'ACTIVE' },
      after: { status: 'DEACTIVATED' },
    });
    const listed = SellerBuyersResponse.parse(
      (await call('GET', '/seller/buyers?status=DEACTIVATED', sellerToken)).json(),
    );
    expect(listed.buyers.map((b) => b.email)).toEqual(['export@harbor.test']);
    expect((await call('POST', `/seller/buyers/${exportBuyer.id}/deactivate`, sellerToken)).statusCode).toBe(
      409,
    );

    const back = await call('POST', `/seller/buyers/${exportBuyer.id}/reactivate`, sellerToken);
    expect(back.statusCode).toBe(200);
    expect(BuyerDetail.parse(back.json()).status).toBe('ACTIVE');
    expect((await signIn(app, 'export@harbor.test')).length).toBeGreaterThan(0);
    expect((await auditOf(exportBuyer.id))[0]).toMatchObject({ action: 'buyers.reactivate' });
  });
});

describe('POST seller/buyers/{id}/reset-password', () => {
  it('mails a temporary password, ends the sessions and tells the open portal (B-017)', async () => {
    const viewer = await userOf('viewer@harbor.test');
    const token = await signIn(app, 'viewer@harbor.test');
    await setRole('READ_ONLY');
    expect((await call('POST', `/seller/buyers/${viewer.id}/reset-password`, sellerToken)).statusCode).toBe(
      403,
    );
    await setRole('OWNER');
    const res = await call('POST', `/seller/buyers/${viewer.id}/reset-password`, sellerToken);
    expect(res.statusCode).toBe(200);
    expect(BuyerDetail.parse(res.json()).mustChangePassword).toBe(true);
    const info = await app.inject({
      method: 'GET',
      url: `${API}/account/user-info`,
      headers: { host: HARBOR, ...bearer(token) },
    });
    expect(info.statusCode).toBe(401);
    const old = await app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR },
      payload: { email: 'viewer@harbor.test', password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'viewer@harbor.test'))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.text).toContain('?adminReset=true');
    const temporary = /Temporary password: (\S+)/.exec(mail?.text ?? '')?.[1];
    const next = await app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR },
      payload: { email: 'viewer@harbor.test', password: temporary },
    });
    expect(next.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
    await setRole('READ_ONLY');
    expect((await call('GET', `/seller/outbox/${mail!.id}`, sellerToken)).statusCode).toBe(403);
    await setRole('OWNER');
    expect((await accountEventsOf(viewer.id))[0]).toMatchObject({
      data: { reason: 'passwordReset', signedOut: true },
    });
    expect((await auditOf(viewer.id))[0]).toMatchObject({ action: 'buyers.password.reset' });
  });
});

describe('every buyers route', () => {
  it('a buyer who is also staff is changed by an owner only, and the marketplace keeps an active owner', async () => {
    const opsToken = await signIn(app, 'ops@harbor.test');
    // The owner is a buyer too (no route makes such a user; the seed or SQL can).
    await db
      .update(users)
      .set({ groups: [...seller.groups, 'Buyer'] })
      .where(eq(users.id, seller.id));
    try {
      const base = `/seller/buyers/${seller.id}`;
      const writes: ['POST' | 'PUT', string, object | undefined][] = [
        ['PUT', base, profile],
        ['PUT', `${base}/authorities`, { authorities: [] }],
        ['POST', `${base}/deactivate`, undefined],
        ['POST', `${base}/reset-password`, undefined],
      ];
      for (const [method, url, body] of writes) {
        expect((await call(method, url, opsToken, body)).statusCode, `${method} ${url} operations`).toBe(403);
      }
      expect(await userOf('seller@harbor.test')).toMatchObject({
        disabled: false,
        authorities: seller.authorities,
        passwordHash: seller.passwordHash,
        company: seller.company,
      });
      // The only active owner cannot be deactivated as a buyer either.
      const own = await call('POST', `${base}/deactivate`, sellerToken);
      expect(own.statusCode).toBe(422);
      expect(own.json().errors[0].messageCode).toBe('lastOwner');
      expect((await userOf('seller@harbor.test')).disabled).toBe(false);
    } finally {
      await db.update(users).set({ groups: seller.groups }).where(eq(users.id, seller.id));
    }
  });

  it('refuses buyers (403); every write refuses read-only staff (403) and another tenant’s staff (404), changing nothing', async () => {
    const viewer = await userOf('viewer@harbor.test');
    const base = `/seller/buyers/${viewer.id}`;
    const writes: ['POST' | 'PUT', string, object | undefined][] = [
      ['PUT', base, profile],
      ['PUT', `${base}/authorities`, { authorities: [] }],
      ['POST', `${base}/approve`, undefined],
      ['POST', `${base}/deactivate`, undefined],
      ['POST', `${base}/reactivate`, undefined],
      ['POST', `${base}/reset-password`, undefined],
    ];
    const auditBefore = (await auditOf(viewer.id)).length;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, buyerToken, body)).statusCode, `${method} ${url} buyer`).toBe(403);
      expect(
        (await call(method, url, summitSellerToken, body, SUMMIT)).statusCode,
        `${method} ${url} summit`,
      ).toBe(404);
    }
    await setRole('READ_ONLY');
    for (const [method, url, body] of writes) {
      expect((await call(method, url, sellerToken, body)).statusCode, `${method} ${url} read-only`).toBe(403);
    }
    expect(
      (
        await call('POST', '/seller/buyers', sellerToken, {
          ...profile,
          email: 'ro@example.test',
          status: 'ACTIVE',
          authorities: [],
        })
      ).statusCode,
    ).toBe(403);
    await setRole('OWNER');
    expect(await auditOf(viewer.id)).toHaveLength(auditBefore);
    expect(await userOf('viewer@harbor.test')).toMatchObject({
      disabled: viewer.disabled,
      authorities: viewer.authorities,
      passwordHash: viewer.passwordHash,
    });
  });
});
