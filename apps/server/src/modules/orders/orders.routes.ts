import { PassThrough } from 'node:stream';
import {
  AcceptFeeTermsBody,
  AcceptFeeTermsResponse,
  AddToExistingOrderResponse,
  CalculateRacFeesRequest,
  CalculateRacFeesResponse,
  CancelOrderBody,
  CHECKOUT_PATHS,
  CheckoutPayload,
  CombinedOrderParams,
  ExistingOrderWarehouses,
  FeeTerms,
  GetOrderResponse,
  IdempotencyHeaders,
  ManifestSummary,
  OfferIdList,
  ORDER_PATHS,
  ORDERS_EXPORT_CONTENT_TYPE,
  OrderActionBody,
  OrderChangeResponse,
  OrderNumberParams,
  OrdersListQuery,
  OrdersListResponse,
  PaymentStatusResponse,
  UpdateCombinedOrderBody,
  UpdateCombinedOrderResponse,
  UpsertOrderBody,
  WarehouseCodeParams,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import { refundCancelledOrder } from '../payments/payments.service.ts';
import * as combined from './add-to-existing-order.ts';
import * as changes from './order-changes.service.ts';
import * as fees from './order-fees.service.ts';
import * as service from './orders.service.ts';
import { ordersExportFileName, writeOrdersWorkbook } from './orders-export.ts';

/** The buyer's orders (K-001…K-009, Q-008): list, export, one order. Each needs CAN_VIEW_ORDER or CAN_UPDATE_ORDER (B-039); adding the cart to an order needs CAN_BUY_ONLINE and CAN_UPDATE_ORDER (it changes that order). */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };
  // P13: a whole order (500 lines, twice: items and itemNumberItems) is written with JSON.stringify alone. Its
  // answer is built field by field from typed rows (order-mapper.ts), so the zod pass of every line the default
  // serializer makes again (safeParse, then stringify) only cost time; the API tests parse these answers and check
  // they are exactly the contract's shape.
  const wholeOrder = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

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
      ...wholeOrder,
    },
    // P13: the answer's bytes, kept per state of the order (order-view-cache.ts), sent as they are.
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const bytes = await service.getOrderBytes(app.db, contextOf(request), request.params.phonexOrderNumber);
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
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
        { idempotencyKey: request.headers['idempotency-key'] },
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
          'G-035, N-036, Q-053: warehouses where the buyer has an ON_HOLD order to add the cart to (none without CAN_UPDATE_ORDER).',
        response: { 200: ExistingOrderWarehouses },
      },
    },
    async (request) => service.existingOrderWarehouses(app.db, contextOf(request)),
  );

  // ── Order details (L-001…L-069, N-048…N-056, Q-008, Q-009) ──
  // Each route: the signed-in buyer's order by its number (another buyer's or tenant's → 404), a service call.
  const notFound = 'Another buyer’s or tenant’s order → 404 orderNotFound.';
  const orderRoute = <S extends FastifySchema>(description: string, schema: S, answersOrder = false) => ({
    onRequest: app.authenticate,
    schema: { ...secured, description: `${description} ${notFound}`, ...schema },
    ...(answersOrder ? wholeOrder : {}),
  });
  const n = (request: { params: { phonexOrderNumber: string } }) => request.params.phonexOrderNumber;

  app.put(
    ORDER_PATHS.upsert.path,
    orderRoute(
      'N-054, L-028…L-031, Q-051: saves the changed salesOrder — quantities, removed lines, shipping, billing and payment, additional services — each where the permission set allows; charges recomputed by the server; stock reserved or released in the same transaction. A stale version/updateDate → 409 outdatedSalesOrder, nothing changed; failed changes are listed (status PARTIAL) while the rest is saved; no change possible → 422. Removing every line cancels the order (L-048). Needs CAN_UPDATE_ORDER.',
      { body: UpsertOrderBody, response: { 200: OrderChangeResponse } },
      true,
    ),
    // P13: the answer written as JSON bytes, each line's from its kept JSON (order-view-json.ts).
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const json = await changes.upsertOrderJson(
        app.db,
        contextOf(request),
        app.rating,
        request.body.salesOrder,
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.post(
    ORDER_PATHS.action.path,
    orderRoute(
      'L-051, L-053, Q-044: RELEASE_ORDER (pay and ship now: onReleaseFulfillmentStatusTo, the grace period starts) or HOLD_ORDER. Not allowed for the order as it stands → 409 outdatedSalesOrder.',
      { params: OrderNumberParams, body: OrderActionBody, response: { 200: OrderChangeResponse } },
      true,
    ),
    async (request) => changes.orderAction(app.db, contextOf(request), n(request), request.body),
  );
  app.post(
    ORDER_PATHS.cancel.path,
    orderRoute(
      'L-048…L-052, Q-041: cancels the order — its stock goes back; with an agreed cancellation fee it stays AWAITING_PAYMENT with the fee. Without the cancel permission → 409 outdatedSalesOrder.',
      {
        params: OrderNumberParams,
        body: CancelOrderBody.default({}),
        response: { 200: OrderChangeResponse },
      },
      true,
    ),
    async (request) =>
      changes.cancelOrder(
        app.db,
        contextOf(request),
        n(request),
        request.body,
        new Date(),
        // A cancelled order that was paid online is refunded once: now, or by the order-refunds job when the
        // provider cannot be reached (the cancel is done either way).
        (order) =>
          refundCancelledOrder(app.db, app.payments, request.log, order.tenantId, order.id).catch((err) =>
            request.log.error(
              { err, order: order.phonexOrderNumber },
              'refund failed; the order-refunds job retries',
            ),
          ),
      ),
  );
  app.get(
    ORDER_PATHS.paymentStatus.path,
    orderRoute(
      'N-048, L-054, Q-012: SUCCESS once paid, FAILURE after a declined integrated payment, PENDING otherwise.',
      { params: OrderNumberParams, response: { 200: PaymentStatusResponse } },
    ),
    async (request) => changes.paymentStatus(app.db, contextOf(request), n(request)),
  );
  app.get(
    ORDER_PATHS.feeTerms.path,
    orderRoute('N-049, L-059, Q-040, Q-041: the reservation and cancellation terms of the order.', {
      params: OrderNumberParams,
      response: { 200: FeeTerms },
    }),
    async (request) => fees.feeTerms(app.db, contextOf(request), n(request)),
  );
  app.post(
    ORDER_PATHS.acceptFeeTerms.path,
    orderRoute(
      'N-050, L-063, L-064: agrees to the terms fetched (body); stores racFeeAgreedDate. Terms that changed, or an order that does not offer the agreement → 422 with a description.',
      { params: OrderNumberParams, body: AcceptFeeTermsBody, response: { 200: AcceptFeeTermsResponse } },
    ),
    async (request) => fees.acceptFeeTerms(app.db, contextOf(request), n(request), request.body),
  );
  app.post(
    ORDER_PATHS.calculateRacFees.path,
    orderRoute(
      'N-051, L-067: the reservation fee charged so far and the cancellation fee of cancelling the items now.',
      { body: CalculateRacFeesRequest, response: { 200: CalculateRacFeesResponse } },
    ),
    async (request) => fees.calculateRacFees(app.db, contextOf(request), request.body),
  );
  app.get(
    ORDER_PATHS.manifestSummary.path,
    orderRoute('N-055, L-006, L-007, L-009, Q-049: imeiAvailable, invoiceNumbers, trackingNumbers.', {
      params: OrderNumberParams,
      response: { 200: ManifestSummary },
    }),
    async (request) => fees.manifestSummary(app.db, contextOf(request), n(request)),
  );
}
