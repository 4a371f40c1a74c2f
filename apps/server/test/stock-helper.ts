import { type ItemGroup, type StockItem, StockItemsResponse } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenants } from '../src/db/schema/index.ts';
import { HARBOR } from './helper.ts';

export const API = '/px-api-gateway';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET stocklist/items, parsed against the contract. */
export async function getStock(
  app: FastifyInstance,
  token: string,
  host = HARBOR,
  includeOutOfStock = false,
) {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/items${includeOutOfStock ? '?includeOutOfStock=true' : ''}`,
    headers: { host, ...bearer(token) },
  });
  if (res.statusCode !== 200) throw new Error(`stocklist/items: ${res.statusCode} ${res.body}`);
  return { res, body: StockItemsResponse.parse(res.json()) };
}

export type ItemInGroup = { group: ItemGroup; item: StockItem };
export const itemsOf = (groups: ItemGroup[]): ItemInGroup[] =>
  groups.flatMap((group) => group.items.map((item) => ({ group, item })));

/** The first item matching `pred`, or a clear failure naming what was looked for. */
export function pick(items: ItemInGroup[], what: string, pred: (x: ItemInGroup) => boolean): ItemInGroup {
  const found = items.find(pred);
  if (!found) throw new Error(`demo stock has no ${what}`);
  return found;
}

export async function tenantIdOf(app: FastifyInstance, slug: string): Promise<string> {
  const [row] = await app.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.slug, slug)));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}
