import {
  INVOICE_EXPORT_CONTENT_TYPE,
  InvoiceExportParams,
  MANIFEST_EXPORT_CONTENT_TYPE,
  ORDER_EXPORT_CONTENT_TYPE,
  ORDER_PATHS,
  OrderNumberParams,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import { manifestWorkbook, orderWorkbook } from './order-export.ts';
import * as service from './order-exports.service.ts';

/**
 * The order page's downloads (N-056, L-006…L-008, Q-052), registered next to ordersRoutes (which answers the manifest
 * summary, N-055).
 */
export async function orderExportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };
  const file = (reply: FastifyReply, type: string, fileName: string, bytes: Buffer) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(bytes);

  app.get(
    ORDER_PATHS.orderExport.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          "N-056, L-008, Q-052: the order (details, lines, charges) as an .xlsx download; freight waiting for a quote, its tax and the total read 'To be quoted'. Another buyer’s or tenant’s order → 404.",
        params: OrderNumberParams,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const plan = await service.planOrderExport(
        app.db,
        contextOf(request),
        request.params.phonexOrderNumber,
      );
      return file(typedReply, ORDER_EXPORT_CONTENT_TYPE, plan.fileName, await orderWorkbook(plan));
    },
  );

  app.get(
    ORDER_PATHS.manifestExport.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-056, L-006, Q-052: the manifest, one row per unit with its IMEI, as an .xlsx download. 404 when the order has no manifest, or is another buyer’s or tenant’s.',
        params: OrderNumberParams,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const plan = await service.planManifestExport(
        app.db,
        contextOf(request),
        request.params.phonexOrderNumber,
      );
      return file(
        typedReply,
        MANIFEST_EXPORT_CONTENT_TYPE,
        plan.fileName,
        await manifestWorkbook(plan.rows, plan.tenant),
      );
    },
  );

  app.get(
    ORDER_PATHS.invoiceExport.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-056, L-007, Q-052: one invoice of the order as a PDF download, in the tenant’s name, currency and language. 404 for an invoice of another order, or another buyer’s or tenant’s order.',
        params: InvoiceExportParams,
        response: { 200: z.string().describe('The PDF file (binary)') },
      },
    },
    async (request, typedReply) => {
      const { fileName, pdf } = await service.invoicePdf(
        app.db,
        contextOf(request),
        request.params.phonexOrderNumber,
        request.params.invoiceNumber,
      );
      return file(typedReply, INVOICE_EXPORT_CONTENT_TYPE, fileName, pdf);
    },
  );
}
