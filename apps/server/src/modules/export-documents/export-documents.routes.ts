import multipart from '@fastify/multipart';
import {
  ApproveDocumentBody,
  DOCUMENT_MAX_BYTES,
  DocumentUploadResult,
  PendingDocuments,
  ProofOfExportRule,
  RejectDocumentBody,
  SellerDocument,
  SellerDocumentsQuery,
  SellerDocumentsResponse,
} from '@portico/contract';
import { uploadFileName } from '@portico/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { malformedMultipart } from '../../lib/multipart.ts';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import * as service from './export-documents.service.ts';

/**
 * Proof of export (H-001…H-012, N-043, Q-066): the buyer's pending documents and upload, the buyer's and the
 * staff's downloads, the staff's review and the tenant's rule.
 */
export async function exportDocumentsRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: only the upload takes multipart bodies. One file part, ≤ 10 MB.
  await fastify.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 8 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-documents');
  const buyerTags = { tags: ['proof-of-export'], security: [{ bearer: [] }] };
  const byId = z.object({ documentId: z.string().max(100) });

  app.get(
    '/account/pending-documents',
    {
      onRequest: app.authenticate,
      schema: {
        ...buyerTags,
        description:
          'H-001, H-002, Q-066: the documents that still need a file, the upload URL, a fresh upload token (15 minutes, this buyer only), disablePayAndShipNow while any document is not approved, isOpen while any needs a file.',
        response: { 200: PendingDocuments },
      },
    },
    async (request) => service.pendingDocumentsOf(app.db, contextOf(request)),
  );

  app.post(
    '/account/pending-documents/upload',
    {
      // The upload token authorises the upload (H-006); a bearer token sent along is checked like on every other
      // route (another tenant's → 403), and must then be the token's own buyer.
      onRequest: async (request, reply) => {
        if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['proof-of-export'],
        description:
          'H-006, N-043: multipart/form-data with `documentId`, `fileName` and one `file` (PDF, JPEG or PNG by content, ≤ 10 MB), authorised by the `upload-token` header (poeData.authToken; a bearer token is optional, and must be the same buyer’s). A missing, expired or other tenant’s token → 401; another buyer’s or an unknown document → 404; another type → 422; larger → 413. Nothing is stored on a refusal.',
        consumes: ['multipart/form-data'],
        response: { 200: DocumentUploadResult },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const header = request.headers['upload-token'];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      if (!token) throw new AppError('unauthorized', 'The upload token is missing, expired or not valid');
      if (!request.isMultipart()) throw new AppError('badRequest', 'Send the file as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: { fileName: string; buffer: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (file) throw new AppError('badRequest', 'Upload one file per document');
            file = { fileName: part.filename, buffer: await part.toBuffer() };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('badRequest', 'The file is larger than 10 MB', undefined, undefined, 413);
        }
        if (code === 'FST_FILES_LIMIT') throw new AppError('badRequest', 'Upload one file per document');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new AppError('badRequest', 'The upload has too many parts');
        }
        throw malformedMultipart(err) ?? err;
      }
      if (!file || file.buffer.length === 0) {
        throw new AppError('validationFailed', 'Please upload Proof of Export Document.', undefined, [
          {
            messageCode: 'documentNoFile',
            messageDescription: 'Please upload Proof of Export Document.',
            field: 'file',
          },
        ]);
      }
      // As every upload's name is kept (H-006): the last path segment, no control or bidi characters, ≤ 255.
      const fileName = uploadFileName(fields.fileName) || uploadFileName(file.fileName) || 'document';
      const signedIn = request.auth ? contextOf(request).userId : undefined;
      return service.uploadDocument(app.db, tenant.id, token, signedIn, {
        documentId: fields.documentId ?? '',
        fileName,
        buffer: file.buffer,
      });
    },
  );

  app.get(
    '/account/pending-documents/:documentId/file',
    {
      onRequest: app.authenticate,
      schema: {
        ...buyerTags,
        description:
          'The file the buyer uploaded for one of their documents, as a download. Anyone else’s → 404.',
        params: byId,
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.buyerFile(app.db, contextOf(request), request.params.documentId)),
  );

  app.get(
    '/seller/documents',
    sellerRoute(
      'The tenant’s proof-of-export documents with a file: buyer, order, file, dates (SUBMITTED first). Group Seller.',
      { querystring: SellerDocumentsQuery, response: { 200: SellerDocumentsResponse } },
    ),
    async (request) => service.listDocuments(app.db, contextOf(request), request.query),
  );
  app.get(
    '/seller/documents/:documentId/file',
    sellerRoute('A document’s file of this tenant, as a download (nosniff). Another tenant’s → 404.', {
      params: byId,
    }),
    async (request, reply) =>
      sendFile(reply, await service.sellerFile(app.db, contextOf(request), request.params.documentId)),
  );
  app.post(
    '/seller/documents/:documentId/approve',
    sellerRoute(
      'Approves a SUBMITTED document at the version reviewed (else 409: reviewed already, or a new file since). The buyer is told live and by mail; PAY AND SHIP NOW comes back once all are approved.',
      { params: byId, body: ApproveDocumentBody, response: { 200: SellerDocument } },
      'write',
    ),
    async (request) =>
      service.reviewDocument(app.db, contextOf(request), request.params.documentId, {
        status: 'APPROVED',
        version: request.body.version,
      }),
  );
  app.post(
    '/seller/documents/:documentId/reject',
    sellerRoute(
      'Rejects a SUBMITTED document at the version reviewed, with a reason (else 409). The buyer is told live and by mail and uploads again.',
      { params: byId, body: RejectDocumentBody, response: { 200: SellerDocument } },
      'write',
    ),
    async (request) =>
      service.reviewDocument(app.db, contextOf(request), request.params.documentId, {
        status: 'REJECTED',
        reason: request.body.reason,
        version: request.body.version,
      }),
  );
  app.get(
    '/seller/settings/proof-of-export',
    sellerRoute('The tenant’s rule asking buyers for proof of export (OFF by default).', {
      response: { 200: ProofOfExportRule },
    }),
    async (request) => service.getRule(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/proof-of-export',
    sellerRoute(
      'Sets the rule: OFF, EXPORT_ORDERS (on-hold orders shipped outside homeCountry), ALL_ORDERS; buyerEmails always.',
      { body: ProofOfExportRule, response: { 200: ProofOfExportRule } },
      'write',
    ),
    async (request) => service.putRule(app.db, contextOf(request), request.body),
  );
}

/** A stored file as a download: its detected type, attachment, never sniffed into something else. */
function sendFile(reply: FastifyReply, file: service.StoredFile) {
  const ascii = file.fileName.replace(/[^\w.\- ]/g, '_');
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
