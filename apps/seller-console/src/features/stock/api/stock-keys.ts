import type { SellerStockQuery } from '@portico/contract';

/** Query keys of the stock screen; everything under ['seller', 'stock'] refreshes on a stock.changed event. */
export const stockKeys = {
  all: ['seller', 'stock'] as const,
  list: (query: SellerStockQuery) => ['seller', 'stock', 'list', query] as const,
};
