import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

/**
 * Every authenticated request reads the account (B-033: changes apply at the next request), so it is one named
 * statement (db/raw.ts), parsed and planned once per connection (PERFORMANCE P5, P8).
 */
const ACCOUNT_SQL = `select id, email, first_name, last_name, groups, authorities, buyer_status, sales_rep_email,
  sales_rep_phone, sales_rep_whatsapp, disabled, tokens_valid_after, staff_role
from users where tenant_id = $1 and id = $2 limit 1`;

type RawAccount = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  groups: string[];
  authorities: string[];
  buyer_status: string;
  sales_rep_email: string | null;
  sales_rep_phone: string | null;
  sales_rep_whatsapp: string | null;
  disabled: boolean;
  tokens_valid_after: string | Date | null;
  staff_role: string;
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account fields the tenant API answers, read by tenant and user id (CONVENTIONS habit 3). */
export async function findAccount(db: DbOrTx, tenantId: string, userId: string) {
  // Ids come from a verified token; anything else is simply no account (never a database error).
  if (!UUID.test(tenantId) || !UUID.test(userId)) return undefined;
  const [r] = await queryRows<RawAccount>(db, 'find_account', ACCOUNT_SQL, [tenantId, userId]);
  if (!r) return undefined;
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    groups: r.groups,
    authorities: r.authorities,
    buyerStatus: r.buyer_status,
    salesRepEmail: r.sales_rep_email,
    salesRepPhone: r.sales_rep_phone,
    salesRepWhatApp: r.sales_rep_whatsapp,
    disabled: r.disabled,
    tokensValidAfter: r.tokens_valid_after,
    staffRole: r.staff_role,
  };
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
