import multipart from '@fastify/multipart';
import {
  BrandAssetKind,
  BrandAssetResult,
  BrandPreviewResult,
  BrandSettings,
  BrandSettingsResponse,
} from '@portico/contract';
import { BRAND_FILE_MAX_BYTES } from '@portico/domain/brand-files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { malformedMultipart } from '../../lib/multipart.ts';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import * as service from './brand.service.ts';

const LARGEST_FILE = Math.max(...Object.values(BRAND_FILE_MAX_BYTES));

/**
 * Brand and site (A-001… …A-024): the console's draft, publish, uploads and preview under
 * seller/settings/brand, and the public brand files by content hash.
 */
export async function brandRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: only the upload takes multipart bodies. One file; a larger one is cut at the
  // largest cap + 1 byte, so the check can tell it is too large without reading all of it.
  await fastify.register(multipart, {
    limits: { fileSize: LARGEST_FILE + 1, files: 1, fields: 2, parts: 4 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-brand');

  app.get(
    '/seller/settings/brand',
    sellerRoute('The brand draft being edited, the published brand buyers see, and whether they differ.', {
      response: { 200: BrandSettingsResponse },
    }),
    async (request) => service.getBrand(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/brand',
    sellerRoute(
      'Saves the brand as a draft (custom CSS sanitised, A-008); buyers see nothing of it until publish. Owner or operations staff.',
      { body: BrandSettings, response: { 200: BrandSettingsResponse } },
      'write',
    ),
    async (request) => service.saveDraft(app.db, contextOf(request), request.body),
  );
  app.delete(
    '/seller/settings/brand/draft',
    sellerRoute(
      'Forgets the draft. Owner or operations staff.',
      { response: { 200: BrandSettingsResponse } },
      'write',
    ),
    async (request) => service.discardDraft(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/brand/publish',
    sellerRoute(
      'Publishes the draft: saas-config and the portal serve it from now on, and open portals re-read their config (config.changed). 409 when there is no draft.',
      { response: { 200: BrandSettingsResponse } },
      'write',
    ),
    async (request) => {
      const published = await service.publishBrand(app.db, contextOf(request));
      // This node's pages serve the new brand at once; saas-config reads the tenant afresh on every node.
      app.invalidateTenantCache();
      return published;
    },
  );
  app.post(
    '/seller/settings/brand/preview',
    sellerRoute(
      'A portal address that shows this staff user the draft for 15 minutes (the token in it is this tenant’s only).',
      { response: { 200: BrandPreviewResult } },
    ),
    async (request) => service.createPreview(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/brand/assets/:kind',
    sellerRoute(
      'multipart/form-data with one `file`: a logo (PNG, JPEG, GIF, WebP, SVG; ≤ 1 MB), a favicon (ICO, PNG, GIF, WebP, SVG; ≤ 256 KB) or a font (WOFF2; ≤ 1 MB), checked by content (a name claiming another type, such as a PNG named .svg, is refused too); an SVG with scripts, handlers or outside links is refused. Anything else → 422, and nothing is stored.',
      {
        consumes: ['multipart/form-data'],
        params: z.object({ kind: BrandAssetKind }),
        response: { 200: BrandAssetResult },
      },
      'write',
    ),
    async (request) => {
      if (!request.isMultipart()) throw new AppError('badRequest', 'Send the file as multipart/form-data');
      const kind = request.params.kind;
      let content: Buffer | undefined;
      let fileName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          fileName = part.filename ?? '';
          content = await part.toBuffer();
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw service.refusedFile(kind, 'tooLarge');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new AppError('badRequest', 'Upload one file');
        }
        throw malformedMultipart(err) ?? err;
      }
      return service.uploadAsset(app.db, contextOf(request), kind, content ?? Buffer.alloc(0), fileName);
    },
  );

  // Public: the portal's <img>, <link rel=icon> and @font-face load these. The name carries the content's hash, so
  // the answer never changes: cached for a year. Served with nosniff and a CSP that runs nothing (an SVG opened
  // on its own cannot script).
  app.get(
    '/brand-assets/:file',
    {
      schema: {
        tags: ['config'],
        params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{2,5}$/) }),
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const sha256 = request.params.file.split('.')[0] ?? '';
      const asset = await service.readAsset(app.db, tenant.id, sha256);
      if (!asset) throw new AppError('notFound', 'Not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(asset.contentType)
        .send(asset.content);
    },
  );
}
