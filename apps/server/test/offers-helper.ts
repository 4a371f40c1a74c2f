import { DEFAULT_DICTIONARY, OffersMap } from '@portico/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { events } from '../src/db/schema/index.ts';
import { HARBOR, statementLogOf } from './helper.ts';
import { API, bearer, type ItemInGroup, pick } from './stock-helper.ts';

/** Shared by the API tests (offer lifecycle, seller offers). */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function offersApi(app: FastifyInstance) {
  const call = (token: string, method: Method, url: string, payload?: unknown, host = HARBOR) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { host, ...bearer(token) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const offers = async (token: string, host = HARBOR) => {
    const res = await call(token, 'GET', '/stocklist/offers', undefined, host);
    expect(res.statusCode).toBe(200);
    return OffersMap.parse(res.json());
  };
  /** POST stocklist/offer, expecting success; answers the stocklistOffer. */
  const offer = async (
    token: string,
    item: { itemNumberWarehouse: string },
    quantity: number,
    price: number,
  ) => {
    const res = await call(token, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: quantity,
      offerPrice: price,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().stocklistOffer as { offerId: string; offerStatus: string; offerState: string };
  };
  const edit = (token: string, offerId: string, inw: string, quantity: number, price: number) =>
    call(token, 'PUT', `/stocklist/offer/${offerId}`, {
      itemNumberWarehouse: inw,
      offerQuantity: quantity,
      offerPrice: price,
    });
  /** The pending inbox row of an offer (for its version). */
  const inboxRow = async (sellerToken: string, offerId: string) => {
    const res = await call(sellerToken, 'GET', '/seller/offers');
    expect(res.statusCode).toBe(200);
    return (res.json().offers as { offerId: string; version: number }[]).find((o) => o.offerId === offerId);
  };
  const answer = async (sellerToken: string, answers: object[]) => {
    const res = await call(sellerToken, 'POST', '/seller/offers/answer', { answers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as { offerId: string; ok: boolean; messageCode?: string; offer?: object }[];
  };
  /** Answers one pending offer at its current version, expecting success. */
  const answerNow = async (sellerToken: string, offerId: string, action: string, extra: object = {}) => {
    const row = await inboxRow(sellerToken, offerId);
    expect(row, `offer ${offerId} in the inbox`).toBeDefined();
    const [result] = await answer(sellerToken, [{ offerId, version: row!.version, action, ...extra }]);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    return result!;
  };
  return { call, offers, offer, edit, inboxRow, answer, answerNow };
}

/** A 422 whose first error's messageCode is the given dictionary key (part 1 §8). */
export function expectRefusal(
  res: { statusCode: number; json(): { status: string; errors?: { messageCode: string }[] } },
  code: string,
) {
  expect(res.statusCode).toBe(422);
  const body = res.json();
  expect(body.status).toBe('FAIL');
  expect(body.errors?.[0]?.messageCode).toBe(code);
  expect(DEFAULT_DICTIONARY[code], `dictionary key ${code}`).toBeDefined();
}

/** Hands out demo items no other test of the file used, so tests do not share cart lines. */
export function itemPicker(items: ItemInGroup[]) {
  const used = new Set<string>();
  const fresh = (what: string, pred: (x: ItemInGroup) => boolean) => {
    const found = pick(items, what, (x) => !used.has(x.item.itemNumberWarehouse) && pred(x));
    used.add(found.item.itemNumberWarehouse);
    return found.item;
  };
  /** An item of MIA (which takes offers) whose group takes offers, increment 1, with enough stock. */
  const offerable = (minQuantity = 5) =>
    fresh(
      'offerable item',
      (x) =>
        x.group.isOfferAccepted &&
        x.item.warehouse === 'MIA' &&
        x.item.incrementSize === 1 &&
        x.item.quantityAvailable >= minQuantity &&
        x.item.listPrice >= 20,
    );
  return { fresh, offerable, used };
}

/** The events written after `afterId`, for one tenant (the events table is the live-update outbox). */
export async function eventsAfter(app: FastifyInstance, tenantId: string, afterId: number) {
  return app.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), gt(events.id, afterId)))
    .orderBy(asc(events.id));
}

export async function lastEventId(app: FastifyInstance): Promise<number> {
  const rows = await app.db.select({ id: events.id }).from(events);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
}

/**
 * How many SQL statements `run` sends (P5, P8), as the app's database tells its logger (helper.ts StatementLog:
 * drizzle's public `logger` option and raw.ts's named statements; statement-count.test.ts proves that every path
 * is told, against the driver's own view). Left out, as work that is not the request's and lands in the window
 * by timing: reads of the events table and the hub's NOTIFY telling other nodes of saved offers (the live-update
 * hub, DESIGN §2, reads on each NOTIFY, asynchronously, whenever a commit announces events; on PostgreSQL at
 * random inside the window), and the host → tenant lookup that refills the tenant cache once its 5 seconds are
 * up (plugins/tenant.ts), whatever the request count — on a loaded machine a test's requests can be further apart.
 */
export async function statementsOf(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
  return requestStatements(await statementTexts(app, run)).length;
}

const HUB_READ = /^\s*select\b[\s\S]*\bfrom\s+"?events"?\b/i;
const HUB_TELL = /^select pg_notify\(\$1, \$2\)$/;
/** tenant.repository.ts findTenantByDomain and findTenantBySlug, as drizzle writes them. */
export const TENANT_LOOKUP =
  /^select [^;]* from "tenant_domains" inner join "tenants" on "tenants"\."id" = "tenant_domains"\."tenant_id" where "tenant_domains"\."domain" = \$1 limit \$2$|^select [^;]* from "tenants" where "tenants"\."slug" = \$1 limit \$2$/;

/** The statements of a request among `texts`: without the event hub's and the tenant cache's (statementsOf). */
export function requestStatements(texts: string[]): string[] {
  return texts.filter((text) => !HUB_READ.test(text) && !HUB_TELL.test(text) && !TENANT_LOOKUP.test(text));
}

/** The text of every SQL statement the app's database sends while `run` goes (apps of buildTestApp). */
export async function statementTexts(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const log = statementLogOf(app);
  if (!log) throw new Error('statements are counted on an app of buildTestApp (helper.ts)');
  const texts: string[] = [];
  log.windows.add(texts);
  try {
    await run();
    return texts;
  } finally {
    log.windows.delete(texts);
  }
}
