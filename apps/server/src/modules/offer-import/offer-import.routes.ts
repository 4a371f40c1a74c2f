import multipart from '@fastify/multipart';
import {
  ImportAcceptResponse,
  ImportResult,
  ImportRowParams,
  ImportTemplateQuery,
  ImportTemplateRequest,
  OkResponse,
  PendingImport,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { malformedMultipart } from '../../lib/multipart.ts';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { oneUploadAtATime } from '../../plugins/upload-slot.ts';
import * as service from './offer-import.service.ts';
import { templateWorkbook } from './offer-import.template.ts';

const BASE = '/stocklist/offer/bulk-offer-import';
const TEMPLATE_MAX_ITEMS = 20_000;

const oneFile = () =>
  new AppError('validationFailed', 'Upload exactly one file', undefined, [
    { messageCode: 'validationFailed', messageDescription: 'Upload exactly one file', field: 'file' },
  ]);

/**
 * Bulk offer import (part 1 §7 Stock: the four bulk-offer-import calls, plus GET of the pending import
 * and the template). Buyer API: each needs CAN_BUY_ONLINE (C-050); every call is scoped to the caller's own
 * pending import, so another buyer's is never reachable.
 */
export async function offerImportRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: only the upload takes multipart bodies. One file part, ≤ 10 MB.
  await fastify.register(multipart, {
    limits: { fileSize: service.IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 8 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['offer-import'], security: [{ bearer: [] }] };

  app.post(
    BASE,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'F-004: multipart/form-data with exactly one .xlsx or .xls file part (≤ 10 MB; the file name from the part or the x-file-name header). Answers the review (F-006) and stores it as the buyer’s pending import, replacing any previous one; nothing in the cart changes until accept.',
        consumes: ['multipart/form-data'],
        response: { 200: ImportResult },
      },
    },
    async (request, typedReply) => {
      if (!request.isMultipart())
        throw new AppError('badRequest', 'Send the spreadsheet as multipart/form-data');
      // One upload in flight per buyer: a second one answers 429 before its body is read.
      const json = await oneUploadAtATime(contextOf(request), async (hold) => {
        let file: { fileName: string; buffer: Buffer } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (file) throw oneFile();
            const buffer = await part.toBuffer();
            file = { fileName: service.fileNameOf(part.filename, request.headers['x-file-name']), buffer };
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('badRequest', 'The file is larger than 10 MB', undefined, undefined, 413);
          }
          if (code === 'FST_FILES_LIMIT') throw oneFile();
          if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
            throw new AppError('badRequest', 'The upload has too many parts');
          }
          throw malformedMultipart(err) ?? err;
        }
        if (!file) {
          throw new AppError(
            'validationFailed',
            'Please upload the file to have a successful import',
            undefined,
            [
              {
                messageCode: 'importNoFile',
                messageDescription: 'Please upload the file to have a successful import',
                field: 'file',
              },
            ],
          );
        }
        return service.uploadImport(app.db, contextOf(request), { ...file, hold });
      });
      // Already the ImportResult's JSON (built from typed values, stored as is): sent without a second
      // serialisation of up to 100k rows (P6), as GET stocklist/offers sends its bytes.
      const reply: FastifyReply = typedReply;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    BASE,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'The caller’s pending import (the same review after a reload or in a second tab), or null.',
        response: { 200: PendingImport },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { pendingImport: await service.pendingImport(app.db, contextOf(request)) };
    },
  );
  const sendTemplate = async (request: FastifyRequest, typedReply: FastifyReply, keys: string[]) => {
    const items = await service.templateItems(app.db, contextOf(request), keys);
    const bytes = await templateWorkbook(
      items,
      await service.tenantColumnNames(app.db, contextOf(request).tenantId),
    );
    const reply: FastifyReply = typedReply;
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="offer-import-template.xlsx"')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  };
  app.get(
    `${BASE}/template`,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'A template workbook with the expected columns (F-003), pre-filled with the given items (comma-separated itemNumberWarehouse values, e.g. the stock list’s current filter). A URL carries a few hundred; POST takes more.',
        querystring: ImportTemplateQuery,
      },
    },
    async (request, reply) => {
      const keys = (request.query.itemNumberWarehouse ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== '');
      if (keys.length > TEMPLATE_MAX_ITEMS) {
        throw new AppError('validationFailed', `At most ${TEMPLATE_MAX_ITEMS.toLocaleString('en-US')} items`);
      }
      return sendTemplate(request, reply, keys);
    },
  );
  app.post(
    `${BASE}/template`,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'The template pre-filled with up to 20,000 items given in the body (JSON).',
        body: ImportTemplateRequest,
      },
    },
    async (request, reply) => sendTemplate(request, reply, request.body.itemNumberWarehouses),
  );
  app.delete(
    `${BASE}/:itemNumberWarehouse`,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'F-012: removes one overwrite (conflict) row from the pending import; answers the review.',
        params: ImportRowParams,
        response: { 200: ImportResult },
      },
    },
    async (request) =>
      service.removeConflictRow(app.db, contextOf(request), request.params.itemNumberWarehouse),
  );
  app.post(
    `${BASE}/cancel`,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'F-020: discards the pending import. Empty body.',
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.cancelImport(app.db, contextOf(request));
      return { status: 'SUCCESS' as const };
    },
  );
  app.post(
    `${BASE}/accept`,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'F-019: applies exactly the pending review in one transaction. Every row is decided again against the current stock and cart; if any no longer fits, 409 with the rows’ reasons and nothing changes. Empty body.',
        response: { 200: ImportAcceptResponse },
      },
    },
    async (request) => service.acceptImport(app.db, contextOf(request)),
  );
}
