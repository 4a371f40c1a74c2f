import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { REFRESH_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { createTokenService, ID_TOKEN_TTL_SECONDS } from '../src/modules/identity/tokens.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR } from './helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Verified ID tokens are kept until they expire, so a repeat request skips the ES256 signature check (P5). What
 * the kept check cannot know — sign-out, a password reset, a disabled account — is the account gate's, which
 * every authenticated request still passes: a token ended that way is refused although its signature check is
 * kept. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const harborId = await tenantIdOf(app, 'harbor');
const CLAIMS = {
  sub: '00000000-0000-4000-8000-000000000001',
  tid: harborId,
  email: 'a@harbor.test',
  groups: ['Buyer'],
};

describe('the token service keeps verified tokens', () => {
  it("checks a repeat token's signature once; a token changed in any part is checked, and refused", async () => {
    const tokens = await createTokenService(app.db);
    const { idToken } = await tokens.sign(CLAIMS);
    expect(await tokens.verify(idToken)).toMatchObject(CLAIMS);
    expect(tokens.stats()).toEqual({ verified: 1, reused: 0 });
    expect(await tokens.verify(idToken)).toMatchObject(CLAIMS);
    expect(tokens.stats()).toEqual({ verified: 1, reused: 1 });

    // The same signature over other claims (a buyer making itself a seller) is no hit: it is checked and refused.
    const [header, , signature] = idToken.split('.');
    const payload = { ...decodeJwt(idToken), groups: ['Seller'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${idToken}x`)).toBeNull();
    expect(tokens.stats()).toEqual({ verified: 3, reused: 1 });
  });

  it('refuses a kept token once it has expired', async () => {
    let clock = Date.now();
    const tokens = await createTokenService(app.db, { now: () => clock });
    const { idToken } = await tokens.sign(CLAIMS);
    const { exp } = decodeJwt(idToken);
    expect(exp).toBe(Math.floor(clock / 1000) + ID_TOKEN_TTL_SECONDS);
    expect(await tokens.verify(idToken)).not.toBeNull();
    clock = exp! * 1000 - 1;
    expect(await tokens.verify(idToken)).not.toBeNull();
    expect(tokens.stats().reused).toBe(1);
    clock = exp! * 1000;
    expect(await tokens.verify(idToken)).toBeNull();
  });

  it('keeps a bounded number of tokens: the least recently used goes first', async () => {
    const tokens = await createTokenService(app.db, { capacity: 2 });
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map(async (n) => (await tokens.sign({ ...CLAIMS, email: `${n}@harbor.test` })).idToken),
    );
    for (const token of [a!, b!, a!, c!]) await tokens.verify(token);
    expect(tokens.stats()).toEqual({ verified: 3, reused: 1 });
    // b was the least recently used when c came in: checked again; a is still kept.
    await tokens.verify(a!);
    await tokens.verify(b!);
    expect(tokens.stats()).toEqual({ verified: 4, reused: 2 });
  });
});

const api = offersApi(app);
const buyerSignIn = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/sign-in',
    headers: { host: HARBOR },
    payload: { email: 'buyer@harbor.test', password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
  return { token: res.json().idToken as string, cookie };
};
const picker = itemPicker(itemsOf((await getStock(app, (await buyerSignIn()).token)).body.groups));

describe('a kept token is still refused once the account ends it (B-004)', () => {
  /** The offer routes' answers to `token`: POST, PUT and GET of stocklist/offer(s). */
  async function offerRoutes(token: string, offerId: string) {
    const item = picker.offerable(4);
    const post = await api.call(token, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 1,
      offerPrice: item.listPrice,
    });
    const put = await api.edit(token, offerId, offerItem.itemNumberWarehouse, 2, offerItem.listPrice);
    const get = await api.call(token, 'GET', '/stocklist/offers');
    return [post.statusCode, put.statusCode, get.statusCode];
  }
  let offerItem: { itemNumberWarehouse: string; listPrice: number };

  it('sign-out: the same token, kept, is refused on POST, PUT and GET of the offers', async () => {
    const { token, cookie } = await buyerSignIn();
    offerItem = picker.offerable(4);
    const line = await api.offer(token, offerItem, 1, offerItem.listPrice);
    const before = app.tokens.stats();
    expect(await offerRoutes(token, line.offerId)).toEqual([200, 200, 200]);
    // Those requests were answered from the kept check.
    expect(app.tokens.stats().reused).toBeGreaterThanOrEqual(before.reused + 3);

    const out = await app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(out.statusCode, out.body).toBe(200);
    const reused = app.tokens.stats().reused;
    expect(await offerRoutes(token, line.offerId)).toEqual([401, 401, 401]);
    expect(app.tokens.stats().reused).toBeGreaterThanOrEqual(reused + 3);
  });

  it('a disabled account: its kept token is refused on the same routes', async () => {
    const { token } = await buyerSignIn();
    offerItem = picker.offerable(4);
    const line = await api.offer(token, offerItem, 1, offerItem.listPrice);
    expect(await offerRoutes(token, line.offerId)).toEqual([200, 200, 200]);
    const [buyer] = await app.db.select().from(users).where(eq(users.email, 'buyer@harbor.test'));
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, buyer!.id));
    // As the console's disable does in this process (other processes see it within the gate's recheck).
    app.accountGate.forget(buyer!.tenantId, buyer!.id);
    try {
      expect(await offerRoutes(token, line.offerId)).toEqual([401, 401, 401]);
    } finally {
      await app.db.update(users).set({ disabled: false }).where(eq(users.id, buyer!.id));
      app.accountGate.forget(buyer!.tenantId, buyer!.id);
    }
  });
});
