/**
 * What a seller-console staff role may do. Every console route names what it needs: `read` (any staff), `write`
 * (change the business: stock, offers, orders, buyers, settings) or `owner` (staff accounts and roles). An unknown
 * role stored in the database is treated as read-only.
 */
export type StaffNeed = 'read' | 'write' | 'owner';

const ALLOWED: Record<string, ReadonlySet<StaffNeed>> = {
  OWNER: new Set<StaffNeed>(['read', 'write', 'owner']),
  OPERATIONS: new Set<StaffNeed>(['read', 'write']),
  READ_ONLY: new Set<StaffNeed>(['read']),
};

export function staffRoleAllows(role: string, need: StaffNeed): boolean {
  return (ALLOWED[role] ?? ALLOWED.READ_ONLY)?.has(need) ?? false;
}
