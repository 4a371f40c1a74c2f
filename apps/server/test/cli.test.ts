import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, createTenant, inviteUser, resetUserPassword, runCli } from '../src/cli/commands.ts';
import { tenants, users } from '../src/db/schema/index.ts';
import { REFRESH_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, memoryMailer, type TestApp } from './helper.ts';

const NEW_PASSWORD = 'Chosen-by-me-42';

function signIn(app: FastifyInstance, email: string, password: string, host = HARBOR) {
  return app.inject({
    method: 'POST',
    url: '/identity/sign-in',
    headers: { host },
    payload: { email, password },
  });
}

async function completeNewPassword(app: FastifyInstance, session: string, host = HARBOR) {
  return app.inject({
    method: 'POST',
    url: '/identity/complete-new-password',
    headers: { host },
    payload: { session, newPassword: NEW_PASSWORD },
  });
}

async function userRow(app: FastifyInstance, slug: string, email: string) {
  const [tenant] = await app.db.select().from(tenants).where(eq(tenants.slug, slug));
  const [u] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant!.id), eq(users.email, email)));
  return u;
}

describe('operator CLI commands', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
  });
  afterAll(async () => t.close());

  describe('user invite', () => {
    it('creates a buyer with every authority and a mailed temporary password; first sign-in is challenged', async () => {
      const mailer = memoryMailer();
      const r = await inviteUser(app.db, mailer, {
        tenantSlug: 'harbor',
        email: 'New.Buyer@Example.com',
        firstName: 'Nia',
        lastName: 'Okafor',
      });
      expect(r.email).toBe('new.buyer@example.com');
      expect(r.temporaryPassword).toMatch(/^.{16}$/);
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({ to: 'new.buyer@example.com' });
      expect(mailer.sent[0]!.subject).toContain('Harbor');
      expect(mailer.sent[0]!.text).toContain(r.temporaryPassword);
      // Harbor only answers on loopback names: the link uses localhost and the server's port.
      expect(r.signInUrl).toBe('http://localhost:3000/');
      expect(mailer.sent[0]!.text).toContain('Sign in at http://localhost:3000/');

      const row = await userRow(app, 'harbor', 'new.buyer@example.com');
      expect(row).toMatchObject({
        groups: ['Buyer'],
        buyerStatus: 'ACTIVE',
        mustChangePassword: true,
        firstName: 'Nia',
        lastName: 'Okafor',
      });
      expect(row!.authorities).toHaveLength(7);

      const first = await signIn(app, 'new.buyer@example.com', r.temporaryPassword);
      expect(first.json()).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
      const done = await completeNewPassword(app, first.json().session);
      expect(done.statusCode).toBe(200);
      expect((await signIn(app, 'new.buyer@example.com', NEW_PASSWORD)).json().idToken).toBeTruthy();
    });

    it('honours --group, --authorities and --prospect', async () => {
      await inviteUser(app.db, memoryMailer(), {
        tenantSlug: 'summit',
        email: 'clerk@summit.test',
        authorities: ['CAN_VIEW_ORDER', 'CAN_BUY_ONLINE'],
        prospect: true,
      });
      expect(await userRow(app, 'summit', 'clerk@summit.test')).toMatchObject({
        buyerStatus: 'PROSPECT',
        authorities: ['CAN_BUY_ONLINE', 'CAN_VIEW_ORDER'],
      });
      await inviteUser(app.db, memoryMailer(), {
        tenantSlug: 'summit',
        email: 'staff@summit.test',
        group: 'Seller',
      });
      expect(await userRow(app, 'summit', 'staff@summit.test')).toMatchObject({
        groups: ['Seller'],
        authorities: [],
      });
    });

    it('refuses an unknown tenant, a duplicate or invalid e-mail and an unknown authority', async () => {
      const mailer = memoryMailer();
      await expect(inviteUser(app.db, mailer, { tenantSlug: 'nope', email: 'a@b.test' })).rejects.toThrow(
        'Unknown tenant "nope"',
      );
      await expect(
        inviteUser(app.db, mailer, { tenantSlug: 'harbor', email: 'BUYER@harbor.test' }),
      ).rejects.toThrow('A user with e-mail buyer@harbor.test already exists on tenant "harbor"');
      await expect(
        inviteUser(app.db, mailer, { tenantSlug: 'harbor', email: 'not-an-email' }),
      ).rejects.toThrow(CliError);
      await expect(
        inviteUser(app.db, mailer, { tenantSlug: 'harbor', email: 'x@y.test', authorities: ['CAN_FLY'] }),
      ).rejects.toThrow('Unknown authorities: CAN_FLY');
      expect(mailer.sent).toHaveLength(0);
      expect(await userRow(app, 'harbor', 'x@y.test')).toBeUndefined();
    });
  });

  describe('user reset-password', () => {
    it('sets a temporary password, requires a new one and ends every session', async () => {
      const before = await signIn(app, 'seller@harbor.test', DEMO_PASSWORD);
      const cookie = before.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
      const userInfo = () =>
        app.inject({
          method: 'GET',
          url: '/px-api-gateway/account/user-info',
          headers: { host: HARBOR, authorization: `Bearer ${before.json().idToken}` },
        });
      expect((await userInfo()).statusCode).toBe(200);
      const r = await resetUserPassword(app.db, { tenantSlug: 'harbor', email: 'seller@harbor.test' });
      // The ID token already issued ends too (users.tokens_valid_after).
      expect((await userInfo()).statusCode).toBe(401);

      expect((await signIn(app, 'seller@harbor.test', DEMO_PASSWORD)).statusCode).toBe(401);
      const refreshed = await app.inject({
        method: 'POST',
        url: '/identity/refresh',
        headers: { host: HARBOR },
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(refreshed.statusCode).toBe(401);
      const challenged = await signIn(app, 'seller@harbor.test', r.temporaryPassword);
      expect(challenged.json()).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
    });

    it('refuses an unknown user', async () => {
      await expect(
        resetUserPassword(app.db, { tenantSlug: 'harbor', email: 'ghost@harbor.test' }),
      ).rejects.toThrow('No user with e-mail ghost@harbor.test on tenant "harbor"');
    });
  });

  describe('tenant create', () => {
    it('creates the tenant, its domains and a first seller who must choose a password', async () => {
      const r = await createTenant(app.db, {
        slug: 'acme',
        name: 'Acme Devices',
        domains: ['Acme.localhost', 'portal.acme.test'],
        sellerEmail: 'Owner@Acme.test',
      });
      expect(r).toMatchObject({ slug: 'acme', domains: ['acme.localhost', 'portal.acme.test'] });
      const invited = await inviteUser(app.db, memoryMailer(), {
        tenantSlug: 'acme',
        email: 'clerk@acme.test',
        group: 'Seller',
      });
      // A public domain wins over a loopback name, over https.
      expect(invited.signInUrl).toBe('https://portal.acme.test/seller/');
      app.invalidateTenantCache();
      const first = await signIn(app, 'owner@acme.test', r.temporaryPassword, 'acme.localhost');
      expect(first.json()).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
      const done = await completeNewPassword(app, first.json().session, 'acme.localhost');
      const info = await app.inject({
        method: 'GET',
        url: '/px-api-gateway/account/user-info',
        headers: { host: 'portal.acme.test', authorization: `Bearer ${done.json().idToken}` },
      });
      expect(info.json()).toMatchObject({ email: 'owner@acme.test', isSeller: true, isBuyer: false });
      // The seller belongs to acme only.
      expect((await signIn(app, 'owner@acme.test', NEW_PASSWORD, HARBOR)).statusCode).toBe(401);
    });

    it('refuses a taken slug or domain, a bad slug and a bad e-mail, creating nothing', async () => {
      const base = { slug: 'beta', name: 'Beta', domains: ['beta.localhost'], sellerEmail: 'a@beta.test' };
      await expect(createTenant(app.db, { ...base, slug: 'harbor' })).rejects.toThrow(
        'A tenant with slug "harbor" already exists',
      );
      await expect(
        createTenant(app.db, { ...base, domains: ['beta.localhost', 'summit.localhost'] }),
      ).rejects.toThrow('Domain already in use by another tenant: summit.localhost');
      await expect(createTenant(app.db, { ...base, slug: 'Bad Slug' })).rejects.toThrow(CliError);
      await expect(createTenant(app.db, { ...base, domains: ['https://beta.test'] })).rejects.toThrow(
        CliError,
      );
      await expect(createTenant(app.db, { ...base, sellerEmail: 'nope' })).rejects.toThrow(CliError);
      await expect(createTenant(app.db, { ...base, domains: [] })).rejects.toThrow('at least one --domain');
      expect(await app.db.select().from(tenants).where(eq(tenants.slug, 'beta'))).toHaveLength(0);
    });
  });

  describe('runCli (argument parsing and exit codes)', () => {
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const mailer = memoryMailer();
      const code = await runCli(argv, {
        io: { out: (l) => out.push(l), err: (l) => err.push(l) },
        // The test database stays open for the other tests.
        open: async () => ({ database: { ...app.database, close: async () => {} }, mailer }),
      });
      return { code, out: out.join('\n'), err: err.join('\n'), mailer };
    };

    it('invites and prints the temporary password', async () => {
      const r = await run([
        'user',
        'invite',
        '--tenant',
        'harbor',
        '--email',
        'cli@harbor.test',
        '--authorities',
        'CAN_VIEW_ORDER,CAN_VIEW_RETURNS',
        '--first-name',
        'Cleo',
      ]);
      expect(r.code).toBe(0);
      const password = /Temporary password: (\S+)/.exec(r.out)?.[1];
      expect(password).toBeTruthy();
      expect(r.mailer.sent[0]!.text).toContain(password);
      expect((await signIn(app, 'cli@harbor.test', password!)).json().challenge).toBe(
        'NEW_PASSWORD_REQUIRED',
      );
    });

    it('creates a tenant with repeated --domain and resets a password', async () => {
      const created = await run([
        'tenant',
        'create',
        '--slug',
        'gamma',
        '--name',
        'Gamma Trade',
        '--domain',
        'gamma.localhost',
        '--domain',
        'gamma.test',
        '--seller-email',
        'boss@gamma.test',
      ]);
      expect(created.code).toBe(0);
      expect(created.out).toContain('gamma.localhost, gamma.test');
      const reset = await run(['user', 'reset-password', '--tenant', 'gamma', '--email', 'boss@gamma.test']);
      expect(reset.code).toBe(0);
      expect(reset.out).toMatch(/Temporary password: \S+/);
    });

    it('switches a tenant’s language to a shipped one, and refuses another', async () => {
      const i18n = async () =>
        (
          await app.inject({
            method: 'GET',
            url: '/px-api-gateway/saas-i18n',
            headers: { host: 'summit.localhost' },
          })
        ).json().results;
      const es = await run(['tenant', 'language', '--slug', 'summit', '--language', 'es']);
      expect(es.code).toBe(0);
      expect(es.out).toContain('Tenant "summit" now speaks es.');
      app.invalidateTenantCache();
      expect((await i18n()).es.cartEmpty.i18n_value).toBe('No hay artículos en su carrito');
      const xx = await run(['tenant', 'language', '--slug', 'summit', '--language', 'xx']);
      expect(xx.code).toBe(1);
      expect(xx.err).toContain('Invalid --language "xx"');
      expect((await run(['tenant', 'language', '--slug', 'summit', '--language', 'en'])).code).toBe(0);
      app.invalidateTenantCache();
      expect((await i18n()).es).toBeUndefined();
    });

    it('deactivates a tenant (its site closes, sessions end) and activates it again', async () => {
      const signedIn = await signIn(app, 'buyer@summit.test', DEMO_PASSWORD, 'summit.localhost');
      const token = signedIn.json().idToken as string;
      const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      const config = () =>
        app.inject({
          method: 'GET',
          url: '/px-api-gateway/saas-config',
          headers: { host: 'summit.localhost' },
        });
      const userInfo = () =>
        app.inject({
          method: 'GET',
          url: '/px-api-gateway/account/user-info',
          headers: { host: 'summit.localhost', authorization: `Bearer ${token}` },
        });

      const off = await run(['tenant', 'deactivate', '--slug', 'summit']);
      expect(off.code).toBe(0);
      expect(off.out).toContain('Tenant "summit" deactivated.');
      app.invalidateTenantCache();
      expect((await config()).json().results.deactivated).toBe(true);
      expect((await userInfo()).statusCode).toBe(403);
      // Harbor is untouched.
      const harbor = await app.inject({
        method: 'GET',
        url: '/px-api-gateway/saas-config',
        headers: { host: HARBOR },
      });
      expect(harbor.json().results.deactivated).toBe(false);

      const on = await run(['tenant', 'activate', '--slug', 'summit']);
      expect(on.code).toBe(0);
      app.invalidateTenantCache();
      expect((await config()).json().results.deactivated).toBe(false);
      expect((await userInfo()).statusCode).toBe(200);
      // The session that was open at deactivation was ended.
      const refreshed = await app.inject({
        method: 'POST',
        url: '/identity/refresh',
        headers: { host: 'summit.localhost' },
        cookies: { [REFRESH_COOKIE]: cookie.value },
      });
      expect(refreshed.statusCode).toBe(401);
      expect((await run(['tenant', 'deactivate', '--slug', 'nope'])).code).toBe(1);
    });

    it('migrates, and prints the usage for --help', async () => {
      expect((await run(['migrate'])).code).toBe(0);
      const help = await run(['--help']);
      expect(help.code).toBe(0);
      expect(help.out).toContain('Usage: npm run portico');
    });

    it('exits 1 with a clear message on refused input and 2 on bad usage', async () => {
      const unknownTenant = await run(['user', 'invite', '--tenant', 'nope', '--email', 'a@b.test']);
      expect(unknownTenant).toMatchObject({ code: 1, err: 'Error: Unknown tenant "nope"' });
      const duplicate = await run(['user', 'invite', '--tenant', 'harbor', '--email', 'buyer@harbor.test']);
      expect(duplicate.code).toBe(1);
      expect(duplicate.err).toContain('already exists');
      const badEmail = await run(['user', 'invite', '--tenant', 'harbor', '--email', 'nope']);
      expect(badEmail.code).toBe(1);
      expect(badEmail.err).toContain('Invalid e-mail "nope"');

      const missing = await run(['user', 'invite', '--tenant', 'harbor']);
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('Missing --email');
      expect((await run(['tenant', 'delete'])).err).toContain('Unknown command "tenant delete"');
      expect((await run(['migrate', '--bogus'])).code).toBe(2);
      expect(
        (await run(['user', 'invite', '--tenant', 'harbor', '--email', 'a@b.test', '--group', 'Admin'])).code,
      ).toBe(2);
    });
  });
});

describe('npm run portico (the real process)', () => {
  it('opens DATA_DIR, migrates and exits non-zero with the message on an unknown tenant', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-cli-'));
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    try {
      const run = promisify(execFile)(
        path.join(root, 'node_modules/.bin/tsx'),
        ['apps/server/src/cli/main.ts', 'user', 'invite', '--tenant', 'nope', '--email', 'a@b.test'],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Unknown tenant "nope"'),
      });
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
