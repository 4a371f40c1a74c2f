import { CartSettings, InventorySettings, OrderSettings, StocklistSettings } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { tenantDictionaryOf, tenantWords } from '../words/words.service.ts';
import { freeFreightMethods, stockReference } from './settings.repository.ts';
import * as service from './settings.service.ts';

/** App-load settings: order/settings, inventory/settings, stocklist/cart/settings,
 * stocklist/stocklist/settings (account/pending-documents: modules/export-documents). All need a signed-in user of this tenant. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.authenticate } as const;
  // Read fresh (not the 5 s host cache) so a seller's change shows on the next load; scoped by the token's tenant.
  const tenantOf = async (request: Parameters<typeof contextOf>[0]) => {
    const tenant = await findTenantById(app.db, contextOf(request).tenantId);
    if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
    return tenant;
  };
  const schema = <T>(response: T) => ({
    tags: ['settings'],
    security: [{ bearer: [] }],
    response: { 200: response },
  });

  //
  app.get('/order/settings', { ...common, schema: schema(OrderSettings) }, async (request) => {
    const tenant = await tenantOf(request);
    return service.orderSettingsInWords(
      service.orderSettings(tenant),
      await tenantDictionaryOf(app.db, tenant),
    );
  });
  app.get('/inventory/settings', { ...common, schema: schema(InventorySettings) }, async (request) => {
    const tenant = await tenantOf(request);
    return service.inventorySettings(tenant, await stockReference(app.db, tenant.id));
  });
  app.get('/stocklist/cart/settings', { ...common, schema: schema(CartSettings) }, async (request) => {
    const tenant = await tenantOf(request);
    return service.cartSettings(
      tenant,
      await freeFreightMethods(app.db, tenant.id),
      await tenantWords(app.db, tenant, ['freeFreightOver', 'currencySymbol']),
    );
  });
  app.get(
    '/stocklist/stocklist/settings',
    { ...common, schema: schema(StocklistSettings) },
    async (request) => {
      const tenant = await tenantOf(request);
      return service.stocklistSettings(tenant, await stockReference(app.db, tenant.id));
    },
  );
}
