import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createAccountGate } from '../src/modules/accounts/account-gate.ts';
import { endIssuedTokens } from '../src/modules/identity/identity.repository.ts';
import { seededDatabase } from './helper.ts';

/**
 * The account gate every authenticated request passes: what another process changes (a node, the CLI) is seen
 * within the recheck interval; what this process changes is seen at once through forget(). A fake clock, a real
 * database. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const { database, drop } = await seededDatabase();
afterAll(drop);
const db = database.db;

async function account(email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u!;
}

describe('account gate', () => {
  it('sees a change made elsewhere once the recheck interval has passed, and at once after forget()', async () => {
    let clock = 1_000_000;
    const gate = createAccountGate(db, { recheckMs: 2000, now: () => clock });
    const u = await account('viewer@harbor.test');
    const issuedAt = Math.floor(Date.now() / 1000);
    expect(await gate.live(u.tenantId, u.id, issuedAt)).toBe(true);

    await db.update(users).set({ disabled: true }).where(eq(users.id, u.id));
    clock += 1999;
    expect(await gate.live(u.tenantId, u.id, issuedAt)).toBe(true);
    clock += 1;
    expect(await gate.live(u.tenantId, u.id, issuedAt)).toBe(false);

    await db.update(users).set({ disabled: false }).where(eq(users.id, u.id));
    gate.forget(u.tenantId, u.id);
    expect(await gate.live(u.tenantId, u.id, issuedAt)).toBe(true);
    await endIssuedTokens(db, u.tenantId, u.id, new Date((issuedAt + 5) * 1000));
    gate.forget(u.tenantId, u.id);
    expect(await gate.live(u.tenantId, u.id, issuedAt)).toBe(false);
    expect(await gate.live(u.tenantId, u.id, issuedAt + 5)).toBe(true);
  });

  it('refuses an account that does not exist, or an id that is not one', async () => {
    const gate = createAccountGate(db);
    const u = await account('buyer@harbor.test');
    expect(await gate.live(u.tenantId, '00000000-0000-4000-8000-000000000000', undefined)).toBe(false);
    expect(await gate.live(u.tenantId, 'not-a-uuid', undefined)).toBe(false);
    const summit = await account('buyer@summit.test');
    expect(await gate.live(summit.tenantId, u.id, undefined)).toBe(false);
  });
});
