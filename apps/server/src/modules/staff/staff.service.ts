import {
  Groups,
  type StaffAuditQuery,
  type StaffAuditResponse,
  type StaffInviteBody,
  type StaffListResponse,
  type StaffMe,
  type StaffMember,
  type StaffRole,
  StaffRoles,
  type StaffUpdateBody,
} from '@portico/contract';
import { and, arrayContains, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  pendingDocuments,
  staffAudit,
  stockGroups,
  stockItems,
  stocklistOffers,
  tenants,
  users,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { endIssuedTokens, revokeUserRefreshTokens } from '../identity/identity.repository.ts';
import { generateTemporaryPassword, hashPassword } from '../identity/passwords.ts';
import { enqueueMail, OWNER_ONLY_MAIL } from '../outbox/outbox.service.ts';
import { recordStaffAction, requireStaff } from './staff-access.ts';

/**
 * Staff management of the seller console (docs/decisions/016): an OWNER lists the tenant's staff (its Seller-group
 * users), invites one (a temporary password mailed through the outbox; NEW_PASSWORD_REQUIRED at first sign-in,
 * B-011), changes a role, deactivates (every session ends at once: ID tokens by tokens_valid_after, refresh tokens
 * revoked) or reactivates. The tenant always keeps one active owner. Every change writes its audit row in its
 * own transaction; the audit log is read by any staff member.
 */

type StaffRow = typeof users.$inferSelect;

const roleOf = (role: string): StaffRole =>
  (StaffRoles as readonly string[]).includes(role) ? (role as StaffRole) : 'READ_ONLY';

const toMember = (u: StaffRow): StaffMember => ({
  userId: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  staffRole: roleOf(u.staffRole),
  active: !u.disabled,
  invitePending: u.mustChangePassword,
  createdAt: u.createdAt.toISOString(),
});

const isStaff = arrayContains(users.groups, [Groups.Seller]);

/** GET seller/staff/me: the signed-in staff member's role, which the console shows its pages and buttons by. */
export async function me(db: DbOrTx, ctx: RequestContext): Promise<StaffMe> {
  const access = await requireStaff(db, ctx, 'read');
  return { userId: access.userId, email: access.email, staffRole: roleOf(access.staffRole) };
}

/** GET seller/staff (OWNER): the tenant's staff, owners first, then by e-mail. */
export async function listStaff(db: DbOrTx, ctx: RequestContext): Promise<StaffListResponse> {
  await requireStaff(db, ctx, 'owner');
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), isStaff))
    .orderBy(asc(users.email));
  return { staff: rows.map(toMember) };
}

/** POST seller/staff (OWNER): a new Seller-group user with a temporary password, mailed through the outbox. */
export async function inviteStaff(
  db: DbOrTx,
  ctx: RequestContext,
  body: StaffInviteBody,
  origin: string,
): Promise<StaffMember> {
  await requireStaff(db, ctx, 'owner');
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.email, body.email)));
    if (taken) {
      throw new AppError('validationFailed', 'A user with this e-mail already exists', undefined, [
        {
          messageCode: 'validationFailed',
          messageDescription: 'A user with this e-mail already exists',
          field: 'email',
        },
      ]);
    }
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        groups: [Groups.Seller],
        authorities: [],
        buyerStatus: 'ACTIVE',
        mustChangePassword: true,
        staffRole: body.staffRole,
      })
      .returning();
    const member = toMember(row!);
    const [tenant] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    const name = tenant?.name ?? '';
    const greeting = body.firstName ? `Hello ${body.firstName},` : 'Hello,';
    // The mail holds a temporary password: the console's Outbox shows its text to owners only (decision 015).
    await enqueueMail(tx, {
      tenantId: ctx.tenantId,
      dedupeKey: `${OWNER_ONLY_MAIL}staff-invite:${member.userId}`,
      to: body.email,
      subject: `Your ${name} seller console account`,
      text: [
        greeting,
        '',
        `${name} has opened a seller console account for you.`,
        '',
        `Sign in at ${origin}/seller/`,
        `E-mail: ${body.email}`,
        `Temporary password: ${temporaryPassword}`,
        '',
        'You will be asked to choose your own password when you first sign in.',
        '',
        name,
      ].join('\n'),
    });
    await recordStaffAction(tx, ctx, {
      action: 'staff.invite',
      targetType: 'staff',
      targetId: member.userId,
      before: null,
      after: { email: member.email, staffRole: member.staffRole },
    });
    return member;
  });
}

const lastOwner = () =>
  new AppError('validationFailed', 'The marketplace must keep at least one active owner', undefined, [
    {
      messageCode: 'lastOwner',
      messageDescription: 'The marketplace must keep at least one active owner',
      field: 'staffRole',
    },
  ]);

/**
 * 422 lastOwner unless the tenant has an active owner other than `userId`; the owners are locked, so two changes at
 * once cannot leave none.
 */
export async function requireAnotherActiveOwner(tx: DbOrTx, tenantId: string, userId: string): Promise<void> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), isStaff, eq(users.staffRole, 'OWNER'), eq(users.disabled, false)),
    )
    .for('update');
  if (!owners.some((o) => o.id !== userId)) throw lastOwner();
}

/** PATCH seller/staff/:userId (OWNER): role, deactivate / reactivate. The last active owner stays one (422). */
export async function updateStaff(
  db: DbOrTx,
  ctx: RequestContext,
  userId: string,
  body: StaffUpdateBody,
  now = new Date(),
): Promise<StaffMember> {
  await requireStaff(db, ctx, 'owner');
  return db.transaction(async (tx) => {
    // The tenant's active owners locked together: two owners demoting each other at once cannot leave none.
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, ctx.tenantId),
          isStaff,
          eq(users.staffRole, 'OWNER'),
          eq(users.disabled, false),
        ),
      )
      .for('update');
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId), isStaff))
      .for('update');
    if (!current) throw new AppError('notFound', 'No such staff member');
    const role = body.staffRole ?? current.staffRole;
    const active = body.active ?? !current.disabled;
    const wasActiveOwner = current.staffRole === 'OWNER' && !current.disabled;
    if (wasActiveOwner && (role !== 'OWNER' || !active) && owners.length <= 1) throw lastOwner();
    const [updated] = await tx
      .update(users)
      .set({ staffRole: role, disabled: !active })
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)))
      .returning();
    if (!active && !current.disabled) {
      // Deactivated: every session ends now, not at the token's expiry.
      await endIssuedTokens(tx, ctx.tenantId, userId, now);
      await revokeUserRefreshTokens(tx, ctx.tenantId, userId, now);
    }
    const before = toMember(current);
    const after = toMember(updated!);
    await recordStaffAction(tx, ctx, {
      action:
        before.active !== after.active
          ? after.active
            ? 'staff.reactivate'
            : 'staff.deactivate'
          : 'staff.role.update',
      targetType: 'staff',
      targetId: userId,
      before: { email: before.email, staffRole: before.staffRole, active: before.active },
      after: { email: after.email, staffRole: after.staffRole, active: after.active },
    });
    return after;
  });
}

/** Runs `query` only when there are ids to look up. */
const ifAny = <T>(ids: readonly string[], query: () => Promise<T[]>): Promise<T[]> =>
  ids.length === 0 ? Promise.resolve([]) : query();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** A banner's words without its markup, as a name: the first 60 characters of its text. */
const bannerName = (html: string): string | null => {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return null;
  return words.length > 60 ? `${words.slice(0, 59).trimEnd()}…` : words;
};

/**
 * What the targets of a page of audit rows are called now, keyed `type:id`: buyers' and staff members' names (or
 * e-mail), banners' text, stock items' descriptions, an offer's item, a document's name. One query per kind on
 * the page, each within the tenant; a target since deleted has no name (the row's before/after still tell).
 */
async function auditTargetNames(
  db: DbOrTx,
  tenantId: string,
  rows: readonly { targetType: string; targetId: string | null }[],
): Promise<Map<string, string>> {
  const idsOf = (types: readonly string[], uuid = true) => [
    ...new Set(
      rows
        .filter((r) => types.includes(r.targetType) && r.targetId && (!uuid || UUID.test(r.targetId)))
        .map((r) => r.targetId!),
    ),
  ];
  const names = new Map<string, string>();
  const people = idsOf(['buyer', 'staff']);
  const bannerIds = idsOf(['banner']);
  const itemIds = idsOf(['stockItem'], false);
  const offerIds = idsOf(['offer']);
  const documentIds = idsOf(['document']);
  const groupKeys = idsOf(['stockGroup'], false);
  const [peopleRows, bannerRows, itemRows, offerRows, documentRows, groupRows] = await Promise.all([
    ifAny(people, () =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, people))),
    ),
    ifAny(bannerIds, () =>
      db
        .select({ id: banners.id, content: banners.content })
        .from(banners)
        .where(and(eq(banners.tenantId, tenantId), inArray(banners.id, bannerIds))),
    ),
    ifAny(itemIds, () =>
      db
        .select({ id: stockItems.itemNumberWarehouse, name: stockItems.skuDescription })
        .from(stockItems)
        .where(and(eq(stockItems.tenantId, tenantId), inArray(stockItems.itemNumberWarehouse, itemIds))),
    ),
    ifAny(offerIds, () =>
      db
        .select({ id: stocklistOffers.id, name: stockItems.skuDescription })
        .from(stocklistOffers)
        .innerJoin(
          stockItems,
          and(
            eq(stockItems.tenantId, stocklistOffers.tenantId),
            eq(stockItems.itemNumberWarehouse, stocklistOffers.itemNumberWarehouse),
          ),
        )
        .where(and(eq(stocklistOffers.tenantId, tenantId), inArray(stocklistOffers.id, offerIds))),
    ),
    ifAny(documentIds, () =>
      db
        .select({ id: pendingDocuments.id, name: pendingDocuments.name })
        .from(pendingDocuments)
        .where(and(eq(pendingDocuments.tenantId, tenantId), inArray(pendingDocuments.id, documentIds))),
    ),
    ifAny(groupKeys, () =>
      db
        .select({ id: stockGroups.groupKey, title: stockGroups.title, warehouse: stockGroups.warehouse })
        .from(stockGroups)
        .where(and(eq(stockGroups.tenantId, tenantId), inArray(stockGroups.groupKey, groupKeys))),
    ),
  ]);
  for (const u of peopleRows) {
    const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
    names.set(`buyer:${u.id}`, name);
    names.set(`staff:${u.id}`, name);
  }
  for (const b of bannerRows) {
    const name = bannerName(b.content);
    if (name) names.set(`banner:${b.id}`, name);
  }
  for (const i of itemRows) if (i.name) names.set(`stockItem:${i.id}`, i.name);
  for (const o of offerRows) if (o.name) names.set(`offer:${o.id}`, o.name);
  for (const d of documentRows) names.set(`document:${d.id}`, d.name);
  for (const g of groupRows) names.set(`stockGroup:${g.id}`, `${g.title} (${g.warehouse})`);
  return names;
}

/** GET seller/audit (any staff): the tenant's audit log, newest first, filtered by action and actor; hasMore paging. */
export async function auditLog(
  db: DbOrTx,
  ctx: RequestContext,
  q: StaffAuditQuery,
): Promise<StaffAuditResponse> {
  await requireStaff(db, ctx, 'read');
  const where = and(
    eq(staffAudit.tenantId, ctx.tenantId),
    q.action ? eq(staffAudit.action, q.action) : undefined,
    q.actor ? eq(staffAudit.actorEmail, q.actor) : undefined,
  );
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(q.pageSize + 1)
    .offset((q.page - 1) * q.pageSize);
  const facets = await db
    .select({
      actions: sql<string[]>`coalesce(array_agg(distinct ${staffAudit.action}), '{}')`,
      actors: sql<string[]>`coalesce(array_agg(distinct ${staffAudit.actorEmail}), '{}')`,
    })
    .from(staffAudit)
    .where(eq(staffAudit.tenantId, ctx.tenantId));
  const page = rows.slice(0, q.pageSize);
  const names = await auditTargetNames(db, ctx.tenantId, page);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorEmail: r.actorEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      targetName: names.get(`${r.targetType}:${r.targetId}`) ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    hasMore: rows.length > q.pageSize,
    page: q.page,
    pageSize: q.pageSize,
    actions: [...(facets[0]?.actions ?? [])].sort(),
    actors: [...(facets[0]?.actors ?? [])].sort(),
  };
}
