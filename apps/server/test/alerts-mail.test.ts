import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail.ts';
import { stockItems } from '../src/db/schema/index.ts';
import { runOutboxDelivery } from '../src/jobs/outbox-delivery.ts';
import { triggerStockAlerts } from '../src/modules/alerts/alert-trigger.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { startSmtpServer } from './smtp-catcher.ts';
import { API, bearer, getStock, itemsOf, pick, tenantIdOf } from './stock-helper.ts';

/** Q-063 end to end on the server: a crossing becomes exactly one mail on a real SMTP server, whatever reruns. */
const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('stock alert mail (Q-063)', () => {
  it('the seller adding the alert quantity sends the buyer one mail; a rerun sends none', async () => {
    const { item } = pick(
      itemsOf((await getStock(app, buyer)).body.groups),
      'an item sold by the unit',
      (x) => x.item.incrementSize === 1,
    );
    const inw = item.itemNumberWarehouse;
    const set = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/alert/item`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { itemNumberWarehouse: inw, quantity: 25 },
    });
    expect(set.statusCode).toBe(200);

    const addUnits = () =>
      app.db.transaction(async (tx) => {
        await tx
          .update(stockItems)
          .set({ quantityAvailable: item.quantityAvailable + 30 })
          .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
        return triggerStockAlerts(tx, harborId, {
          itemNumberWarehouses: [inw],
          origin: 'http://localhost:3000',
        });
      });
    expect(await addUnits()).toBe(1);

    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: path.join(os.tmpdir(), `portico-alerts-${process.pid}`),
    });
    const first = await runOutboxDelivery(app.db, mailer);
    expect(first.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0]!);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('buyer@harbor.test');
    expect(mail.subject).toBe(`Stock alert: 30 units of ${item.skuDescription} added`);
    expect(mail.text).toContain('http://localhost:3000/stock');

    // The trigger and the delivery run again (a retry, a second node): nobody gets a second copy.
    expect(await app.db.transaction((tx) => triggerStockAlerts(tx, harborId))).toBe(0);
    const second = await runOutboxDelivery(app.db, mailer);
    expect(second.sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});
