import type { StaffAuditAction } from '@portico/contract';
import { type StaffNeed, staffRoleAllows } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AccessContext, loadUserAccess, type UserAccess } from '../accounts/accounts.service.ts';

/**
 * Staff access of the seller console, in one place: every console service calls `requireStaff(db, ctx, need)`
 * with what the action needs — `read` (any staff role), `write` (OWNER, OPERATIONS) or `owner` (OWNER) — and
 * every staff write records itself with `recordStaffAction` in the same transaction (the audit log). The route
 * already checked the token's Seller group; this re-reads the account, so a removed, disabled or re-roled staff
 * user is refused at the next request (B-033). Console write routes also run it as their preValidation hook
 * (app.requireStaffRole), so a refused role gets 403 before its body is validated.
 */
export type StaffAccess = UserAccess & { staffRole: string };

export async function requireStaff(
  db: DbOrTx,
  ctx: AccessContext,
  need: StaffNeed = 'read',
): Promise<StaffAccess> {
  const access = await loadUserAccess(db, ctx);
  if (!access.isSeller) throw new AppError('forbidden', 'Access denied');
  if (!staffRoleAllows(access.staffRole, need)) {
    throw new AppError('forbidden', 'Your staff role does not allow this', { need });
  }
  return access;
}

export type StaffAction = {
  /** A stable code: `<area>.<object>.<verb>`, e.g. `buyers.authorities.update`, `staff.invite` (the contract's list). */
  action: StaffAuditAction;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row for a staff change; call it inside the change's own transaction. */
export async function recordStaffAction(
  tx: DbOrTx,
  ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'email'>,
  entry: StaffAction,
): Promise<void> {
  await tx.insert(staffAudit).values({
    tenantId: ctx.tenantId,
    actorUserId: ctx.userId,
    actorEmail: ctx.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
