import {
  BuyerTimelineResponse,
  DESK_PATHS,
  DeskOrderResponse,
  fillPath,
  ORDER_TIMELINE_PATH,
} from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { orderTimeline } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * Each timeline entry carries its row's id, so a page lists entries by a key of their own: two entries of the same
 * action at the same instant (two shipments saved together) are still two entries.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');

describe('order timeline entries', () => {
  it("carry their row's id on the buyer's timeline and in the desk's order view", async () => {
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const at = new Date('2026-11-26T08:00:00.000Z');
    const entry = {
      tenantId: order.tenantId,
      orderId: order.id,
      at,
      actorKind: 'STAFF',
      action: 'ORDER_SHIPPED',
      summary: 'Shipped 1 unit',
      visibleToBuyer: true,
    };
    const rows = await app.db
      .insert(orderTimeline)
      .values([entry, entry, { ...entry, action: 'NOTE', summary: 'Staff only', visibleToBuyer: false }])
      .returning({ id: orderTimeline.id, visibleToBuyer: orderTimeline.visibleToBuyer });
    const n = { phonexOrderNumber: order.phonexOrderNumber };

    const mine = await app.inject({
      method: 'GET',
      url: `${API}${fillPath(ORDER_TIMELINE_PATH.path, n)}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const buyerIds = BuyerTimelineResponse.parse(mine.json()).timeline.map((e) => e.id);
    expect(buyerIds.sort()).toEqual(
      rows
        .filter((r) => r.visibleToBuyer)
        .map((r) => r.id)
        .sort(),
    );

    const desk = await app.inject({
      method: 'GET',
      url: `${API}${fillPath(DESK_PATHS.view.path, n)}`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    expect(desk.statusCode, desk.body).toBe(200);
    const deskIds = DeskOrderResponse.parse(desk.json()).order.timeline.map((e) => e.id);
    expect(deskIds.sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
