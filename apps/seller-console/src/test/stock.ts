import type { SellerStockItem } from '@portico/contract';

/** Test-only: one item as GET seller/stock/items lists it, with `over` on top. */
export const aStockItem = (over: Partial<SellerStockItem> = {}): SellerStockItem => ({
  itemNumberWarehouse: 'A54-MIA',
  itemNumber: 'A54',
  warehouse: 'MIA',
  category: 'PHONES',
  description: 'Galaxy A54',
  groupTitle: 'Samsung Galaxy A54',
  groupKey: 'a54-mia-a',
  groupTakesOffers: true,
  quantityAvailable: 142,
  listPrice: 139,
  incrementSize: 1,
  updatedAt: '2026-11-28T10:00:00.000Z',
  openOffers: { waiting: 0, agreed: 0 },
  ...over,
});
