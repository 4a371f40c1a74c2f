import type { DeskQueueQuery } from '@portico/contract/order-desk';

/** Query keys of the order desk; everything under ['seller', 'orders'] refreshes on an orders.changed event. */
export const ordersKeys = {
  all: ['seller', 'orders'] as const,
  summary: ['seller', 'orders', 'summary'] as const,
  queue: (query: Partial<DeskQueueQuery>) => ['seller', 'orders', 'queue', query] as const,
  order: (phonexOrderNumber: string) => ['seller', 'orders', 'order', phonexOrderNumber] as const,
  settings: ['seller', 'settings', 'orders'] as const,
};
