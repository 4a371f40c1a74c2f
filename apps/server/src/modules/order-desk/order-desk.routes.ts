import multipart from '@fastify/multipart';
import {
  BuyerTimelineResponse,
  DESK_PATHS,
  DeskCancelBody,
  DeskEditLinesBody,
  DeskExtendHoldBody,
  DeskInvoiceBody,
  DeskOrderResponse,
  DeskOrderSettings,
  DeskOrderSettingsInput,
  DeskPaymentBody,
  DeskQueueExportQuery,
  DeskQueueQuery,
  DeskQueueResponse,
  DeskQuoteBody,
  DeskShipBody,
  DeskSummaryResponse,
  INVOICE_EXPORT_CONTENT_TYPE,
  InvoiceExportParams,
  MANIFEST_EXPORT_CONTENT_TYPE,
  ManifestParseResponse,
  ORDER_TIMELINE_PATH,
  OrderNumberParams,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOneFile } from '../../lib/multipart.ts';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { oneUploadAtATime } from '../../plugins/upload-slot.ts';
import { manifestWorkbook } from '../orders/order-export.ts';
import { refundOverpaidOrder } from '../payments/payments.service.ts';
import { sendWorkbook } from '../stock/stock-export.ts';
import { writeDeskQueueWorkbook } from './desk-export.ts';
import { tenantOrder } from './order-desk.repository.ts';
import * as desk from './order-desk.service.ts';

const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The seller's order desk (DESK_PATHS): group Seller only, scoped by the seller's tenant — a buyer gets 403, another
 * tenant's staff finds no order (404). Handlers parse, call the service, return.
 */
export async function orderDeskRoutes(fastify: FastifyInstance) {
  // Only the manifest upload takes multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: MANIFEST_MAX_BYTES, files: 1, fields: 5 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const seller = app.requireGroup('Seller');
  // Console writes: the staff role before the body is validated (decision 016).
  const staffWrite = app.requireStaffRole('write');
  const secured = { tags: ['order-desk'], security: [{ bearer: [] }] };
  const params = OrderNumberParams;
  const answer = { 200: DeskOrderResponse };

  app.get(
    DESK_PATHS.queue.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description:
          'Every order of the tenant, filtered (statuses, warehouse, buyer, dates, needs action), searched by order number or reference (a pasted list matches any), sorted and paged; hasMore instead of a count.',
        querystring: DeskQueueQuery,
        response: { 200: DeskQueueResponse },
      },
    },
    // P14: the answer's JSON text, its rows written by the statement (queuePageStatement), sent as is; the API
    // tests parse it and check it is exactly the contract's shape.
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const json = await desk.queue(app.db, contextOf(request), request.query, requireTenant(request).config);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    DESK_PATHS.summary.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description:
          "The console Home's order work: each 'Needs action' bucket with the orders the queue's filter lists, up to DESK_SUMMARY_CAP (more: there are more).",
        response: { 200: DeskSummaryResponse },
      },
    },
    async (request) => desk.summary(app.db, contextOf(request)),
  );
  app.get(
    DESK_PATHS.export.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'Every order matching the queue filters as an .xlsx (streamed).',
        querystring: DeskQueueExportQuery,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const plan = await desk.planQueueExport(
        app.db,
        contextOf(request),
        request.query,
        requireTenant(request).config,
        new Date(),
      );
      return sendWorkbook(reply, request.log, plan.fileName, (out) =>
        writeDeskQueueWorkbook(out, plan.chunks, plan.labels),
      );
    },
  );
  app.get(
    DESK_PATHS.view.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'One order with its lines, amounts, buyer, addresses, shipments, invoices and timeline.',
        params,
        response: answer,
      },
    },
    async (request) => desk.getDeskOrder(app.db, contextOf(request), request.params.phonexOrderNumber),
  );
  app.post(
    DESK_PATHS.quote.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'Answers a freight quote: AWAITING_SHIPPING_QUOTE → AWAITING_PAYMENT, charges recomputed on the server.',
        params,
        body: DeskQuoteBody,
        response: answer,
      },
    },
    async (request) =>
      desk.answerQuote(app.db, contextOf(request), request.params.phonexOrderNumber, request.body),
  );
  app.post(
    DESK_PATHS.payment.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: 'Records a wire or check payment → PAID, released per fulfillmentSettings.',
        params,
        body: DeskPaymentBody,
        response: answer,
      },
    },
    async (request) =>
      desk.recordPayment(app.db, contextOf(request), request.params.phonexOrderNumber, request.body),
  );
  app.post(
    DESK_PATHS.manifestParse.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'multipart/form-data with one .xlsx or .csv `file` (IMEI and Item Number Warehouse or Item Number columns). Nothing is stored.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: ManifestParseResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('badRequest', 'Send the manifest as multipart/form-data');
      // One spreadsheet upload in flight per staff member, as the stock and offer uploads (429 otherwise).
      return oneUploadAtATime(contextOf(request), async (hold) => {
        const file = await readOneFile(request);
        return desk.parseManifest(app.db, contextOf(request), request.params.phonexOrderNumber, file, hold);
      });
    },
  );
  app.post(
    DESK_PATHS.ship.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'Ships: carrier, tracking numbers and the IMEI manifest per line (Luhn, count per line, unique across the tenant) → SHIPPED; a refused manifest names its rows and stores nothing.',
        params,
        body: DeskShipBody,
        response: answer,
      },
    },
    async (request) => desk.ship(app.db, contextOf(request), request.params.phonexOrderNumber, request.body),
  );
  app.post(
    DESK_PATHS.invoice.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: 'Invoices the units not yet invoiced under the next invoice number → INVOICED.',
        params,
        body: DeskInvoiceBody,
        response: answer,
      },
    },
    async (request) =>
      desk.invoice(app.db, contextOf(request), request.params.phonexOrderNumber, request.body),
  );
  app.post(
    DESK_PATHS.extendHold.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: 'Gives an unpaid held order more hours before its hold window cancels it (Q-043).',
        params,
        body: DeskExtendHoldBody,
        response: answer,
      },
    },
    async (request) =>
      desk.extendHold(app.db, contextOf(request), request.params.phonexOrderNumber, request.body),
  );
  app.post(
    DESK_PATHS.cancel.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: 'Cancels with a reason: stock back, refund when it was paid online.',
        params,
        body: DeskCancelBody,
        response: answer,
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const answer = await desk.cancel(app.db, ctx, request.params.phonexOrderNumber, request.body);
      // What an order paid online no longer owes is refunded once, after the cancel has committed: all of a
      // cancelled order, the closed units' part of a partly shipped one.
      const order = await tenantOrder(app.db, ctx.tenantId, answer.order.phonexOrderNumber);
      if (!order) return answer;
      // The cancel or close is done and told; a refund the provider cannot make now is made by the
      // order-refunds job (the order stays marked refund_due until then).
      const refunded = await refundOverpaidOrder(
        app.db,
        app.payments,
        request.log,
        ctx.tenantId,
        order.id,
      ).catch((err) => {
        request.log.error(
          { err, order: order.phonexOrderNumber },
          'refund failed; the order-refunds job retries',
        );
        return 0;
      });
      // The answer shows the refund's entry in the order's history.
      return refunded > 0 ? desk.getDeskOrder(app.db, ctx, order.phonexOrderNumber) : answer;
    },
  );
  app.put(
    DESK_PATHS.editLines.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: "Edits lines on the buyer's behalf under the buyer's upsert rules.",
        params,
        body: DeskEditLinesBody,
        response: answer,
      },
    },
    async (request) =>
      desk.editLines(app.db, contextOf(request), app.rating, request.params.phonexOrderNumber, request.body),
  );
  app.get(
    DESK_PATHS.invoicePdf.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'One invoice of the order as a PDF.',
        params: InvoiceExportParams,
        response: { 200: z.string().describe('The PDF file (binary)') },
      },
    },
    async (request, typedReply) => {
      const { fileName, pdf } = await desk.deskInvoicePdf(
        app.db,
        contextOf(request),
        request.params.phonexOrderNumber,
        request.params.invoiceNumber,
      );
      return (typedReply as FastifyReply)
        .type(INVOICE_EXPORT_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.get(
    DESK_PATHS.manifestExport.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description:
          'The units shipped, one row per unit with its IMEI, as an .xlsx (404 before any shipment).',
        params: OrderNumberParams,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const plan = await desk.deskManifestExport(
        app.db,
        contextOf(request),
        request.params.phonexOrderNumber,
      );
      return (typedReply as FastifyReply)
        .type(MANIFEST_EXPORT_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${plan.fileName}"`)
        .header('cache-control', 'no-store')
        .send(await manifestWorkbook(plan.rows, plan.tenant));
    },
  );
  app.get(
    ORDER_TIMELINE_PATH.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        tags: ['orders'],
        description: "The buyer's order page: the timeline entries meant for the buyer, oldest first.",
        params,
        response: { 200: BuyerTimelineResponse },
      },
    },
    async (request) => desk.buyerTimeline(app.db, contextOf(request), request.params.phonexOrderNumber),
  );
  app.get(
    DESK_PATHS.settings.path,
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'The order settings the desk edits.',
        response: { 200: DeskOrderSettings },
      },
    },
    async (request) => desk.getOrderSettings(app.db, contextOf(request)),
  );
  app.put(
    DESK_PATHS.putSettings.path,
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description: 'Sets the order settings (validated by the contract; 422 names the field).',
        body: DeskOrderSettingsInput,
        response: { 200: DeskOrderSettings },
      },
    },
    async (request) => desk.putOrderSettings(app.db, contextOf(request), request.body),
  );
}
