import { PassThrough } from 'node:stream';
import {
  AddToExistingOrderResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  CombinedOrderParams,
  ExistingOrderWarehouses,
  GetOrderResponse,
  IdempotencyHeaders,
  OfferIdList,
  ORDERS_EXPORT_CONTENT_TYPE,
  OrderNumberParams,
  OrdersListQuery,
  OrdersListResponse,
  UpdateCombinedOrderBody,
  UpdateCombinedOrderResponse,
  WarehouseCodeParams,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import * as combined from './add-to-existing-order.ts';
import * as service from './orders.service.ts';
import { ordersExportFileName, writeOrdersWorkbook } from './orders-export.ts';

/** The buyer's orders (K-001…K-009, Q-008): list, export, one order. Each needs CAN_VIEW_ORDER or CAN_UPDATE_ORDER (B-039); adding to an order needs CAN_BUY_ONLINE. */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get(
    CHECKOUT_PATHS.ordersList.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-060, K-001, K-006, Q-048: the buyer’s orders, updateDate newest first. `search` matches the order number or reference (case-insensitive, partial); a pasted list (comma, semicolon, space or newline separated) matches any of its numbers.',
        querystring: OrdersListQuery,
        response: { 200: OrdersListResponse },
      },
    },
    async (request) => service.listOrders(app.db, contextOf(request), request.query),
  );

  app.get(
    CHECKOUT_PATHS.ordersExport.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'N-061, K-008, Q-052: the rows of GET orders (same search) as an .xlsx download.',
        querystring: OrdersListQuery,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const plan = await service.planOrdersExport(app.db, contextOf(request), request.query);
      const out = new PassThrough();
      writeOrdersWorkbook(out, plan.rows, plan.settings).catch((err: unknown) => {
        request.log.error({ err }, 'orders export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .type(ORDERS_EXPORT_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${ordersExportFileName(plan.shortName, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  app.get(
    CHECKOUT_PATHS.getOrder.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-042, N-053, Q-008: the order with its lines, options and the permission set of its status. Another buyer’s or tenant’s number → 404 orderNotFound.',
        params: OrderNumberParams,
        response: { 200: GetOrderResponse },
      },
    },
    async (request) => service.getOrder(app.db, contextOf(request), request.params.phonexOrderNumber),
  );

  // Add the cart to an existing on-hold order (I-059…I-065, Q-003, Q-004, Q-053).
  const rating = app.rating;
  const cartTags = { tags: ['checkout'], security: [{ bearer: [] }] };
  app.post(
    CHECKOUT_PATHS.addToExistingOrder.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...cartTags,
        description:
          'N-038, Q-003, I-059: the checkout payload of the cart lines plus the buyer’s ON_HOLD orders in the warehouse (onHoldSalesOrders, last updated first).',
        params: WarehouseCodeParams,
        body: OfferIdList,
        response: { 200: AddToExistingOrderResponse },
      },
    },
    async (request) =>
      combined.addToExistingOrder(app.db, contextOf(request), request.params.warehouseCode, request.body),
  );
  app.post(
    CHECKOUT_PATHS.reviewCombinedOrder.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...cartTags,
        description:
          'N-039, Q-004, I-061: the combined order’s checkout payload (cart lines, the on-hold order, its choices as the starting selections, the combined subtotal). Another buyer’s order → 404; an order no longer on hold → 409 outdatedSalesOrder.',
        params: CombinedOrderParams,
        body: OfferIdList,
        response: { 200: CheckoutPayload },
      },
    },
    async (request) =>
      combined.reviewCombinedOrder(
        app.db,
        contextOf(request),
        request.params.warehouseCode,
        request.params.salesOrder,
        request.body,
      ),
  );
  app.post(
    CHECKOUT_PATHS.updateCombinedOrder.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...cartTags,
        description:
          'N-040, Q-004, I-064: merges the cart lines into the on-hold order in one transaction (one line per item, quantities add), takes the stock, consumes the cart lines and recomputes every amount. Another buyer’s order → 404; an order that moved on → 409 outdatedSalesOrder; nothing changes on any refusal.',
        params: CombinedOrderParams,
        headers: IdempotencyHeaders,
        body: UpdateCombinedOrderBody,
        response: { 200: UpdateCombinedOrderResponse },
      },
    },
    async (request) =>
      combined.updateCombinedOrder(
        app.db,
        contextOf(request),
        rating,
        request.params.warehouseCode,
        request.params.salesOrder,
        request.body,
      ),
  );
  app.get(
    '/stocklist/cart/add-to-existing-order/warehouses',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        tags: ['offers'],
        description:
          'G-035, N-036, Q-053: warehouses where the buyer has an ON_HOLD order to add the cart to.',
        response: { 200: ExistingOrderWarehouses },
      },
    },
    async (request) => service.existingOrderWarehouses(app.db, contextOf(request)),
  );
}
