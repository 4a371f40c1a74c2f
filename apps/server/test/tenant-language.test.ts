import { DESK_PATHS, fillPath, SPANISH_DICTIONARY } from '@portico/contract';
import { and, desc, eq, gt, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderInvoices, orders, tenants } from '../src/db/schema/index.ts';
import { triggerStockAlerts } from '../src/modules/alerts/alert-trigger.ts';
import { enqueueOrderMail } from '../src/modules/orders/order-events.ts';
import { seedDemoOrders } from '../src/seed/demo-orders.ts';
import { checkoutApi, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { importApi } from './offer-import-helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { pdfText } from './pdf-text.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

/**
 * A-010 beyond the screens: a Spanish tenant's buyers import sheets headed with the Spanish column names the
 * import dialog lists (F-003), and get their mails in Spanish — the order confirmation, the seller's
 * answer to an offer (naming the cart's tab and button as the Spanish portal does), a stock alert, the account
 * mails the seller's buyer admin sends and a password reset code. Each mail is read as the outbox (or the mailer)
 * holds it.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');
const [row] = await app.db.select().from(tenants).where(eq(tenants.id, harborId));
await app.db
  .update(tenants)
  .set({ config: { ...(row?.config ?? {}), language: 'es' } })
  .where(eq(tenants.id, harborId));
app.invalidateTenantCache();

const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const { call, offer, checkout, submit } = checkoutApi(app);
const { answerNow } = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const es = (key: string) => SPANISH_DICTIONARY[key]!.i18n_value;

/** An amount as the Spanish portal writes it: '924,50 $' (decimal comma, the dictionary's symbol after it). */
const money = (n: number, symbol = '$') =>
  `${new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}\u00a0${symbol}`;

const since = new Date();
async function lastMailTo(to: string, subjectLike = '%') {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.tenantId, harborId),
        eq(mailOutbox.toAddress, to),
        gt(mailOutbox.createdAt, since),
        like(mailOutbox.subject, subjectLike),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
}

describe("mails in the tenant's language (A-010)", () => {
  it('the order confirmation', async () => {
    const item = picker.offerable(5);
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    const placed = await submit(buyer, item.warehouse, submissionFor(payload));
    expect(placed.statusCode, placed.body).toBe(200);
    const n = placed.json().phonexOrderNumber as string;
    const mail = await lastMailTo('buyer@harbor.test', `%${n}%`);
    expect(mail.subject).toMatch(new RegExp(`: Gracias por su pedido — pedido ${n}$`));
    expect(mail.text).toContain(`Pedido ${n} — ${es('fulfillmentStatusAwaitingPayment')}`);
    expect(mail.text).toContain('Artículos:');
    expect(mail.text).toMatch(/^Envío: /m);
    // The amounts as the portal writes them, with the dictionary's symbol, not Intl's 'US$'.
    expect(mail.text).toContain(`@ ${money(item.listPrice)} = ${money(2 * item.listPrice)}`);
    // Awaiting payment by wire: how to pay, the method's own instructions (I-068).
    expect(mail.text).toMatch(/^Cómo pagar:\nPay by wire transfer to First Harbor Bank/m);
    expect(mail.text).not.toContain('US$');
    expect(mail.text).not.toMatch(/\b(Thank you|Shipping|Items|Freight|Subtotal:|Tax)\b/);
  });

  it("the seller's answer to an offer, naming the Spanish portal's tab and button", async () => {
    const item = picker.offerable(5);
    const made = await offer(buyer, item, 1, Math.ceil(item.listPrice) - 1);
    await answerNow(seller, made.offerId, 'ACCEPT');
    const mail = await lastMailTo('buyer@harbor.test', '%aceptada%');
    expect(mail.subject).toBe(`Su oferta por ${item.skuDescription} fue aceptada`);
    expect(mail.text).toContain(`En su carrito, en '${es('cartTabAwaitingYourReview')}'`);
    expect(mail.text).toContain(`pulse ${es('moveToCart')}`);
    expect(mail.text).toContain(money(Math.ceil(item.listPrice) - 1));
  });

  it("amounts and statuses in mails are the tenant's own words when it has them (A-011, A-012)", async () => {
    const own = [
      ['currencySymbol', 'USD'],
      ['fulfillmentStatusAwaitingPayment', 'Pendiente de pago'],
      ['fulfillmentStatusCanceled', 'Anulado'],
    ] as const;
    for (const [key, value] of own) {
      const set = await app.inject({
        method: 'PUT',
        url: `${API}/seller/words/es/${key}`,
        headers: { host: HARBOR, ...bearer(seller) },
        payload: { value },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    try {
      const item = picker.offerable(5);
      const line = await offer(buyer, item, 1, item.listPrice);
      const payload = await checkout(buyer, item.warehouse, [line.offerId]);
      const placed = await submit(buyer, item.warehouse, submissionFor(payload));
      expect(placed.statusCode, placed.body).toBe(200);
      const n = placed.json().phonexOrderNumber as string;
      const mail = await lastMailTo('buyer@harbor.test', `%${n}%`);
      expect(mail.text).toContain(`@ ${money(item.listPrice, 'USD')} = ${money(item.listPrice, 'USD')}`);
      expect(mail.text).toContain(`Pedido ${n} — Pendiente de pago`);

      const other = picker.offerable(5);
      const made = await offer(buyer, other, 1, Math.ceil(other.listPrice) - 1);
      await answerNow(seller, made.offerId, 'ACCEPT');
      const answer = await lastMailTo('buyer@harbor.test', `%${other.skuDescription}%aceptada%`);
      expect(answer.text).toContain(money(Math.ceil(other.listPrice) - 1, 'USD'));

      // A mail the seller's desk sends (not the checkout) reads the tenant's word for the status too.
      const [placedRow] = await app.db.select().from(orders).where(eq(orders.phonexOrderNumber, n));
      const canceled = await app.inject({
        method: 'POST',
        url: `${API}${fillPath(DESK_PATHS.cancel.path, { phonexOrderNumber: n })}`,
        headers: { host: HARBOR, ...bearer(seller) },
        payload: { version: placedRow!.version, reason: 'Pedido duplicado' },
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const cancelMail = await lastMailTo('buyer@harbor.test', `%cancelado%${n}`);
      expect(cancelMail.text).toContain(`Pedido ${n} — Anulado`);
      expect(cancelMail.text).toContain('Pedido duplicado');

      // Reading the tenant's words for a mail locks nothing: order writes of the tenant never queue on the
      // override rows (a seller editing a word meanwhile, or each other).
      const locks = await app.db
        .transaction(async (tx) => {
          const [row] = await tx.select().from(orders).where(eq(orders.phonexOrderNumber, n));
          await enqueueOrderMail(
            tx,
            'buyer@harbor.test',
            'ORDER_CANCELED',
            { ...row!, version: -1 } as never,
            [],
            {
              tenantName: 'Harbor',
              language: 'es',
            },
          );
          const held = await tx.execute(
            sql`select mode from pg_locks where relation = 'i18n_overrides'::regclass and pid = pg_backend_pid()`,
          );
          throw Object.assign(new Error('rollback'), { held });
        })
        .catch((e: { held?: { rows: { mode: string }[] } }) => e.held?.rows.map((r) => r.mode));
      expect(locks).toEqual(['AccessShareLock']);
    } finally {
      for (const [key] of own) {
        await app.inject({
          method: 'DELETE',
          url: `${API}/seller/words/es/${key}`,
          headers: { host: HARBOR, ...bearer(seller) },
        });
      }
    }
  });

  it('a stock alert', async () => {
    const item = picker.offerable(1);
    const inw = item.itemNumberWarehouse;
    const set = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/alert/item`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { itemNumberWarehouse: inw, quantity: 10 },
    });
    expect(set.statusCode, set.body).toBe(200);
    await setItemQuantity(app.db, harborId, inw, item.quantityAvailable + 10);
    await triggerStockAlerts(app.db, harborId, {
      itemNumberWarehouses: [inw],
      origin: 'https://harbor.example',
    });
    const mail = await lastMailTo('buyer@harbor.test', 'Alerta de inventario%');
    expect(mail.subject).toBe(`Alerta de inventario: se agregaron 10 unidades de ${item.skuDescription}`);
    expect(mail.text).toContain('Pidió que le avisáramos cuando llegaran al menos 10 unidades.');
    expect(mail.text).toContain('Vea el inventario: https://harbor.example/stock');
  });

  it("the account mail of a buyer the seller invites, and a buyer's password reset code", async () => {
    const invited = await call(seller, 'POST', '/seller/buyers', {
      email: 'nuevo@harbor.test',
      firstName: 'Lucía',
      lastName: 'Gómez',
      company: 'Gómez SA',
      status: 'ACTIVE',
      authorities: ['CAN_BUY_ONLINE'],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const account = await lastMailTo('nuevo@harbor.test');
    expect(account.subject).toMatch(/^Su cuenta de /);
    expect(account.text).toMatch(/^Hola, Lucía:/);
    expect(account.text).toContain('Contraseña temporal: ');

    const asked = await app.inject({
      method: 'POST',
      url: '/identity/forgot-password',
      headers: { host: HARBOR },
      payload: { email: 'buyer@harbor.test' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // forgot-password answers before its work (B-025); wait for the mail it sends.
    await app.identitySettled();
    const reset = t.mailer.sent.at(-1)!;
    expect(reset.subject).toMatch(/^Su código para restablecer la contraseña de /);
    expect(reset.text).toMatch(/Su código de verificación es \d+\./);
  });
});

describe("the offer import in the tenant's language (F-003)", () => {
  it('reads a sheet headed with the Spanish column names the import dialog lists', async () => {
    const item = picker.offerable(5);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Ofertas');
    ws.addRow([
      es('importColumnItemNumber'),
      es('importColumnWarehouse'),
      es('importColumnNewOfferQuantity'),
      es('importColumnNewOfferPrice'),
    ]);
    ws.addRow([item.itemNumber, item.warehouse, 2, Math.ceil(item.listPrice) - 1]);
    const imports = importApi(app);
    const res = await imports.upload(buyer, 'ofertas.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json() as { validOffersMap: Record<string, { itemNumberWarehouse: string }[]> };
    expect(
      Object.values(review.validOffersMap)
        .flat()
        .map((r) => r.itemNumberWarehouse),
    ).toEqual([item.itemNumberWarehouse]);
    expect((await imports.cancel(buyer)).statusCode).toBe(200);
  });

  it('the template is headed in Spanish, as the dialog lists the columns, and goes back in as it is', async () => {
    const item = picker.offerable(5);
    const imports = importApi(app);
    const template = await imports.template(buyer, `?itemNumberWarehouse=${item.itemNumberWarehouse}`);
    expect(template.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      es('importColumnItemNumber'),
      es('importColumnWarehouse'),
      es('importColumnNewOfferQuantity'),
      es('importColumnNewOfferPrice'),
      'Descripción',
      es('importColumnAvailableQuantity'),
      es('importColumnListPrice'),
      'Incremento',
    ]);
    const back = await imports.upload(buyer, 'plantilla.xlsx', template.rawPayload);
    expect(back.statusCode, back.body).toBe(200);
    expect((await imports.cancel(buyer)).statusCode).toBe(200);
  });
});

describe("the buyer's documents in the tenant's language (N-055, N-056)", () => {
  it('the invoice PDF and the order workbook: Spanish headings, statuses and amounts as the portal writes them', async () => {
    const [, invoiced] = await seedDemoOrders(app.db, { harbor: harborId });
    const [row] = await app.db
      .select({ invoiceNumber: orderInvoices.invoiceNumber })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, invoiced!)));
    const get = (url: string) =>
      app.inject({ method: 'GET', url: `${API}${url}`, headers: { host: HARBOR, ...bearer(buyer) } });
    const order = (await get(`/order/${invoiced}`)).json().salesOrder as { total: number };
    // The portal's money in Spanish: '924,50 $' (the dictionary's symbol after the amount).
    const money = (n: number) =>
      `${new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}\u00a0$`;

    const pdf = await get(`/order/${invoiced}/invoice/${row!.invoiceNumber}/export`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const word of ['Factura', 'Fecha de factura', 'Precio unitario', 'Importe', 'Pedido n.º']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/\b(Invoice|Unit Price|Amount|Due date)\b/);
    expect(text).toContain(money(order.total));

    const xlsx = await get(`/order/${invoiced}/export`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((r) => {
      for (const v of (r.values as unknown[]).slice(1)) if (typeof v === 'string') cells.push(v);
    });
    expect(wb.worksheets[0]!.name).toBe('Pedido');
    expect(cells).toContain(es('fulfillmentStatusInvoiced'));
    expect(cells).toContain('Precio unitario');
    expect(cells).not.toContain('Invoiced');
    expect(cells).not.toContain('Unit Price');
  });
});
