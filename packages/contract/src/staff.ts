import { z } from 'zod';
import { StaffRole } from './identity.ts';
import { text } from './inputs.ts';

/**
 * Staff management and the staff audit log of the seller console (docs/decisions/016). Staff accounts are the
 * tenant's Seller-group users; only an OWNER lists, invites, re-roles or deactivates them. The audit log is read
 * by any staff member.
 */

export const STAFF_PATHS = {
  /** → StaffListResponse (OWNER). */
  list: { method: 'GET', path: '/seller/staff' },
  /** Body StaffInviteBody → StaffMember (OWNER): a temporary password mailed through the outbox. */
  invite: { method: 'POST', path: '/seller/staff' },
  /** Body StaffUpdateBody → StaffMember (OWNER): role, deactivate / reactivate. */
  update: { method: 'PATCH', path: '/seller/staff/:userId' },
  /** → StaffMe: the signed-in staff member's own role (any staff). */
  me: { method: 'GET', path: '/seller/staff/me' },
  /** Query StaffAuditQuery → StaffAuditResponse (any staff). */
  audit: { method: 'GET', path: '/seller/audit' },
} as const;

export const StaffMember = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  staffRole: StaffRole,
  active: z.boolean(),
  /** Invited and not yet signed in with their own password. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffListResponse = z.object({ staff: z.array(StaffMember) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

export const StaffInviteBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(320),
  firstName: text().trim().max(100),
  lastName: text().trim().max(100),
  staffRole: StaffRole,
});
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

export const StaffUpdateBody = z
  .object({ staffRole: StaffRole.optional(), active: z.boolean().optional() })
  .refine((b) => b.staffRole !== undefined || b.active !== undefined, 'Nothing to change');
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

export const StaffUserParams = z.object({ userId: z.string().uuid() });

export const StaffMe = z.object({ userId: z.string(), email: z.string(), staffRole: StaffRole });
export type StaffMe = z.infer<typeof StaffMe>;

export const StaffAuditQuery = z.object({
  action: text().max(100).optional(),
  actor: text().max(320).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuery>;

export const StaffAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntry>;

export const StaffAuditResponse = z.object({
  entries: z.array(StaffAuditEntry),
  hasMore: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The actions and actors found in the tenant's log, for the filters. */
  actions: z.array(z.string()),
  actors: z.array(z.string()),
});
export type StaffAuditResponse = z.infer<typeof StaffAuditResponse>;
