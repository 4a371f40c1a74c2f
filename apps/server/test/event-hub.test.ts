import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, tenants } from '../src/db/schema/index.ts';
import type { EventRow, Subscriber } from '../src/modules/events/hub.ts';
import { EVENTS_CHANNEL, type NotifiedEvent, publishEvents } from '../src/modules/events/publish.ts';
import { buildTestApp } from './helper.ts';
import { statementTexts } from './offers-helper.ts';

// The hub (modules/events/hub.ts, DESIGN §2) delivers the rows a NOTIFY carries (publish.ts publishEvents,
// migration 0009) without reading the events table back, and falls back to reading it for anything else.
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const [harbor] = await app.db.select({ id: tenants.id }).from(tenants).limit(1);
const tenantId = harbor!.id;

function subscriber() {
  const got: EventRow[] = [];
  const sub: Subscriber = {
    tenantId,
    userId: '00000000-0000-0000-0000-000000000001',
    isBuyer: false,
    isSeller: true,
    deliver: (row) => got.push(row),
    close: () => {},
  };
  return { got, unsubscribe: app.eventHub.subscribe(sub) };
}

/** Reads of the events table while `run` goes (the hub's reads, by drizzle or by db/raw.ts's direct path). */
async function eventReads(run: () => Promise<void>): Promise<number> {
  const texts = await statementTexts(app, run);
  return texts.filter((text) => /\bfrom\s+"?events"?\b/i.test(text)).length;
}

/** A NOTIFY payload carrying `rows` as publishEvents writes one, for announcements made by hand below. */
const carrying = (rows: NotifiedEvent[]) => JSON.stringify({ events: [...rows].sort((a, b) => a.id - b.id) });

const sellerEvent = (n: number) => ({
  tenantId,
  audience: 'seller' as const,
  userId: null,
  type: 'offers.changed' as const,
  data: { offerIds: [`offer-${n}`] },
});

describe('event hub', () => {
  it('delivers the rows a NOTIFY carries without reading the events table', async () => {
    const { got, unsubscribe } = subscriber();
    const reads = await eventReads(async () => {
      await app.db.transaction((tx) => publishEvents(tx, [sellerEvent(1), sellerEvent(2)]));
      await expect.poll(() => got.length).toBe(2);
    });
    expect(got.map((r) => r.data)).toEqual([{ offerIds: ['offer-1'] }, { offerIds: ['offer-2'] }]);
    expect(got[1]!.id).toBe(got[0]!.id + 1);
    expect(reads).toBe(0);
    unsubscribe();
  });

  it('reads the table when the NOTIFY names only the last id', async () => {
    const { got, unsubscribe } = subscriber();
    const reads = await eventReads(async () => {
      await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values(sellerEvent(3)).returning({ id: events.id });
        await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row!.id)})`);
      });
      await expect.poll(() => got.length).toBe(1);
    });
    expect(got[0]!.data).toEqual({ offerIds: ['offer-3'] });
    expect(reads).toBeGreaterThan(0);
    unsubscribe();
  });

  it('reads the table when the carried rows are not the next ids (a row it has not seen comes first)', async () => {
    const { got, unsubscribe } = subscriber();
    await app.db.transaction(async (tx) => {
      // Committed without an announcement of its own: only a read of the table finds it.
      await tx.insert(events).values(sellerEvent(4));
      const rows = await tx.insert(events).values(sellerEvent(5)).returning();
      await tx.execute(
        sql`select pg_notify(${EVENTS_CHANNEL}, ${carrying(rows.map((r) => ({ ...r, data: r.data ?? {} })))})`,
      );
    });
    await expect.poll(() => got.length).toBe(2);
    expect(got.map((r) => r.data)).toEqual([{ offerIds: ['offer-4'] }, { offerIds: ['offer-5'] }]);
    unsubscribe();
  });

  it("delivers this node's own saves handed over out of id order in id order, without reading the table", async () => {
    // PERFORMANCE P5: concurrent offer saves commit out of id order; each hands its rows over (`committed`).
    const { got, unsubscribe } = subscriber();
    const reads = await eventReads(async () => {
      const rows = await app.db
        .insert(events)
        .values([sellerEvent(6), sellerEvent(7)])
        .returning();
      const [first, second] = rows.map((r) => ({ ...r, data: r.data ?? {} }));
      app.eventHub.committed([second!]);
      app.eventHub.committed([first!]);
      await expect.poll(() => got.length).toBe(2);
    });
    expect(got.map((r) => r.data)).toEqual([{ offerIds: ['offer-6'] }, { offerIds: ['offer-7'] }]);
    expect(reads).toBe(0);
    unsubscribe();
  });

  it('reads the table for a handed-over row whose predecessor nobody hands over', async () => {
    const { got, unsubscribe } = subscriber();
    const reads = await eventReads(async () => {
      // The first row is another writer's, committed without an announcement: only a read finds it.
      const rows = await app.db
        .insert(events)
        .values([sellerEvent(8), sellerEvent(9)])
        .returning();
      app.eventHub.committed([{ ...rows[1]!, data: rows[1]!.data ?? {} }]);
      await expect.poll(() => got.length).toBe(2);
    });
    expect(got.map((r) => r.data)).toEqual([{ offerIds: ['offer-8'] }, { offerIds: ['offer-9'] }]);
    expect(reads).toBeGreaterThan(0);
    unsubscribe();
  });

  it('publishes rows and their NOTIFY in one statement; rows too big for a NOTIFY are still delivered', async () => {
    const { got, unsubscribe } = subscriber();
    const big = { ...sellerEvent(9), data: { offerIds: ['y'.repeat(9000)] } };
    const texts = await statementTexts(app, () =>
      app.db.transaction((tx) => publishEvents(tx, [sellerEvent(8), big])),
    );
    expect(texts.filter((t) => /pg_notify|insert into "?events"?/i.test(t))).toHaveLength(1);
    await expect.poll(() => got.length).toBe(2);
    expect(got.map((r) => (r.data as { offerIds: string[] }).offerIds[0]!.length)).toEqual([
      'offer-8'.length,
      9000,
    ]);
    unsubscribe();
  });
});
