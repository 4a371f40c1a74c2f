import { describe, expect, it } from 'vitest';
import { checkSellerAnswer, decideAutoAnswer } from './offer-answer.ts';
import { type CartSaveLine, decideCartOfferSave } from './offer-cart-save.ts';
import {
  addHours,
  applyOfferEvent,
  OFFER_TRANSITIONS,
  type OfferEvent,
  type OfferLine,
  type OfferStateName,
  type OfferStatusName,
  offerLineChanged,
} from './offer-lifecycle.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = addHours(NOW, 25);

const line = (
  status: OfferStatusName,
  state: OfferStateName,
  overrides: Partial<OfferLine> = {},
): OfferLine => ({
  status,
  state,
  offerQuantity: 10,
  offerPriceMinor: 9_000,
  checkOutQuantity: null,
  checkOutPriceMinor: null,
  counterPriceMinor: null,
  minimumCheckoutQuantity: null,
  expiresAt: null,
  pendingExpiresAt: null,
  statusBeforeOutOfStock: null,
  answeredAt: null,
  ...overrides,
});

const pending = line('PENDING_ACCEPTANCE', 'AWAITING_TENANT_REVIEW');
const accepted = line('ACCEPTED', 'AWAITING_BUYER_REVIEW', {
  minimumCheckoutQuantity: 5,
  expiresAt: addHours(NOW, 24),
  answeredAt: NOW,
});
const countered = line('COUNTERED', 'AWAITING_BUYER_REVIEW', {
  counterPriceMinor: 9_500,
  minimumCheckoutQuantity: 12,
  expiresAt: addHours(NOW, 24),
  answeredAt: NOW,
});
const rejected = line('NOT_ACCEPTED', 'AWAITING_BUYER_REVIEW', { expiresAt: addHours(NOW, 24) });
const expired = line('EXPIRED', 'AWAITING_BUYER_REVIEW');
const buy = line('BUY_AT_LIST', 'READY_TO_CHECKOUT', {
  offerPriceMinor: 10_000,
  checkOutQuantity: 10,
  checkOutPriceMinor: 10_000,
});
const dropped = line('PRICE_DROPPED', 'READY_TO_CHECKOUT', {
  checkOutQuantity: 10,
  checkOutPriceMinor: 8_000,
});
const window = { now: NOW, windowHours: 24 };

type Row = [
  name: string,
  from: OfferLine | null,
  event: OfferEvent,
  arrow: string,
  expected: Partial<OfferLine>,
];

/** One row per arrow of OFFER_TRANSITIONS (at least); the last test checks none is left out. */
const arrows: Row[] = [
  [
    'a new buy at list is ready to check out',
    null,
    { type: 'BUY', quantity: 3, listPriceMinor: 10_000 },
    'buy at list',
    {
      status: 'BUY_AT_LIST',
      state: 'READY_TO_CHECKOUT',
      offerQuantity: 3,
      offerPriceMinor: 10_000,
      checkOutQuantity: 3,
      checkOutPriceMinor: 10_000,
    },
  ],
  [
    'a new offer awaits the seller, with its pending expiry',
    null,
    { type: 'OFFER', quantity: 4, priceMinor: 8_500, pendingExpiresAt: LATER },
    'make an offer',
    {
      status: 'PENDING_ACCEPTANCE',
      state: 'AWAITING_TENANT_REVIEW',
      offerQuantity: 4,
      offerPriceMinor: 8_500,
      checkOutQuantity: null,
      pendingExpiresAt: LATER,
    },
  ],
  [
    're-offer below a counter starts a fresh pending offer (Q-023)',
    countered,
    { type: 'OFFER', quantity: 12, priceMinor: 9_200, pendingExpiresAt: null },
    'make an offer',
    {
      status: 'PENDING_ACCEPTANCE',
      state: 'AWAITING_TENANT_REVIEW',
      offerPriceMinor: 9_200,
      counterPriceMinor: null,
      minimumCheckoutQuantity: null,
      expiresAt: null,
      answeredAt: null,
    },
  ],
  [
    'MAKE OFFER on a buy at list (tab 0)',
    buy,
    { type: 'OFFER', quantity: 10, priceMinor: 9_000, pendingExpiresAt: null },
    'make an offer',
    { status: 'PENDING_ACCEPTANCE', state: 'AWAITING_TENANT_REVIEW', checkOutPriceMinor: null },
  ],
  [
    'seller accepts: awaiting the buyer, expiring after the window, minimum = offered quantity',
    pending,
    { type: 'ACCEPT', ...window, minimumCheckoutQuantity: null },
    'seller accepts',
    {
      status: 'ACCEPTED',
      state: 'AWAITING_BUYER_REVIEW',
      minimumCheckoutQuantity: 10,
      expiresAt: addHours(NOW, 24),
      answeredAt: NOW,
    },
  ],
  [
    'seller counters with a price and a minimum',
    pending,
    { type: 'COUNTER', ...window, counterPriceMinor: 9_500, minimumCheckoutQuantity: 12 },
    'seller counters',
    {
      status: 'COUNTERED',
      state: 'AWAITING_BUYER_REVIEW',
      counterPriceMinor: 9_500,
      minimumCheckoutQuantity: 12,
      expiresAt: addHours(NOW, 24),
    },
  ],
  [
    'seller rejects',
    pending,
    { type: 'REJECT', ...window },
    'seller rejects',
    { status: 'NOT_ACCEPTED', state: 'AWAITING_BUYER_REVIEW', expiresAt: addHours(NOW, 24) },
  ],
  [
    'move to cart: ACCEPTED checks out at the offer price',
    accepted,
    { type: 'MOVE_TO_CART', listPriceMinor: 10_000 },
    'move an accepted offer to the cart',
    { status: 'ACCEPTED', state: 'READY_TO_CHECKOUT', checkOutPriceMinor: 9_000, checkOutQuantity: 10 },
  ],
  [
    'move to cart: COUNTERED checks out at the counter, at least the minimum',
    countered,
    { type: 'MOVE_TO_CART', listPriceMinor: 10_000 },
    'move a countered offer to the cart',
    {
      status: 'COUNTERED',
      state: 'READY_TO_CHECKOUT',
      checkOutPriceMinor: 9_500,
      checkOutQuantity: 12,
      minimumCheckoutQuantity: 12,
    },
  ],
  [
    'move to cart: NOT_ACCEPTED becomes a buy at the current list price',
    rejected,
    { type: 'MOVE_TO_CART', listPriceMinor: 9_900 },
    'move a rejected or expired offer to the cart at list',
    {
      status: 'BUY_AT_LIST',
      state: 'READY_TO_CHECKOUT',
      offerPriceMinor: 9_900,
      checkOutPriceMinor: 9_900,
      checkOutQuantity: 10,
      expiresAt: null,
    },
  ],
  [
    'move to cart: EXPIRED becomes a buy at the current list price',
    expired,
    { type: 'MOVE_TO_CART', listPriceMinor: 10_000 },
    'move a rejected or expired offer to the cart at list',
    { status: 'BUY_AT_LIST', state: 'READY_TO_CHECKOUT', checkOutPriceMinor: 10_000 },
  ],
  [
    'quantity-only edit of ACCEPTED keeps it (Q-023)',
    accepted,
    { type: 'EDIT_QUANTITY', quantity: 7 },
    'quantity-only edit keeps the agreed price',
    { status: 'ACCEPTED', state: 'AWAITING_BUYER_REVIEW', offerQuantity: 7, checkOutQuantity: 7 },
  ],
  [
    'quantity-only edit of COUNTERED keeps the offered quantity and checks out the new one',
    countered,
    { type: 'EDIT_QUANTITY', quantity: 14 },
    'quantity-only edit keeps the agreed price',
    { status: 'COUNTERED', offerQuantity: 10, checkOutQuantity: 14 },
  ],
  [
    'ACCEPTED past its expiry expires, from the cart tab too',
    { ...accepted, state: 'READY_TO_CHECKOUT', checkOutPriceMinor: 9_000, checkOutQuantity: 10 },
    { type: 'EXPIRE', now: addHours(NOW, 24) },
    'an accepted or countered offer expires',
    { status: 'EXPIRED', state: 'AWAITING_BUYER_REVIEW', checkOutPriceMinor: null, checkOutQuantity: null },
  ],
  [
    'COUNTERED past its expiry expires',
    countered,
    { type: 'EXPIRE', now: LATER },
    'an accepted or countered offer expires',
    { status: 'EXPIRED', state: 'AWAITING_BUYER_REVIEW' },
  ],
  [
    'an unanswered offer past the tenant window expires',
    { ...pending, pendingExpiresAt: NOW },
    { type: 'EXPIRE', now: NOW },
    'an unanswered offer expires',
    { status: 'EXPIRED', state: 'AWAITING_BUYER_REVIEW' },
  ],
  [
    'list price below a pending offer: PRICE_DROPPED, ready to check out at the new list (Q-024)',
    pending,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 8_000 },
    'list price falls below a pending or accepted offer',
    {
      status: 'PRICE_DROPPED',
      state: 'READY_TO_CHECKOUT',
      checkOutPriceMinor: 8_000,
      checkOutQuantity: 10,
      offerPriceMinor: 9_000,
    },
  ],
  [
    'list price below an accepted offer',
    accepted,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 8_999 },
    'list price falls below a pending or accepted offer',
    { status: 'PRICE_DROPPED', state: 'READY_TO_CHECKOUT', checkOutPriceMinor: 8_999, expiresAt: null },
  ],
  [
    'list price below a counter',
    countered,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 9_400 },
    'list price falls below a counter',
    {
      status: 'PRICE_DROPPED',
      state: 'READY_TO_CHECKOUT',
      checkOutPriceMinor: 9_400,
      counterPriceMinor: null,
    },
  ],
  [
    'a buy at list follows the list price',
    buy,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 10_500 },
    'a buy at list follows the list price',
    { status: 'BUY_AT_LIST', offerPriceMinor: 10_500, checkOutPriceMinor: 10_500 },
  ],
  [
    'a price-dropped line follows the list price',
    dropped,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 7_500 },
    'a price-dropped line checks out at the current list price',
    { status: 'PRICE_DROPPED', checkOutPriceMinor: 7_500 },
  ],
  [
    'stock runs out: OUT_OF_STOCK remembers the status and keeps the tab (Q-025)',
    countered,
    { type: 'STOCK_OUT' },
    'stock runs out',
    { status: 'OUT_OF_STOCK', state: 'AWAITING_BUYER_REVIEW', statusBeforeOutOfStock: 'COUNTERED' },
  ],
  [
    'restocked: back to the remembered status',
    { ...countered, status: 'OUT_OF_STOCK', statusBeforeOutOfStock: 'COUNTERED' },
    { type: 'RESTOCK' },
    'restocked: back to the previous status',
    {
      status: 'COUNTERED',
      state: 'AWAITING_BUYER_REVIEW',
      statusBeforeOutOfStock: null,
      counterPriceMinor: 9_500,
    },
  ],
];

describe('offer lifecycle: every arrow (DESIGN §6)', () => {
  it.each(arrows)('%s', (_name, from, event, arrow, expected) => {
    const result = applyOfferEvent(from, event);
    expect(result.ok && result.arrow).toBe(arrow);
    if (result.ok) expect(result.line).toMatchObject(expected);
  });

  it('the table has no arrow without a test row', () => {
    const tested = new Set(arrows.map((r) => r[3]));
    expect(OFFER_TRANSITIONS.map((a) => a.name).filter((n) => !tested.has(n))).toEqual([]);
  });
});

const refused: [name: string, from: OfferLine | null, event: OfferEvent][] = [
  [
    'no answer to an offer already answered',
    accepted,
    { type: 'ACCEPT', ...window, minimumCheckoutQuantity: null },
  ],
  [
    'no counter to a buy at list',
    buy,
    { type: 'COUNTER', ...window, counterPriceMinor: 1, minimumCheckoutQuantity: 1 },
  ],
  ['no reject of a line without an entry', null, { type: 'REJECT', ...window }],
  [
    'no answer to a pending line that ran out of stock',
    { ...pending, status: 'OUT_OF_STOCK', statusBeforeOutOfStock: 'PENDING_ACCEPTANCE' },
    { type: 'REJECT', ...window },
  ],
  ['no move to cart of a pending offer', pending, { type: 'MOVE_TO_CART', listPriceMinor: 10_000 }],
  ['no move to cart from the cart tab', buy, { type: 'MOVE_TO_CART', listPriceMinor: 10_000 }],
  [
    'no move to cart of an out-of-stock line (G-037)',
    { ...accepted, status: 'OUT_OF_STOCK', statusBeforeOutOfStock: 'ACCEPTED' },
    { type: 'MOVE_TO_CART', listPriceMinor: 10_000 },
  ],
  [
    'no quantity edit of a COUNTERED line below its minimum',
    countered,
    { type: 'EDIT_QUANTITY', quantity: 11 },
  ],
  [
    'no quantity-only edit of a pending offer (it is a re-offer)',
    pending,
    { type: 'EDIT_QUANTITY', quantity: 3 },
  ],
  ['an ACCEPTED offer before its expiry stays', accepted, { type: 'EXPIRE', now: NOW }],
  ['a pending offer without a window never expires', pending, { type: 'EXPIRE', now: LATER }],
  ['a rejected offer does not expire', rejected, { type: 'EXPIRE', now: LATER }],
  [
    'a list price at the offer price is no drop',
    pending,
    { type: 'LIST_PRICE_CHANGED', listPriceMinor: 9_000 },
  ],
  ['a rejected offer ignores the list price', rejected, { type: 'LIST_PRICE_CHANGED', listPriceMinor: 1 }],
  ['an out-of-stock line does not run out again', { ...buy, status: 'OUT_OF_STOCK' }, { type: 'STOCK_OUT' }],
  ['only an out-of-stock line is restocked', buy, { type: 'RESTOCK' }],
];

describe('offer lifecycle: what has no arrow', () => {
  it.each(refused)('%s', (_name, from, event) => {
    expect(applyOfferEvent(from, event)).toEqual({ ok: false, reason: 'noTransition' });
  });
});

describe('offerLineChanged', () => {
  it('compares dates by time and ignores identical lines', () => {
    expect(
      offerLineChanged(accepted, { ...accepted, expiresAt: new Date(accepted.expiresAt!.getTime()) }),
    ).toBe(false);
    expect(offerLineChanged(accepted, { ...accepted, expiresAt: LATER })).toBe(true);
    expect(offerLineChanged(accepted, { ...accepted, checkOutQuantity: 1 })).toBe(true);
  });
});

// ── Cart offer save (part 1 §5; G-052…G-060) ─────────────────────────────────────────────────────────────

/** The spec's messages (part 1 §8), so the table reads like the spec. */
const MESSAGES: Record<string, string> = {
  offerPriceNotBelowListPrice: 'New offer price should be less than the list price',
  offerPriceNotBelowCounterPrice: 'New offer price must be below the Countered price',
  quantityBelowMinimum: 'New Quantity must be greater than or equal to minimum quantity',
};

const item = {
  quantityAvailable: 40,
  listPriceMinor: 10_000,
  incrementSize: 2,
  isOfferAccepted: true,
  warehouseAcceptsOffers: true,
};
const asSave = (l: OfferLine): CartSaveLine => l;
const counteredInCart = { ...countered, state: 'READY_TO_CHECKOUT' as const };

const saves: [
  name: string,
  line: CartSaveLine,
  quantity: number,
  priceMinor: number,
  intent: 'edit' | 'makeOffer',
  expected: string,
][] = [
  [
    'G-056: NOT_ACCEPTED at the list price',
    asSave(rejected),
    10,
    10_000,
    'edit',
    MESSAGES.offerPriceNotBelowListPrice!,
  ],
  [
    'G-056: EXPIRED at the list price',
    asSave(expired),
    10,
    10_000,
    'edit',
    MESSAGES.offerPriceNotBelowListPrice!,
  ],
  ['G-056: NOT_ACCEPTED below list is a re-offer', asSave(rejected), 10, 9_900, 'edit', 'OFFER'],
  [
    'G-056: MAKE OFFER from tab 0 at the list price',
    asSave(buy),
    10,
    10_000,
    'makeOffer',
    MESSAGES.offerPriceNotBelowListPrice!,
  ],
  ['MAKE OFFER from tab 0 below list', asSave(buy), 10, 9_000, 'makeOffer', 'OFFER'],
  ['tab 0 quantity edit of a buy at list', asSave(buy), 12, 10_000, 'edit', 'BUY'],
  [
    'G-057: COUNTERED on tab 1 at the counter price with a new quantity',
    asSave(countered),
    14,
    9_500,
    'edit',
    'EDIT_QUANTITY',
  ],
  [
    'G-057: COUNTERED on tab 1 above the counter price',
    asSave(countered),
    14,
    9_600,
    'edit',
    MESSAGES.offerPriceNotBelowCounterPrice!,
  ],
  ['G-057: COUNTERED on tab 1 below the counter is a re-offer', asSave(countered), 4, 9_400, 'edit', 'OFFER'],
  [
    'G-058: COUNTERED quantity below the minimum',
    asSave(countered),
    10,
    9_500,
    'edit',
    MESSAGES.quantityBelowMinimum!,
  ],
  [
    'G-058, G-060: COUNTERED in the cart below the minimum',
    asSave(counteredInCart),
    10,
    9_500,
    'edit',
    MESSAGES.quantityBelowMinimum!,
  ],
  [
    'G-058: COUNTERED in the cart at the minimum',
    asSave(counteredInCart),
    12,
    9_500,
    'edit',
    'EDIT_QUANTITY',
  ],
  ['Q-023: ACCEPTED quantity-only edit at the minimum', asSave(accepted), 6, 9_000, 'edit', 'EDIT_QUANTITY'],
  [
    'Q-023: ACCEPTED quantity-only edit below the minimum',
    asSave(accepted),
    4,
    9_000,
    'edit',
    MESSAGES.quantityBelowMinimum!,
  ],
  ['Q-023: ACCEPTED with a new price is a re-offer', asSave(accepted), 10, 8_800, 'edit', 'OFFER'],
  ['PRICE_DROPPED quantity edit keeps the dropped price', asSave(dropped), 8, 8_000, 'edit', 'EDIT_QUANTITY'],
  ['PENDING re-offer at a new price', asSave(pending), 10, 8_000, 'edit', 'OFFER'],
  ['PENDING edited to the list price is a buy', asSave(pending), 10, 10_000, 'edit', 'BUY'],
  ['G-052: quantity 0', asSave(buy), 0, 10_000, 'edit', 'quantityAtLeastOne'],
  ['G-052: fractional quantity', asSave(accepted), 6.5, 9_000, 'edit', 'quantityAtLeastOne'],
  [
    'G-053: not a multiple of the increment',
    asSave(buy),
    7,
    10_000,
    'edit',
    'quantityNotMultipleOfIncrement',
  ],
  ['G-054: above the available quantity', asSave(accepted), 42, 9_000, 'edit', 'quantityAboveAvailable'],
  ['G-055: above the list price', asSave(pending), 10, 10_100, 'edit', 'offerPriceAboveListPrice'],
  ['G-055: price 0', asSave(pending), 10, 0, 'edit', 'offerPriceNotPositive'],
];

describe('cart offer save as the server re-validates it (G-052…G-060)', () => {
  it.each(saves)('%s', (_name, l, quantity, priceMinor, intent, expected) => {
    const d = decideCartOfferSave(l, item, quantity, priceMinor, intent);
    expect(d.ok ? d.event : (MESSAGES[d.refusal.messageCode] ?? d.refusal.messageCode)).toBe(expected);
  });

  it('a re-offer where offers are no longer accepted is refused, a buy at list is not', () => {
    const closed = { ...item, warehouseAcceptsOffers: false };
    const d = decideCartOfferSave(asSave(rejected), closed, 10, 9_000);
    expect(d.ok ? d.event : d.refusal.messageCode).toBe('offersNotAccepted');
    const b = decideCartOfferSave(asSave(pending), closed, 10, 10_000);
    expect(b.ok ? b.event : b.refusal.messageCode).toBe('BUY');
  });
});

// ── Seller answers and auto-rules ────────────────────────────────────────────────────────

describe('checkSellerAnswer', () => {
  const stock = { listPriceMinor: 10_000, quantityAvailable: 30 };
  it.each([
    ['accept, minimum defaults to the offered quantity', pending, { action: 'ACCEPT' }, 'ACCEPT'],
    ['accept with a lower minimum', pending, { action: 'ACCEPT', minimumCheckoutQuantity: 2 }, 'ACCEPT'],
    [
      'accept with a minimum above the offer',
      pending,
      { action: 'ACCEPT', minimumCheckoutQuantity: 11 },
      'minimumQuantityOutOfRange',
    ],
    ['reject', pending, { action: 'REJECT' }, 'REJECT'],
    [
      'counter between offer and list',
      pending,
      { action: 'COUNTER', counterPriceMinor: 9_500, minimumCheckoutQuantity: 20 },
      'COUNTER',
    ],
    ['counter without a price', pending, { action: 'COUNTER' }, 'counterPriceRequired'],
    [
      'counter at the list price',
      pending,
      { action: 'COUNTER', counterPriceMinor: 10_000 },
      'counterPriceNotBelowListPrice',
    ],
    [
      'counter at the offer price',
      pending,
      { action: 'COUNTER', counterPriceMinor: 9_000 },
      'counterPriceNotAboveOfferPrice',
    ],
    [
      'counter minimum above the stock',
      pending,
      { action: 'COUNTER', counterPriceMinor: 9_500, minimumCheckoutQuantity: 31 },
      'minimumQuantityOutOfRange',
    ],
    [
      'counter minimum 0',
      pending,
      { action: 'COUNTER', counterPriceMinor: 9_500, minimumCheckoutQuantity: 0 },
      'minimumQuantityOutOfRange',
    ],
    ['answer to an answered offer', accepted, { action: 'REJECT' }, 'offerNotAwaitingAnswer'],
    ['answer to a buy at list', buy, { action: 'ACCEPT' }, 'offerNotAwaitingAnswer'],
  ] as const)('%s', (_name, l, answer, expected) => {
    const d = checkSellerAnswer(l, stock, answer);
    expect(d.ok ? d.action : d.refusal.messageCode).toBe(expected);
  });

  it('a counter without a minimum asks for the offered quantity, at most the stock', () => {
    const d = checkSellerAnswer(
      pending,
      { listPriceMinor: 10_000, quantityAvailable: 6 },
      {
        action: 'COUNTER',
        counterPriceMinor: 9_500,
      },
    );
    expect(d).toEqual({ ok: true, action: 'COUNTER', counterPriceMinor: 9_500, minimumCheckoutQuantity: 6 });
  });
});

describe('decideAutoAnswer (Q-020)', () => {
  it.each([
    ['no rule', null, 5_000, null],
    ['at the floor', { floorPriceMinor: 9_000, rejectBelowPercent: null }, 9_000, 'ACCEPT'],
    ['above the floor', { floorPriceMinor: 9_000, rejectBelowPercent: 50 }, 9_500, 'ACCEPT'],
    [
      'below the floor, above the rejection line',
      { floorPriceMinor: 9_000, rejectBelowPercent: 50 },
      6_000,
      null,
    ],
    ['at the rejection line', { floorPriceMinor: null, rejectBelowPercent: 50 }, 5_000, null],
    ['below the rejection line', { floorPriceMinor: null, rejectBelowPercent: 50 }, 4_999, 'REJECT'],
    ['both match: the floor wins', { floorPriceMinor: 3_000, rejectBelowPercent: 50 }, 4_000, 'ACCEPT'],
  ] as const)('%s', (_name, rule, offerMinor, expected) => {
    expect(decideAutoAnswer(rule, 10_000, offerMinor)).toBe(expected);
  });
});
