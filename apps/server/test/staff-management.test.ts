import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { banners, mailOutbox, staffAudit, stockItems, users } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * Staff management (GET/POST seller/staff, PATCH seller/staff/:id; owners only) and the audit log (GET
 * seller/audit; any staff): an invite mails a temporary password through the outbox — whose text only owners read
 * there — and asks for a new password at first sign-in; deactivating ends every session at once; the last active
 * owner stays one.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const harborId = await tenantIdOf(app, 'harbor');
const owner = await signIn(app, 'seller@harbor.test');
const ops = await signIn(app, 'ops@harbor.test');
const readOnly = await signIn(app, 'readonly@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');
const summitOwner = await signIn(app, 'seller@summit.test', SUMMIT);

const call = (token: string, method: string, url: string, payload?: unknown, host = HARBOR) =>
  app.inject({
    method: method as 'GET',
    url: `${API}${url}`,
    headers: { host, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const userOf = async (email: string) => {
  const [u] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, harborId), eq(users.email, email)));
  return u!;
};
const signInRaw = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/identity/sign-in',
    headers: { host: HARBOR },
    payload: { email, password },
  });

describe('seller/staff', () => {
  it("lists the tenant's staff with their roles, for owners only", async () => {
    const res = await call(owner, 'GET', '/seller/staff');
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json().staff as { email: string; staffRole: string; active: boolean }[];
    expect(staff.map((s) => [s.email, s.staffRole, s.active])).toEqual([
      ['ops@harbor.test', 'OPERATIONS', true],
      ['readonly@harbor.test', 'READ_ONLY', true],
      ['seller@harbor.test', 'OWNER', true],
    ]);
    for (const token of [ops, readOnly, buyer]) {
      expect((await call(token, 'GET', '/seller/staff')).statusCode).toBe(403);
    }
    // Another tenant's owner sees its own staff only, and cannot reach Harbor's from its host.
    const summit = await call(summitOwner, 'GET', '/seller/staff', undefined, SUMMIT);
    expect(summit.json().staff.map((s: { email: string }) => s.email)).toEqual(['seller@summit.test']);
    expect((await call(summitOwner, 'GET', '/seller/staff')).statusCode).toBe(403);
  });

  it('tells the console the signed-in staff member’s role', async () => {
    expect((await call(readOnly, 'GET', '/seller/staff/me')).json()).toMatchObject({
      staffRole: 'READ_ONLY',
    });
    expect((await call(owner, 'GET', '/seller/staff/me')).json()).toMatchObject({ staffRole: 'OWNER' });
    expect((await call(buyer, 'GET', '/seller/staff/me')).statusCode).toBe(403);
  });

  it('invites a staff member: the mail in the outbox (text for owners only), a new password at first sign-in', async () => {
    const invite = {
      email: 'New.Staff@Harbor.test',
      firstName: 'Nia',
      lastName: 'New',
      staffRole: 'OPERATIONS',
    };
    for (const token of [ops, readOnly, buyer]) {
      expect((await call(token, 'POST', '/seller/staff', invite)).statusCode).toBe(403);
    }
    expect((await call(summitOwner, 'POST', '/seller/staff', invite)).statusCode).toBe(403);
    expect(await userOf('new.staff@harbor.test')).toBeUndefined();

    const res = await call(owner, 'POST', '/seller/staff', invite);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'new.staff@harbor.test',
      staffRole: 'OPERATIONS',
      active: true,
      invitePending: true,
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.toAddress, 'new.staff@harbor.test')));
    const password = /Temporary password: (\S+)/.exec(mail!.text)?.[1];
    expect(password).toBeDefined();
    expect(mail!.text).toContain('/seller/');

    // The outbox lists the mail to every staff member; only an owner reads its text.
    const list = await call(readOnly, 'GET', '/seller/outbox');
    expect(list.json().mails.map((m: { id: string }) => m.id)).toContain(mail!.id);
    const hidden = await call(readOnly, 'GET', `/seller/outbox/${mail!.id}`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).not.toContain(password!);
    expect((await call(ops, 'GET', `/seller/outbox/${mail!.id}`)).statusCode).toBe(403);
    const shown = await call(owner, 'GET', `/seller/outbox/${mail!.id}`);
    expect(shown.json().text).toContain(`Temporary password: ${password}`);

    // The temporary password asks for a new one (NEW_PASSWORD_REQUIRED).
    const first = await signInRaw('new.staff@harbor.test', password!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().challenge).toBe('NEW_PASSWORD_REQUIRED');

    // A second invite of the same address is refused, naming the field.
    const again = await call(owner, 'POST', '/seller/staff', invite);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].field).toBe('email');

    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'staff.invite')));
    expect(audit).toMatchObject({
      actorEmail: 'seller@harbor.test',
      after: { email: 'new.staff@harbor.test', staffRole: 'OPERATIONS' },
    });
  });

  it('changes a role, which applies at the next request, and records it', async () => {
    const target = await userOf('ops@harbor.test');
    expect(
      (await call(ops, 'PATCH', `/seller/staff/${target.id}`, { staffRole: 'READ_ONLY' })).statusCode,
    ).toBe(403);
    expect(
      (await call(summitOwner, 'PATCH', `/seller/staff/${target.id}`, { staffRole: 'READ_ONLY' }, SUMMIT))
        .statusCode,
    ).toBe(404);
    const res = await call(owner, 'PATCH', `/seller/staff/${target.id}`, { staffRole: 'READ_ONLY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staffRole).toBe('READ_ONLY');
    const write = await call(ops, 'PUT', '/seller/settings/hold-window', { holdWindowHours: 48 });
    expect(write.statusCode).toBe(403);
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'staff.role.update')))
      .orderBy(desc(staffAudit.createdAt));
    expect(audit).toMatchObject({
      before: { staffRole: 'OPERATIONS', active: true },
      after: { staffRole: 'READ_ONLY', active: true },
    });
    await call(owner, 'PATCH', `/seller/staff/${target.id}`, { staffRole: 'OPERATIONS' });
  });

  it('deactivating ends the member’s sessions at once; reactivating lets them sign in again', async () => {
    const target = await userOf('ops@harbor.test');
    const session = await signInRaw('ops@harbor.test', 'Portico-demo-1');
    const cookie = session.headers['set-cookie'];
    const token = session.json().idToken as string;
    expect((await call(token, 'GET', '/seller/orders')).statusCode).toBe(200);

    const res = await call(owner, 'PATCH', `/seller/staff/${target.id}`, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await call(token, 'GET', '/seller/orders')).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/identity/refresh',
      headers: { host: HARBOR, cookie: String(Array.isArray(cookie) ? cookie.join('; ') : cookie) },
    });
    expect(refresh.statusCode).not.toBe(200);
    expect((await signInRaw('ops@harbor.test', 'Portico-demo-1')).statusCode).not.toBe(200);
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'staff.deactivate')));
    expect(audit).toMatchObject({ before: { active: true }, after: { active: false } });

    expect((await call(owner, 'PATCH', `/seller/staff/${target.id}`, { active: true })).statusCode).toBe(200);
    expect((await signInRaw('ops@harbor.test', 'Portico-demo-1')).statusCode).toBe(200);
  });

  it('keeps the last active owner: demoting or deactivating them is refused (422), nothing changes', async () => {
    const me = await userOf('seller@harbor.test');
    for (const change of [{ staffRole: 'OPERATIONS' }, { active: false }]) {
      const res = await call(owner, 'PATCH', `/seller/staff/${me.id}`, change);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('The marketplace must keep at least one active owner');
    }
    expect(await userOf('seller@harbor.test')).toMatchObject({ staffRole: 'OWNER', disabled: false });
    // With a second owner, the first may step down.
    const other = await userOf('readonly@harbor.test');
    await call(owner, 'PATCH', `/seller/staff/${other.id}`, { staffRole: 'OWNER' });
    expect(
      (await call(owner, 'PATCH', `/seller/staff/${me.id}`, { staffRole: 'OPERATIONS' })).statusCode,
    ).toBe(200);
    await app.db.update(users).set({ staffRole: 'OWNER' }).where(eq(users.id, me.id));
    await app.db.update(users).set({ staffRole: 'READ_ONLY' }).where(eq(users.id, other.id));
  });
});

describe('seller/audit', () => {
  it('reads the log newest first for any staff, filtered by action and actor, with paging; never a buyer', async () => {
    const all = await call(readOnly, 'GET', '/seller/audit?pageSize=2');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.entries).toHaveLength(2);
    expect(body.hasMore).toBe(true);
    expect(body.actions).toContain('staff.invite');
    const invites = await call(readOnly, 'GET', '/seller/audit?action=staff.invite');
    expect(invites.json().entries.map((e: { action: string }) => e.action)).toEqual(['staff.invite']);
    const byOwner = await call(readOnly, 'GET', '/seller/audit?actor=seller@harbor.test');
    expect(
      byOwner.json().entries.every((e: { actorEmail: string }) => e.actorEmail === 'seller@harbor.test'),
    ).toBe(true);
    expect((await call(buyer, 'GET', '/seller/audit')).statusCode).toBe(403);
    const summit = await call(summitOwner, 'GET', '/seller/audit', undefined, SUMMIT);
    expect(summit.json().entries).toEqual([]);
  });

  it('names each target as it is called now, within the tenant only', async () => {
    const dana = await userOf('buyer@harbor.test');
    const [summitBuyer] = await app.db.select().from(users).where(eq(users.email, 'buyer@summit.test'));
    const [banner] = await app.db
      .insert(banners)
      .values({ tenantId: harborId, content: '<p><b>Closed</b> on Friday &amp; Saturday</p>' })
      .returning();
    const [item] = await app.db.select().from(stockItems).where(eq(stockItems.tenantId, harborId)).limit(1);
    const ownerUser = await userOf('seller@harbor.test');
    const row = (action: string, targetType: string, targetId: string) => ({
      tenantId: harborId,
      actorUserId: ownerUser.id,
      actorEmail: 'names@harbor.test',
      action,
      targetType,
      targetId,
    });
    await app.db
      .insert(staffAudit)
      .values([
        row('buyers.profile.update', 'buyer', dana.id),
        row('buyers.profile.update', 'buyer', summitBuyer!.id),
        row('banners.banner.update', 'banner', banner!.id),
        row('stock.item.update', 'stockItem', item!.itemNumberWarehouse),
        row('settings.hold-window.update', 'settings', 'hold-window'),
      ]);
    const res = await call(readOnly, 'GET', '/seller/audit?actor=names@harbor.test');
    expect(res.statusCode, res.body).toBe(200);
    const named = new Map(
      res
        .json()
        .entries.map((e: { targetId: string; targetName: string | null }) => [e.targetId, e.targetName]),
    );
    expect(named).toEqual(
      new Map([
        [dana.id, `${dana.firstName} ${dana.lastName}`],
        // Another tenant's buyer, named in a row of this tenant's log, is never looked up.
        [summitBuyer!.id, null],
        [banner!.id, 'Closed on Friday & Saturday'],
        [item!.itemNumberWarehouse, item!.skuDescription],
        ['hold-window', null],
      ]),
    );
    await app.db.delete(staffAudit).where(eq(staffAudit.actorEmail, 'names@harbor.test'));
    await app.db.delete(banners).where(eq(banners.id, banner!.id));
  });
});
