import {
  type AccountChangedData,
  ADMIN_RESET_PARAM,
  Authorities,
  type BuyerAdminStatus,
  type BuyerAuthoritiesInput,
  type BuyerDetail,
  type BuyerInviteInput,
  type BuyerProfileInput,
  type BuyerSummary,
  Groups,
  type SellerBuyersQuery,
  type SellerBuyersResponse,
} from '@portico/contract';
import type { MailWords } from '@portico/contract/dictionary/mail';
import { majorToMinor, minorToMajor, staffRoleAllows } from '@portico/domain';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { buyerAddresses, tenants, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { tenantOrigin } from '../alerts/alert-trigger.ts';
import { publishEvent } from '../events/publish.ts';
import { ruleOf } from '../export-documents/export-documents.service.ts';
import {
  endIssuedTokens,
  expireUserChallengeSessions,
  expireUserResetCodes,
  revokeUserRefreshTokens,
} from '../identity/identity.repository.ts';
import { generateTemporaryPassword, hashPassword } from '../identity/passwords.ts';
import { precisionOf } from '../orders/orders.service.ts';
import { enqueueMail, OWNER_ONLY_MAIL } from '../outbox/outbox.service.ts';
import { requireAnotherActiveOwner } from '../staff/staff.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { tenantMailWords } from '../tenants/tenants.service.ts';

/**
 * The seller console's buyers (routes under seller/buyers): list and search, a buyer's page, edits of the
 * profile, sales rep (Q-013), proof-of-export rule (H-001: the tenant rule's buyerEmails), credit limit (read by
 * the checkout, packages/domain buyerCreditLimit) and authorities (P-044); invite (a temporary password mailed
 * through the outbox, NEW_PASSWORD_REQUIRED at first sign-in, B-011), approve a prospect (Q-013), deactivate
 * (sessions end at once) and reactivate, and reset a password (the portal then shows B-017's message).
 *
 * Every read needs staff 'read', every write 'write' and records one audit row in its own transaction; a change
 * the buyer's open portal must see is published on the buyer's stream (account.changed) in the same transaction.
 * A buyer is a user of the tenant in the Buyer group: another tenant's id, or a staff-only user, is not found.
 */

export type BuyersAdminDeps = {
  /** This process forgets what it kept about an account whose tokens just ended (account-gate.ts). */
  tokensEnded(tenantId: string, userId: string): void;
};

const NOT_FOUND = 'No such buyer';

type UserRow = typeof users.$inferSelect;

const statusOf = (u: Pick<UserRow, 'disabled' | 'buyerStatus'>): BuyerAdminStatus =>
  u.disabled ? 'DEACTIVATED' : u.buyerStatus === 'PROSPECT' ? 'PROSPECT' : 'ACTIVE';

const isBuyer = sql`${Groups.Buyer} = any(${users.groups})`;

function statusWhere(status: BuyerAdminStatus | undefined): SQL | undefined {
  if (status === 'DEACTIVATED') return eq(users.disabled, true);
  if (status === 'PROSPECT') return and(eq(users.disabled, false), eq(users.buyerStatus, 'PROSPECT'));
  if (status === 'ACTIVE') return and(eq(users.disabled, false), sql`${users.buyerStatus} <> 'PROSPECT'`);
  return undefined;
}

/** `%` and `_` typed by the seller are matched literally. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toSummary = (u: UserRow): BuyerSummary => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  company: u.company,
  status: statusOf(u),
  createdAt: u.createdAt.toISOString(),
});

/** GET seller/buyers: the tenant's buyers, newest first, searched by name, company and e-mail. */
export async function listBuyers(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerBuyersQuery,
): Promise<SellerBuyersResponse> {
  await requireStaff(db, ctx, 'read');
  const q = query.q?.trim();
  const like = q ? likeOf(q) : undefined;
  const where = and(
    eq(users.tenantId, ctx.tenantId),
    isBuyer,
    statusWhere(query.status),
    like
      ? or(
          ilike(users.email, like),
          ilike(users.company, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { buyers: rows.map(toSummary), total: total?.n ?? 0, page: query.page, size: query.size };
}

async function findBuyer(db: DbOrTx, tenantId: string, id: string, lock = false): Promise<UserRow> {
  const base = db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isBuyer));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw new AppError('notFound', NOT_FOUND);
  return row;
}

async function tenantRow(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({ name: tenants.name, settings: tenants.settings, config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new AppError('notFound', 'No tenant answers on this host');
  return row;
}

async function detailOf(db: DbOrTx, tenantId: string, u: UserRow): Promise<BuyerDetail> {
  const tenant = await tenantRow(db, tenantId);
  const addresses = await db
    .select()
    .from(buyerAddresses)
    .where(
      and(
        eq(buyerAddresses.tenantId, tenantId),
        eq(buyerAddresses.buyerId, u.id),
        isNull(buyerAddresses.archivedAt),
      ),
    )
    .orderBy(asc(buyerAddresses.sortOrder), asc(buyerAddresses.createdAt));
  const precision = precisionOf(tenant.config?.currencyPrecision);
  return {
    ...toSummary(u),
    authorities: Authorities.filter((a) => u.authorities.includes(a)),
    salesRepEmail: u.salesRepEmail,
    salesRepPhone: u.salesRepPhone,
    salesRepWhatApp: u.salesRepWhatApp,
    alwaysProofOfExport: ruleOf(tenant.settings).buyerEmails.includes(u.email),
    creditLimit: u.creditLimitMinor === null ? null : minorToMajor(u.creditLimitMinor, precision),
    mustChangePassword: u.mustChangePassword,
    addresses: addresses.map((a) => ({
      id: a.id,
      label: a.customLabel || a.label,
      contact: a.contact,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
      forShipping: a.forShipping,
      forBilling: a.forBilling,
    })),
  };
}

/** GET seller/buyers/{id}: the buyer's page. */
export async function getBuyer(db: DbOrTx, ctx: RequestContext, id: string): Promise<BuyerDetail> {
  await requireStaff(db, ctx, 'read');
  return detailOf(db, ctx.tenantId, await findBuyer(db, ctx.tenantId, id));
}

/** What the audit row keeps of a buyer (no password hash, no token stamps). */
const auditView = (u: UserRow, alwaysProofOfExport?: boolean) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  company: u.company,
  status: statusOf(u),
  authorities: Authorities.filter((a) => u.authorities.includes(a)),
  salesRepEmail: u.salesRepEmail,
  salesRepPhone: u.salesRepPhone,
  salesRepWhatApp: u.salesRepWhatApp,
  creditLimitMinor: u.creditLimitMinor,
  ...(alwaysProofOfExport === undefined ? {} : { alwaysProofOfExport }),
});

const accountChanged = (tx: DbOrTx, tenantId: string, userId: string, data: AccountChangedData) =>
  publishEvent(tx, { tenantId, audience: 'buyer', userId, type: 'account.changed', data });

/**
 * Runs a staff write: the role check, the change and its audit row, one transaction. A buyer who is also staff
 * (listed here, decision 017) is changed by an owner only: the Staff page's rules are an owner's, and a lesser role
 * must not reach a staff account — an owner's above all — through its buyer side.
 */
async function staffWrite<T>(
  db: DbOrTx,
  ctx: RequestContext,
  id: string,
  change: (tx: DbOrTx, before: UserRow) => Promise<T>,
): Promise<T> {
  const access = await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const before = await findBuyer(tx, ctx.tenantId, id, true);
    if (before.groups.includes(Groups.Seller) && !staffRoleAllows(access.staffRole, 'owner')) {
      throw new AppError('forbidden', 'Only an owner may change a buyer who is also staff', {
        need: 'owner',
      });
    }
    return change(tx, before);
  });
}

const nullIfEmpty = (s: string) => (s === '' ? null : s);

/** Adds or removes the buyer's e-mail in the tenant's proof-of-export rule (buyerEmails), atomically. */
async function setProofOfExport(tx: DbOrTx, tenantId: string, email: string, on: boolean): Promise<void> {
  const [row] = await tx
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  const rule = ruleOf(row?.settings);
  const has = rule.buyerEmails.includes(email);
  if (has === on) return;
  const buyerEmails = on ? [...rule.buyerEmails, email] : rule.buyerEmails.filter((e) => e !== email);
  if (buyerEmails.length > 500) {
    throw new AppError('validationFailed', 'The proof-of-export rule names 500 buyers already');
  }
  const patch = JSON.stringify({ proofOfExport: { ...rule, buyerEmails } });
  await tx
    .update(tenants)
    .set({ settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(tenants.id, tenantId));
}

/** PUT seller/buyers/{id}: profile, sales rep, proof-of-export rule, credit limit. */
export async function updateBuyerProfile(
  db: DbOrTx,
  ctx: RequestContext,
  id: string,
  input: BuyerProfileInput,
): Promise<BuyerDetail> {
  return staffWrite(db, ctx, id, async (tx, before) => {
    const tenant = await tenantRow(tx, ctx.tenantId);
    const precision = precisionOf(tenant.config?.currencyPrecision);
    const poeBefore = ruleOf(tenant.settings).buyerEmails.includes(before.email);
    const [after] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        salesRepEmail: nullIfEmpty(input.salesRepEmail),
        salesRepPhone: nullIfEmpty(input.salesRepPhone),
        salesRepWhatApp: nullIfEmpty(input.salesRepWhatApp),
        creditLimitMinor: input.creditLimit === null ? null : majorToMinor(input.creditLimit, precision),
      })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)))
      .returning();
    await setProofOfExport(tx, ctx.tenantId, before.email, input.alwaysProofOfExport);
    await recordStaffAction(tx, ctx, {
      action: 'buyers.profile.update',
      targetType: 'buyer',
      targetId: id,
      before: auditView(before, poeBefore),
      after: auditView(after!, input.alwaysProofOfExport),
    });
    // The portal shows the name and the sales rep (B-018, B-019): it re-reads the user info.
    await accountChanged(tx, ctx.tenantId, id, { reason: 'profile', signedOut: false });
    return detailOf(tx, ctx.tenantId, after!);
  });
}

/** PUT seller/buyers/{id}/authorities: the whole set; the open portal re-reads it at once (B-033). */
export async function setBuyerAuthorities(
  db: DbOrTx,
  ctx: RequestContext,
  id: string,
  input: BuyerAuthoritiesInput,
): Promise<BuyerDetail> {
  return staffWrite(db, ctx, id, async (tx, before) => {
    // Unknown authorities a CLI or an older seed stored stay as they were (Q-056: the portal ignores them).
    const kept = before.authorities.filter((a) => !(Authorities as readonly string[]).includes(a));
    const ordered = Authorities.filter((a) => input.authorities.includes(a));
    const [after] = await tx
      .update(users)
      .set({ authorities: [...ordered, ...kept] })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'buyers.authorities.update',
      targetType: 'buyer',
      targetId: id,
      before: { authorities: Authorities.filter((a) => before.authorities.includes(a)) },
      after: { authorities: ordered },
    });
    await accountChanged(tx, ctx.tenantId, id, { reason: 'authorities', signedOut: false });
    return detailOf(tx, ctx.tenantId, after!);
  });
}

/** The stamp that ends the ID tokens issued so far: the next whole second (a token's issue time is in seconds). */
const tokensEnd = (now: Date) => new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);

/** Ends every session of the buyer: refresh tokens revoked, ID tokens refused, pending challenges and codes dead. */
async function endSessions(tx: DbOrTx, tenantId: string, userId: string): Promise<void> {
  const now = new Date();
  await revokeUserRefreshTokens(tx, tenantId, userId, now);
  await expireUserChallengeSessions(tx, tenantId, userId, now);
  await expireUserResetCodes(tx, tenantId, userId, now);
  await endIssuedTokens(tx, tenantId, userId, tokensEnd(now));
}

async function signInUrl(db: DbOrTx, tenantId: string): Promise<string> {
  return `${(await tenantOrigin(db, tenantId)) ?? ''}/`;
}

const greetingOf = (w: MailWords, firstName: string) =>
  firstName.trim() ? w('mailHelloName', { name: firstName.trim() }) : w('mailHello');

/**
 * POST seller/buyers: a new buyer with a temporary password, mailed through the outbox in the same transaction;
 * the first sign-in asks for a new password (B-011). An e-mail already in use on the tenant is a 409.
 */
export async function inviteBuyer(
  db: DbOrTx,
  ctx: RequestContext,
  input: BuyerInviteInput,
): Promise<BuyerDetail> {
  await requireStaff(db, ctx, 'write');
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        groups: [Groups.Buyer],
        authorities: Authorities.filter((a) => input.authorities.includes(a)),
        buyerStatus: input.status,
        mustChangePassword: true,
      })
      .onConflictDoNothing({ target: [users.tenantId, users.email] })
      .returning();
    if (!row) throw new AppError('conflict', 'A user with this e-mail already exists');
    const tenant = await tenantRow(tx, ctx.tenantId);
    const w = tenantMailWords(tenant); // A-010
    const url = await signInUrl(tx, ctx.tenantId);
    await enqueueMail(tx, {
      tenantId: ctx.tenantId,
      dedupeKey: `${OWNER_ONLY_MAIL}buyer-invite:${row.id}`,
      to: row.email,
      subject: w('mailAccountSubject', { tenantName: tenant.name }),
      text: [
        greetingOf(w, row.firstName),
        '',
        w('mailAccountOpened', { tenantName: tenant.name }),
        '',
        w('mailAccountSignInAt', { link: url }),
        w('mailAccountEmail', { email: row.email }),
        w('mailAccountTemporaryPassword', { password: temporaryPassword }),
        '',
        w('mailAccountChooseYourOwn'),
        '',
        tenant.name,
      ].join('\n'),
    });
    await recordStaffAction(tx, ctx, {
      action: 'buyers.invite',
      targetType: 'buyer',
      targetId: row.id,
      before: null,
      after: auditView(row),
    });
    return detailOf(tx, ctx.tenantId, row);
  });
}

/** POST seller/buyers/{id}/approve: PROSPECT → ACTIVE (Q-013), with a mail to the buyer. */
export async function approveBuyer(db: DbOrTx, ctx: RequestContext, id: string): Promise<BuyerDetail> {
  return staffWrite(db, ctx, id, async (tx, before) => {
    if (before.disabled || before.buyerStatus !== 'PROSPECT') {
      throw new AppError('conflict', 'Only a prospect can be approved');
    }
    const [after] = await tx
      .update(users)
      .set({ buyerStatus: 'ACTIVE' })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)))
      .returning();
    const tenant = await tenantRow(tx, ctx.tenantId);
    const w = tenantMailWords(tenant); // A-010
    await enqueueMail(tx, {
      tenantId: ctx.tenantId,
      dedupeKey: `buyer-approved:${id}:${Date.now()}`,
      to: before.email,
      subject: w('mailAccountApprovedSubject', { tenantName: tenant.name }),
      text: [
        greetingOf(w, before.firstName),
        '',
        w('mailAccountApproved', { tenantName: tenant.name, link: await signInUrl(tx, ctx.tenantId) }),
        '',
        tenant.name,
      ].join('\n'),
    });
    await recordStaffAction(tx, ctx, {
      action: 'buyers.approve',
      targetType: 'buyer',
      targetId: id,
      before: { status: statusOf(before) },
      after: { status: statusOf(after!) },
    });
    await accountChanged(tx, ctx.tenantId, id, { reason: 'approved', signedOut: false });
    return detailOf(tx, ctx.tenantId, after!);
  });
}

/**
 * POST seller/buyers/{id}/deactivate: the account is disabled and every session ends at once (refresh tokens
 * revoked, ID tokens refused from now on); the open portal is told and signs out.
 */
export async function deactivateBuyer(
  db: DbOrTx,
  deps: BuyersAdminDeps,
  ctx: RequestContext,
  id: string,
): Promise<BuyerDetail> {
  const detail = await staffWrite(db, ctx, id, async (tx, before) => {
    if (before.disabled) throw new AppError('conflict', 'The buyer is deactivated already');
    // Deactivating ends the console session too: the marketplace keeps an active owner (as on the Staff page).
    if (before.groups.includes(Groups.Seller) && before.staffRole === 'OWNER') {
      await requireAnotherActiveOwner(tx, ctx.tenantId, before.id);
    }
    await tx
      .update(users)
      .set({ disabled: true })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)));
    await endSessions(tx, ctx.tenantId, id);
    const after = await findBuyer(tx, ctx.tenantId, id);
    await recordStaffAction(tx, ctx, {
      action: 'buyers.deactivate',
      targetType: 'buyer',
      targetId: id,
      before: { status: statusOf(before) },
      after: { status: statusOf(after) },
    });
    await accountChanged(tx, ctx.tenantId, id, { reason: 'deactivated', signedOut: true });
    return detailOf(tx, ctx.tenantId, after);
  });
  deps.tokensEnded(ctx.tenantId, id);
  return detail;
}

/** POST seller/buyers/{id}/reactivate: the account may sign in again (with its password as it was). */
export async function reactivateBuyer(
  db: DbOrTx,
  deps: BuyersAdminDeps,
  ctx: RequestContext,
  id: string,
): Promise<BuyerDetail> {
  const detail = await staffWrite(db, ctx, id, async (tx, before) => {
    if (!before.disabled) throw new AppError('conflict', 'The buyer is active already');
    const [after] = await tx
      .update(users)
      .set({ disabled: false })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'buyers.reactivate',
      targetType: 'buyer',
      targetId: id,
      before: { status: statusOf(before) },
      after: { status: statusOf(after!) },
    });
    return detailOf(tx, ctx.tenantId, after!);
  });
  deps.tokensEnded(ctx.tenantId, id);
  return detail;
}

/**
 * POST seller/buyers/{id}/reset-password: a temporary password mailed through the outbox, asked to be changed at
 * the next sign-in (B-011); every session ends, and an open portal signs out to the login page with the admin
 * reset message (B-017). The mail's link opens that page with the same message.
 */
export async function resetBuyerPassword(
  db: DbOrTx,
  deps: BuyersAdminDeps,
  ctx: RequestContext,
  id: string,
): Promise<BuyerDetail> {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const detail = await staffWrite(db, ctx, id, async (tx, before) => {
    if (before.disabled) throw new AppError('conflict', 'Reactivate the buyer first');
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, id)));
    await endSessions(tx, ctx.tenantId, id);
    const tenant = await tenantRow(tx, ctx.tenantId);
    const w = tenantMailWords(tenant); // A-010
    await enqueueMail(tx, {
      tenantId: ctx.tenantId,
      dedupeKey: `${OWNER_ONLY_MAIL}buyer-password-reset:${id}:${Date.now()}`,
      to: before.email,
      subject: w('mailAccountPasswordResetSubject', { tenantName: tenant.name }),
      text: [
        greetingOf(w, before.firstName),
        '',
        w('mailAccountPasswordReset', { tenantName: tenant.name }),
        '',
        w('mailAccountSignInAt', { link: `${await signInUrl(tx, ctx.tenantId)}?${ADMIN_RESET_PARAM}=true` }),
        w('mailAccountEmail', { email: before.email }),
        w('mailAccountTemporaryPassword', { password: temporaryPassword }),
        '',
        w('mailAccountChooseOnSignIn'),
        '',
        tenant.name,
      ].join('\n'),
    });
    await recordStaffAction(tx, ctx, {
      action: 'buyers.password.reset',
      targetType: 'buyer',
      targetId: id,
      before: { mustChangePassword: before.mustChangePassword },
      after: { mustChangePassword: true },
    });
    await accountChanged(tx, ctx.tenantId, id, { reason: 'passwordReset', signedOut: true });
    return detailOf(tx, ctx.tenantId, await findBuyer(tx, ctx.tenantId, id));
  });
  deps.tokensEnded(ctx.tenantId, id);
  return detail;
}
