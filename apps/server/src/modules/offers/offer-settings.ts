import { DEFAULT_SELLER_OFFER_SETTINGS, SellerOfferSettings } from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

/**
 * The tenant's offer settings (Q-019 answer window, Q-021 pending window), stored in tenants.settings under
 * `offerSettings`. Anything missing or malformed there reads as the defaults.
 */
export async function readOfferSettings(db: DbOrTx, tenantId: string): Promise<SellerOfferSettings> {
  const rows = await db
    .select({ value: sql<unknown>`${tenants.settings} -> 'offerSettings'` })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return offerSettingsOf(rows[0]?.value);
}

/** The stored `offerSettings` value as settings: anything missing or malformed reads as the defaults. */
export function offerSettingsOf(value: unknown): SellerOfferSettings {
  const parsed = SellerOfferSettings.partial().safeParse(value ?? {});
  return { ...DEFAULT_SELLER_OFFER_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** Merges into tenants.settings, leaving the other settings keys as they are. */
export async function writeOfferSettings(
  db: DbOrTx,
  tenantId: string,
  value: SellerOfferSettings,
): Promise<void> {
  await db
    .update(tenants)
    .set({
      settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || jsonb_build_object('offerSettings', ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(tenants.id, tenantId));
}
