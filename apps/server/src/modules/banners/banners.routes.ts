import {
  BannerPreview,
  BannerPreviewInput,
  SellerBanner,
  SellerBannerInput,
  SellerBannersResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './banners.service.ts';

const BannerId = z.object({ id: z.uuid() });

/** Seller console: the tenant's broadcast banners — list, preview, create, change, delete. */
export async function bannersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-banners');

  app.get(
    '/seller/banners',
    sellerRoute('Every banner of the tenant, with its schedule', {
      response: { 200: SellerBannersResponse },
    }),
    async (request) => service.listBanners(app.db, contextOf(request)),
  );
  app.post(
    '/seller/banners/preview',
    sellerRoute('The HTML exactly as it would be stored and shown; stores nothing', {
      body: BannerPreviewInput,
      response: { 200: BannerPreview },
    }),
    async (request) => service.previewBanner(app.db, contextOf(request), request.body),
  );
  app.post(
    '/seller/banners',
    sellerRoute(
      'Creates a banner (content kept to the Q-069 tags)',
      { body: SellerBannerInput, response: { 201: SellerBanner } },
      'write',
    ),
    async (request, reply) =>
      reply.status(201).send(await service.createBanner(app.db, contextOf(request), request.body)),
  );
  app.put(
    '/seller/banners/:id',
    sellerRoute(
      'Changes a banner: content, active switch, schedule',
      { params: BannerId, body: SellerBannerInput, response: { 200: SellerBanner } },
      'write',
    ),
    async (request) => service.updateBanner(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/seller/banners/:id',
    sellerRoute('Deletes a banner', { params: BannerId, response: { 204: z.null() } }, 'write'),
    async (request, reply) => {
      await service.deleteBanner(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
