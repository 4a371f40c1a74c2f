import type { OfferIdList } from '@portico/contract';
import { request } from '@portico/web-kit';

/**
 * POST stocklist/cart/checkout/{warehouseCode} (G-069, N-037, Q-002) and POST
 * stocklist/cart/add-to-existing-order/{warehouseCode} (G-070, N-038, Q-003), body the selected offerIds.
 * The answer is the checkout payload the checkout page reads; the cart only passes it on.
 * Errors are handled by the caller ('silent'): prospectCannotCheckoutContactSalesRep opens the not-ready
 * dialog (G-071) instead of a snackbar.
 */
export const checkoutCart = (warehouseCode: string, offerIds: OfferIdList) =>
  request<unknown>(`stocklist/cart/checkout/${encodeURIComponent(warehouseCode)}`, {
    method: 'POST',
    body: offerIds,
    onError: 'silent',
  });

export const addToExistingOrder = (warehouseCode: string, offerIds: OfferIdList) =>
  request<unknown>(`stocklist/cart/add-to-existing-order/${encodeURIComponent(warehouseCode)}`, {
    method: 'POST',
    body: offerIds,
    onError: 'silent',
  });
