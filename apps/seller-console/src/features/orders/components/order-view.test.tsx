// @vitest-environment jsdom

import type { DeskActions, DeskOrder } from '@portico/contract/order-desk';
import { formatDateTime } from '@portico/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { OrderPage, OrderView } from './order-page.tsx';

/** The order view: what the desk may do is what the server's DeskActions say; forms check the contract first. */
const NO_ACTIONS: DeskActions = {
  canAnswerQuote: false,
  canRecordPayment: false,
  canShip: false,
  canInvoice: false,
  canCancel: false,
  canEditLines: false,
  canExtendHold: false,
};

const address = {
  id: 'a1',
  contact: 'Alex Kim',
  address1: '1 Harbour St',
  address2: null,
  city: 'Leeds',
  state: null,
  country: 'GB',
  zip: 'LS1 1AA',
  customLabel: null,
  label: '1 Harbour St, Leeds',
  fields: {},
};

function order(change: Partial<DeskOrder> = {}): DeskOrder {
  return {
    phonexOrderNumber: 'PXSUM0000042',
    refOrderNumber: null,
    version: 3,
    buyer: { buyerId: 'b1', email: 'buyer@summit.test', name: 'Alex Kim', company: null },
    warehouse: 'Denver',
    warehouseCode: 'DEN',
    fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
    paymentStatus: 'UNPAID',
    createDate: '2026-11-26T05:00:00.000Z',
    updateDate: '2026-11-26T05:00:00.000Z',
    paidDate: null,
    canceledDate: null,
    holdExpiresAt: null,
    subtotal: 400,
    freight: 0,
    freightUndefined: true,
    paymentFee: 0,
    tax: 0,
    taxDescription: 'Tax',
    additionalServicesFee: 0,
    reservationFee: 0,
    cancellationFee: 0,
    total: 400,
    totalOrderedQuantity: 3,
    shippingAddress: address,
    billingAddress: address,
    shippingMethodCode: 'REQUEST_A_QUOTE',
    shippingMethodLabel: 'Request a Quote',
    requestAQuoteServiceLevel: 'Road freight',
    carrier: null,
    carrierServiceLevel: null,
    carrierShippingAccountNumber: null,
    insured: null,
    insuredAmount: null,
    carrierChoices: ['FedEx', 'UPS'],
    shippingInstructions: null,
    paymentMethodCode: 'WIRE',
    paymentMethodLabel: 'Bank transfer',
    lines: [
      {
        itemNumberWarehouse: 'SUM-1-DEN',
        itemNumber: 'SUM-1',
        itemDescription: 'iPhone 13 128GB Blue A',
        orderedQuantity: 2,
        canceledQuantity: 0,
        shippedQuantity: 0,
        openQuantity: 2,
        quantityAvailable: 110,
        unitPrice: 150,
        extendedPrice: 300,
      },
      {
        itemNumberWarehouse: 'SUM-2-DEN',
        itemNumber: 'SUM-2',
        itemDescription: 'Pixel 7 128GB B',
        orderedQuantity: 1,
        canceledQuantity: 0,
        shippedQuantity: 1,
        openQuantity: 0,
        quantityAvailable: 4,
        unitPrice: 100,
        extendedPrice: 100,
      },
    ],
    shipments: [],
    documents: [],
    invoices: [],
    timeline: [
      {
        id: 't1',
        at: '2026-11-26T05:00:00.000Z',
        actorKind: 'BUYER',
        actorId: 'b1',
        actorName: 'buyer@summit.test',
        action: 'ORDER_PLACED',
        summary: 'Order held until the shipping quote',
        code: null,
        params: {},
        details: [],
        before: null,
        after: null,
        visibleToBuyer: true,
      },
    ],
    actions: { ...NO_ACTIONS, canAnswerQuote: true, canCancel: true },
    ...change,
  } as DeskOrder;
}

const renderOrder = (o: DeskOrder) =>
  renderConsole(
    <MemoryRouter>
      <OrderView order={o} />
    </MemoryRouter>,
  );

/** The order page as its live query feeds it: the answer puts the next order on it, as a refetch or an event does. */
function renderLiveOrder(first: DeskOrder) {
  let setLive: (o: DeskOrder) => void = () => {};
  function Live() {
    const [live, set] = useState(first);
    setLive = set;
    return <OrderView order={live} />;
  }
  renderConsole(
    <MemoryRouter>
      <Live />
    </MemoryRouter>,
  );
  return (next: DeskOrder) => act(() => setLive(next));
}

/** The server answering the call ending in `path` with `answer`; `first` runs before it answers. */
function answering(path: string, answer: DeskOrder, first?: () => void) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (!String(url).endsWith(path)) return new Response(null, { status: 404 });
    first?.();
    return new Response(JSON.stringify({ order: answer, errors: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/**
 * The bodies the page sends, each answered 409 (changed meanwhile): what a dialog sent, without a server, and the
 * dialog stays open.
 */
function bodiesSent(): unknown[] {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ status: 'FAIL', statusCode: 409, message: 'Changed' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderView', () => {
  it("offers only the server's allowed transitions and shows the freight as 'To be quoted' until it is", () => {
    renderOrder(order());
    const actions = screen.getByRole('group', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Answer quote', 'Cancel order']);
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getAllByText('To be quoted')).toHaveLength(3); // freight, tax, total
    expect(screen.getByText('Order held until the shipping quote')).toBeTruthy();
  });

  it("an unpaid invoice on terms shows when it is due; a paid order's invoice shows no due date", () => {
    renderOrder(
      order({
        invoices: [
          {
            invoiceNumber: 'INV0000007',
            invoiceDate: '2026-11-28T15:00:00Z',
            dueDate: '2026-12-28T15:00:00Z',
            total: 662.02,
          },
          { invoiceNumber: 'INV0000008', invoiceDate: '2026-11-28T15:00:00Z', dueDate: null, total: 10 },
        ],
      }),
    );
    expect(screen.getByText('Invoice INV0000007 · $662.02').parentElement?.textContent).toContain(
      'Due Dec 28, 2026',
    );
    expect(screen.getByText('Invoice INV0000008 · $10.00').parentElement?.textContent).not.toContain('Due');
  });

  it("refuses a freight of 12.345 with the contract's message and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderOrder(order());
    await user.click(screen.getByRole('button', { name: 'Answer quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer the freight quote' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Freight' }), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(within(dialog).getByText(/decimals/).textContent).toMatch(/decimals/);
    expect(screen.getByRole('dialog', { name: 'Answer the freight quote' })).toBeTruthy();
  });

  it('a freight quote is read back in money before it goes, and a typed exponent is no amount', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    renderOrder(order());
    await user.click(screen.getByRole('button', { name: 'Answer quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer the freight quote' });
    const freight = within(dialog).getByRole('textbox', { name: 'Freight' });
    await user.type(freight, '1e3');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(within(dialog).getByText('Enter a number.')).toBeTruthy();
    await user.clear(freight);
    await user.type(freight, '1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    // Nothing is sent yet: the amount is read back, and the button names it.
    expect(sent).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toContain('$1,000.00');
    // Changing the amount asks again.
    await user.type(freight, '0');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.clear(freight);
    await user.type(freight, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the $1,000.00 quote' }));
    expect(sent).toEqual([{ version: 3, freight: 1000 }]);
  });

  it('says until when a held order keeps its stock, and extends it by the time chosen, the new deadline read back', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    // Far ahead, so the extension counts from it whatever today is.
    const deadline = '2099-01-10T15:00:00.000Z';
    renderOrder(
      order({
        fulfillmentStatus: 'ON_HOLD',
        holdExpiresAt: deadline,
        actions: { ...NO_ACTIONS, canExtendHold: true },
      }),
    );
    expect(screen.getByText(`Holds its stock until ${formatDateTime(deadline)}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Extend hold' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend the hold of PXSUM0000042' });
    const later = (hours: number) => formatDateTime(Date.parse(deadline) + hours * 3_600_000);
    expect(within(dialog).getByText(`Held until ${later(48)}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'More time' }));
    await user.click(screen.getByRole('option', { name: '7 days' }));
    expect(within(dialog).getByText(`Held until ${later(168)}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Extend hold' }));
    expect(sent).toEqual([{ version: 3, hours: 168 }]);
  });

  it('offers no extension when the server allows none', () => {
    renderOrder(order({ fulfillmentStatus: 'ON_HOLD', holdExpiresAt: null }));
    expect(screen.queryByRole('button', { name: 'Extend hold' })).toBeNull();
    expect(screen.queryByText(/Holds its stock until/)).toBeNull();
  });

  it('a dialog acts on the order as it was when opened, not as live updates change it meanwhile', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          status: 'FAIL',
          statusCode: 409,
          message: 'Order PXSUM0000042 was changed',
          // As the server answers it: the field is the version, which no form shows.
          errors: [
            {
              field: 'version',
              messageCode: 'outdatedSalesOrder',
              messageDescription: 'Order PXSUM0000042 was changed',
            },
          ],
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      );
    });
    const user = userEvent.setup();
    const opened = order();
    const update = renderLiveOrder(opened);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    // A colleague records the payment: the page's order moves on while the dialog is open.
    update(order({ version: opened.version + 1, paymentStatus: 'PAID' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order PXSUM0000042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of stock');
    // The pair reads as what each does: keep the order, or cancel it.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep order', 'Cancel order']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText(/was changed/)).toBeTruthy();
    expect(sent).toEqual([{ version: opened.version, reason: 'Out of stock' }]);
  });

  it('on a partly shipped order the cancel closes the units still open, and says so', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    const base = order();
    renderOrder(
      order({
        fulfillmentStatus: 'SHIPPED',
        freightUndefined: false,
        lines: base.lines.map((l, i) => (i === 0 ? { ...l, shippedQuantity: 1, openQuantity: 1 } : l)),
        actions: { ...NO_ACTIONS, canShip: true, canCancel: true },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close open units' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the open units of PXSUM0000042' });
    // The first line's second unit (the other line has shipped in full).
    expect(dialog.textContent).toContain('1 unit has not shipped');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Failed testing');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep open units', 'Close open units']);
    await user.click(within(dialog).getByRole('button', { name: 'Close open units' }));
    expect(sent).toEqual([{ version: 3, reason: 'Failed testing' }]);
  });

  it('records a payment by the order’s own method: a card order’s by card', async () => {
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'AWAITING_PAYMENT',
        freightUndefined: false,
        paymentMethodCode: 'CREDIT_CARD',
        paymentMethodLabel: 'Credit card',
        actions: { ...NO_ACTIONS, canRecordPayment: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByRole('combobox', { name: 'Received by' }).textContent).toBe('Card');
  });

  it('a wire payment needs its reference: the field says so and nothing is sent until it is typed', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'AWAITING_PAYMENT',
        freightUndefined: false,
        actions: { ...NO_ACTIONS, canRecordPayment: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByRole('combobox', { name: 'Received by' }).textContent).toBe('Wire transfer');
    const reference = within(dialog).getByRole('textbox', { name: 'Wire reference' });
    await user.type(reference, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(sent).toEqual([]);
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter the wire reference')).toBeTruthy();
    await user.clear(reference);
    await user.type(reference, 'FT-123');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(sent).toEqual([{ version: 3, method: 'WIRE', reference: 'FT-123', amount: 400 }]);
  });

  it('names each status chip for a screen reader (Fulfillment: …, Payment: …); the visible words stay', () => {
    renderOrder(order({ fulfillmentStatus: 'SHIPPED', paymentStatus: 'PAID', actions: NO_ACTIONS }));
    // What the chip reads out: its prefix, out of sight, then the word shown.
    const fulfillment = screen.getByText('Shipped', { selector: '.MuiChip-label' });
    expect(fulfillment.textContent).toBe('Fulfillment: Shipped');
    const payment = screen.getByText('Paid', { selector: '.MuiChip-label' });
    expect(payment.textContent).toBe('Payment: Paid');
    // The prefix is not shown.
    expect(getComputedStyle(within(fulfillment).getByText('Fulfillment:')).position).toBe('absolute');
  });

  it('says what proof of export the order waits for, with the way to review it', () => {
    renderOrder(
      order({
        documents: [
          {
            documentName: 'Proof of Export',
            documentStatus: 'SUBMITTED',
            fileName: 'bill-of-lading.pdf',
            submittedAt: '2026-11-26T06:00:00.000Z',
            reason: null,
          },
        ],
      }),
    );
    const section = screen.getByRole('region', { name: 'Proof of export' });
    expect(section.textContent).toContain('Proof of Export');
    expect(section.textContent).toContain('bill-of-lading.pdf');
    expect(within(section).getByText('Waiting for review')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Review in Documents' }).getAttribute('href')).toBe(
      '/documents',
    );
  });

  it('edits lines: 0 removes a line (it is left out), and removing every line points to Cancel order', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'ON_HOLD',
        freightUndefined: false,
        lines: order().lines.map((l) => ({ ...l, shippedQuantity: 0, openQuantity: l.orderedQuantity })),
        actions: { ...NO_ACTIONS, canEditLines: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lines' });
    const first = within(dialog).getByRole('textbox', { name: 'Quantity of SUM-1' });
    const second = within(dialog).getByRole('textbox', { name: 'Quantity of SUM-2' });
    await user.clear(first);
    await user.type(first, '0');
    await user.clear(second);
    await user.type(second, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save lines' }));
    expect(sent).toEqual([]);
    expect(within(dialog).getByText('To remove every line, cancel the order instead.')).toBeTruthy();
    await user.clear(second);
    await user.type(second, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save lines' }));
    expect(sent).toEqual([
      { version: 3, items: [{ itemNumberWarehouse: 'SUM-2-DEN', orderedQuantity: '1' }] },
    ]);
  });

  it('shows parcels shipped together as one shipment with its units once', () => {
    const at = '2026-11-26T09:00:00.000Z';
    renderOrder(
      order({
        fulfillmentStatus: 'SHIPPED',
        paymentStatus: 'PAID',
        freightUndefined: false,
        shipments: [
          { carrier: 'UPS', trackingNumber: '1Z-A', shippedAt: at, units: 3 },
          { carrier: 'UPS', trackingNumber: '1Z-B', shippedAt: at, units: 3 },
          { carrier: 'DHL', trackingNumber: 'JD-1', shippedAt: '2026-11-27T09:00:00.000Z', units: 1 },
        ],
      }),
    );
    // A shipment's line reads as one text, its numbers being links.
    const line = (text: string) => (_: string, el: Element | null) =>
      el?.tagName === 'SPAN' && el.textContent === text;
    expect(screen.getByText(line('UPS 1Z-A, 1Z-B'))).toBeTruthy();
    expect(screen.getAllByText(/· 3 units$/)).toHaveLength(1);
    expect(screen.getByText(line('DHL JD-1'))).toBeTruthy();
    expect(screen.getAllByText(/· 1 unit$/)).toHaveLength(1);
    // L-010: each number links to its carrier's tracking page, in a new tab.
    const links = screen.getAllByRole('link', { name: /^(1Z|JD)-/ });
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['1Z-A', 'https://www.ups.com/track?tracknum=1Z-A', '_blank'],
      ['1Z-B', 'https://www.ups.com/track?tracknum=1Z-B', '_blank'],
      ['JD-1', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD-1', '_blank'],
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a manifest naming some lines ships those; the lines it leaves out stay open (0 units now)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            lines: [{ itemNumberWarehouse: 'SUM-1-DEN', imeis: ['490154203237518', '356938035643809'] }],
            errors: [],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = userEvent.setup();
    const base = order();
    renderOrder(
      order({
        fulfillmentStatus: 'READY_FOR_FULFILLMENT',
        paymentStatus: 'PAID',
        freightUndefined: false,
        actions: { ...NO_ACTIONS, canShip: true },
        lines: base.lines.map((l) => ({ ...l, shippedQuantity: 0, openQuantity: l.orderedQuantity })),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order PXSUM0000042' });
    const units = () =>
      within(dialog)
        .getAllByRole('textbox', { name: 'Units to ship' })
        .map((b) => (b as HTMLInputElement).value);
    expect(units()).toEqual(['2', '1']);
    await user.upload(
      within(dialog).getByLabelText('Manifest file'),
      new File(['Item Number Warehouse,IMEI'], 'manifest.csv', { type: 'text/csv' }),
    );
    await within(dialog).findByText('2 of 2 IMEIs, one a unit');
    expect(units()).toEqual(['2', '0']);
  });

  it('ships only the open lines, counts the IMEIs typed or scanned, and needs a tracking number', async () => {
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'READY_FOR_FULFILLMENT',
        paymentStatus: 'PAID',
        freightUndefined: false,
        actions: { ...NO_ACTIONS, canShip: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order PXSUM0000042' });
    expect(within(dialog).queryByRole('textbox', { name: 'IMEIs of SUM-2, one per line' })).toBeNull();
    const imeis = within(dialog).getByRole('textbox', { name: 'IMEIs of SUM-1, one per line' });
    await user.type(imeis, '490154203237518{Enter}{Enter}356938035643809{Enter}');
    expect(within(dialog).getByText(/^2 of \d+ IMEIs, one a unit$/)).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'DHL');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking numbers' });
    expect(tracking.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the tenant’s carriers from the order’s own; one chosen or another typed is what is sent', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    const base = order();
    renderOrder(
      order({
        fulfillmentStatus: 'READY_FOR_FULFILLMENT',
        paymentStatus: 'PAID',
        freightUndefined: false,
        carrier: 'UPS',
        carrierChoices: ['UPS', 'FedEx'],
        actions: { ...NO_ACTIONS, canShip: true },
        lines: [{ ...base.lines[0]!, openQuantity: 1, orderedQuantity: 1 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order PXSUM0000042' });
    const carrier = within(dialog).getByRole('combobox', { name: 'Carrier' }) as HTMLInputElement;
    // The order's own carrier to start with.
    expect(carrier.value).toBe('UPS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking numbers' }), '1Z-1');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'IMEIs of SUM-1, one per line' }),
      '490154203237518',
    );
    // The tenant's carriers are offered; choosing one sends it.
    await user.clear(carrier);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    const choices = await screen.findByRole('listbox');
    expect(
      within(choices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['UPS', 'FedEx']);
    await user.click(within(choices).getByRole('option', { name: 'FedEx' }));
    expect(carrier.value).toBe('FedEx');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    // Another carrier can still be typed, and goes as typed.
    await user.clear(carrier);
    await user.type(carrier, 'Royal Mail');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    // An empty carrier is refused by the contract, as before: nothing sent.
    await user.clear(carrier);
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(carrier.getAttribute('aria-invalid')).toBe('true');
    // An empty field has nothing to clear.
    const labels = within(dialog)
      .queryAllByRole('button', { hidden: true })
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).not.toContain('Clear');
    expect(sent.map((b) => (b as { carrier: string }).carrier)).toEqual(['FedEx', 'Royal Mail']);
  });
  it('Escape or a click beside the cancel dialog keeps a reason typed; Keep order closes it', async () => {
    const user = userEvent.setup();
    renderOrder(order());
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order PXSUM0000042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Buyer asked');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cancel order PXSUM0000042' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe(
      'Buyer asked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing typed: Escape closes as any dialog.
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a payment the Record payment button is gone: the focus goes to the next action, not the page', async () => {
    const user = userEvent.setup();
    const unpaid = order({
      fulfillmentStatus: 'AWAITING_PAYMENT',
      freightUndefined: false,
      actions: { ...NO_ACTIONS, canRecordPayment: true, canCancel: true },
    });
    const paid = order({
      version: 4,
      fulfillmentStatus: 'READY_FOR_FULFILLMENT',
      paymentStatus: 'PAID',
      freightUndefined: false,
      actions: { ...NO_ACTIONS, canShip: true, canCancel: true },
    });
    const update = renderLiveOrder(unpaid);
    // As the page's query does with the answer: the order now stands paid.
    answering('/payment', paid, () => update(paid));
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Wire reference' }), 'FT-9');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ship' }));
  });

  it('the order answered after the dialog closed (a live refetch) still moves the focus off the vanished button', async () => {
    const user = userEvent.setup();
    const unpaid = order({
      fulfillmentStatus: 'AWAITING_PAYMENT',
      freightUndefined: false,
      actions: { ...NO_ACTIONS, canRecordPayment: true, canCancel: true },
    });
    const paid = order({
      version: 4,
      fulfillmentStatus: 'READY_FOR_FULFILLMENT',
      paymentStatus: 'PAID',
      freightUndefined: false,
      actions: { ...NO_ACTIONS, canShip: true, canCancel: true },
    });
    const update = renderLiveOrder(unpaid);
    answering('/payment', paid);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Wire reference' }), 'FT-9');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog gave the focus back to its opener, which the paid order then takes away.
    update(paid);
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ship' }));
  });

  it('with no action left after a dialog, the focus goes to the page heading', async () => {
    const user = userEvent.setup();
    const unpaid = order({ actions: { ...NO_ACTIONS, canCancel: true } });
    const cancelled = order({ version: 4, fulfillmentStatus: 'CANCELED', actions: NO_ACTIONS });
    const update = renderLiveOrder(unpaid);
    answering('/cancel', cancelled, () => update(cancelled));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order PXSUM0000042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Buyer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it("a terms order's payment starts on Wire transfer and says why; the reference's label is short", async () => {
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'AWAITING_PAYMENT',
        freightUndefined: false,
        paymentMethodCode: 'TERMS_NET_30',
        paymentMethodLabel: 'Net 30 terms',
        actions: { ...NO_ACTIONS, canRecordPayment: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    const by = within(dialog).getByRole('combobox', { name: 'Received by' });
    expect(by.textContent).toBe('Wire transfer');
    expect(dialog.textContent).toContain('Terms are most often settled by wire');
    // The reference field is named for the method chosen.
    expect(within(dialog).getByRole('textbox', { name: 'Wire reference' })).toBeTruthy();
    await user.click(by);
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    expect(within(dialog).getByRole('textbox', { name: 'Check number' })).toBeTruthy();
  });

  it('edit lines: each line shows what is available and its amount, the new goods total follows the quantities', async () => {
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'ON_HOLD',
        freightUndefined: false,
        lines: order().lines.map((l) => ({ ...l, shippedQuantity: 0, openQuantity: l.orderedQuantity })),
        actions: { ...NO_ACTIONS, canEditLines: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lines' });
    expect(dialog.textContent).toContain('110 more available · 2 × $150.00 = $300.00');
    expect(dialog.textContent).toContain('New goods total $400.00 (currently $400.00)');
    const first = within(dialog).getByRole('textbox', { name: 'Quantity of SUM-1' });
    await user.clear(first);
    await user.type(first, '3');
    expect(dialog.textContent).toContain('110 more available · 3 × $150.00 = $450.00');
    expect(dialog.textContent).toContain('New goods total $550.00 (currently $400.00)');
  });

  it('edit lines: saving with nothing changed sends nothing and says so', async () => {
    const sent = bodiesSent();
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'ON_HOLD',
        freightUndefined: false,
        actions: { ...NO_ACTIONS, canEditLines: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lines' });
    await user.click(within(dialog).getByRole('button', { name: 'Save lines' }));
    expect(sent).toEqual([]);
    expect(within(dialog).getByText('Nothing changed')).toBeTruthy();
  });

  it("edit lines: 'Not enough quantity' says how many the line can have", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            status: 'FAIL',
            statusCode: 422,
            message: 'Not enough quantity',
            errors: [
              {
                messageCode: 'notEnoughQuantity',
                messageDescription: 'Not enough quantity',
                field: 'items',
                itemNumberWarehouse: 'SUM-1-DEN',
              },
            ],
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = userEvent.setup();
    renderOrder(
      order({
        fulfillmentStatus: 'ON_HOLD',
        freightUndefined: false,
        actions: { ...NO_ACTIONS, canEditLines: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lines' });
    const first = within(dialog).getByRole('textbox', { name: 'Quantity of SUM-1' });
    await user.clear(first);
    await user.type(first, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save lines' }));
    expect(
      await within(dialog).findByText('Not enough quantity: at most 112 (110 more available)'),
    ).toBeTruthy();
  });

  it('the lines read Ordered | Cancelled | Shipped, as on the buyer’s order page', () => {
    renderOrder(order());
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item #', 'Ordered', 'Cancelled', 'Shipped', 'Unit price', 'Amount']);
  });

  it('names the order in the tab title', () => {
    renderOrder(order());
    expect(document.title.startsWith('PXSUM0000042 · ')).toBe(true);
  });

  it('read-only staff are told why the order has no actions', () => {
    renderConsole(
      <MemoryRouter>
        <OrderView order={order({ actions: { ...NO_ACTIONS, canCancel: true } })} />
      </MemoryRouter>,
      { queryClient: testQueryClient('READ_ONLY') },
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText(/Your role lets you see orders, not change them/)).toBeTruthy();
  });
});

describe('OrderPage', () => {
  const renderPage = () =>
    renderConsole(
      <MemoryRouter initialEntries={['/orders/PXSUM0009999']}>
        <Routes>
          <Route path="/orders/:phonexOrderNumber" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('an unknown order leads back to the orders, with no Retry that cannot help', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            status: 'FAIL',
            statusCode: 404,
            messageCode: 'orderNotFound',
            message: 'No order found of this id: PXSUM0009999',
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderPage();
    expect(await screen.findByText('No order found of this id: PXSUM0009999')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/orders');
  });

  it('a network failure keeps Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
