import {
  CreateStockAlertRequest,
  OkResponse,
  StockAlert,
  StockAlertParams,
  StockAlertsMap,
  UpdateStockAlertRequest,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './alerts.service.ts';

/** Stock alerts (N-026…N-029, E-005…E-008); each needs CAN_SET_STOCKLIST_ALERT. No pxns mode exists yet (E-015). */
export async function alertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['stock alerts'], security: [{ bearer: [] }] };

  app.get(
    '/stocklist/alert/items',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'E-008: the caller’s alerts keyed by itemNumberWarehouse.',
        response: { 200: StockAlertsMap },
      },
    },
    async (request) => service.getAlerts(app.db, contextOf(request)),
  );
  app.post(
    '/stocklist/alert/item',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'E-005, E-002: creates the caller’s alert on the item, or updates the existing one. The quantity is normalised (E-004). An unknown item answers 422 stockItemNotFound.',
        body: CreateStockAlertRequest,
        response: { 200: StockAlert },
      },
    },
    async (request) => service.createAlert(app.db, contextOf(request), request.body),
  );
  app.put(
    '/stocklist/alert/item/:itemNumberWarehouse',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'E-006: sets the quantity of the caller’s alert (normalised, E-004); 404 when there is none.',
        params: StockAlertParams,
        body: UpdateStockAlertRequest,
        response: { 200: StockAlert },
      },
    },
    async (request) =>
      service.updateAlert(app.db, contextOf(request), request.params.itemNumberWarehouse, request.body),
  );
  app.delete(
    '/stocklist/alert/item/:itemNumberWarehouse',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'E-007: deletes the caller’s alert; 404 when there is none.',
        params: StockAlertParams,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await service.removeAlert(app.db, contextOf(request), request.params.itemNumberWarehouse);
      return { status: 'SUCCESS' as const };
    },
  );
}
