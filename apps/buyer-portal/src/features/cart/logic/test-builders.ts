import type { OfferStatus, StocklistOffer } from '@portico/contract';
import type { CartLine } from './cart-lines.ts';

/** A cart line for table tests; `offer` overrides the stocklistOffer fields. */
export function line(
  id: string,
  over: Partial<Omit<CartLine, 'stocklistOffer'>> = {},
  offer: Partial<StocklistOffer> & { offerStatus?: OfferStatus } = {},
): CartLine {
  return {
    itemDescription: `Item ${id}`,
    itemNumber: `SKU-${id}`,
    itemNumberWarehouse: `SKU-${id}-${over.warehouse ?? 'MIA'}`,
    listPrice: 100,
    quantityAvailable: 10,
    incrementSize: 1,
    warehouse: 'MIA',
    isOfferAccepted: true,
    ...over,
    stocklistOffer: {
      offerStatus: 'BUY_AT_LIST',
      offerState: 'READY_TO_CHECKOUT',
      offerId: id,
      offerQuantity: 1,
      offerPrice: over.listPrice ?? 100,
      checkOutQuantity: null,
      checkOutPrice: null,
      counterPrice: null,
      acceptedOrCounteredExpirationDate: null,
      minimumCheckoutQuantity: null,
      ...offer,
    },
  };
}
