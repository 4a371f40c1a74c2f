import { parseArgs } from 'node:util';
import { Authorities, type Authority, Groups, isShippedLanguage, SHIPPED_LANGUAGES } from '@portico/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Mailer } from '../adapters/mail.ts';
import type { Database, Db } from '../db/client.ts';
import { refreshTokens, tenantDomains, tenants, users } from '../db/schema/index.ts';
import {
  endIssuedTokens,
  expireUserResetCodes,
  findUserByEmail,
  revokeUserRefreshTokens,
  updatePassword,
} from '../modules/identity/identity.repository.ts';
import { normaliseEmail } from '../modules/identity/identity.service.ts';
import { generateTemporaryPassword, hashPassword } from '../modules/identity/passwords.ts';
import { preferredOrigin } from '../modules/identity/site-url.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/demo.ts';
import { isDemoStockTenant, seedTenantStock } from '../seed/demo-stock.ts';

/** Bad input from the operator: printed as is, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

const Slug = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and inner hyphens, 1-63 long');
// A host name as the tenant plugin compares it: lower-case, no port, no scheme.
const Domain = z
  .string()
  .transform((d) => d.trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
        'a host name such as portal.example.com (no scheme, no port)',
      ),
  );
const Email = z.string().transform(normaliseEmail).pipe(z.email('a valid e-mail address'));

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new CliError(
      `Invalid ${what} "${String(value)}": expected ${r.error.issues[0]?.message ?? 'a value'}`,
    );
  }
  return r.data;
}

async function tenantBySlug(db: Db, slug: string) {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!rows[0]) throw new CliError(`Unknown tenant "${slug}"`);
  return rows[0];
}

async function tenantOrigin(db: Db, tenantId: string, port: number): Promise<string | undefined> {
  const rows = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(tenantDomains.domain);
  return preferredOrigin(
    rows.map((r) => r.domain),
    port,
  );
}

export type CreateTenantInput = { slug: string; name: string; domains: string[]; sellerEmail: string };
export type CreateTenantResult = {
  tenantId: string;
  slug: string;
  domains: string[];
  sellerEmail: string;
  temporaryPassword: string;
};

/** `tenant create`: the tenant, its host names and its first seller, who must change the password at sign-in. */
export async function createTenant(db: Db, input: CreateTenantInput): Promise<CreateTenantResult> {
  const slug = parse(Slug, input.slug, 'slug');
  const name = input.name.trim();
  if (!name) throw new CliError('The tenant needs a --name');
  if (input.domains.length === 0) throw new CliError('The tenant needs at least one --domain');
  const domains = [...new Set(input.domains.map((d) => parse(Domain, d, 'domain')))];
  const sellerEmail = parse(Email, input.sellerEmail, 'e-mail');
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);

  const tenantId = await db.transaction(async (tx) => {
    if ((await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug))).length > 0) {
      throw new CliError(`A tenant with slug "${slug}" already exists`);
    }
    const taken = await tx
      .select({ domain: tenantDomains.domain })
      .from(tenantDomains)
      .where(inArray(tenantDomains.domain, domains));
    if (taken.length > 0) {
      throw new CliError(`Domain already in use by another tenant: ${taken.map((t) => t.domain).join(', ')}`);
    }
    const [tenant] = await tx.insert(tenants).values({ slug, name, siteTitle: name }).returning();
    await tx.insert(tenantDomains).values(domains.map((domain) => ({ domain, tenantId: tenant!.id })));
    await tx.insert(users).values({
      tenantId: tenant!.id,
      email: sellerEmail,
      passwordHash,
      groups: [Groups.Seller],
      mustChangePassword: true,
    });
    return tenant!.id;
  });
  return { tenantId, slug, domains, sellerEmail, temporaryPassword };
}

export type InviteUserInput = {
  tenantSlug: string;
  email: string;
  group?: 'Buyer' | 'Seller';
  /** Buyers get every authority unless told otherwise; sellers none. */
  authorities?: string[];
  prospect?: boolean;
  firstName?: string;
  lastName?: string;
  /** The server's port, for tenants that only answer on loopback names (demo). */
  port?: number;
};
export type InviteUserResult = {
  userId: string;
  email: string;
  temporaryPassword: string;
  signInUrl: string;
};

/** `user invite`: a user with a temporary password (NEW_PASSWORD_REQUIRED at first sign-in, B-011), mailed. */
export async function inviteUser(db: Db, mailer: Mailer, input: InviteUserInput): Promise<InviteUserResult> {
  const email = parse(Email, input.email, 'e-mail');
  const group = input.group ?? Groups.Buyer;
  if (group !== Groups.Buyer && group !== Groups.Seller) {
    throw new CliError(`Invalid group "${String(group)}": expected Buyer or Seller`);
  }
  const unknown = (input.authorities ?? []).filter((a) => !(Authorities as readonly string[]).includes(a));
  if (unknown.length > 0) {
    throw new CliError(`Unknown authorities: ${unknown.join(', ')} (known: ${Authorities.join(', ')})`);
  }
  const authorities: Authority[] =
    input.authorities !== undefined
      ? Authorities.filter((a) => input.authorities!.includes(a))
      : group === Groups.Buyer
        ? [...Authorities]
        : [];
  if (input.prospect && group !== Groups.Buyer) throw new CliError('--prospect applies to buyers only');

  const tenant = await tenantBySlug(db, input.tenantSlug);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const userId = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)));
    if (existing.length > 0) {
      throw new CliError(`A user with e-mail ${email} already exists on tenant "${tenant.slug}"`);
    }
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        passwordHash,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        groups: [group],
        authorities,
        buyerStatus: input.prospect ? 'PROSPECT' : 'ACTIVE',
        mustChangePassword: true,
      })
      .returning({ id: users.id });
    return row!.id;
  });

  const origin = await tenantOrigin(db, tenant.id, input.port ?? 3000);
  const signInUrl = `${origin ?? ''}${group === Groups.Seller ? '/seller/' : '/'}`;
  const greeting = input.firstName?.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  await mailer.send({
    to: email,
    subject: `Your ${tenant.name} account`,
    text: [
      greeting,
      '',
      `${tenant.name} has opened an account for you.`,
      '',
      `Sign in at ${signInUrl}`,
      `E-mail: ${email}`,
      `Temporary password: ${temporaryPassword}`,
      '',
      'You will be asked to choose your own password when you first sign in.',
      '',
      tenant.name,
    ].join('\n'),
  });
  return { userId, email, temporaryPassword, signInUrl };
}

export type ResetPasswordResult = { email: string; temporaryPassword: string };

/**
 * `user reset-password`: a new temporary password, to be changed at the next sign-in; every session of the user
 * ends (refresh tokens revoked, ID tokens ended by tokens_valid_after) and pending reset codes and challenges die.
 */
export async function resetUserPassword(
  db: Db,
  input: { tenantSlug: string; email: string },
): Promise<ResetPasswordResult> {
  const email = parse(Email, input.email, 'e-mail');
  const tenant = await tenantBySlug(db, input.tenantSlug);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, tenant.id, email);
    if (!user) throw new CliError(`No user with e-mail ${email} on tenant "${tenant.slug}"`);
    const now = new Date();
    await updatePassword(tx, tenant.id, user.id, { passwordHash, mustChangePassword: true });
    await revokeUserRefreshTokens(tx, tenant.id, user.id, now);
    await expireUserResetCodes(tx, tenant.id, user.id, now);
    // The ID tokens already issued end too (from the next whole second: their issue time is in seconds).
    await endIssuedTokens(tx, tenant.id, user.id, new Date((Math.floor(now.getTime() / 1000) + 1) * 1000));
  });
  return { email, temporaryPassword };
}

/**
 * `tenant deactivate` / `tenant activate`: a deactivated tenant answers saas-config with deactivated true, its
 * portal shows only the 'no longer available' page, and every other API call is refused (DESIGN §4).
 * Sessions are ended on deactivation so nobody keeps working on a closed site.
 */
export async function setTenantDeactivated(
  db: Db,
  input: { tenantSlug: string; deactivated: boolean },
): Promise<{ slug: string; deactivated: boolean }> {
  const tenant = await tenantBySlug(db, input.tenantSlug);
  await db.transaction(async (tx) => {
    await tx.update(tenants).set({ deactivated: input.deactivated }).where(eq(tenants.id, tenant.id));
    if (input.deactivated) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tenantId, tenant.id), isNull(refreshTokens.revokedAt)));
    }
  });
  return { slug: tenant.slug, deactivated: input.deactivated };
}

/**
 * `tenant language`: the language the tenant's portal speaks (config language, A-010): one Portico ships whole
 * (SHIPPED_LANGUAGES, e.g. es), with its regional tag if wanted (es-MX: Spanish words, Mexican amounts and dates).
 */
export async function setTenantLanguage(
  db: Db,
  input: { tenantSlug: string; language: string },
): Promise<{ slug: string; language: string }> {
  const language = input.language.trim();
  const primary = language.toLowerCase().split('-')[0] ?? '';
  if (!isShippedLanguage(primary) || !/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language)) {
    throw new CliError(
      `Invalid --language "${input.language}": expected one of ${SHIPPED_LANGUAGES.join(', ')}`,
    );
  }
  const tenant = await tenantBySlug(db, input.tenantSlug);
  const patch = JSON.stringify({ language });
  await db
    .update(tenants)
    .set({ config: sql`coalesce(${tenants.config}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(tenants.id, tenant.id));
  return { slug: tenant.slug, language };
}

export type SeedStockInput = { tenantSlug: string; items: number; seed?: number };

/**
 * `seed stock`: replaces the tenant's stock with N generated items (demo and benchmarks, PERFORMANCE.md). The
 * tenant's cart entries go with the old stock. Tenants other than the demo ones get Harbor's catalogue.
 */
export async function seedStock(
  db: Db,
  input: SeedStockInput,
): Promise<{ slug: string; groups: number; items: number }> {
  if (!Number.isInteger(input.items) || input.items < 0 || input.items > 1_000_000) {
    throw new CliError(`Invalid --items "${input.items}": expected a whole number from 0 to 1000000`);
  }
  const tenant = await tenantBySlug(db, input.tenantSlug);
  const r = await seedTenantStock(db, {
    tenantId: tenant.id,
    tenant: isDemoStockTenant(tenant.slug) ? tenant.slug : 'harbor',
    items: input.items,
    seed: input.seed,
  });
  return { slug: tenant.slug, ...r };
}

// ── argument parsing ──────────────────────────────────────────────────────────────────────────────

export const USAGE = `Usage: npm run portico -- <command> [options]

Commands:
  migrate                                   apply database migrations
  seed demo                                 seed the demo tenants and logins when the database is empty
  seed stock --tenant <slug> --items <n> [--seed <n>]
                                            replace the tenant's stock (and carts) with n generated items
  tenant create --slug <slug> --name <name> --domain <host> [--domain <host> …] --seller-email <e-mail>
                                            create a tenant, its host names and its first seller
  tenant deactivate --slug <slug>          close a tenant's portal (its site shows 'no longer available')
  tenant activate --slug <slug>            open it again
  tenant language --slug <slug> --language <en|es>
                                            the language the tenant's portal speaks (config language)
  user invite --tenant <slug> --email <e-mail> [--group Buyer|Seller] [--authorities A,B]
              [--prospect] [--first-name <name>] [--last-name <name>]
                                            invite a user with a temporary password (mailed and printed)
  user reset-password --tenant <slug> --email <e-mail>
                                            give a user a new temporary password and end their sessions

The database is DATABASE_URL (PostgreSQL) or the PGlite files in DATA_DIR (default ./data); stop the server
before using the CLI on PGlite, which allows one process at a time.`;

export type CliIo = { out(line: string): void; err(line: string): void };
export type CliDeps = {
  /** Opened only once the arguments are known to be valid; migrated before any command runs. */
  open(): Promise<{ database: Database; mailer: Mailer; port?: number }>;
  io: CliIo;
};

type Command =
  | { kind: 'migrate' }
  | { kind: 'seed-demo' }
  | { kind: 'seed-stock'; input: SeedStockInput }
  | { kind: 'tenant-create'; input: CreateTenantInput }
  | { kind: 'tenant-deactivated'; input: { tenantSlug: string; deactivated: boolean } }
  | { kind: 'tenant-language'; input: { tenantSlug: string; language: string } }
  | { kind: 'user-invite'; input: InviteUserInput }
  | { kind: 'user-reset-password'; input: { tenantSlug: string; email: string } };

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`Missing --${flag}`);
  return value;
}

export function parseCommand(argv: string[]): Command | 'help' {
  let parsed: ReturnType<typeof parseArgsOf>;
  try {
    parsed = parseArgsOf(argv);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values: v, positionals } = parsed;
  if (v.help || positionals.length === 0) return 'help';
  switch (positionals.join(' ')) {
    case 'migrate':
      return { kind: 'migrate' };
    case 'seed demo':
      return { kind: 'seed-demo' };
    case 'seed stock': {
      const items = Number(required(v.items, 'items'));
      if (!Number.isInteger(items) || items < 0) throw new UsageError(`Invalid --items "${v.items}"`);
      const seed = v.seed === undefined ? undefined : Number(v.seed);
      if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError(`Invalid --seed "${v.seed}"`);
      return { kind: 'seed-stock', input: { tenantSlug: required(v.tenant, 'tenant'), items, seed } };
    }
    case 'tenant create':
      return {
        kind: 'tenant-create',
        input: {
          slug: required(v.slug, 'slug'),
          name: required(v.name, 'name'),
          domains: v.domain ?? [],
          sellerEmail: required(v['seller-email'], 'seller-email'),
        },
      };
    case 'tenant deactivate':
    case 'tenant activate':
      return {
        kind: 'tenant-deactivated',
        input: { tenantSlug: required(v.slug, 'slug'), deactivated: positionals[1] === 'deactivate' },
      };
    case 'tenant language':
      return {
        kind: 'tenant-language',
        input: { tenantSlug: required(v.slug, 'slug'), language: required(v.language, 'language') },
      };
    case 'user invite': {
      const group = v.group;
      if (group !== undefined && group !== 'Buyer' && group !== 'Seller') {
        throw new UsageError(`Invalid --group "${group}": expected Buyer or Seller`);
      }
      return {
        kind: 'user-invite',
        input: {
          tenantSlug: required(v.tenant, 'tenant'),
          email: required(v.email, 'email'),
          group,
          authorities: v.authorities
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          prospect: v.prospect ?? false,
          firstName: v['first-name'],
          lastName: v['last-name'],
        },
      };
    }
    case 'user reset-password':
      return {
        kind: 'user-reset-password',
        input: { tenantSlug: required(v.tenant, 'tenant'), email: required(v.email, 'email') },
      };
    default:
      throw new UsageError(`Unknown command "${positionals.join(' ')}"`);
  }
}

function parseArgsOf(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      slug: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      'seller-email': { type: 'string' },
      tenant: { type: 'string' },
      email: { type: 'string' },
      group: { type: 'string' },
      authorities: { type: 'string' },
      prospect: { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      items: { type: 'string' },
      seed: { type: 'string' },
      language: { type: 'string' },
    },
  });
}

/** Runs one command; answers the process exit code (0 done, 1 refused input or failure, 2 bad usage). */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const { io } = deps;
  let command: Command | 'help';
  try {
    command = parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const { database, mailer, port } = await deps.open();
  try {
    await database.migrate();
    const db = database.db;
    switch (command.kind) {
      case 'migrate':
        io.out('Database migrated.');
        break;
      case 'seed-demo': {
        const seeded = await seedDemoIfEmpty(db);
        io.out(seeded ? 'Demo tenants seeded.' : 'The database already holds tenants; nothing seeded.');
        if (seeded) {
          io.out(`Demo logins (password ${DEMO_PASSWORD}):`);
          for (const l of DEMO_LOGINS) io.out(`  ${l.email.padEnd(22)} ${l.host.padEnd(18)} ${l.role}`);
        }
        break;
      }
      case 'seed-stock': {
        const r = await seedStock(db, command.input);
        io.out(`Stock of "${r.slug}" replaced: ${r.items} items in ${r.groups} groups.`);
        break;
      }
      case 'tenant-create': {
        const r = await createTenant(db, command.input);
        io.out(`Tenant "${r.slug}" created on ${r.domains.join(', ')}.`);
        io.out(`First seller: ${r.sellerEmail}`);
        io.out(`Temporary password: ${r.temporaryPassword}`);
        io.out('The seller chooses a new password at first sign-in (/seller/).');
        break;
      }
      case 'tenant-deactivated': {
        const r = await setTenantDeactivated(db, command.input);
        io.out(`Tenant "${r.slug}" ${r.deactivated ? 'deactivated' : 'activated'}.`);
        break;
      }
      case 'tenant-language': {
        const r = await setTenantLanguage(db, command.input);
        io.out(`Tenant "${r.slug}" now speaks ${r.language}.`);
        break;
      }
      case 'user-invite': {
        const r = await inviteUser(db, mailer, { ...command.input, port });
        io.out(`Invited ${r.email}; the invitation was mailed. Sign-in: ${r.signInUrl}`);
        io.out(`Temporary password: ${r.temporaryPassword}`);
        break;
      }
      case 'user-reset-password': {
        const r = await resetUserPassword(db, command.input);
        io.out(`Password of ${r.email} reset; their sessions are ended.`);
        io.out(`Temporary password: ${r.temporaryPassword}`);
        break;
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      io.err(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}
