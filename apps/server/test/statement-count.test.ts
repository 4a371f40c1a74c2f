import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { tenants } from '../src/db/schema/index.ts';
import { checkoutApi, submissionFor } from './checkout-helper.ts';
import { buildTestApp, signIn } from './helper.ts';
import { itemPicker, requestStatements, statementTexts, TENANT_LOOKUP } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * The statement count the P5/P8 tests rely on (offers-helper.ts statementsOf: the database's public logger, fed
 * by drizzle and by raw.ts's direct path) sees every statement the app sends. Checked two ways: each path a
 * statement can take is told, and for whole requests (P5's three, P8's quote, a checkout in a transaction) the
 * logger's texts are exactly what the driver receives, seen through the drivers' public APIs (PGlite's
 * query/exec/transaction, node-postgres's pool 'acquire' event and Client.query). Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

/** The texts the driver receives while `run` goes (queries the app hands to PGlite or node-postgres). */
async function driverTexts(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const textOf = (q: unknown) =>
    typeof q === 'string' ? q : ((q as { text?: string } | undefined)?.text ?? String(q));
  const restore: (() => void)[] = [];
  /** Wraps an object's method so that each call records its first argument's text. */
  const record = <T extends object>(target: T, method: keyof T & string) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    (target as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      texts.push(textOf(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => {
      (target as Record<string, unknown>)[method] = original;
    });
  };
  if (app.database.kind === 'pglite') {
    const client = (app.db as unknown as { $client: PGlite }).$client;
    record(client, 'query');
    record(client, 'exec');
    // A transaction's statements go to the transaction object it hands to its callback (BEGIN and COMMIT are
    // PGlite's own; drizzle's logger is not told them, and neither are they counted here).
    const transaction = client.transaction;
    client.transaction = <R>(fn: (tx: Transaction) => Promise<R>) =>
      transaction.call(client, (tx: Transaction) => {
        record(tx, 'query');
        record(tx, 'exec');
        return fn(tx) as Promise<R>;
      }) as Promise<R>;
    restore.push(() => {
      client.transaction = transaction;
    });
  } else {
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const wrapped = new Set<pg.PoolClient>();
    const onAcquire = (c: pg.PoolClient) => {
      if (wrapped.has(c)) return;
      wrapped.add(c);
      record(c, 'query');
    };
    pool.on('acquire', onAcquire);
    restore.push(() => pool.off('acquire', onAcquire));
  }
  try {
    await run();
    return texts;
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

/** The logger's texts and the driver's texts of one run, without the event hub's own statements. */
async function bothViews(run: () => Promise<unknown>) {
  let logged: string[] = [];
  const sent = await driverTexts(async () => {
    logged = await statementTexts(app, run);
  });
  return { logged: requestStatements(logged).sort(), sent: requestStatements(sent).sort() };
}

describe('counting SQL statements (P5, P8)', () => {
  it('is told a statement on every path: drizzle, a transaction, raw.ts direct and in a transaction', async () => {
    const texts = await statementTexts(app, async () => {
      await app.db.select({ id: tenants.id }).from(tenants).limit(1);
      await app.db.execute(sql`select 'count-execute' as marker`);
      await queryRows(app.db, 'count_test_direct', `select 'count-direct' as marker, $1::int as n`, [1]);
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 'count-in-transaction' as marker`);
        await queryRows(
          tx,
          'count_test_in_tx',
          `select 'count-raw-in-transaction' as marker, $1::int as n`,
          [2],
        );
      });
    });
    const has = (marker: string) => texts.some((text) => text.includes(marker));
    expect(texts.some((text) => /from "tenants"/.test(text))).toBe(true);
    expect({
      execute: has('count-execute'),
      direct: has('count-direct'),
      inTransaction: has('count-in-transaction'),
      rawInTransaction: has('count-raw-in-transaction'),
    }).toEqual({ execute: true, direct: true, inTransaction: true, rawInTransaction: true });
  });

  it('leaves out only the tenant cache refill, which a request right after another does not send', async () => {
    const buyer = await signIn(app, 'buyer@harbor.test');
    const { offers } = checkoutApi(app);
    app.invalidateTenantCache();
    const lookups = async () =>
      (await statementTexts(app, () => offers(buyer))).filter((text) => TENANT_LOOKUP.test(text)).length;
    expect(await lookups()).toBe(1);
    expect(await lookups()).toBe(0);
  });

  it('counts exactly what the driver receives for P5, P8 and a checkout', async () => {
    const buyer = await signIn(app, 'buyer@harbor.test');
    const { call, offer, offers, checkout, charges, submit } = checkoutApi(app);
    const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
    const item = picker.offerable(5);
    const other = picker.offerable(5);

    const views = {
      post: await bothViews(() => offer(buyer, item, 1, item.listPrice)),
      get: await bothViews(() => offers(buyer)),
      put: await bothViews(async () => {
        const offerId = (await offers(buyer))[item.itemNumberWarehouse]!.stocklistOffer.offerId;
        const res = await call(buyer, 'PUT', `/stocklist/offer/${offerId}`, {
          itemNumberWarehouse: item.itemNumberWarehouse,
          offerQuantity: 2,
          offerPrice: item.listPrice,
        });
        expect(res.statusCode, res.body).toBe(200);
      }),
    };
    const made = await offer(buyer, other, 1, other.listPrice);
    const payload = await checkout(buyer, other.warehouse, [made.offerId]);
    const body = submissionFor(payload);
    const quote = await bothViews(async () => {
      const res = await charges(buyer, {
        warehouseCode: other.warehouse,
        offerIds: [made.offerId],
        items: [{ itemNumberWarehouse: other.itemNumberWarehouse, orderedQuantity: 1 }],
        shippingAddress: { id: body.shippingAddressId },
        shippingMethodCode: 'STANDARD',
        billingAddress: { id: body.billingAddressId },
        paymentMethodCode: 'WIRE',
        additionalServices: [],
        insured: false,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    const placed = await bothViews(async () => {
      const res = await submit(buyer, other.warehouse, body);
      expect(res.statusCode, res.body).toBe(200);
    });

    for (const [name, view] of Object.entries({ ...views, quote, placed })) {
      expect(view.sent.length, name).toBeGreaterThan(0);
      expect(view.logged, name).toEqual(view.sent);
    }
  });
});
