import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import type { ExportTenant } from './order-exports.service.ts';

/**
 * The invoice PDF (N-056, L-007, Q-052), laid out with pdfmake: the tenant's name as the letterhead, its words
 * (dictionary) and its currency. Fonts are pdfmake's own Roboto files (Latin, Greek and Cyrillic), read from disk;
 * no URL or other local file is ever fetched while rendering (the text is the order's, which a buyer typed).
 */

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
const FONTS = {
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));
pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

export type OrderSheet = {
  invoiceNumber: string;
  invoiceDate: Date;
  dueDate: Date | null;
  /** The order's payment status as the tenant labels it (K-004). */
  paymentStatus: string;
  phonexOrderNumber: string;
  refOrderNumber: string | null;
  billTo: AddressSnapshot;
  shipTo: AddressSnapshot;
  paymentMethod: string;
  /** The payment method's instructions, printed while the order is unpaid (null: none). */
  paymentInstructions: string | null;
  shippingMethod: string;
  /** Each shipment as 'carrier tracking-number'. */
  shipments: string[];
  lines: {
    itemNumber: string;
    description: string;
    quantity: number;
    unitPrice: number;
    extendedPrice: number;
  }[];
  totals: {
    subtotal: number;
    freight: number;
    paymentFee: number;
    additionalServicesFee: number;
    tax: number;
    taxDescription: string;
    reservationFee: number;
    cancellationFee: number;
    total: number;
  };
};

/**
 * An address as documents write it, a line each: the company (the address's own fields, e.g. ShipToName or
 * BillingCustomerName, as the order page shows them), the contact, the street, the city line and the country.
 */
export const addressParts = (
  a: Pick<
    AddressSnapshot,
    'contact' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'country' | 'fields'
  >,
): string[] =>
  [
    ...Object.values(a.fields ?? {}),
    a.contact,
    a.address1,
    a.address2,
    [a.city, a.state, a.zip].filter(Boolean).join(', '),
    a.country,
  ].filter((l): l is string => Boolean(l?.trim()));

const addressLines = (a: AddressSnapshot) => addressParts(a).join('\n');

/** The document of one invoice. */
export function invoiceDocument(sheet: OrderSheet, tenant: ExportTenant): TDocumentDefinitions {
  const { t, money } = tenant;
  const date = new Intl.DateTimeFormat(tenant.language, { dateStyle: 'long', timeZone: tenant.timeZone });
  const title = `${t('invoice', 'Invoice')} ${sheet.invoiceNumber}`;
  const header = (text: string): TableCell => ({ text, bold: true });
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const fees: [string, number][] = [
    [t('freight', 'Freight'), sheet.totals.freight],
    [t('paymentFee', 'Payment Fee'), sheet.totals.paymentFee],
    [t('additionalServicesFee', 'Additional Services Fee'), sheet.totals.additionalServicesFee],
    [sheet.totals.taxDescription || t('tax', 'Tax'), sheet.totals.tax],
    [t('reservationFee', 'Reservation Fee'), sheet.totals.reservationFee],
    [t('cancellationFee', 'Cancellation Fee'), sheet.totals.cancellationFee],
  ];
  const totals: TableCell[][] = [
    [t('subtotal', 'Subtotal'), right(money(sheet.totals.subtotal))],
    // A fee that does not apply to this invoice (0) is left out, except freight and tax, which always show.
    ...fees
      .filter(([, v], i) => v !== 0 || i === 0 || i === 3)
      .map(([label, v]): TableCell[] => [label, right(money(v))]),
    [header(t('total', 'Total')), right(money(sheet.totals.total), true)],
  ];
  const meta: [string, string][] = [
    [t('invoiceNumber', 'Invoice #'), sheet.invoiceNumber],
    [t('invoiceDate', 'Invoice date'), date.format(sheet.invoiceDate)],
    ...(sheet.dueDate ? [[t('dueDate', 'Due date'), date.format(sheet.dueDate)] as [string, string]] : []),
    [t('paymentStatus', 'Payment status'), sheet.paymentStatus],
    [t('orderNumber', 'Order #'), sheet.refOrderNumber ?? sheet.phonexOrderNumber],
    [t('paymentMethod', 'Payment method'), sheet.paymentMethod],
    [t('shippingMethod', 'Shipping method'), sheet.shippingMethod],
    ...(sheet.shipments.length > 0
      ? [[t('trackingNumbers', 'Tracking Numbers'), sheet.shipments.join(', ')] as [string, string]]
      : []),
  ];
  const content: Content[] = [
    { text: tenant.name, style: 'letterhead' },
    ...(tenant.sellerAddress.length > 0 ? [{ text: tenant.sellerAddress.join('\n'), style: 'seller' }] : []),
    { text: title, style: 'title' },
    {
      columns: [
        { width: '*', stack: meta.map(([k, v]) => ({ text: [{ text: `${k}: `, bold: true }, v] })) },
        {
          width: '*',
          stack: [{ text: t('billingAddress', 'Bill to'), bold: true }, addressLines(sheet.billTo)],
        },
        {
          width: '*',
          stack: [{ text: t('shippingAddress', 'Ship to'), bold: true }, addressLines(sheet.shipTo)],
        },
      ],
      columnGap: 16,
      margin: [0, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: ['auto', '*', 'auto', 'auto', 'auto'],
        body: [
          [
            header(t('itemNumber', 'Item #')),
            header(t('itemDescription', 'Description')),
            right(t('quantity', 'Quantity'), true),
            right(t('unitPrice', 'Unit Price'), true),
            right(t('extendedPrice', 'Amount'), true),
          ],
          ...sheet.lines.map((l): TableCell[] => [
            l.itemNumber,
            l.description,
            right(String(l.quantity)),
            right(money(l.unitPrice)),
            right(money(l.extendedPrice)),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
    {
      columns: [
        { width: '*', text: '' },
        { width: 'auto', table: { body: totals }, layout: 'noBorders' },
      ],
    },
    ...(sheet.paymentInstructions?.trim()
      ? [
          { text: t('paymentInstructions', 'Payment instructions'), bold: true, margin: [0, 16, 0, 4] },
          { text: sheet.paymentInstructions.trim() },
        ]
      : []),
  ] as Content[];
  return {
    info: { title, author: tenant.name, subject: sheet.phonexOrderNumber },
    language: tenant.language,
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      letterhead: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      seller: { fontSize: 8, color: '#444444', margin: [0, 0, 0, 8] },
      title: { fontSize: 13, margin: [0, 0, 0, 12] },
    },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    footer: (page, pages) => ({
      text: `${tenant.name} · ${title} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 7,
    }),
  };
}

/** Renders one invoice to PDF bytes. */
export async function renderInvoicePdf(sheet: OrderSheet, tenant: ExportTenant): Promise<Buffer> {
  const bytes = await pdfmake.createPdf(invoiceDocument(sheet, tenant)).getBuffer();
  return Buffer.from(bytes);
}
