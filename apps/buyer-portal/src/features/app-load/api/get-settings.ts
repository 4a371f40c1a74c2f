import {
  type CartSettings,
  type InventorySettings,
  type OrderSettings,
  PendingDocuments,
  type StocklistSettings,
} from '@portico/contract';
import { request } from '@portico/web-kit';

/** App-load settings. Failures show their message as an error toast (A-032, O-019). */
export const getOrderSettings = () => request<OrderSettings>('order/settings');
export const getInventorySettings = () => request<InventorySettings>('inventory/settings');
export const getCartSettings = () => request<CartSettings>('stocklist/cart/settings');
export const getStocklistSettings = () => request<StocklistSettings>('stocklist/stocklist/settings');
/** H-012: a failure of the proof-of-export fetch is only logged. */
export const getPendingDocuments = () =>
  request<PendingDocuments>('account/pending-documents', { schema: PendingDocuments, onError: 'log' });

/** Query keys other features read the loaded settings under. */
export const SETTINGS_KEYS = {
  order: ['order', 'settings'],
  inventory: ['inventory', 'settings'],
  cart: ['stocklist', 'cart', 'settings'],
  stocklist: ['stocklist', 'stocklist', 'settings'],
  pendingDocuments: ['account', 'pending-documents'],
} as const;
