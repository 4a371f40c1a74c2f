import multipart from '@fastify/multipart';
import {
  OkResponse,
  SellerGroupOffersRequest,
  SellerGroupOffersResponse,
  SellerStockExportQuery,
  SellerStockGroupParams,
  SellerStockItem,
  SellerStockItemParams,
  SellerStockPatchRequest,
  SellerStockQuery,
  SellerStockResponse,
  StockUploadApplyRequest,
  StockUploadApplyResponse,
  StockUploadParams,
  StockUploadReview,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOneFile } from '../../lib/multipart.ts';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { oneUploadAtATime } from '../../plugins/upload-slot.ts';
import { trustedRequestOrigin } from '../identity/site-url.ts';
import { sendWorkbook } from '../stock/stock-export.ts';
import * as service from './seller-stock.service.ts';
import { writeSellerStockWorkbook } from './seller-stock-export.ts';
import { UPLOAD_MAX_BYTES } from './stock-upload-parse.ts';

/** Seller console stock screens: group Seller only, scoped by the seller's tenant. */
export async function sellerStockRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: only the inventory upload takes multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const seller = app.requireGroup('Seller');
  // Console writes: the staff role before the body is validated (decision 016).
  const staffWrite = app.requireStaffRole('write');
  const secured = { tags: ['seller-stock'], security: [{ bearer: [] }] };

  app.get(
    '/seller/stock/items',
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'One page of the stock, searched, filtered and sorted server-side.',
        querystring: SellerStockQuery,
        response: { 200: SellerStockResponse },
      },
    },
    async (request) => service.listItems(app.db, contextOf(request), request.query),
  );
  app.patch(
    '/seller/stock/items/:itemNumberWarehouse',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'Changes quantity and/or list price. `expected` is what the seller saw; a changed item answers 409 conflict.',
        params: SellerStockItemParams,
        body: SellerStockPatchRequest,
        response: { 200: SellerStockItem },
      },
    },
    async (request) =>
      service.patchItem(
        app.db,
        contextOf(request),
        request.params.itemNumberWarehouse,
        request.body,
        await trustedRequestOrigin(request),
      ),
  );
  app.put(
    '/seller/stock/groups/:groupKey/offers',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          "C-051: whether buyers may make offers on the group's items (with the warehouse's own switch). Offers already made stay; new ones are refused. Audited.",
        params: SellerStockGroupParams,
        body: SellerGroupOffersRequest,
        response: { 200: SellerGroupOffersResponse },
      },
    },
    async (request) =>
      service.setGroupTakesOffers(
        app.db,
        contextOf(request),
        request.params.groupKey,
        request.body.takesOffers,
      ),
  );
  app.get(
    '/seller/stock/export',
    {
      onRequest: seller,
      schema: {
        ...secured,
        description:
          "Every item matching the stock screen's filters as an .xlsx the upload reads back, with each row's Version (and, hidden, the values exported) so an upload can tell what changed since.",
        querystring: SellerStockExportQuery,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const plan = await service.planSellerExport(app.db, contextOf(request), request.query, new Date());
      return sendWorkbook(reply, request.log, plan.fileName, (out) =>
        writeSellerStockWorkbook(out, plan.chunks, plan.categoryLabel),
      );
    },
  );
  app.post(
    '/seller/stock/upload',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'multipart/form-data with one .xlsx `file` (≤ 10 MB, ≤ 20,000 rows; the stock export headers). Answers the review; nothing changes until apply.',
        consumes: ['multipart/form-data'],
        response: { 200: StockUploadReview },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('badRequest', 'Send the spreadsheet as multipart/form-data');
      // One upload in flight per seller: a second one answers 429 before its body is read.
      return oneUploadAtATime(contextOf(request), async (hold) => {
        const file = await readOneFile(request);
        return service.reviewUpload(app.db, contextOf(request), { ...file, hold });
      });
    },
  );
  app.post(
    '/seller/stock/upload/:uploadId/apply',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'Applies exactly the reviewed rows in one transaction. Every conflict row (changed since the export and edited in the file) needs a resolution; 409 and nothing applied when one is missing, or when an item changed since the review.',
        params: StockUploadParams,
        body: StockUploadApplyRequest,
        response: { 200: StockUploadApplyResponse },
      },
    },
    async (request) =>
      service.applyUpload(
        app.db,
        contextOf(request),
        request.params.uploadId,
        request.body,
        await trustedRequestOrigin(request),
      ),
  );
  app.post(
    '/seller/stock/upload/:uploadId/cancel',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: { ...secured, params: StockUploadParams, response: { 200: OkResponse } },
    },
    async (request) => {
      await service.cancelUpload(app.db, contextOf(request), request.params.uploadId);
      return { status: 'SUCCESS' as const };
    },
  );
}
