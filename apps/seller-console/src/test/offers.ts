import type { SellerOffer } from '@portico/contract';

/** Test-only: one offer awaiting the seller's answer, as GET seller/offers lists it, with `over` on top. */
export const anOffer = (over: Partial<SellerOffer> = {}): SellerOffer => ({
  offerId: 'o-1',
  version: 1,
  buyer: { userId: 'u-1', name: 'Dana Buyer', email: 'buyer@harbor.test', company: 'Harbor Phones' },
  itemNumberWarehouse: 'APL-IP13-128-BLK-A-MIA',
  itemNumber: 'APL-IP13-128-BLK-A',
  itemDescription: 'Apple iPhone 13 128GB Black Grade A',
  warehouse: 'MIA',
  listPrice: 200,
  quantityAvailable: 42,
  incrementSize: 5,
  offerQuantity: 12,
  offerPrice: 150,
  offerStatus: 'PENDING_ACCEPTANCE',
  offerState: 'AWAITING_TENANT_REVIEW',
  counterPrice: null,
  minimumCheckoutQuantity: null,
  acceptedOrCounteredExpirationDate: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});
