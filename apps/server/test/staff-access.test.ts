import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { recordStaffAction, requireStaff } from '../src/modules/staff/staff-access.ts';
import { buildTestApp } from './helper.ts';

/**
 * The staff access core: a staff role allows what packages/domain staffRoleAllows says, re-read from the account on
 * every call; a buyer is never staff; an audit row names who did what. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const db = t.app.db;
afterAll(async () => t.close());

const [harbor] = await db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
if (!harbor) throw new Error('no harbor tenant');
const account = async (email: string) => {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, harbor.id), eq(users.email, email)));
  if (!u) throw new Error(`no ${email}`);
  return u;
};
const seller = await account('seller@harbor.test');
const buyer = await account('buyer@harbor.test');
const ctxOf = (u: { id: string; email: string }) => ({ tenantId: harbor.id, userId: u.id, email: u.email });
const setRole = (role: string) => db.update(users).set({ staffRole: role }).where(eq(users.id, seller.id));

describe('requireStaff', () => {
  it('lets the seeded seller (an owner) read, write and manage staff', async () => {
    await setRole('OWNER');
    for (const need of ['read', 'write', 'owner'] as const) {
      await expect(requireStaff(db, ctxOf(seller), need)).resolves.toMatchObject({ staffRole: 'OWNER' });
    }
  });

  it('refuses a read-only staff user a write at the next call, and an operations user the staff pages', async () => {
    await setRole('READ_ONLY');
    await expect(requireStaff(db, ctxOf(seller), 'read')).resolves.toMatchObject({ staffRole: 'READ_ONLY' });
    await expect(requireStaff(db, ctxOf(seller), 'write')).rejects.toMatchObject({ code: 'forbidden' });
    await setRole('OPERATIONS');
    await expect(requireStaff(db, ctxOf(seller), 'write')).resolves.toMatchObject({
      staffRole: 'OPERATIONS',
    });
    await expect(requireStaff(db, ctxOf(seller), 'owner')).rejects.toMatchObject({ code: 'forbidden' });
    await setRole('OWNER');
  });

  it('refuses a buyer whatever the need', async () => {
    await expect(requireStaff(db, ctxOf(buyer), 'read')).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('recordStaffAction', () => {
  it('writes who, what, to what, before and after', async () => {
    await recordStaffAction(db, ctxOf(seller), {
      action: 'buyers.authorities.update',
      targetType: 'buyer',
      targetId: buyer.id,
      before: { authorities: ['CAN_BUY_ONLINE'] },
      after: { authorities: [] },
    });
    const rows = await db.select().from(staffAudit).where(eq(staffAudit.tenantId, harbor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: seller.id,
      actorEmail: 'seller@harbor.test',
      action: 'buyers.authorities.update',
      targetType: 'buyer',
      targetId: buyer.id,
      before: { authorities: ['CAN_BUY_ONLINE'] },
      after: { authorities: [] },
    });
  });
});
