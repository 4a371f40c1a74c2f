import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/index.ts';
import { seedDemoCheckout } from './demo-checkout.ts';
import { seedDemoExportRule } from './demo-export.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedDemoTenants } from './demo-tenants.ts';
import { seedDemoUsers } from './demo-users.ts';

/** Only the demo seed uses this password; `tenant create` and `user invite` generate random ones. */
export const DEMO_PASSWORD = 'Portico-demo-1';

export const DEMO_LOGINS = [
  { email: 'buyer@harbor.test', tenant: 'Harbor Phones', host: 'localhost', role: 'Buyer, every authority' },
  {
    email: 'prospect@harbor.test',
    tenant: 'Harbor Phones',
    host: 'localhost',
    role: 'Buyer, application in progress',
  },
  { email: 'viewer@harbor.test', tenant: 'Harbor Phones', host: 'localhost', role: 'Buyer, browse only' },
  {
    email: 'export@harbor.test',
    tenant: 'Harbor Phones',
    host: 'localhost',
    role: 'Buyer asked for proof of export on every held order',
  },
  { email: 'seller@harbor.test', tenant: 'Harbor Phones', host: 'localhost', role: 'Seller (/seller/)' },
  { email: 'ops@harbor.test', tenant: 'Harbor Phones', host: 'localhost', role: 'Seller, operations staff' },
  {
    email: 'readonly@harbor.test',
    tenant: 'Harbor Phones',
    host: 'localhost',
    role: 'Seller, read-only staff',
  },
  { email: 'buyer@summit.test', tenant: 'Summit Mobile Trade', host: 'summit.localhost', role: 'Buyer' },
  { email: 'seller@summit.test', tenant: 'Summit Mobile Trade', host: 'summit.localhost', role: 'Seller' },
] as const;

/**
 * Seeds the demo tenants and their users in one transaction, when the database holds no tenant yet. `orders`
 * (default true) adds the shipped and invoiced demo orders (demo-orders.ts); the API tests' template leaves them
 * out, so each test starts from buyers without order history.
 */
export async function seedDemoIfEmpty(
  db: Db,
  { orders = true }: { orders?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two nodes starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length > 0) return false;
    const tenantIds = await seedDemoTenants(tx);
    await seedDemoUsers(tx, tenantIds);
    await seedDemoStock(tx, tenantIds);
    await seedDemoCheckout(tx, tenantIds);
    await seedDemoExportRule(tx, tenantIds);
    if (orders) await seedDemoOrders(tx, tenantIds);
    return true;
  });
}
