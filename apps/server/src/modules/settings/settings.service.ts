import {
  type CartSettings,
  DEFAULT_CART_SETTINGS,
  DEFAULT_ORDER_SETTINGS,
  type InventorySettings,
  OrderSettings,
  type PendingDocuments,
  type StocklistSettings,
  SystemMessage,
} from '@portico/contract';
import { z } from 'zod';
import type { Tenant } from '../tenants/tenant.repository.ts';

/**
 * The app-load settings, read from `tenants.settings` (TenantSettingsDoc) with defaults for
 * anything missing or malformed, so a half-configured tenant still loads. The tenant is the request's,
 * already checked against the token (plugins/auth.ts), so every answer is scoped to it.
 */

type SettingsDoc = Record<string, unknown>;
const docOf = (tenant: Pick<Tenant, 'settings'>): SettingsDoc => tenant.settings ?? {};

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const Labels = z.record(z.string(), z.string());
function warehouseLabels(doc: SettingsDoc): Record<string, string> {
  const parsed = Labels.safeParse(doc.warehouseLabels);
  return parsed.success ? parsed.data : {};
}

/** GET order/settings. Each part the tenant set replaces the default's part, if it is well-formed. */
export function orderSettings(tenant: Pick<Tenant, 'settings'>): OrderSettings {
  const stored = asObject(docOf(tenant).orderSettings);
  const out: OrderSettings = structuredClone(DEFAULT_ORDER_SETTINGS);
  for (const key of Object.keys(OrderSettings.shape) as (keyof OrderSettings)[]) {
    const part = OrderSettings.shape[key].safeParse(stored[key]);
    if (part.success) Object.assign(out, { [key]: part.data });
  }
  return out;
}

/** GET inventory/settings (includes warehouseLabels). */
export function inventorySettings(tenant: Pick<Tenant, 'settings'>): InventorySettings {
  return { warehouseLabels: warehouseLabels(docOf(tenant)) };
}

/** GET stocklist/cart/settings: the system messages (part 1 §3 System messages). */
export function cartSettings(tenant: Pick<Tenant, 'settings'>): CartSettings {
  const stored = asObject(docOf(tenant).cartSettings);
  const message = (key: keyof CartSettings) => {
    const merged = { ...DEFAULT_CART_SETTINGS[key], ...asObject(stored[key]) };
    const parsed = SystemMessage.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_CART_SETTINGS[key];
  };
  return {
    freeShippingMessage: message('freeShippingMessage'),
    offerClearingSchedule: message('offerClearingSchedule'),
  };
}

/** GET stocklist/stocklist/settings: the minimal shape for now; the stock list issue fills in the rest. */
export function stocklistSettings(tenant: Pick<Tenant, 'settings'>): StocklistSettings {
  const doc = docOf(tenant);
  return {
    category: [],
    categoryLabels: {},
    warehouseAcceptingOffer: [],
    // P-003, P-006
    defaultAlertQuantity: 100,
    maxItemQuantityToBeDisplayed: 999,
    ...asObject(doc.stocklistSettings),
    warehouseLabels: warehouseLabels(doc),
  };
}

/** GET account/pending-documents: no proof-of-export documents yet (H; Q-066 fills them). */
export function pendingDocuments(): PendingDocuments {
  return { documents: [], documentUploadUrl: '', authToken: '', disablePayAndShipNow: false, isOpen: false };
}
