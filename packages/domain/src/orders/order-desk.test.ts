import { describe, expect, it } from 'vitest';
import {
  EVENT_ACTORS,
  imeiProblem,
  imeisOfText,
  luhnValid,
  manifestProblems,
  ORDER_ACTORS,
  ORDER_EVENTS,
  type OrderActor,
  type OrderEvent,
  transitionFor,
} from './index.ts';

const STATUSES = [
  'ON_HOLD',
  'AWAITING_SHIPPING_QUOTE',
  'AWAITING_PAYMENT',
  'READY_FOR_FULFILLMENT',
  'SHIPPED',
  'INVOICED',
  'CANCELED',
] as const;

const ctx = (
  over: Partial<{
    paymentStatus: string;
    openUnits: number;
    integratedPayment: boolean;
    creditTerms: boolean;
    proofOfExportDue: boolean;
  }> = {},
) => ({
  onReleaseFulfillmentStatusTo: 'AWAITING_PAYMENT',
  integratedPayment: false,
  creditTerms: false,
  paymentStatus: 'UNPAID',
  openUnits: 3,
  ...over,
});

/**
 * Every allowed transition per actor on an unpaid order with open units (the default context); every other
 * (actor, status, event) triple is refused. The full grid is checked, so a transition added to the table without a
 * row here fails.
 */
const ALLOWED: Record<
  OrderActor,
  Partial<Record<(typeof STATUSES)[number], Partial<Record<OrderEvent, string>>>>
> = {
  BUYER: {
    ON_HOLD: {
      RELEASE: 'AWAITING_PAYMENT',
      CANCEL: 'CANCELED',
      CANCEL_WITH_FEE: 'AWAITING_PAYMENT',
    },
    AWAITING_SHIPPING_QUOTE: { CANCEL: 'CANCELED', CANCEL_WITH_FEE: 'AWAITING_PAYMENT' },
    AWAITING_PAYMENT: { HOLD: 'ON_HOLD', CANCEL: 'CANCELED', CANCEL_WITH_FEE: 'AWAITING_PAYMENT' },
  },
  STAFF: {
    ON_HOLD: {
      CANCEL: 'CANCELED',
      CANCEL_WITH_FEE: 'AWAITING_PAYMENT',
      PAY: 'READY_FOR_FULFILLMENT',
      EXTEND_HOLD: 'ON_HOLD',
    },
    AWAITING_SHIPPING_QUOTE: {
      EXTEND_HOLD: 'AWAITING_SHIPPING_QUOTE',
      QUOTE: 'AWAITING_PAYMENT',
      CANCEL: 'CANCELED',
      CANCEL_WITH_FEE: 'AWAITING_PAYMENT',
    },
    // Unpaid and not on credit terms: no SHIP until the payment (see the credit-terms test below).
    AWAITING_PAYMENT: {
      CANCEL: 'CANCELED',
      CANCEL_WITH_FEE: 'AWAITING_PAYMENT',
      PAY: 'READY_FOR_FULFILLMENT',
    },
    READY_FOR_FULFILLMENT: {
      CANCEL: 'CANCELED',
      CANCEL_WITH_FEE: 'AWAITING_PAYMENT',
      PAY: 'READY_FOR_FULFILLMENT',
      SHIP: 'SHIPPED',
    },
    // Units still open: no invoice yet (see the invoice test below); the staff may close them (CANCEL).
    SHIPPED: { PAY: 'SHIPPED', SHIP: 'SHIPPED', CANCEL: 'SHIPPED' },
    INVOICED: { PAY: 'INVOICED' },
  },
  JOB: {
    ON_HOLD: { EXPIRE: 'CANCELED', PAY: 'READY_FOR_FULFILLMENT' },
    AWAITING_PAYMENT: { PAY: 'READY_FOR_FULFILLMENT' },
    READY_FOR_FULFILLMENT: { PAY: 'READY_FOR_FULFILLMENT' },
    SHIPPED: { PAY: 'SHIPPED' },
    INVOICED: { PAY: 'INVOICED' },
  },
};

describe('the order desk transition table, per status and actor', () => {
  const grid = ORDER_ACTORS.flatMap((actor) =>
    STATUSES.flatMap((status) =>
      ORDER_EVENTS.map((event) => [actor, status, event, ALLOWED[actor][status]?.[event]] as const),
    ),
  );
  it.each(grid)('%s: %s + %s → %s', (actor, status, event, next) => {
    expect(transitionFor(actor, status, event, ctx())).toBe(next);
  });

  it('events are caused only by their actors', () => {
    expect(EVENT_ACTORS.QUOTE).toEqual(['STAFF']);
    expect(EVENT_ACTORS.EXPIRE).toEqual(['JOB']);
    expect(EVENT_ACTORS.RELEASE).toEqual(['BUYER']);
  });

  it('the desk extends the hold of an unpaid held order only (a paid one holds nothing back)', () => {
    expect(EVENT_ACTORS.EXTEND_HOLD).toEqual(['STAFF']);
    const paid = ctx({ paymentStatus: 'PAID' });
    expect(transitionFor('STAFF', 'ON_HOLD', 'EXTEND_HOLD', paid)).toBeUndefined();
    expect(transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'EXTEND_HOLD', paid)).toBeUndefined();
  });

  it('a payment is recorded once', () => {
    for (const status of STATUSES) {
      expect(transitionFor('STAFF', status, 'PAY', ctx({ paymentStatus: 'PAID' }))).toBeUndefined();
    }
  });

  it('the staff cancels a paid order that has not shipped; the buyer cannot', () => {
    const paid = ctx({ paymentStatus: 'PAID' });
    expect(transitionFor('STAFF', 'READY_FOR_FULFILLMENT', 'CANCEL', paid)).toBe('CANCELED');
    expect(transitionFor('STAFF', 'AWAITING_PAYMENT', 'CANCEL', paid)).toBe('CANCELED');
    expect(transitionFor('BUYER', 'AWAITING_PAYMENT', 'CANCEL', paid)).toBeUndefined();
    // A shipped order's open units are closed (it stays SHIPPED, billed for what shipped); none open, nothing.
    expect(transitionFor('STAFF', 'SHIPPED', 'CANCEL', paid)).toBe('SHIPPED');
    expect(transitionFor('STAFF', 'SHIPPED', 'CANCEL', ctx({ openUnits: 0 }))).toBeUndefined();
    expect(transitionFor('STAFF', 'SHIPPED', 'CANCEL_WITH_FEE', paid)).toBeUndefined();
    expect(transitionFor('BUYER', 'SHIPPED', 'CANCEL', paid)).toBeUndefined();
    expect(transitionFor('STAFF', 'INVOICED', 'CANCEL', paid)).toBeUndefined();
  });

  it('an order is invoiced once no unit is open: an invoice would bill units that can then never ship', () => {
    expect(transitionFor('STAFF', 'SHIPPED', 'INVOICE', ctx({ openUnits: 0 }))).toBe('INVOICED');
    expect(transitionFor('STAFF', 'SHIPPED', 'INVOICE', ctx({ openUnits: 1 }))).toBeUndefined();
    expect(transitionFor('STAFF', 'READY_FOR_FULFILLMENT', 'INVOICE', ctx({ openUnits: 2 }))).toBeUndefined();
    const paid = ctx({ paymentStatus: 'PAID', openUnits: 0 });
    expect(transitionFor('STAFF', 'SHIPPED', 'INVOICE', paid)).toBe('INVOICED');
  });

  it('a shipped order ships again only while units are open (partial shipments)', () => {
    expect(transitionFor('STAFF', 'SHIPPED', 'SHIP', ctx({ openUnits: 2 }))).toBe('SHIPPED');
    expect(transitionFor('STAFF', 'SHIPPED', 'SHIP', ctx({ openUnits: 0 }))).toBeUndefined();
  });

  it('an unpaid order awaiting payment ships only when its payment method extends credit (a creditLimit)', () => {
    expect(transitionFor('STAFF', 'AWAITING_PAYMENT', 'SHIP', ctx())).toBeUndefined();
    expect(transitionFor('STAFF', 'AWAITING_PAYMENT', 'SHIP', ctx({ creditTerms: true }))).toBe('SHIPPED');
    // On credit the order stays unpaid after shipping; its payment is recorded later (SHIPPED + PAY).
    expect(transitionFor('STAFF', 'SHIPPED', 'PAY', ctx({ creditTerms: true }))).toBe('SHIPPED');
    // Credit never lets the buyer or a job ship, nor an order on hold or waiting for its quote.
    expect(transitionFor('BUYER', 'AWAITING_PAYMENT', 'SHIP', ctx({ creditTerms: true }))).toBeUndefined();
    expect(transitionFor('STAFF', 'ON_HOLD', 'SHIP', ctx({ creditTerms: true }))).toBeUndefined();
    expect(
      transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'SHIP', ctx({ creditTerms: true })),
    ).toBeUndefined();
    // A tenant releasing straight to fulfilment (fulfillmentSettings) has said released orders may ship unpaid.
    expect(transitionFor('STAFF', 'READY_FOR_FULFILLMENT', 'SHIP', ctx())).toBe('SHIPPED');
  });

  it('a quote of an order paid online puts it on hold for its online payment, not Awaiting Payment', () => {
    expect(transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'QUOTE', ctx({ integratedPayment: true }))).toBe(
      'ON_HOLD',
    );
    expect(transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'QUOTE', ctx())).toBe('AWAITING_PAYMENT');
  });

  it('a quote of an order whose proof of export is due puts it on hold: the buyer releases it once approved (H-010)', () => {
    expect(transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'QUOTE', ctx({ proofOfExportDue: true }))).toBe(
      'ON_HOLD',
    );
    expect(transitionFor('STAFF', 'AWAITING_SHIPPING_QUOTE', 'QUOTE', ctx({ proofOfExportDue: false }))).toBe(
      'AWAITING_PAYMENT',
    );
  });

  it('a payment recorded for a held order whose proof of export is due is refused: it would release it (H-010)', () => {
    expect(transitionFor('STAFF', 'ON_HOLD', 'PAY', ctx({ proofOfExportDue: true }))).toBeUndefined();
    expect(
      transitionFor('JOB', 'ON_HOLD', 'PAY', ctx({ proofOfExportDue: true, integratedPayment: true })),
    ).toBe(undefined);
    expect(transitionFor('STAFF', 'ON_HOLD', 'PAY', ctx({ proofOfExportDue: false }))).toBe(
      'READY_FOR_FULFILLMENT',
    );
    // An order released already (its document was approved then) has its payment recorded as usual.
    expect(transitionFor('STAFF', 'AWAITING_PAYMENT', 'PAY', ctx({ proofOfExportDue: true }))).toBe(
      'READY_FOR_FULFILLMENT',
    );
  });

  it('a payment of an integrated order on hold releases it per the tenant setting, past Awaiting Payment', () => {
    expect(transitionFor('JOB', 'ON_HOLD', 'PAY', ctx({ integratedPayment: true }))).toBe(
      'READY_FOR_FULFILLMENT',
    );
  });
});

/** A valid IMEI from a 14-digit body (the Luhn digit appended). */
function imei(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

describe('IMEI manifest (Luhn, count per line, duplicates)', () => {
  it('checks the Luhn digit of known IMEIs', () => {
    expect(luhnValid('490154203237518')).toBe(true);
    expect(luhnValid('490154203237517')).toBe(false);
    expect(imeiProblem('490154203237518')).toBeUndefined();
    expect(imeiProblem('490154203237517')).toBe('has a wrong check digit');
    expect(imeiProblem('49015420323751')).toBe('is not an IMEI (15 digits)');
    expect(imeiProblem('49015420323751X')).toBe('is not an IMEI (15 digits)');
  });

  it('reads a text area one IMEI per line, keeping the line numbers', () => {
    expect(imeisOfText(' 1\n\n2 \r\n3')).toEqual([
      { imei: '1', row: 1 },
      { imei: '2', row: 3 },
      { imei: '3', row: 4 },
    ]);
  });

  const a = imei('35000000000001');
  const b = imei('35000000000002');
  const bad = `${a.slice(0, 14)}${(Number(a[14]) + 1) % 10}`;

  it('accepts a right manifest', () => {
    expect(
      manifestProblems([
        {
          itemNumberWarehouse: 'X-MIA',
          quantity: 2,
          openQuantity: 2,
          imeis: [
            { imei: a, row: 1 },
            { imei: b, row: 2 },
          ],
        },
      ]),
    ).toEqual([]);
  });

  it('names the row of a wrong check digit', () => {
    const p = manifestProblems([
      { itemNumberWarehouse: 'X-MIA', quantity: 1, openQuantity: 1, imeis: [{ imei: bad, row: 4 }] },
    ]);
    expect(p.map((x) => x.message)).toEqual([`X-MIA, row 4: ${bad} has a wrong check digit`]);
  });

  it('names both rows of a duplicate, across lines', () => {
    const p = manifestProblems([
      { itemNumberWarehouse: 'X-MIA', quantity: 1, openQuantity: 1, imeis: [{ imei: a, row: 1 }] },
      { itemNumberWarehouse: 'Y-MIA', quantity: 1, openQuantity: 1, imeis: [{ imei: a, row: 2 }] },
    ]);
    expect(p.map((x) => x.message)).toEqual([
      `Y-MIA, row 2: ${a} appears twice in this manifest (also X-MIA, row 1)`,
    ]);
  });

  it('refuses a count that is not the quantity, more than is open, or a line not on the order', () => {
    const p = manifestProblems([
      { itemNumberWarehouse: 'X-MIA', quantity: 2, openQuantity: 1, imeis: [{ imei: a, row: 1 }] },
      { itemNumberWarehouse: 'Z-MIA', quantity: 1, openQuantity: undefined, imeis: [{ imei: b, row: 2 }] },
    ]);
    expect(p.map((x) => x.message)).toEqual([
      'X-MIA: 2 units to ship but only 1 open',
      'X-MIA: 1 IMEI for 2 units',
      'Z-MIA: not a line of this order',
    ]);
    // Counts read as words: one unit, two IMEIs.
    expect(
      manifestProblems([
        {
          itemNumberWarehouse: 'X-MIA',
          quantity: 1,
          openQuantity: 1,
          imeis: [
            { imei: a, row: 1 },
            { imei: b, row: 2 },
          ],
        },
      ]).map((x) => x.message),
    ).toEqual(['X-MIA: 2 IMEIs for 1 unit']);
  });
});
