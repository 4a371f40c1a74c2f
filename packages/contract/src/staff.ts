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

/** The commerce tables the console edits row by row (commerce-crud): action `settings.<entity>.<verb>`. */
export const COMMERCE_AUDIT_ENTITIES = [
  'shippingMethod',
  'paymentMethod',
  'warehouse',
  'additionalService',
] as const;
/** The order desk's events a staff member sends (orders.<event>), and the desk's line edit. */
const DESK_AUDIT_EVENTS = [
  'release',
  'hold',
  'cancel',
  'cancel_with_fee',
  'quote',
  'pay',
  'ship',
  'invoice',
  'expire',
  'extend_hold',
] as const;

/**
 * Every action the audit log records, `<area>.<object>.<verb>`: the server writes only these (recordStaffAction
 * takes this type) and the console names each in words (its audit dictionary covers the list).
 */
export const STAFF_AUDIT_ACTIONS = [
  'banners.banner.create',
  'banners.banner.update',
  'banners.banner.delete',
  'brand.draft.save',
  'brand.draft.discard',
  'brand.publish',
  'brand.asset.upload',
  'buyers.invite',
  'buyers.approve',
  'buyers.profile.update',
  'buyers.authorities.update',
  'buyers.password.reset',
  'buyers.deactivate',
  'buyers.reactivate',
  'documents.approve',
  'documents.reject',
  'offers.answer',
  'offers.answer.undo',
  'offers.rule.update',
  'offers.rule.delete',
  'offers.settings.update',
  'offers.schedule-note.update',
  'orders.lines.update',
  ...DESK_AUDIT_EVENTS.map((e) => `orders.${e}` as const),
  'settings.daily-report.update',
  'settings.hold-window.update',
  'settings.orders.update',
  'settings.stock-list.update',
  'settings.free-freight.update',
  'settings.insurance.update',
  'settings.taxRules.update',
  'settings.proof-of-export.update',
  'settings.site-services.update',
  ...COMMERCE_AUDIT_ENTITIES.flatMap((e) =>
    (['create', 'update', 'delete'] as const).map((v) => `settings.${e}.${v}` as const),
  ),
  'staff.invite',
  'staff.role.update',
  'staff.deactivate',
  'staff.reactivate',
  'stock.item.update',
  'stock.group.offers',
  'stock.upload.apply',
  'words.word.update',
  'words.word.reset',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

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
  /** What the target is called now (a buyer's or staff member's name, a banner's title); null when it has none. */
  targetName: z.string().nullable(),
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
