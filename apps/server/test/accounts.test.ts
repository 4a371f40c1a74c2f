import { Authorities } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../src/db/schema/index.ts';
import { loadUserAccess, requireAuthority } from '../src/modules/accounts/accounts.service.ts';
import { AppError } from '../src/plugins/errors.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

const USER_INFO = '/px-api-gateway/account/user-info';
const AUTHORITIES = '/px-api-gateway/security/authorities';

function get(app: FastifyInstance, url: string, token?: string, host = HARBOR) {
  return app.inject({
    method: 'GET',
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function user(app: FastifyInstance, email: string, slug = 'harbor') {
  const [t] = await app.db.select().from(tenants).where(eq(tenants.slug, slug));
  const [u] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, t!.id), eq(users.email, email)));
  return u!;
}

describe('accounts', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
  });
  afterAll(async () => t.close());

  describe('GET account/user-info (B-018, Q-013)', () => {
    it('answers the buyer with the sales rep contacts', async () => {
      const token = await signIn(app, 'buyer@harbor.test');
      const res = await get(app, USER_INFO, token);
      expect(res.statusCode).toBe(200);
      const me = await user(app, 'buyer@harbor.test');
      expect(res.json()).toEqual({
        userId: me.id,
        email: 'buyer@harbor.test',
        firstName: 'Dana',
        lastName: 'Reyes',
        isBuyer: true,
        isSeller: false,
        buyerStatus: 'ACTIVE',
        salesRepEmail: expect.stringContaining('@'),
        salesRepPhone: expect.any(String),
        salesRepWhatApp: expect.any(String),
      });
    });

    it('answers PROSPECT for the prospect and isSeller for the seller', async () => {
      const prospect = await get(app, USER_INFO, await signIn(app, 'prospect@harbor.test'));
      expect(prospect.json()).toMatchObject({
        firstName: 'Pat',
        lastName: 'Morgan',
        buyerStatus: 'PROSPECT',
      });
      const seller = await get(app, USER_INFO, await signIn(app, 'seller@harbor.test'));
      expect(seller.json()).toMatchObject({
        firstName: 'Sam',
        lastName: 'Harbor',
        isBuyer: false,
        isSeller: true,
      });
      const summit = await get(app, USER_INFO, await signIn(app, 'buyer@summit.test', SUMMIT), SUMMIT);
      expect(summit.json()).toMatchObject({ firstName: 'Alex', lastName: 'Kim', isBuyer: true });
    });
  });

  describe('GET security/authorities (B-033, N-004)', () => {
    it('answers every authority of the full buyer, three for the viewer, none for a seller', async () => {
      const buyer = await get(app, AUTHORITIES, await signIn(app, 'buyer@harbor.test'));
      expect(buyer.statusCode).toBe(200);
      expect(buyer.json()).toEqual(Authorities.map((authority) => ({ authority })));
      const viewer = await get(app, AUTHORITIES, await signIn(app, 'viewer@harbor.test'));
      expect(viewer.json()).toEqual([
        { authority: 'CAN_VIEW_AUCTION_SUMMARY' },
        { authority: 'CAN_VIEW_ORDER' },
        { authority: 'CAN_VIEW_RETURNS' },
      ]);
      const seller = await get(app, AUTHORITIES, await signIn(app, 'seller@summit.test', SUMMIT), SUMMIT);
      expect(seller.json()).toEqual([]);
    });

    it("reads them fresh: a seller's change applies to the next call with the same token", async () => {
      const token = await signIn(app, 'viewer@harbor.test');
      const viewer = await user(app, 'viewer@harbor.test');
      await app.db
        .update(users)
        .set({ authorities: ['CAN_BUY_ONLINE', 'SOMETHING_UNKNOWN'] })
        .where(eq(users.id, viewer.id));
      try {
        // unknown authorities are not passed on.
        expect((await get(app, AUTHORITIES, token)).json()).toEqual([{ authority: 'CAN_BUY_ONLINE' }]);
      } finally {
        await app.db.update(users).set({ authorities: viewer.authorities }).where(eq(users.id, viewer.id));
      }
    });
  });

  describe('authentication', () => {
    for (const url of [USER_INFO, AUTHORITIES]) {
      it(`${url}: no token or a bad token → 401, a harbor token on summit's host → 403`, async () => {
        const none = await get(app, url);
        expect(none.statusCode).toBe(401);
        expect(none.json()).toMatchObject({ status: 'FAIL', messageCode: 'unauthorized' });
        expect((await get(app, url, 'not-a-jwt')).statusCode).toBe(401);
        const harborToken = await signIn(app, 'buyer@harbor.test');
        const cross = await get(app, url, harborToken, SUMMIT);
        expect(cross.statusCode).toBe(403);
        expect(cross.json()).toMatchObject({ status: 'FAIL', messageCode: 'wrongTenant' });
        expect(cross.body).not.toContain('Dana');
      });
    }

    it('treats a disabled user with a still valid token as signed out', async () => {
      const token = await signIn(app, 'prospect@harbor.test');
      const prospect = await user(app, 'prospect@harbor.test');
      await app.db.update(users).set({ disabled: true }).where(eq(users.id, prospect.id));
      try {
        expect((await get(app, USER_INFO, token)).statusCode).toBe(401);
        expect((await get(app, AUTHORITIES, token)).statusCode).toBe(401);
      } finally {
        await app.db.update(users).set({ disabled: false }).where(eq(users.id, prospect.id));
      }
    });
  });

  describe('requireAuthority / loadUserAccess', () => {
    it('passes a buyer with the authority and refuses one without it with 403 forbidden', async () => {
      const buyer = await user(app, 'buyer@harbor.test');
      const viewer = await user(app, 'viewer@harbor.test');
      const access = await requireAuthority(
        app.db,
        { tenantId: buyer.tenantId, userId: buyer.id },
        'CAN_BUY_ONLINE',
      );
      expect(access.isBuyer).toBe(true);
      const refused = requireAuthority(
        app.db,
        { tenantId: viewer.tenantId, userId: viewer.id },
        'CAN_BUY_ONLINE',
      );
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ code: 'forbidden', statusCode: 403 });
    });

    it("never finds a user through another tenant's id", async () => {
      const buyer = await user(app, 'buyer@harbor.test');
      const summit = await user(app, 'buyer@summit.test', 'summit');
      await expect(
        loadUserAccess(app.db, { tenantId: summit.tenantId, userId: buyer.id }),
      ).rejects.toMatchObject({
        code: 'unauthorized',
      });
    });
  });
});
