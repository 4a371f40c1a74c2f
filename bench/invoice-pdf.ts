// P15 of ../shared/PERFORMANCE.md, run as a child of bench/order-desk.mjs: the invoice PDF of a 500-line order
// (modules/orders/invoice-pdf.ts, as the buyer's and the desk's download render it) against the PDF library alone
// rendering a 500-row table with no styling. Alternating, REPS each after a warm-up; medians sent to the parent.
import { createRequire } from 'node:module';
import { type OrderSheet, renderInvoicePdf } from '../apps/server/src/modules/orders/invoice-pdf.ts';
import type { ExportTenant } from '../apps/server/src/modules/orders/order-exports.service.ts';

// pdfmake is the server's dependency (npm does not hoist it to the root): the same instance the invoice uses.
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pdfmake = serverRequire('pdfmake') as {
  createPdf(doc: unknown): { getBuffer(): Promise<Uint8Array> };
};

const LINES = 500;
const REPS = Number(process.env.BENCH_P15_REPS ?? 7);

const address = {
  id: 'a',
  contact: 'Dock 4',
  address1: '1 Harbor Way',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label: '1 Harbor Way',
  fields: {},
};
const sheet: OrderSheet = {
  invoiceNumber: 'INV0000001',
  invoiceDate: new Date('2026-11-26T12:00:00Z'),
  dueDate: null,
  paymentStatus: 'Unpaid',
  phonexOrderNumber: 'PXSTKL0000001',
  refOrderNumber: null,
  billTo: address,
  shipTo: address,
  paymentMethod: 'Wire Transfer',
  paymentInstructions: 'First Harbor Bank, ABA 021000021, account 4402 1187 9921. Quote the order number.',
  shippingMethod: 'Bill My Account',
  shipments: ['UPS 1Z999AA10123456784'],
  lines: Array.from({ length: LINES }, (_, i) => ({
    itemNumber: `APL-IP13-${String(i).padStart(4, '0')}`,
    description: `Apple iPhone 13 128GB Midnight Grade A unlocked lot ${i}`,
    quantity: 1 + (i % 9),
    unitPrice: 250 + i,
    extendedPrice: (1 + (i % 9)) * (250 + i),
  })),
  totals: {
    subtotal: 1,
    freight: 1,
    paymentFee: 0,
    additionalServicesFee: 0,
    tax: 0,
    taxDescription: '',
    reservationFee: 0,
    cancellationFee: 0,
    total: 2,
  },
};
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const tenant: ExportTenant = {
  name: 'Harbor Phones',
  shortName: 'harbor',
  currencyCode: 'USD',
  precision: 2,
  language: 'en',
  timeZone: 'America/New_York',
  sellerAddress: ['Harbor Phones LLC', '1200 Port Boulevard, Suite 400', 'Miami, FL 33132', 'United States'],
  t: (_key, fallback) => fallback,
  fulfillmentLabel: (c) => c,
  paymentLabel: (c) => c,
  money: (n) => money.format(n),
};

async function baseline(): Promise<void> {
  const body = sheet.lines.map((l) => [
    l.itemNumber,
    l.description,
    String(l.quantity),
    String(l.unitPrice),
    String(l.extendedPrice),
  ]);
  await pdfmake.createPdf({ content: [{ table: { body } }] }).getBuffer();
}
const target = () => renderInvoicePdf(sheet, tenant);

const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await baseline();
await target();
const b: number[] = [];
const t: number[] = [];
for (let i = 0; i < REPS; i++) {
  b.push(await time(baseline));
  t.push(await time(target));
}
process.send?.({ ready: true, baseline: median(b), value: median(t) });
