/**
 * The offer lifecycle (DESIGN §6; Q-017…Q-031) as ONE transition table. Every change of a cart line's status or
 * state — buyer, seller, scheduler or stock — is an event applied through `applyOfferEvent`, which finds the one
 * arrow whose `from` status/state and guard match. No arrow → the change is refused (the caller answers 422 or
 * skips the line). Pure: no clock (events carry `now`), no I/O; prices in integer minor units (DESIGN §5).
 */

/** the names, verbatim, as the API and the client use them. */
export const OFFER_STATUSES = [
  'PENDING_ACCEPTANCE',
  'ACCEPTED',
  'COUNTERED',
  'NOT_ACCEPTED',
  'EXPIRED',
  'PRICE_DROPPED',
  'BUY_AT_LIST',
  'OUT_OF_STOCK',
] as const;
export type OfferStatusName = (typeof OFFER_STATUSES)[number];

/** G-018: the state decides the cart tab (0, 1, 2). */
export const OFFER_STATES = ['READY_TO_CHECKOUT', 'AWAITING_BUYER_REVIEW', 'AWAITING_TENANT_REVIEW'] as const;
export type OfferStateName = (typeof OFFER_STATES)[number];

export const isOfferStatus = (s: string): s is OfferStatusName =>
  (OFFER_STATUSES as readonly string[]).includes(s);
export const isOfferState = (s: string): s is OfferStateName =>
  (OFFER_STATES as readonly string[]).includes(s);

/** A cart line as the lifecycle sees it (part 1 §3 Offer item; the stocklist_offers row without ids). */
export type OfferLine = {
  status: OfferStatusName;
  state: OfferStateName;
  offerQuantity: number;
  offerPriceMinor: number;
  checkOutQuantity: number | null;
  checkOutPriceMinor: number | null;
  counterPriceMinor: number | null;
  minimumCheckoutQuantity: number | null;
  /** acceptedOrCounteredExpirationDate. */
  expiresAt: Date | null;
  /** when an unanswered offer lapses; null = never. */
  pendingExpiresAt: Date | null;
  /** what an OUT_OF_STOCK line returns to when restocked. */
  statusBeforeOutOfStock: OfferStatusName | null;
  answeredAt: Date | null;
};

export type OfferEvent =
  /** D-011: a buy at the list price (stock list dialog or a cart edit at list). */
  | { type: 'BUY'; quantity: number; listPriceMinor: number }
  /** D-012, Q-023: an offer below list; also a re-offer from tab 1 or MAKE OFFER on tab 0. */
  | { type: 'OFFER'; quantity: number; priceMinor: number; pendingExpiresAt: Date | null }
  /** the seller (or an auto-rule, Q-020) answers. `windowHours` is the tenant's offerWindowHours. */
  | { type: 'ACCEPT'; now: Date; windowHours: number; minimumCheckoutQuantity: number | null }
  | {
      type: 'COUNTER';
      now: Date;
      windowHours: number;
      counterPriceMinor: number;
      minimumCheckoutQuantity: number;
    }
  | { type: 'REJECT'; now: Date; windowHours: number }
  /** MOVE TO CART from tab 1. */
  | { type: 'MOVE_TO_CART'; listPriceMinor: number }
  /** a quantity-only edit keeps the agreed price and status. */
  | { type: 'EDIT_QUANTITY'; quantity: number }
  /** the scheduled expiry job. */
  | { type: 'EXPIRE'; now: Date }
  /** the item's list price changed. */
  | { type: 'LIST_PRICE_CHANGED'; listPriceMinor: number }
  /** quantityAvailable reached 0, or came back above 0. */
  | { type: 'STOCK_OUT' }
  | { type: 'RESTOCK' };
export type OfferEventType = OfferEvent['type'];

type EventOf<T extends OfferEventType> = Extract<OfferEvent, { type: T }>;

/** 'NEW': there is no cart line yet (Q-027: one line per buyer and item; a second buy or offer updates it). */
export type FromStatus = OfferStatusName | 'NEW';

export type OfferArrow<T extends OfferEventType = OfferEventType> = {
  /** Stable name, used by tests and logs. */
  name: string;
  event: T;
  from: readonly FromStatus[];
  /** Only from these states; any when absent. */
  fromStates?: readonly OfferStateName[];
  /** For reading the table; `apply` is what decides. 'same' keeps the line's status or state. */
  to: OfferStatusName | 'same' | 'previous';
  toState: OfferStateName | 'same';
  guard?: (line: OfferLine | null, e: EventOf<T>) => boolean;
  apply: (line: OfferLine | null, e: EventOf<T>) => OfferLine;
  /** Requirement IDs. */
  why: string;
};

const HOUR_MS = 3_600_000;
export const addHours = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

const ALL: readonly OfferStatusName[] = OFFER_STATUSES;
const blank = (line: OfferLine | null): OfferLine =>
  line ?? {
    status: 'BUY_AT_LIST',
    state: 'READY_TO_CHECKOUT',
    offerQuantity: 0,
    offerPriceMinor: 0,
    checkOutQuantity: null,
    checkOutPriceMinor: null,
    counterPriceMinor: null,
    minimumCheckoutQuantity: null,
    expiresAt: null,
    pendingExpiresAt: null,
    statusBeforeOutOfStock: null,
    answeredAt: null,
  };
/** Everything a seller answer or a stock event left behind, cleared: a fresh buy or offer starts clean. */
const fresh = {
  counterPriceMinor: null,
  minimumCheckoutQuantity: null,
  expiresAt: null,
  pendingExpiresAt: null,
  statusBeforeOutOfStock: null,
  answeredAt: null,
} as const;

/** Defined per event type so each arrow's `e` is typed; flattened into OFFER_TRANSITIONS below. */
const arrows: { [T in OfferEventType]: OfferArrow<T>[] } = {
  BUY: [
    {
      name: 'buy at list',
      event: 'BUY',
      from: ['NEW', ...ALL],
      to: 'BUY_AT_LIST',
      toState: 'READY_TO_CHECKOUT',
      apply: (line, e) => ({
        ...blank(line),
        ...fresh,
        status: 'BUY_AT_LIST',
        state: 'READY_TO_CHECKOUT',
        offerQuantity: e.quantity,
        offerPriceMinor: e.listPriceMinor,
        checkOutQuantity: e.quantity,
        checkOutPriceMinor: e.listPriceMinor,
      }),
      why: 'D-011, Q-027',
    },
  ],
  OFFER: [
    {
      name: 'make an offer',
      event: 'OFFER',
      from: ['NEW', ...ALL],
      to: 'PENDING_ACCEPTANCE',
      toState: 'AWAITING_TENANT_REVIEW',
      apply: (line, e) => ({
        ...blank(line),
        ...fresh,
        status: 'PENDING_ACCEPTANCE',
        state: 'AWAITING_TENANT_REVIEW',
        offerQuantity: e.quantity,
        offerPriceMinor: e.priceMinor,
        checkOutQuantity: null,
        checkOutPriceMinor: null,
        pendingExpiresAt: e.pendingExpiresAt,
      }),
      why: 'D-012, Q-023, Q-027',
    },
  ],
  ACCEPT: [
    {
      name: 'seller accepts',
      event: 'ACCEPT',
      from: ['PENDING_ACCEPTANCE'],
      fromStates: ['AWAITING_TENANT_REVIEW'],
      to: 'ACCEPTED',
      toState: 'AWAITING_BUYER_REVIEW',
      apply: (line, e) => ({
        ...blank(line),
        status: 'ACCEPTED',
        state: 'AWAITING_BUYER_REVIEW',
        counterPriceMinor: null,
        // 'valid for 1 order with minimum quantity Y' (G-020): by default the quantity the buyer offered.
        minimumCheckoutQuantity: e.minimumCheckoutQuantity ?? blank(line).offerQuantity,
        expiresAt: addHours(e.now, e.windowHours),
        pendingExpiresAt: null,
        answeredAt: e.now,
      }),
      why: 'Q-019, G-020',
    },
  ],
  COUNTER: [
    {
      name: 'seller counters',
      event: 'COUNTER',
      from: ['PENDING_ACCEPTANCE'],
      fromStates: ['AWAITING_TENANT_REVIEW'],
      to: 'COUNTERED',
      toState: 'AWAITING_BUYER_REVIEW',
      apply: (line, e) => ({
        ...blank(line),
        status: 'COUNTERED',
        state: 'AWAITING_BUYER_REVIEW',
        counterPriceMinor: e.counterPriceMinor,
        minimumCheckoutQuantity: e.minimumCheckoutQuantity,
        expiresAt: addHours(e.now, e.windowHours),
        pendingExpiresAt: null,
        answeredAt: e.now,
      }),
      why: 'Q-019, G-021',
    },
  ],
  REJECT: [
    {
      name: 'seller rejects',
      event: 'REJECT',
      from: ['PENDING_ACCEPTANCE'],
      fromStates: ['AWAITING_TENANT_REVIEW'],
      to: 'NOT_ACCEPTED',
      toState: 'AWAITING_BUYER_REVIEW',
      apply: (line, e) => ({
        ...blank(line),
        status: 'NOT_ACCEPTED',
        state: 'AWAITING_BUYER_REVIEW',
        counterPriceMinor: null,
        minimumCheckoutQuantity: null,
        // Q-019 sets the date on every answer; only ACCEPTED/COUNTERED lapse on it.
        expiresAt: addHours(e.now, e.windowHours),
        pendingExpiresAt: null,
        answeredAt: e.now,
      }),
      why: 'Q-019, G-019',
    },
  ],
  MOVE_TO_CART: [
    {
      name: 'move an accepted offer to the cart',
      event: 'MOVE_TO_CART',
      from: ['ACCEPTED'],
      fromStates: ['AWAITING_BUYER_REVIEW'],
      to: 'ACCEPTED',
      toState: 'READY_TO_CHECKOUT',
      apply: (line) => {
        const l = blank(line);
        return {
          ...l,
          state: 'READY_TO_CHECKOUT',
          checkOutPriceMinor: l.offerPriceMinor,
          checkOutQuantity: Math.max(l.checkOutQuantity ?? l.offerQuantity, l.minimumCheckoutQuantity ?? 1),
        };
      },
      why: 'Q-022',
    },
    {
      name: 'move a countered offer to the cart',
      event: 'MOVE_TO_CART',
      from: ['COUNTERED'],
      fromStates: ['AWAITING_BUYER_REVIEW'],
      to: 'COUNTERED',
      toState: 'READY_TO_CHECKOUT',
      apply: (line) => {
        const l = blank(line);
        return {
          ...l,
          state: 'READY_TO_CHECKOUT',
          checkOutPriceMinor: l.counterPriceMinor,
          checkOutQuantity: Math.max(l.checkOutQuantity ?? l.offerQuantity, l.minimumCheckoutQuantity ?? 1),
        };
      },
      why: 'Q-022',
    },
    {
      name: 'move a rejected or expired offer to the cart at list',
      event: 'MOVE_TO_CART',
      from: ['NOT_ACCEPTED', 'EXPIRED'],
      fromStates: ['AWAITING_BUYER_REVIEW'],
      to: 'BUY_AT_LIST',
      toState: 'READY_TO_CHECKOUT',
      apply: (line, e) => {
        const l = blank(line);
        return {
          ...l,
          ...fresh,
          status: 'BUY_AT_LIST',
          state: 'READY_TO_CHECKOUT',
          offerPriceMinor: e.listPriceMinor,
          checkOutPriceMinor: e.listPriceMinor,
          checkOutQuantity: l.offerQuantity,
        };
      },
      why: 'Q-022',
    },
  ],
  EDIT_QUANTITY: [
    {
      name: 'quantity-only edit keeps the agreed price',
      event: 'EDIT_QUANTITY',
      from: ['ACCEPTED', 'COUNTERED', 'BUY_AT_LIST', 'PRICE_DROPPED'],
      to: 'same',
      toState: 'same',
      guard: (line, e) => e.quantity >= (line?.minimumCheckoutQuantity ?? 1),
      apply: (line, e) => {
        const l = blank(line);
        return {
          ...l,
          // A counter answers the buyer's offered quantity; the line keeps it and checks out the new one.
          offerQuantity: l.status === 'COUNTERED' ? l.offerQuantity : e.quantity,
          checkOutQuantity: e.quantity,
        };
      },
      why: 'Q-023, G-058',
    },
  ],
  EXPIRE: [
    {
      name: 'an accepted or countered offer expires',
      event: 'EXPIRE',
      from: ['ACCEPTED', 'COUNTERED'],
      to: 'EXPIRED',
      toState: 'AWAITING_BUYER_REVIEW',
      guard: (line, e) => line?.expiresAt != null && line.expiresAt.getTime() <= e.now.getTime(),
      apply: (line) => ({
        ...blank(line),
        status: 'EXPIRED',
        state: 'AWAITING_BUYER_REVIEW',
        checkOutPriceMinor: null,
        checkOutQuantity: null,
      }),
      why: 'Q-021, G-023',
    },
    {
      name: 'an unanswered offer expires',
      event: 'EXPIRE',
      from: ['PENDING_ACCEPTANCE'],
      fromStates: ['AWAITING_TENANT_REVIEW'],
      to: 'EXPIRED',
      toState: 'AWAITING_BUYER_REVIEW',
      guard: (line, e) =>
        line?.pendingExpiresAt != null && line.pendingExpiresAt.getTime() <= e.now.getTime(),
      apply: (line) => ({ ...blank(line), status: 'EXPIRED', state: 'AWAITING_BUYER_REVIEW' }),
      why: 'Q-021',
    },
  ],
  LIST_PRICE_CHANGED: [
    {
      name: 'list price falls below a pending or accepted offer',
      event: 'LIST_PRICE_CHANGED',
      from: ['PENDING_ACCEPTANCE', 'ACCEPTED'],
      to: 'PRICE_DROPPED',
      toState: 'READY_TO_CHECKOUT',
      guard: (line, e) => line !== null && e.listPriceMinor < line.offerPriceMinor,
      apply: (line, e) => priceDropped(blank(line), e.listPriceMinor),
      why: 'Q-024, G-022',
    },
    {
      // Our reading of Q-024: the countered line's price is the counter, so the list falling below it is a drop.
      name: 'list price falls below a counter',
      event: 'LIST_PRICE_CHANGED',
      from: ['COUNTERED'],
      to: 'PRICE_DROPPED',
      toState: 'READY_TO_CHECKOUT',
      guard: (line, e) => line?.counterPriceMinor != null && e.listPriceMinor < line.counterPriceMinor,
      apply: (line, e) => priceDropped(blank(line), e.listPriceMinor),
      why: 'Q-024',
    },
    {
      name: 'a buy at list follows the list price',
      event: 'LIST_PRICE_CHANGED',
      from: ['BUY_AT_LIST'],
      to: 'same',
      toState: 'same',
      guard: (line, e) => line !== null && e.listPriceMinor !== line.offerPriceMinor,
      apply: (line, e) => ({
        ...blank(line),
        offerPriceMinor: e.listPriceMinor,
        checkOutPriceMinor: e.listPriceMinor,
      }),
      why: 'D-011, G-041',
    },
    {
      name: 'a price-dropped line checks out at the current list price',
      event: 'LIST_PRICE_CHANGED',
      from: ['PRICE_DROPPED'],
      to: 'same',
      toState: 'same',
      guard: (line, e) => line !== null && e.listPriceMinor !== line.checkOutPriceMinor,
      apply: (line, e) => ({ ...blank(line), checkOutPriceMinor: e.listPriceMinor }),
      why: 'Q-024, G-022',
    },
  ],
  STOCK_OUT: [
    {
      name: 'stock runs out',
      event: 'STOCK_OUT',
      from: OFFER_STATUSES.filter((s) => s !== 'OUT_OF_STOCK'),
      to: 'OUT_OF_STOCK',
      toState: 'same',
      apply: (line) => {
        const l = blank(line);
        return { ...l, status: 'OUT_OF_STOCK', statusBeforeOutOfStock: l.status };
      },
      why: 'Q-025, G-037',
    },
  ],
  RESTOCK: [
    {
      name: 'restocked: back to the previous status',
      event: 'RESTOCK',
      from: ['OUT_OF_STOCK'],
      to: 'previous',
      toState: 'same',
      apply: (line) => {
        const l = blank(line);
        return { ...l, status: l.statusBeforeOutOfStock ?? 'BUY_AT_LIST', statusBeforeOutOfStock: null };
      },
      why: 'Q-025',
    },
  ],
};

function priceDropped(l: OfferLine, listPriceMinor: number): OfferLine {
  return {
    ...l,
    status: 'PRICE_DROPPED',
    state: 'READY_TO_CHECKOUT',
    checkOutPriceMinor: listPriceMinor,
    checkOutQuantity: l.checkOutQuantity ?? l.offerQuantity,
    // The offer is over: nothing to answer, nothing to lapse.
    counterPriceMinor: null,
    minimumCheckoutQuantity: null,
    expiresAt: null,
    pendingExpiresAt: null,
  };
}

/** The one table (DESIGN §6), in order: the first matching arrow wins. */
export const OFFER_TRANSITIONS: readonly OfferArrow[] = Object.values(arrows).flat() as OfferArrow[];

export type OfferTransitionResult =
  | { ok: true; line: OfferLine; arrow: string }
  | { ok: false; reason: 'noTransition' };

/** The arrow the event takes from this line, if any. */
export function findOfferArrow(line: OfferLine | null, event: OfferEvent): OfferArrow | undefined {
  const from: FromStatus = line?.status ?? 'NEW';
  return OFFER_TRANSITIONS.find(
    (a) =>
      a.event === event.type &&
      a.from.includes(from) &&
      (!a.fromStates || (line !== null && a.fromStates.includes(line.state))) &&
      (!a.guard || a.guard(line, event as never)),
  );
}

export function applyOfferEvent(line: OfferLine | null, event: OfferEvent): OfferTransitionResult {
  const arrow = findOfferArrow(line, event);
  if (!arrow) return { ok: false, reason: 'noTransition' };
  return { ok: true, line: arrow.apply(line, event as never), arrow: arrow.name };
}

/** True when the two lines differ in anything stored (so callers write, and announce, only real changes). */
export function offerLineChanged(a: OfferLine, b: OfferLine): boolean {
  const keys = Object.keys(a) as (keyof OfferLine)[];
  return keys.some((k) => {
    const x = a[k];
    const y = b[k];
    if (x instanceof Date || y instanceof Date) {
      return !(x instanceof Date && y instanceof Date && x.getTime() === y.getTime());
    }
    return x !== y;
  });
}
