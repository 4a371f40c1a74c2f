import type { Tx } from '../db/client.ts';

/** The demo logins of DEMO_LOGINS, all with DEMO_PASSWORD. */
export async function seedDemoUsers(
  _tx: Tx,
  _tenantIds: Record<'harbor' | 'summit', string>,
): Promise<void> {}
