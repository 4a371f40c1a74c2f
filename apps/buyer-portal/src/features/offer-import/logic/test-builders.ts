import type {
  ImportConflictOffer,
  ImportInvalidOffer,
  ImportResult,
  ImportValidOffer,
} from '@portico/contract';

/** Builders with overrides for the review's rows (CONVENTIONS 10). */

export const anInvalidOffer = (o: Partial<ImportInvalidOffer> = {}): ImportInvalidOffer => ({
  rowNumber: 2,
  description: '',
  itemNumber: 'NOPE-1',
  warehouse: 'MIA',
  offerQuantity: '5',
  offerPrice: '100',
  reason: 'Item NOPE-1 was not found in the stock list',
  reasonCode: 'importItemNotFound',
  reasonParams: { itemNumber: 'NOPE-1' },
  pxnOffer: false,
  pxnsParticipantId: null,
  ...o,
});

export const aValidOffer = (o: Partial<ImportValidOffer> = {}): ImportValidOffer => ({
  rowNumber: 3,
  itemNumberWarehouse: 'A-1-MIA',
  itemNumber: 'A-1',
  warehouse: 'MIA',
  description: 'iPhone 13 128GB Blue',
  groupName: 'iPhone 13',
  groupItemName: 'iPhone 13 128GB Blue A',
  availableQuantity: 40,
  listPrice: 300,
  incrementSize: 1,
  offerQuantity: 5,
  offerPrice: 280,
  offerStatus: 'PENDING_ACCEPTANCE',
  comments: '',
  ...o,
});

export const aConflictOffer = (o: Partial<ImportConflictOffer> = {}): ImportConflictOffer => ({
  ...aValidOffer({ rowNumber: 4, itemNumberWarehouse: 'B-2-MIA', itemNumber: 'B-2' }),
  existingOfferStatus: 'PENDING_ACCEPTANCE',
  existingOfferStatusString: 'Pending',
  existingTransactionQuantity: 2,
  existingTransactionPrice: 250,
  ...o,
});

export const anImportResult = (o: Partial<ImportResult> = {}): ImportResult => ({
  fileName: 'offers.xlsx',
  invalidOffers: [],
  conflictOffers: [],
  validOffersMap: {},
  expiresAt: '2026-11-23T16:00:00.000Z',
  ...o,
});
