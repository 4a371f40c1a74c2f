import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, tenants, users } from '../src/db/schema/index.ts';
import { createAfterAnswer } from '../src/modules/identity/attempt-limiter.ts';
import { REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { createIdentityService } from '../src/modules/identity/identity.service.ts';
import { pageSessionKey } from '../src/modules/identity/page-session.ts';
import { hashPassword } from '../src/modules/identity/passwords.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, memoryMailer, SUMMIT, signIn, type TestApp } from './helper.ts';

const NEW_PASSWORD = 'Brand-new-Pass9';

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;

async function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  opts: { host?: string; cookie?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { host: opts.host ?? HARBOR },
    ...(payload ? { payload } : {}),
    ...(opts.cookie !== undefined ? { cookies: { [REFRESH_COOKIE]: opts.cookie } } : {}),
  });
  // forgot-password answers before its work (B-025); wait for the mail it sends.
  if (url.endsWith('/identity/forgot-password')) await app.identitySettled();
  return res;
}

const refreshCookie = (res: Res) => res.cookies.find((c) => c.name === REFRESH_COOKIE);

const signInRes = (app: FastifyInstance, email: string, password = DEMO_PASSWORD, host = HARBOR) =>
  post(app, '/identity/sign-in', { email, password }, { host });

async function userByEmail(app: FastifyInstance, email: string, tenantSlug = 'harbor') {
  const rows = await app.db
    .select({ user: users })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(sql`${users.email} = ${email} and ${tenants.slug} = ${tenantSlug}`);
  return rows[0]!.user;
}

async function setUser(app: FastifyInstance, email: string, change: Partial<typeof users.$inferInsert>) {
  const user = await userByEmail(app, email);
  await app.db.update(users).set(change).where(eq(users.id, user.id));
}

/** The 6-digit code of the last reset mail sent to `to`. */
function lastCode(t: TestApp, to: string): string {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${to}`);
  return code;
}

const otherCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

describe('identity', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
  });
  afterAll(async () => t.close());

  describe('POST /identity/sign-in', () => {
    it('answers an ES256 ID token with the user claims and sets the refresh cookie', async () => {
      const res = await signInRes(app, 'buyer@harbor.test');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.expiresIn).toBe(900);
      const claims = decodeJwt(body.idToken);
      const harbor = await userByEmail(app, 'buyer@harbor.test');
      expect(claims).toMatchObject({
        sub: harbor.id,
        tid: harbor.tenantId,
        email: 'buyer@harbor.test',
        groups: ['Buyer'],
        given_name: 'Dana',
        family_name: 'Reyes',
      });
      const cookie = refreshCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/identity' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value.length).toBeGreaterThan(30);
    });

    it('matches the e-mail case-insensitively', async () => {
      expect((await signInRes(app, '  Buyer@Harbor.TEST ')).statusCode).toBe(200);
    });

    it('gives a wrong password, an unknown e-mail and a disabled user the same answer (B-007)', async () => {
      const wrong = await signInRes(app, 'buyer@harbor.test', 'Wrong-password-1');
      const unknown = await signInRes(app, 'nobody@harbor.test', 'Wrong-password-1');
      await setUser(app, 'viewer@harbor.test', { disabled: true });
      const disabled = await signInRes(app, 'viewer@harbor.test');
      await setUser(app, 'viewer@harbor.test', { disabled: false });
      const expected = {
        status: 'FAIL',
        statusCode: 401,
        messageCode: 'incorrectUsernameOrPassword',
        message: 'Incorrect username or password',
      };
      for (const res of [wrong, unknown, disabled]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(expected);
        expect(refreshCookie(res)).toBeUndefined();
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('keeps users per tenant: the same e-mail on another tenant is another user', async () => {
      // A harbor login does not exist on summit's host.
      expect((await signInRes(app, 'buyer@harbor.test', DEMO_PASSWORD, SUMMIT)).statusCode).toBe(401);
      const summit = await userByEmail(app, 'buyer@summit.test', 'summit');
      await app.db.insert(users).values({
        tenantId: summit.tenantId,
        email: 'buyer@harbor.test',
        passwordHash: await hashPassword('Summit-only-pass1'),
        groups: ['Buyer'],
      });
      const onSummit = await signInRes(app, 'buyer@harbor.test', 'Summit-only-pass1', SUMMIT);
      expect(onSummit.statusCode).toBe(200);
      expect(decodeJwt(onSummit.json().idToken).tid).toBe(summit.tenantId);
      expect((await signInRes(app, 'buyer@harbor.test', 'Summit-only-pass1', HARBOR)).statusCode).toBe(401);
      expect((await signInRes(app, 'buyer@harbor.test', DEMO_PASSWORD, SUMMIT)).statusCode).toBe(401);
    });

    it('refuses every identity call of a deactivated tenant with 403 tenantDeactivated', async () => {
      await app.db.update(tenants).set({ deactivated: true }).where(eq(tenants.slug, 'summit'));
      app.invalidateTenantCache();
      try {
        const res = await signInRes(app, 'buyer@summit.test', DEMO_PASSWORD, SUMMIT);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 'FAIL', messageCode: 'tenantDeactivated' });
        const forgot = await post(app, '/identity/forgot-password', { email: 'x@y.z' }, { host: SUMMIT });
        expect(forgot.statusCode).toBe(403);
      } finally {
        await app.db.update(tenants).set({ deactivated: false }).where(eq(tenants.slug, 'summit'));
        app.invalidateTenantCache();
      }
    });

    it('answers 422 validationFailed for a missing field', async () => {
      const res = await post(app, '/identity/sign-in', { email: 'buyer@harbor.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 'FAIL', messageCode: 'validationFailed' });
    });
  });

  describe('NEW_PASSWORD_REQUIRED (B-011, B-012, B-013)', () => {
    const email = 'prospect@harbor.test';
    beforeAll(async () => setUser(app, email, { mustChangePassword: true }));

    it('challenges, refuses a weak password, completes once, then signs in with the new password', async () => {
      const first = await signInRes(app, email);
      expect(first.statusCode).toBe(200);
      const { challenge, session } = first.json();
      expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
      expect(typeof session).toBe('string');
      expect(first.json().idToken).toBeUndefined();
      expect(refreshCookie(first)).toBeUndefined();

      const weak = await post(app, '/identity/complete-new-password', { session, newPassword: 'short' });
      expect(weak.statusCode).toBe(422);
      const weakBody = weak.json();
      expect(weakBody).toMatchObject({ status: 'FAIL', messageCode: 'passwordPolicy' });
      expect(weakBody.message).toMatch(/^Password does not conform to policy: /);
      expect(weakBody.message).toContain('at least 8 characters');
      expect(weakBody.errors.map((e: { messageCode: string }) => e.messageCode)).toEqual([
        'passwordRuleMinLength',
        'passwordRuleUppercase',
        'passwordRuleNumber',
        'passwordRuleSpecial',
      ]);

      // The weak attempt did not use the session up.
      const done = await post(app, '/identity/complete-new-password', {
        session,
        newPassword: NEW_PASSWORD,
        family_name: 'placeholder',
        name: 'placeholder',
      });
      expect(done.statusCode).toBe(200);
      expect(decodeJwt(done.json().idToken)).toMatchObject({
        email,
        given_name: 'Pat',
        family_name: 'Morgan',
      });
      expect(refreshCookie(done)?.httpOnly).toBe(true);

      const again = await post(app, '/identity/complete-new-password', {
        session,
        newPassword: NEW_PASSWORD,
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().messageCode).toBe('invalidSession');

      expect((await signInRes(app, email)).statusCode).toBe(401);
      const next = await signInRes(app, email, NEW_PASSWORD);
      expect(next.statusCode).toBe(200);
      expect(next.json().idToken).toBeTruthy();
      expect((await userByEmail(app, email)).mustChangePassword).toBe(false);
    });

    it('refuses an expired or unknown session', async () => {
      await setUser(app, email, { mustChangePassword: true });
      const { session } = (await signInRes(app, email, NEW_PASSWORD)).json();
      await app.db.execute(sql`update challenge_sessions set expires_at = now() - interval '1 minute'`);
      const expired = await post(app, '/identity/complete-new-password', {
        session,
        newPassword: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().messageCode).toBe('invalidSession');
      const unknown = await post(app, '/identity/complete-new-password', {
        session: 'made-up',
        newPassword: NEW_PASSWORD,
      });
      expect(unknown.statusCode).toBe(401);
      await setUser(app, email, { mustChangePassword: false });
    });

    it('does not accept a session on another tenant host', async () => {
      await setUser(app, email, { mustChangePassword: true });
      const { session } = (await signInRes(app, email, NEW_PASSWORD)).json();
      const res = await post(
        app,
        '/identity/complete-new-password',
        { session, newPassword: NEW_PASSWORD },
        { host: SUMMIT },
      );
      expect(res.statusCode).toBe(401);
      await setUser(app, email, { mustChangePassword: false });
    });
  });

  describe('forgot / confirm password (B-025, B-026)', () => {
    const email = 'viewer@harbor.test';
    let password = DEMO_PASSWORD;

    it('answers SUCCESS for an unknown e-mail and sends nothing (no account enumeration)', async () => {
      const before = t.mailer.sent.length;
      const res = await post(app, '/identity/forgot-password', { email: 'nobody@harbor.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'SUCCESS' });
      // A harbor login asked on summit's host is unknown there too.
      await post(app, '/identity/forgot-password', { email }, { host: SUMMIT });
      expect(t.mailer.sent.length).toBe(before);
    });

    it('mails a code naming the tenant with a link to step 2, then resets the password with it', async () => {
      // A session that must end with the reset, and a pending new-password requirement it clears.
      const signedIn = await signInRes(app, email, password);
      const oldCookie = refreshCookie(signedIn)!.value;
      await setUser(app, email, { mustChangePassword: true });

      const res = await post(app, '/identity/forgot-password', { email: 'Viewer@Harbor.test' });
      expect(res.json()).toEqual({ status: 'SUCCESS' });
      const mail = t.mailer.sent.at(-1)!;
      expect(mail.to).toBe(email);
      expect(mail.subject).toContain('Harbor Phones');
      expect(mail.text).toContain('Harbor Phones');
      expect(mail.text).toContain('http://localhost/reset-password?resetPswdFromEmail=true');
      const code = lastCode(t, email);
      const stored = await app.db.select().from(passwordResetCodes);
      expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);

      const wrong = await post(app, '/identity/confirm-forgot-password', {
        email,
        code: otherCode(code),
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ status: 'FAIL', messageCode: 'invalidVerificationCode' });

      const weak = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: 'weakpass',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().messageCode).toBe('passwordPolicy');

      const ok = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: NEW_PASSWORD,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'SUCCESS' });
      password = NEW_PASSWORD;

      expect((await signInRes(app, email, DEMO_PASSWORD)).statusCode).toBe(401);
      const after = await signInRes(app, email, password);
      expect(after.statusCode).toBe(200);
      expect(after.json().idToken).toBeTruthy(); // mustChangePassword was cleared
      // Every refresh token of the user was revoked.
      expect((await post(app, '/identity/refresh', undefined, { cookie: oldCookie })).statusCode).toBe(401);

      const reused = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: 'Another-pass-77',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().messageCode).toBe('invalidVerificationCode');
    });

    it('refuses an expired code with expiredVerificationCode', async () => {
      await post(app, '/identity/forgot-password', { email });
      const code = lastCode(t, email);
      const user = await userByEmail(app, email);
      await app.db
        .update(passwordResetCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetCodes.userId, user.id));
      const res = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'FAIL', messageCode: 'expiredVerificationCode' });
    });

    it('kills an older code when a new one is requested', async () => {
      await post(app, '/identity/forgot-password', { email });
      const older = lastCode(t, email);
      let newer = older;
      // Two random codes can be equal (1 in a million); ask again until they differ.
      while (newer === older) {
        await post(app, '/identity/forgot-password', { email });
        newer = lastCode(t, email);
      }
      const res = await post(app, '/identity/confirm-forgot-password', {
        email,
        code: older,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messageCode).toBe('invalidVerificationCode');
      const ok = await post(app, '/identity/confirm-forgot-password', {
        email,
        code: newer,
        newPassword: NEW_PASSWORD,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('allows 5 tries: the 6th is refused with 429 tooManyAttempts, even with the right code, and the code is dead', async () => {
      await post(app, '/identity/forgot-password', { email });
      const code = lastCode(t, email);
      for (let i = 1; i <= 5; i++) {
        const res = await post(app, '/identity/confirm-forgot-password', {
          email,
          code: otherCode(code),
          newPassword: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(400);
        // No attemptsLeft: an unknown address must get the very same answer (safe-edges.test).
        expect(res.json()).toMatchObject({ messageCode: 'invalidVerificationCode' });
        expect(res.json().params).toBeUndefined();
      }
      const sixth = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: NEW_PASSWORD,
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ status: 'FAIL', messageCode: 'tooManyAttempts' });
      const dead = await post(app, '/identity/confirm-forgot-password', {
        email,
        code,
        newPassword: NEW_PASSWORD,
      });
      expect(dead.statusCode).toBe(400);
      expect(dead.json().messageCode).toBe('invalidVerificationCode');
    });

    it('answers an unknown e-mail at confirm like a wrong code', async () => {
      const res = await post(app, '/identity/confirm-forgot-password', {
        email: 'nobody@harbor.test',
        code: '123456',
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messageCode).toBe('invalidVerificationCode');
    });

    it("names summit in summit's mail and never links to a forged host", async () => {
      await post(app, '/identity/forgot-password', { email: 'buyer@summit.test' }, { host: SUMMIT });
      const summitMail = t.mailer.sent.at(-1)!;
      expect(summitMail.to).toBe('buyer@summit.test');
      const [summit] = await app.db.select().from(tenants).where(eq(tenants.slug, 'summit'));
      expect(summitMail.subject).toContain(summit!.name);
      expect(summitMail.text).toContain(summit!.name);
      expect(summitMail.text).toContain('http://summit.localhost/reset-password?resetPswdFromEmail=true');

      // An unknown host is no portal (DESIGN §4): nothing is mailed for it.
      const sent = t.mailer.sent.length;
      const forged = await post(
        app,
        '/identity/forgot-password',
        { email: 'buyer@harbor.test' },
        { host: 'evil.example' },
      );
      expect(forged.statusCode).toBe(404);
      expect(t.mailer.sent.length).toBe(sent);
    });
  });

  describe('refresh and sign-out', () => {
    const email = 'buyer@harbor.test';

    it('rotates the refresh token and answers a new ID token', async () => {
      const a = refreshCookie(await signInRes(app, email))!.value;
      const r1 = await post(app, '/identity/refresh', undefined, { cookie: a });
      expect(r1.statusCode).toBe(200);
      expect(decodeJwt(r1.json().idToken).email).toBe(email);
      expect(r1.json().expiresIn).toBe(900);
      const b = refreshCookie(r1)!;
      expect(b.value).not.toBe(a);
      expect(b).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/identity' });
      const r2 = await post(app, '/identity/refresh', undefined, { cookie: b.value });
      expect(r2.statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is used again (theft detection)', async () => {
      const a = refreshCookie(await signInRes(app, email))!.value;
      const b = refreshCookie(await post(app, '/identity/refresh', undefined, { cookie: a }))!.value;
      const c = refreshCookie(await post(app, '/identity/refresh', undefined, { cookie: b }))!.value;
      const reuse = await post(app, '/identity/refresh', undefined, { cookie: a });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ status: 'FAIL', messageCode: 'invalidSession' });
      // The newest token of the family died with it.
      expect((await post(app, '/identity/refresh', undefined, { cookie: c })).statusCode).toBe(401);
      // Another session of the same user is not touched.
      const other = refreshCookie(await signInRes(app, email))!.value;
      expect((await post(app, '/identity/refresh', undefined, { cookie: other })).statusCode).toBe(200);
    });

    it('answers 204 with no token and no cookie when none is sent: nobody is signed in, nothing failed', async () => {
      const none = await post(app, '/identity/refresh');
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
      expect(none.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an unknown, expired or other-tenant token', async () => {
      expect((await post(app, '/identity/refresh', undefined, { cookie: 'nope' })).statusCode).toBe(401);
      const harborToken = refreshCookie(await signInRes(app, email))!.value;
      const onSummit = await post(app, '/identity/refresh', undefined, { cookie: harborToken, host: SUMMIT });
      expect(onSummit.statusCode).toBe(401);
      // Still good on its own host: the summit attempt did not burn it.
      expect((await post(app, '/identity/refresh', undefined, { cookie: harborToken })).statusCode).toBe(200);

      const d = refreshCookie(await signInRes(app, email))!.value;
      await app.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'`);
      const expired = await post(app, '/identity/refresh', undefined, { cookie: d });
      expect(expired.statusCode).toBe(401);
      // A refused token is cleared from the browser.
      expect(refreshCookie(expired)?.value).toBe('');
    });

    it('sign-out revokes the refresh token and clears the cookie', async () => {
      const a = refreshCookie(await signInRes(app, email))!.value;
      const res = await post(app, '/identity/sign-out', undefined, { cookie: a });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'SUCCESS' });
      const cleared = refreshCookie(res)!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/identity');
      expect((await post(app, '/identity/refresh', undefined, { cookie: a })).statusCode).toBe(401);
      // Signing out without a cookie is fine too.
      expect((await post(app, '/identity/sign-out')).statusCode).toBe(200);
    });

    it("a session's signed-in hint (P9: /stock's HTML draws the first screen) is set with it for every path and cleared with it", async () => {
      const hint = (res: Res) => res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
      const signedIn = await signInRes(app, email);
      // Its value is the page session key (the stored hash of the refresh token, page-session.ts), never the token.
      const first = refreshCookie(signedIn)!.value;
      expect(hint(signedIn)).toMatchObject({
        value: pageSessionKey(first),
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(hint(signedIn)?.value).not.toContain(first);
      const refreshed = await post(app, '/identity/refresh', undefined, { cookie: first });
      expect(hint(refreshed)?.value).toBe(pageSessionKey(refreshCookie(refreshed)!.value));
      const out = await post(app, '/identity/sign-out', undefined, {
        cookie: refreshCookie(refreshed)!.value,
      });
      expect(hint(out)).toMatchObject({ value: '', path: '/' });
      // A refused refresh drops it too.
      const refused = await post(app, '/identity/refresh', undefined, { cookie: 'not-a-token' });
      expect(hint(refused)).toMatchObject({ value: '', path: '/' });
    });

    it("the console's session lives apart from the portal's: its cookie on /seller/identity, no signed-in hint", async () => {
      // One browser signed in to both apps of a tenant: the portal as a buyer, the console as staff.
      const buyerIn = await signInRes(app, email);
      const sellerIn = await post(app, '/seller/identity/sign-in', {
        email: 'seller@harbor.test',
        password: DEMO_PASSWORD,
        role: 'seller',
      });
      expect(sellerIn.statusCode, sellerIn.body).toBe(200);
      const buyerCookie = refreshCookie(buyerIn)!;
      const sellerCookie = refreshCookie(sellerIn)!;
      expect(buyerCookie.path).toBe('/identity');
      expect(sellerCookie).toMatchObject({ path: '/seller/identity', httpOnly: true, sameSite: 'Strict' });
      expect(sellerIn.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();

      // A browser sends each side's call only that side's cookie (the paths do not overlap): each refresh is its
      // own user's, and rotating one leaves the other as it was.
      const sellerRefresh = await post(app, '/seller/identity/refresh', undefined, {
        cookie: sellerCookie.value,
      });
      expect(sellerRefresh.statusCode).toBe(200);
      expect(decodeJwt(sellerRefresh.json().idToken).email).toBe('seller@harbor.test');
      expect(refreshCookie(sellerRefresh)!.path).toBe('/seller/identity');
      const buyerRefresh = await post(app, '/identity/refresh', undefined, { cookie: buyerCookie.value });
      expect(buyerRefresh.statusCode).toBe(200);
      expect(decodeJwt(buyerRefresh.json().idToken).email).toBe(email);

      // Signing out of the console clears the console's cookie only.
      const out = await post(app, '/seller/identity/sign-out', undefined, {
        cookie: refreshCookie(sellerRefresh)!.value,
      });
      expect(refreshCookie(out)).toMatchObject({ value: '', path: '/seller/identity' });
      expect(out.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();
      const stillIn = await post(app, '/identity/refresh', undefined, {
        cookie: refreshCookie(buyerRefresh)!.value,
      });
      expect(stillIn.statusCode).toBe(200);
    });

    it('the test helper signIn still works after all of the above', async () => {
      expect(await signIn(app, 'buyer@summit.test', SUMMIT)).toBeTruthy();
    });
  });
});

describe('identity behind https and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      trustProxy: true,
      rateLimits: {
        signInPerMinute: 2,
        resetPerMinute: 2,
        resetCodesPerDay: 1000,
        consoleMailsPerHour: 1000,
      },
    });
  });
  afterAll(async () => t.close());

  it('marks the refresh cookie Secure when the request is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { host: HARBOR, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      payload: { email: 'buyer@harbor.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBe(true);
  });

  it('answers 429 in the FAIL envelope once the per-minute limit is spent, per IP and tenant', async () => {
    const attempt = (host: string, ip = '198.51.100.7', email = 'prospect@harbor.test') =>
      t.app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        headers: { host, 'x-forwarded-for': ip },
        payload: { email, password: 'Wrong-password-1' },
      });
    expect((await attempt(HARBOR)).statusCode).toBe(401);
    expect((await attempt(HARBOR)).statusCode).toBe(401);
    const limited = await attempt(HARBOR);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'FAIL', statusCode: 429, messageCode: 'tooManyRequests' });
    // Another tenant and another client keep their own budgets (the account's own is spent: safe-edges.test).
    expect((await attempt(SUMMIT)).statusCode).toBe(401);
    expect((await attempt(HARBOR, '198.51.100.8', 'viewer@harbor.test')).statusCode).toBe(401);
  });

  it('limits forgot-password and confirm-forgot-password too', async () => {
    const call = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: HARBOR, 'x-forwarded-for': '192.0.2.1' },
        payload,
      });
    const forgot = { email: 'nobody@harbor.test' };
    expect((await call('/identity/forgot-password', forgot)).statusCode).toBe(200);
    expect((await call('/identity/forgot-password', forgot)).statusCode).toBe(200);
    expect((await call('/identity/forgot-password', forgot)).statusCode).toBe(429);
    const confirm = { email: 'nobody@harbor.test', code: '123456', newPassword: NEW_PASSWORD };
    expect((await call('/identity/confirm-forgot-password', confirm)).statusCode).toBe(400);
    expect((await call('/identity/confirm-forgot-password', confirm)).statusCode).toBe(400);
    const limited = await call('/identity/confirm-forgot-password', confirm);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messageCode).toBe('tooManyRequests');
  });
});

/**
 * B-025: a per-account cap on reset codes over a rolling 24 hours (rateLimits.resetCodesPerDay), kept in the
 * database so it holds across server processes: 5 tries a code and the per-minute limit alone let a guesser try
 * ~36,000 codes a day. Past the cap forgot-password answers as always and issues nothing.
 */
describe('reset codes a day per account (B-025)', () => {
  const CAP = 3;
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: {
        signInPerMinute: 1000,
        resetPerMinute: 1000,
        resetCodesPerDay: CAP,
        consoleMailsPerHour: 1000,
      },
    });
    app = t.app;
  });
  afterAll(async () => t.close());

  const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to).length;
  /** What a caller sees of an answer: status, body and the headers that are not per request. */
  const seen = (res: Res) => {
    const {
      date,
      'x-ratelimit-remaining': _r,
      'x-ratelimit-reset': _s,
      'request-id': _i,
      ...headers
    } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('issues no code and sends no mail past the cap, and answers exactly as under it and for nobody', async () => {
    const email = 'buyer@harbor.test';
    const answers = [];
    for (let i = 0; i < CAP; i++) {
      const before = mailsTo(email);
      answers.push(seen(await post(app, '/identity/forgot-password', { email })));
      expect(mailsTo(email)).toBe(before + 1);
    }
    const before = mailsTo(email);
    const past = await post(app, '/identity/forgot-password', { email });
    // The console side counts against the same account.
    const pastSeller = await post(app, '/seller/identity/forgot-password', { email, role: 'buyer' });
    expect(mailsTo(email)).toBe(before);
    const nobody = await post(app, '/identity/forgot-password', { email: 'nobody@harbor.test' });
    expect(seen(past)).toEqual(answers[0]);
    expect(seen(pastSeller)).toEqual(answers[0]);
    expect(seen(nobody)).toEqual(answers[0]);
    expect(past.json()).toEqual({ status: 'SUCCESS' });
  });

  it('keeps the last code within the cap working at the cap', async () => {
    const email = 'viewer@harbor.test';
    for (let i = 0; i < CAP; i++) await post(app, '/identity/forgot-password', { email });
    const code = lastCode(t, email);
    await post(app, '/identity/forgot-password', { email });
    expect(lastCode(t, email)).toBe(code);
    const wrong = await post(app, '/identity/confirm-forgot-password', {
      email,
      code: otherCode(code),
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await post(app, '/identity/confirm-forgot-password', {
      email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signInRes(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    // A used code does not give the day's codes back.
    const sent = mailsTo(email);
    await post(app, '/identity/forgot-password', { email });
    expect(mailsTo(email)).toBe(sent);
  });

  it('counts codes over a rolling 24 hours, not per calendar day', async () => {
    const [harbor] = await app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    const mailer = memoryMailer();
    const log = { error: () => {}, warn: () => {} };
    const afterAnswer = createAfterAnswer(log);
    let clock = new Date('2026-11-28T08:00:00Z');
    const identity = createIdentityService({
      db: app.db,
      tokens: app.tokens,
      mailer,
      log,
      afterAnswer,
      now: () => clock,
      resetCodesPerDay: CAP,
    });
    const email = 'prospect@harbor.test';
    const origin = { protocol: 'http', host: HARBOR, hostname: HARBOR };
    const ask = async (at: string) => {
      clock = new Date(at);
      const before = mailer.sent.length;
      identity.forgotPassword(harbor!, { email, role: 'buyer' }, origin);
      await afterAnswer.settled();
      return mailer.sent.length - before;
    };
    expect(await ask('2026-11-28T08:00:00Z')).toBe(1);
    expect(await ask('2026-11-28T08:00:01Z')).toBe(1);
    expect(await ask('2026-11-28T20:00:00Z')).toBe(1);
    expect(await ask('2026-11-29T07:59:59Z')).toBe(0);
    // 24 hours after the first two, they no longer count; the evening's code still does.
    expect(await ask('2026-11-29T08:00:02Z')).toBe(1);
    expect(await ask('2026-11-29T08:00:03Z')).toBe(1);
    expect(await ask('2026-11-29T08:00:04Z')).toBe(0);
    expect(await ask('2026-11-29T20:00:01Z')).toBe(1);
  });
});
