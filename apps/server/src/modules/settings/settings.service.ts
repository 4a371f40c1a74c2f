import {
  type CartSettings,
  DEFAULT_CART_SETTINGS,
  DEFAULT_ORDER_SETTINGS,
  type InventorySettings,
  ORDER_STATUS_LABEL_KEYS,
  OrderSettings,
  StocklistSettings,
  SystemMessage,
} from '@portico/contract';
import { type FreeFreightMethod, freeFreightMessage } from '@portico/domain';
import { z } from 'zod';
import type { Tenant } from '../tenants/tenant.repository.ts';
import { tenantLanguage } from '../tenants/tenants.service.ts';
import type { StockReference } from './settings.repository.ts';

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

/**
 * Labels DEFAULT_ORDER_SETTINGS had before, which tenants' stored settings still hold (the seed
 * stored the defaults whole): read as today's default, so the product speaks one spelling (Q-041, Q-043).
 */
const FORMER_DEFAULT_STATUS_LABELS: Readonly<Record<string, string>> = { CANCELED: 'Canceled' };

/** GET order/settings. Each part the tenant set replaces the default's part, if it is well-formed. */
export function orderSettings(tenant: Pick<Tenant, 'settings'>): OrderSettings {
  const stored = asObject(docOf(tenant).orderSettings);
  const out: OrderSettings = structuredClone(DEFAULT_ORDER_SETTINGS);
  for (const key of Object.keys(OrderSettings.shape) as (keyof OrderSettings)[]) {
    const part = OrderSettings.shape[key].safeParse(stored[key]);
    if (part.success) Object.assign(out, { [key]: part.data });
  }
  const defaultLabel = (code: string) =>
    DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses.find((s) => s.code === code)?.label;
  out.fulfillmentSettings.statuses = out.fulfillmentSettings.statuses.map((s) =>
    FORMER_DEFAULT_STATUS_LABELS[s.code] === s.label ? { ...s, label: defaultLabel(s.code) ?? s.label } : s,
  );
  return out;
}

/** The orders list's default columns → the dictionary key of their heading (the spec's column names). */
const COLUMN_LABEL_KEYS: Record<string, string> = {
  refOrderNumberOrPhonexOrderNumber: 'columnOrderNumber',
  updateDate: 'columnUpdated',
  warehouse: 'columnWarehouse',
  fulfillmentStatus: 'columnFulfillmentStatus',
  paymentStatus: 'columnPaymentStatus',
};

/**
 * A-010: the order settings' labels the tenant left at their English defaults (statuses, the orders list's
 * columns) read in the tenant's words (its language, its overrides); a label the tenant set is its own and stays.
 */
export function orderSettingsInWords(
  settings: OrderSettings,
  words: Readonly<Record<string, { i18n_value: string } | undefined>>,
): OrderSettings {
  const defaults = DEFAULT_ORDER_SETTINGS;
  const word = (key: string | undefined, fallback: string) => (key && words[key]?.i18n_value) || fallback;
  const statusKey = (code: string) => (ORDER_STATUS_LABEL_KEYS as Record<string, string>)[code];
  const relabel = <T extends { code: string; label: string }>(list: T[], original: readonly T[]) =>
    list.map((s) =>
      original.some((d) => d.code === s.code && d.label === s.label)
        ? { ...s, label: word(statusKey(s.code), s.label) }
        : s,
    );
  const out = structuredClone(settings);
  out.fulfillmentSettings.statuses = relabel(
    out.fulfillmentSettings.statuses,
    defaults.fulfillmentSettings.statuses,
  );
  out.paymentSettings.statuses = relabel(out.paymentSettings.statuses, defaults.paymentSettings.statuses);
  out.buyerSalesOrderListPageSettings.columns = out.buyerSalesOrderListPageSettings.columns.map((c) =>
    defaults.buyerSalesOrderListPageSettings.columns.some((d) => d.field === c.field && d.label === c.label)
      ? { ...c, label: word(COLUMN_LABEL_KEYS[c.field], c.label) }
      : c,
  );
  return out;
}

/** GET inventory/settings (includes warehouseLabels): the warehouses table over the stored labels. */
export function inventorySettings(tenant: Pick<Tenant, 'settings'>, ref: StockReference): InventorySettings {
  return { warehouseLabels: mergedWarehouseLabels(tenant, ref) };
}

function mergedWarehouseLabels(
  tenant: Pick<Tenant, 'settings'>,
  ref: StockReference,
): Record<string, string> {
  return {
    ...warehouseLabels(docOf(tenant)),
    ...Object.fromEntries(ref.warehouses.map((w) => [w.code, w.label])),
  };
}

/** A system message as the tenant stored it (cartSettings), the default where it is missing or malformed. */
export function storedSystemMessage(tenant: Pick<Tenant, 'settings'>, key: keyof CartSettings) {
  const stored = asObject(docOf(tenant).cartSettings);
  const merged = { ...DEFAULT_CART_SETTINGS[key], ...asObject(stored[key]) };
  const parsed = SystemMessage.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_CART_SETTINGS[key];
}

/**
 * A-031: GET stocklist/cart/settings: the system messages (part 1 §3 System messages). The free-shipping
 * message is written from the shipping methods' free-freight thresholds (`freeFreight`, the ones the charges
 * read; docs/decisions/015): shown when at least one method has one, never from a stored text that nothing
 * charges by. The offer-clearing schedule is the tenant's stored text.
 */
export function cartSettings(
  tenant: Pick<Tenant, 'settings' | 'config'>,
  freeFreight: readonly FreeFreightMethod[],
  /** The tenant's words: its language, its overrides (A-010, A-012; modules/words tenantWords). */
  words: { freeFreightOver: string; currencySymbol: string },
): CartSettings {
  const message = (key: keyof CartSettings) => storedSystemMessage(tenant, key);
  const config = tenant.config ?? {};
  const precision = z.number().int().min(0).max(4).safeParse(config.currencyPrecision);
  const promise = freeFreightMessage(freeFreight, words.freeFreightOver, {
    symbol: words.currencySymbol,
    currencyCode: typeof config.currencyCode === 'string' ? config.currencyCode : 'USD',
    precision: precision.success ? precision.data : 2,
    locale: tenantLanguage({ config }),
  });
  return {
    freeShippingMessage: { display: promise !== '', defaultMessage: promise },
    offerClearingSchedule: message('offerClearingSchedule'),
  };
}

const StoredDisplaySettings = StocklistSettings.pick({
  attributeLabels: true,
  attributeValueLabels: true,
  attributeSortAlgorithm: true,
  sortOrder: true,
  gradeFilterGroups: true,
  showGradeIcon: true,
  maxItemQuantityToBeDisplayed: true,
  defaultAlertQuantity: true,
  groupTopRightAttribute: true,
  groupBottomRightAttribute: true,
  itemDescriptionRules: true,
});
type StoredDisplaySettings = z.infer<typeof StoredDisplaySettings>;

const DEFAULT_DISPLAY: StoredDisplaySettings = {
  attributeLabels: {},
  attributeValueLabels: {},
  attributeSortAlgorithm: {},
  sortOrder: {},
  gradeFilterGroups: [],
  showGradeIcon: false,
  // P-006
  maxItemQuantityToBeDisplayed: 999,
  // P-003
  defaultAlertQuantity: 100,
  groupTopRightAttribute: 'grade',
  groupBottomRightAttribute: 'warehouse',
  itemDescriptionRules: { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' },
};

/** P-006, L-040: the tenant's maxItemQuantityToBeDisplayed (999 unless set). */
export function maxItemQuantityToBeDisplayed(tenant: Pick<Tenant, 'settings'>): number {
  const stored = asObject(docOf(tenant).stocklistSettings);
  const parsed = StoredDisplaySettings.shape.maxItemQuantityToBeDisplayed.safeParse(
    stored.maxItemQuantityToBeDisplayed,
  );
  return parsed.success ? parsed.data : DEFAULT_DISPLAY.maxItemQuantityToBeDisplayed;
}

/**
 * GET stocklist/stocklist/settings (C-056): lists (categories, search levels, grades, warehouses, warehouse
 * groups, warehouses accepting offers) come from their tables; display settings from
 * tenants.settings.stocklistSettings, each key falling back to its default when missing or malformed.
 */
export function stocklistSettings(
  tenant: Pick<Tenant, 'id' | 'name' | 'settings'>,
  ref: StockReference,
): StocklistSettings {
  const stored = asObject(docOf(tenant).stocklistSettings);
  const display: StoredDisplaySettings = structuredClone(DEFAULT_DISPLAY);
  for (const key of Object.keys(StoredDisplaySettings.shape) as (keyof StoredDisplaySettings)[]) {
    const part = StoredDisplaySettings.shape[key].safeParse(stored[key]);
    if (part.success) Object.assign(display, { [key]: part.data });
  }
  const labels = mergedWarehouseLabels(tenant, ref);
  return {
    ...display,
    category: ref.categories.map((c) => c.code),
    categoryLabels: Object.fromEntries(ref.categories.map((c) => [c.code, c.label])),
    searchLevels: Object.fromEntries(ref.categories.map((c) => [c.code, c.searchLevels.slice(0, 3)])),
    grade: ref.grades.map((g) => g.code),
    gradeLabels: Object.fromEntries(ref.grades.map((g) => [g.code, g.label])),
    gradeLabelDescriptions: ref.grades.map((g) => ({
      grade: g.code,
      gradeLabel: g.label,
      gradeDescription: g.description,
    })),
    warehouseLabels: labels,
    warehouses: ref.warehouses.map((w) => w.code),
    warehouseAcceptingOffer: ref.warehouses.filter((w) => w.acceptsOffers).map((w) => w.code),
    warehouseGroups: ref.warehouseGroups.map((g) => ({
      pxnParticipantId: tenant.id,
      warehouseGroupName: g.name,
      warehouseGroupDescription: g.description,
      warehouses: g.warehouseCodes.map((code) => ({
        warehouseId: code,
        warehouseLabel: labels[code] ?? code,
      })),
      isPxnr: false,
      isPxns: false,
      warehouseGroupSelectOrder: g.selectOrder,
    })),
    pxParticipantId: tenant.id,
  };
}
