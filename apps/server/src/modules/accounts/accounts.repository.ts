import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account fields the tenant API answers, read by tenant and user id (CONVENTIONS habit 3). */
export async function findAccount(db: DbOrTx, tenantId: string, userId: string) {
  const rows = await db
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
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows[0];
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
