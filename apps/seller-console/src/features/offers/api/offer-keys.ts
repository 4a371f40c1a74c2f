import type { SellerOffersQuery } from '@portico/contract';

/** Query keys of the offers screens; everything under ['seller', 'offers'] refreshes on an offers.changed event. */
export const offerKeys = {
  all: ['seller', 'offers'] as const,
  inbox: (query: SellerOffersQuery) => ['seller', 'offers', 'inbox', query] as const,
  history: () => ['seller', 'offers', 'history'] as const,
  settings: () => ['seller', 'offers', 'settings'] as const,
  rules: () => ['seller', 'offers', 'rules'] as const,
};
