import type { ProofOfExportRule } from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { tenants } from '../db/schema/index.ts';

/**
 * The demo's proof-of-export rule (H-001, Q-066): Harbor asks export@harbor.test — and only that buyer, so the
 * other demo logins never meet the dialog — for a document for each held order. The seller changes the rule on
 * the console's Documents page.
 */
export const DEMO_EXPORT_RULE: ProofOfExportRule = {
  rule: 'OFF',
  homeCountry: 'US',
  buyerEmails: ['export@harbor.test'],
};

export async function seedDemoExportRule(tx: DbOrTx, tenantIds: { harbor: string }): Promise<void> {
  const patch = JSON.stringify({ proofOfExport: DEMO_EXPORT_RULE });
  await tx
    .update(tenants)
    .set({ settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(tenants.id, tenantIds.harbor));
}
