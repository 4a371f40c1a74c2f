import {
  AdditionalServiceBody,
  AdditionalServiceSettings,
  CommerceCodeParams,
  InsuranceSettings,
  PaymentMethodBody,
  PaymentMethodSettings,
  ShippingMethodBody,
  ShippingMethodSettings,
  TaxRules,
  WarehouseBody,
  WarehouseSettings,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import { additionalServiceSettings } from './additional-services.service.ts';
import type { CommerceCrud } from './commerce-crud.ts';
import * as insuranceTax from './insurance-tax.service.ts';
import { paymentMethodSettings } from './payment-methods.service.ts';
import { shippingMethodSettings } from './shipping-methods.service.ts';
import { warehouseSettings } from './warehouses.service.ts';

/**
 * Commerce settings of the seller console (docs/decisions/021): the checkout's tables, read by any staff role and
 * written by OWNER and OPERATIONS, each write in the staff audit log. Group Seller only.
 */
export async function commerceSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-settings');

  /**
   * GET, POST, PUT :code and DELETE :code of one commerce table, each answering the whole list. The schemas validate
   * and document as on every route; the handlers' types come from the service (a generic schema leaves the zod type
   * provider nothing to infer from).
   */
  const crudRoutes = <Value extends { code: string }, List>(
    path: string,
    schemas: { body: z.ZodType<Value>; list: z.ZodType<List> },
    service: CommerceCrud<Value, List>,
    describe: { get: string; post: string; put: string; delete: string },
  ) => {
    type One = { Params: { code: string } };
    const response = { 200: schemas.list };
    fastify.get(path, sellerRoute(describe.get, { response }), async (request) =>
      service.list(app.db, contextOf(request)),
    );
    fastify.post<{ Body: Value }>(
      path,
      sellerRoute(describe.post, { body: schemas.body, response }, 'write'),
      async (request) => service.create(app.db, contextOf(request), request.body as Value),
    );
    fastify.put<One & { Body: Value }>(
      `${path}/:code`,
      sellerRoute(describe.put, { params: CommerceCodeParams, body: schemas.body, response }, 'write'),
      async (request) =>
        service.update(app.db, contextOf(request), request.params.code, request.body as Value),
    );
    fastify.delete<One>(
      `${path}/:code`,
      sellerRoute(describe.delete, { params: CommerceCodeParams, response }, 'write'),
      async (request) => service.remove(app.db, contextOf(request), request.params.code),
    );
  };

  crudRoutes(
    '/seller/settings/shipping-methods',
    { body: ShippingMethodBody, list: ShippingMethodSettings },
    shippingMethodSettings,
    {
      get: 'The tenant’s shipping methods (not those bound to one buyer’s address) and its warehouses.',
      post: 'Adds a shipping method; the next checkout offers it where it applies. A taken code or an invalid field answers 422 naming it.',
      put: 'Replaces a shipping method’s settings (its code and type stay).',
      delete:
        'Deletes a shipping method no open order uses; a used one answers 422 and stays (hide it instead).',
    },
  );
  crudRoutes(
    '/seller/settings/payment-methods',
    { body: PaymentMethodBody, list: PaymentMethodSettings },
    paymentMethodSettings,
    {
      get: 'The tenant’s payment methods with their fee (type, rate) and credit limit.',
      post: 'Adds an instructions-based payment method; the next checkout offers it when shown. 422 names a bad field.',
      put: 'Replaces a payment method’s words, fee and credit limit; the next checkout charges them.',
      delete: 'Deletes a payment method no open order uses; a used one answers 422 and stays.',
    },
  );
  crudRoutes(
    '/seller/settings/warehouses',
    { body: WarehouseBody, list: WarehouseSettings },
    warehouseSettings,
    {
      get: 'The tenant’s warehouses: label, offers (C-051), daily report (Q-064), stock items held.',
      post: 'Adds a warehouse. A taken code or an invalid field answers 422 naming it.',
      put: 'Sets a warehouse’s label, offers, daily report and position; applies at once.',
      delete:
        'Deletes a warehouse without open orders, stock items or shipping methods limited to it; else 422 saying which.',
    },
  );
  crudRoutes(
    '/seller/settings/additional-services',
    { body: AdditionalServiceBody, list: AdditionalServiceSettings },
    additionalServiceSettings,
    {
      get: 'I-044, Q-036: the optional services buyers may add at checkout, with their fees.',
      post: 'Adds an additional service; the next checkout offers it when shown. 422 names a bad field.',
      put: 'Replaces a service’s words and fee; the next checkout charges them.',
      delete: 'Deletes a service no open order includes; an included one answers 422 and stays.',
    },
  );
  app.get(
    '/seller/settings/insurance',
    sellerRoute('I-035…I-038, Q-038: the insured amount limits and the premium percent.', {
      response: { 200: InsuranceSettings },
    }),
    async (request) => insuranceTax.getInsurance(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/insurance',
    sellerRoute(
      'Sets the insurance limits and premium; the next checkout uses them. 422 names a bad field.',
      { body: InsuranceSettings, response: { 200: InsuranceSettings } },
      'write',
    ),
    async (request) => insuranceTax.putInsurance(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/settings/tax-rules',
    sellerRoute('Q-039: tax by ship-to country and state (state empty = the whole country).', {
      response: { 200: TaxRules },
    }),
    async (request) => insuranceTax.getTaxRules(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/tax-rules',
    sellerRoute(
      'Replaces every tax rule at once; the next checkout taxes by them. 422 names a bad rule.',
      { body: TaxRules, response: { 200: TaxRules } },
      'write',
    ),
    async (request) => insuranceTax.putTaxRules(app.db, contextOf(request), request.body),
  );
}
