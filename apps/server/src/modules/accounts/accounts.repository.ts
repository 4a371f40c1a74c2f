import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const accountQuery = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      groups: users.groups,
      authorities: users.authorities,
      buyerStatus: users.buyerStatus,
      salesRepEmail: users.salesRepEmail,
      salesRepPhone: users.salesRepPhone,
      salesRepWhatApp: users.salesRepWhatApp,
      disabled: users.disabled,
    })
    .from(users)
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_account');

/**
 * Every authenticated request reads the account (B-033: changes apply at the next request), so the statement is
 * built once per database handle (and a transaction's) and prepared, not rebuilt each time (PERFORMANCE P5).
 */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof accountQuery>>();

/** The account fields the tenant API answers, read by tenant and user id (CONVENTIONS habit 3). */
export async function findAccount(db: DbOrTx, tenantId: string, userId: string) {
  let query = prepared.get(db);
  if (!query) {
    query = accountQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ tenantId, userId });
  return rows[0];
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
