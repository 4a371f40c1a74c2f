import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, tenants, users } from '../src/db/schema/index.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, SUMMIT } from './helper.ts';

/**
 * Staff forgot / new password in the seller console (docs/decisions/015): the portal's server mechanism (a 6-digit
 * code, stored hashed, single use, 10 minutes; B-025, B-026) for the tenant's staff, with `role: 'seller'`. The
 * mail links to the console's page; a buyer's code never sets a staff password and a staff code never a buyer's;
 * another tenant's host knows neither. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app: FastifyInstance = t.app;
afterAll(async () => t.close());

const STAFF = 'seller@harbor.test';
const BUYER = 'buyer@harbor.test';

async function post(url: string, payload: object, host = HARBOR) {
  const res = await app.inject({ method: 'POST', url, headers: { host }, payload });
  // forgot-password answers before its work (B-025); wait for the mail it sends.
  if (url === '/identity/forgot-password') await app.identitySettled();
  return res;
}
const forgot = (email: string, role?: 'seller', host = HARBOR) =>
  post('/identity/forgot-password', { email, ...(role ? { role } : {}) }, host);
const confirm = (email: string, code: string, newPassword: string, role?: 'seller', host = HARBOR) =>
  post('/identity/confirm-forgot-password', { email, code, newPassword, ...(role ? { role } : {}) }, host);
const signIn = (email: string, password: string, host = HARBOR) =>
  post('/identity/sign-in', { email, password }, host);

const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);
function lastCode(to: string): string {
  const code = /verification code is (\d{6})/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code mailed to ${to}`);
  return code;
}

async function passwordHashOf(email: string, slug = 'harbor') {
  const [row] = await app.db
    .select({ hash: users.passwordHash })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email), eq(tenants.slug, slug)));
  return row!.hash;
}

describe('staff forgot password (console)', () => {
  it('answers an unknown e-mail, a buyer’s e-mail and a staff e-mail alike; only the staff member gets a mail', async () => {
    const answers = [];
    for (const email of ['nobody@harbor.test', BUYER, STAFF]) {
      const before = mailsTo(email).length;
      const res = await forgot(email, 'seller');
      answers.push({ status: res.statusCode, body: res.json(), mailed: mailsTo(email).length - before });
    }
    expect(answers).toEqual([
      { status: 200, body: { status: 'SUCCESS' }, mailed: 0 },
      { status: 200, body: { status: 'SUCCESS' }, mailed: 0 },
      { status: 200, body: { status: 'SUCCESS' }, mailed: 1 },
    ]);
  });

  it('mails a code with a link to the console’s new-password page; the code sets the password once', async () => {
    await forgot(STAFF, 'seller');
    const mail = mailsTo(STAFF).at(-1)!;
    expect(mail.subject).toBe('Your Harbor Phones password reset code');
    expect(mail.text).toContain('http://localhost/seller/reset-password?resetPswdFromEmail=true');
    expect(mail.text).not.toContain('http://localhost/reset-password');
    const code = lastCode(STAFF);

    const ok = await confirm(STAFF, code, 'Staff-reset-91', 'seller');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(STAFF, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(STAFF, 'Staff-reset-91')).statusCode).toBe(200);

    // Single use.
    const again = await confirm(STAFF, code, 'Staff-reset-92', 'seller');
    expect(again.statusCode).toBe(400);
    expect(again.json().messageCode).toBe('invalidVerificationCode');
    expect((await signIn(STAFF, 'Staff-reset-91')).statusCode).toBe(200);

    // Back to the demo password for the tests below.
    await forgot(STAFF, 'seller');
    expect((await confirm(STAFF, lastCode(STAFF), DEMO_PASSWORD, 'seller')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await forgot(STAFF, 'seller');
    await app.db.update(passwordResetCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await confirm(STAFF, lastCode(STAFF), 'Staff-reset-93', 'seller');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageCode).toBe('expiredVerificationCode');
    expect((await signIn(STAFF, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a code only resets an account of its own side and tenant', () => {
  it('the portal sends a staff member no code: it resets buyers only', async () => {
    const before = mailsTo(STAFF).length;
    const res = await forgot(STAFF);
    expect(res.json()).toEqual({ status: 'SUCCESS' });
    expect(mailsTo(STAFF).length).toBe(before);
  });

  it('a staff code does not set a password through the portal’s reset', async () => {
    await forgot(STAFF, 'seller');
    const code = lastCode(STAFF);
    const hash = await passwordHashOf(STAFF);
    const res = await confirm(STAFF, code, 'Staff-via-portal-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageCode).toBe('invalidVerificationCode');
    expect(await passwordHashOf(STAFF)).toBe(hash);
    // The console's own reset still takes it.
    expect((await confirm(STAFF, code, DEMO_PASSWORD, 'seller')).statusCode).toBe(200);
  });

  it('a buyer’s code sets no staff password, neither for the staff e-mail nor through the console', async () => {
    await forgot(BUYER);
    const code = lastCode(BUYER);
    expect(mailsTo(BUYER).at(-1)!.text).toContain('http://localhost/reset-password?resetPswdFromEmail=true');
    const staffHash = await passwordHashOf(STAFF);
    const buyerHash = await passwordHashOf(BUYER);
    for (const [email, role] of [
      [STAFF, 'seller'],
      [STAFF, undefined],
      [BUYER, 'seller'],
    ] as const) {
      const res = await confirm(email, code, 'Buyer-crossing-1', role);
      expect(res.statusCode, `${email} ${role}`).toBe(400);
      expect(res.json().messageCode).toBe('invalidVerificationCode');
    }
    expect(await passwordHashOf(STAFF)).toBe(staffHash);
    expect(await passwordHashOf(BUYER)).toBe(buyerHash);
    expect((await confirm(BUYER, code, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('another tenant’s host knows neither the account nor its code', async () => {
    const before = mailsTo(STAFF).length;
    await forgot(STAFF, 'seller', SUMMIT);
    expect(mailsTo(STAFF).length).toBe(before);

    await forgot(STAFF, 'seller');
    const code = lastCode(STAFF);
    const res = await confirm(STAFF, code, 'Staff-on-summit-1', 'seller', SUMMIT);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageCode).toBe('invalidVerificationCode');
    // Summit's own staff member is untouched, and Harbor's code still works on Harbor.
    expect((await signIn('seller@summit.test', DEMO_PASSWORD, SUMMIT)).statusCode).toBe(200);
    expect((await confirm(STAFF, code, DEMO_PASSWORD, 'seller')).statusCode).toBe(200);
  });

  it('refuses a role that is neither side', async () => {
    const res = await post('/identity/forgot-password', { email: STAFF, role: 'admin' });
    expect(res.statusCode).toBe(422);
  });
});
