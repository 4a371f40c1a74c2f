import type { ConfirmationType } from '@portico/contract';
import { newIdempotencyKey } from '@portico/web-kit';

/**
 * What the checkout keeps in browser storage (session storage: it belongs to this tab's attempt), so a reload of
 * /checkout/{warehouse} re-fetches the payload (I-004, I-057) and the combined-order review finds its warehouse,
 * sales order and offer ids (I-062). Cleared after a successful submit or update (I-057, I-065).
 */
export const CHECKOUT_STORAGE_KEYS = {
  offerIds: 'portico.checkout.offerIds',
  warehouse: 'portico.checkout.warehouseCode',
  idempotencyKey: 'portico.checkout.idempotencyKey',
  addToExistingWarehouse: 'portico.addToExistingOrder.warehouseCode',
  addToExistingSalesOrder: 'portico.addToExistingOrder.salesOrder',
  addToExistingOfferIds: 'portico.addToExistingOrder.offerIds',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const session = (): KeyValueStore | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked storage: the page still works from route state
  }
};

const readIds = (store: KeyValueStore | undefined, key: string): string[] | undefined => {
  const raw = store?.getItem(key);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')
      ? value
      : undefined;
  } catch {
    return undefined;
  }
};

const write = (store: KeyValueStore | undefined, key: string, value: string) => {
  try {
    store?.setItem(key, value);
  } catch {
    // quota or blocked: route state still carries the attempt
  }
};

/** The ids of the checkout in progress for a warehouse; undefined when none is stored for it. */
export function readCheckoutIds(warehouse: string, store = session()): string[] | undefined {
  if (store?.getItem(CHECKOUT_STORAGE_KEYS.warehouse) !== warehouse) return undefined;
  return readIds(store, CHECKOUT_STORAGE_KEYS.offerIds);
}

/**
 * Remembers a checkout attempt. The Idempotency-Key is kept while the same ids are checked out (double clicks,
 * retries, reloads make one order); different ids start a new attempt with a new key.
 */
export function rememberCheckout(warehouse: string, offerIds: readonly string[], store = session()): string {
  const same =
    store?.getItem(CHECKOUT_STORAGE_KEYS.warehouse) === warehouse &&
    JSON.stringify(readIds(store, CHECKOUT_STORAGE_KEYS.offerIds)) === JSON.stringify([...offerIds]);
  const existing = same ? store?.getItem(CHECKOUT_STORAGE_KEYS.idempotencyKey) : null;
  const key = existing || newIdempotencyKey();
  write(store, CHECKOUT_STORAGE_KEYS.warehouse, warehouse);
  write(store, CHECKOUT_STORAGE_KEYS.offerIds, JSON.stringify([...offerIds]));
  write(store, CHECKOUT_STORAGE_KEYS.idempotencyKey, key);
  return key;
}

/** I-057: after a successful submit the stored offer ids, warehouse code and key are cleared. */
export function clearCheckout(store = session()): void {
  store?.removeItem(CHECKOUT_STORAGE_KEYS.offerIds);
  store?.removeItem(CHECKOUT_STORAGE_KEYS.warehouse);
  store?.removeItem(CHECKOUT_STORAGE_KEYS.idempotencyKey);
}

export type AddToExistingState = { warehouseCode: string; salesOrder?: string; offerIds: string[] };

/** I-062: the add-to-existing-order keys. */
export function rememberAddToExisting(state: AddToExistingState, store = session()): void {
  write(store, CHECKOUT_STORAGE_KEYS.addToExistingWarehouse, state.warehouseCode);
  write(store, CHECKOUT_STORAGE_KEYS.addToExistingOfferIds, JSON.stringify(state.offerIds));
  if (state.salesOrder) write(store, CHECKOUT_STORAGE_KEYS.addToExistingSalesOrder, state.salesOrder);
  else store?.removeItem(CHECKOUT_STORAGE_KEYS.addToExistingSalesOrder);
}

export function readAddToExisting(store = session()): AddToExistingState | undefined {
  const warehouseCode = store?.getItem(CHECKOUT_STORAGE_KEYS.addToExistingWarehouse);
  const offerIds = readIds(store, CHECKOUT_STORAGE_KEYS.addToExistingOfferIds);
  if (!warehouseCode || !offerIds) return undefined;
  const salesOrder = store?.getItem(CHECKOUT_STORAGE_KEYS.addToExistingSalesOrder) ?? undefined;
  return salesOrder ? { warehouseCode, salesOrder, offerIds } : { warehouseCode, offerIds };
}

/** I-065: cleared after the combined order is updated. */
export function clearAddToExisting(store = session()): void {
  store?.removeItem(CHECKOUT_STORAGE_KEYS.addToExistingWarehouse);
  store?.removeItem(CHECKOUT_STORAGE_KEYS.addToExistingSalesOrder);
  store?.removeItem(CHECKOUT_STORAGE_KEYS.addToExistingOfferIds);
}

/** I-066: the confirmation page's route state. */
export type ConfirmationState = {
  fromCheckout: true;
  typeOfConfirmation: ConfirmationType;
  paymentMethod: { code: string; label: string; instructions: string | null } | null;
  phonexOrderNumber: string;
  paymentStatus: string | null;
};

const CONFIRMATION_TYPES: readonly string[] = ['PAY_AND_SHIP_NOW', 'HOLD_ORDER', 'HOLD_UNTIL_SHIPPING_QUOTE'];

/** I-071: anything else than a state written by the checkout sends the buyer to /cart. */
export function parseConfirmationState(state: unknown): ConfirmationState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const s = state as Partial<ConfirmationState>;
  if (s.fromCheckout !== true) return undefined;
  if (typeof s.phonexOrderNumber !== 'string' || s.phonexOrderNumber === '') return undefined;
  if (typeof s.typeOfConfirmation !== 'string' || !CONFIRMATION_TYPES.includes(s.typeOfConfirmation))
    return undefined;
  return {
    fromCheckout: true,
    typeOfConfirmation: s.typeOfConfirmation,
    paymentMethod: s.paymentMethod ?? null,
    phonexOrderNumber: s.phonexOrderNumber,
    paymentStatus: s.paymentStatus ?? null,
  };
}
