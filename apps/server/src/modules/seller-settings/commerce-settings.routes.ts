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
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as services from './additional-services.service.ts';
import * as insuranceTax from './insurance-tax.service.ts';
import * as payment from './payment-methods.service.ts';
import * as shipping from './shipping-methods.service.ts';
import * as warehouse from './warehouses.service.ts';

/**
 * Commerce settings of the seller console (docs/decisions/021): the checkout's tables, read by any staff role and
 * written by OWNER and OPERATIONS, each write in the staff audit log. Group Seller only.
 */
export async function commerceSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-settings');

  app.get(
    '/seller/settings/shipping-methods',
    sellerRoute(
      'The tenant’s shipping methods (not those bound to one buyer’s address) and its warehouses.',
      {
        response: { 200: ShippingMethodSettings },
      },
    ),
    async (request) => shipping.getShippingMethods(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/shipping-methods',
    sellerRoute(
      'Adds a shipping method; the next checkout offers it where it applies. A taken code or an invalid field answers 422 naming it.',
      { body: ShippingMethodBody, response: { 200: ShippingMethodSettings } },
    ),
    async (request) => shipping.createShippingMethod(app.db, contextOf(request), request.body),
  );
  app.put(
    '/seller/settings/shipping-methods/:code',
    sellerRoute('Replaces a shipping method’s settings (its code and type stay).', {
      params: CommerceCodeParams,
      body: ShippingMethodBody,
      response: { 200: ShippingMethodSettings },
    }),
    async (request) =>
      shipping.updateShippingMethod(app.db, contextOf(request), request.params.code, request.body),
  );
  app.delete(
    '/seller/settings/shipping-methods/:code',
    sellerRoute(
      'Deletes a shipping method no open order uses; a used one answers 422 and stays (hide it instead).',
      { params: CommerceCodeParams, response: { 200: ShippingMethodSettings } },
    ),
    async (request) => shipping.deleteShippingMethod(app.db, contextOf(request), request.params.code),
  );

  app.get(
    '/seller/settings/payment-methods',
    sellerRoute('The tenant’s payment methods with their fee (type, rate) and credit limit.', {
      response: { 200: PaymentMethodSettings },
    }),
    async (request) => payment.getPaymentMethods(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/payment-methods',
    sellerRoute(
      'Adds an instructions-based payment method; the next checkout offers it when shown. 422 names a bad field.',
      { body: PaymentMethodBody, response: { 200: PaymentMethodSettings } },
    ),
    async (request) => payment.createPaymentMethod(app.db, contextOf(request), request.body),
  );
  app.put(
    '/seller/settings/payment-methods/:code',
    sellerRoute('Replaces a payment method’s words, fee and credit limit; the next checkout charges them.', {
      params: CommerceCodeParams,
      body: PaymentMethodBody,
      response: { 200: PaymentMethodSettings },
    }),
    async (request) =>
      payment.updatePaymentMethod(app.db, contextOf(request), request.params.code, request.body),
  );
  app.delete(
    '/seller/settings/payment-methods/:code',
    sellerRoute('Deletes a payment method no open order uses; a used one answers 422 and stays.', {
      params: CommerceCodeParams,
      response: { 200: PaymentMethodSettings },
    }),
    async (request) => payment.deletePaymentMethod(app.db, contextOf(request), request.params.code),
  );

  app.get(
    '/seller/settings/warehouses',
    sellerRoute('The tenant’s warehouses: label, offers (C-051), daily report (Q-064), stock items held.', {
      response: { 200: WarehouseSettings },
    }),
    async (request) => warehouse.getWarehouses(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/warehouses',
    sellerRoute('Adds a warehouse. A taken code or an invalid field answers 422 naming it.', {
      body: WarehouseBody,
      response: { 200: WarehouseSettings },
    }),
    async (request) => warehouse.createWarehouse(app.db, contextOf(request), request.body),
  );
  app.put(
    '/seller/settings/warehouses/:code',
    sellerRoute('Sets a warehouse’s label, offers, daily report and position; applies at once.', {
      params: CommerceCodeParams,
      body: WarehouseBody,
      response: { 200: WarehouseSettings },
    }),
    async (request) =>
      warehouse.updateWarehouse(app.db, contextOf(request), request.params.code, request.body),
  );
  app.delete(
    '/seller/settings/warehouses/:code',
    sellerRoute(
      'Deletes a warehouse without open orders, stock items or shipping methods limited to it; else 422 saying which.',
      { params: CommerceCodeParams, response: { 200: WarehouseSettings } },
    ),
    async (request) => warehouse.deleteWarehouse(app.db, contextOf(request), request.params.code),
  );

  app.get(
    '/seller/settings/additional-services',
    sellerRoute('I-044, Q-036: the optional services buyers may add at checkout, with their fees.', {
      response: { 200: AdditionalServiceSettings },
    }),
    async (request) => services.getAdditionalServices(app.db, contextOf(request)),
  );
  app.post(
    '/seller/settings/additional-services',
    sellerRoute(
      'Adds an additional service; the next checkout offers it when shown. 422 names a bad field.',
      {
        body: AdditionalServiceBody,
        response: { 200: AdditionalServiceSettings },
      },
    ),
    async (request) => services.createAdditionalService(app.db, contextOf(request), request.body),
  );
  app.put(
    '/seller/settings/additional-services/:code',
    sellerRoute('Replaces a service’s words and fee; the next checkout charges them.', {
      params: CommerceCodeParams,
      body: AdditionalServiceBody,
      response: { 200: AdditionalServiceSettings },
    }),
    async (request) =>
      services.updateAdditionalService(app.db, contextOf(request), request.params.code, request.body),
  );
  app.delete(
    '/seller/settings/additional-services/:code',
    sellerRoute('Deletes a service no open order includes; an included one answers 422 and stays.', {
      params: CommerceCodeParams,
      response: { 200: AdditionalServiceSettings },
    }),
    async (request) => services.deleteAdditionalService(app.db, contextOf(request), request.params.code),
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
      {
        body: InsuranceSettings,
        response: { 200: InsuranceSettings },
      },
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
    sellerRoute('Replaces every tax rule at once; the next checkout taxes by them. 422 names a bad rule.', {
      body: TaxRules,
      response: { 200: TaxRules },
    }),
    async (request) => insuranceTax.putTaxRules(app.db, contextOf(request), request.body),
  );
}
