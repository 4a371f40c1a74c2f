import type { Tx } from '../db/client.ts';

/** The two demo tenants, "harbor" and "summit", with domains, config, dictionaries and banners. Returns slug → id. */
export async function seedDemoTenants(_tx: Tx): Promise<Record<'harbor' | 'summit', string>> {
  throw new Error('not written yet');
}
