import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { i18nOverrides, mailOutbox } from '../src/db/schema/index.ts';
import { enqueueOrderMail, type MailOrder } from '../src/modules/orders/order-events.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The order confirmation mail's amounts: each in the tenant's currency at its precision with the symbol its
 * portal writes (A-012: the dictionary's currencySymbol, the tenant's own when it has one), also when the same
 * amounts were just written for another currency, precision or symbol (the formatted amounts are kept, P13).
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');

const order = (n: string): MailOrder => ({
  tenantId: harborId,
  phonexOrderNumber: n,
  version: 1,
  fulfillmentStatus: 'ON_HOLD',
  subtotalMinor: 123_456,
  freightMinor: 0,
  freightUndefined: false,
  paymentFeeMinor: 0,
  paymentFeeUndefined: false,
  taxMinor: 0,
  additionalServicesFeeMinor: 0,
  reservationFeeMinor: 0,
  cancellationFeeMinor: 0,
  totalMinor: 123_456,
  paymentMethodCode: 'WIRE',
  paymentMethodLabel: 'Wire Transfer',
  shippingMethodLabel: 'Bill My Account',
});
const lines = [
  {
    itemNumber: 'A-1',
    itemDescription: 'Phone',
    orderedQuantity: 2,
    canceledQuantity: 0,
    unitPriceMinor: 61_728,
  },
];

async function mailText(n: string, format: { currencyCode: string; precision: number; language?: string }) {
  await enqueueOrderMail(app.db, 'buyer@harbor.test', 'ORDER_EDITED', order(n), lines, {
    tenantName: 'Harbor',
    language: 'en',
    ...format,
  });
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
  return mail!.text;
}

describe('order mail amounts', () => {
  it('are written in each currency and precision, the same amounts one after the other', async () => {
    const usd = await mailText('MAIL-1', { currencyCode: 'USD', precision: 2 });
    expect(usd).toContain('2 × A-1 Phone @ $617.28 = $1,234.56');
    expect(usd).toContain('Subtotal: $1,234.56');
    // A euro tenant names its symbol in its words.
    await app.db
      .insert(i18nOverrides)
      .values({ tenantId: harborId, language: 'en', key: 'currencySymbol', value: '€' });
    const eur = await mailText('MAIL-2', { currencyCode: 'EUR', precision: 2 });
    await app.db.delete(i18nOverrides).where(eq(i18nOverrides.tenantId, harborId));
    expect(eur).toContain('2 × A-1 Phone @ €617.28 = €1,234.56');
    expect(eur).toContain('Total: €1,234.56');
    const whole = await mailText('MAIL-3', { currencyCode: 'USD', precision: 0 });
    expect(whole).toContain('2 × A-1 Phone @ $61,728 = $123,456');
    expect(await mailText('MAIL-4', { currencyCode: 'USD', precision: 2 })).toContain('Subtotal: $1,234.56');
  });

  it('link to the order on the tenant’s own site, in every mail', async () => {
    const text = await mailText('MAIL-LINK', { currencyCode: 'USD', precision: 2 });
    expect(text).toMatch(/^See your order: https?:\/\/[^\s/]+(:\d+)?\/orders\/MAIL-LINK$/m);
  });

  it('tell an order awaiting payment how to pay: the payment method’s instructions (I-068)', async () => {
    const n = 'MAIL-PAY';
    await enqueueOrderMail(
      app.db,
      'buyer@harbor.test',
      'ORDER_RELEASED',
      { ...order(n), fulfillmentStatus: 'AWAITING_PAYMENT' },
      lines,
      { tenantName: 'Harbor', currencyCode: 'USD', precision: 2, language: 'en' },
    );
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
    expect(mail!.text).toMatch(
      /^Payment: Wire Transfer\n\nHow to pay:\nPay by wire transfer to First Harbor Bank/m,
    );
    // A held order is not paid yet: no instructions (MAIL-1 above was ON_HOLD).
    expect(await mailText('MAIL-HELD', { currencyCode: 'USD', precision: 2 })).not.toContain('How to pay');
  });

  it("are in the tenant's language (A-010): headings, labels, amounts and 'to be quoted'", async () => {
    const n = 'MAIL-ES';
    await enqueueOrderMail(
      app.db,
      'buyer@harbor.test',
      'ORDER_HELD',
      { ...order(n), freightUndefined: true },
      lines,
      {
        tenantName: 'Harbor',
        currencyCode: 'USD',
        precision: 2,
        language: 'es',
        origin: 'https://harbor.example',
        statuses: [{ code: 'ON_HOLD', label: 'En espera' }],
      },
    );
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
    expect(mail!.subject).toBe('Harbor: Su pedido está retenido — pedido MAIL-ES');
    // Intl writes a no-break space between the amount and the currency; the symbol is the dictionary's.
    expect(mail!.text.replaceAll('\u00a0', ' ').split('\n')).toEqual([
      'Su pedido está retenido.',
      '',
      'Pedido MAIL-ES — En espera',
      'Envío: Bill My Account',
      'Pago: Wire Transfer',
      '',
      'Artículos:',
      '  2 × A-1 Phone @ 617,28 $ = 1234,56 $',
      '',
      'Subtotal: 1234,56 $',
      'Flete: Por cotizar',
      'Cargo por pago: 0,00 $',
      'Impuestos: Por cotizar',
      'Cargo por servicios adicionales: 0,00 $',
      'Total: Por cotizar',
      '',
      'Vea su pedido: https://harbor.example/orders/MAIL-ES',
    ]);
  });
});
