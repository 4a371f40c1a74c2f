/**
 * The buyer's checkout routes (CHECKOUT_PATHS; N-037, N-041, N-052, N-057…N-059): checkout, submit, charges
 * and shipping and billing preferences; and the seller's free-freight settings.
 */

import {
  CalculateChargesRequest,
  CalculateChargesResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  FreeFreightSettings,
  FreeFreightSettingsBody,
  IdempotencyHeaders,
  OfferIdList,
  PreferencesOptions,
  SavedPreferences,
  SubmissionBody,
  SubmitOrderResponse,
  WarehouseCodeParams,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RatingProvider } from '../../adapters/rating.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './checkout.service.ts';
import * as freeFreight from './free-freight-settings.service.ts';

export type CheckoutRoutesOptions = {
  /** Defaults to the app's provider (config.ratingProvider, with the I-025 timeout). */
  rating?: RatingProvider;
};

/**
 * Checkout calls (part 2 §7; N-037, N-041, N-052, N-057…N-059), paths exactly as CHECKOUT_PATHS.
 * Each needs CAN_BUY_ONLINE (C-050); checkout and submit also refuse a PROSPECT buyer (G-071).
 */
export async function checkoutRoutes(fastify: FastifyInstance, opts: CheckoutRoutesOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['checkout'], security: [{ bearer: [] }] };
  const rating = opts.rating ?? app.rating;

  app.post(
    CHECKOUT_PATHS.cartCheckout.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-037, Q-002, I-007: the checkout payload for the caller’s READY_TO_CHECKOUT lines among the ids (all must be the caller’s — else 404 —, in stock, in the warehouse, at least their minimum). A PROSPECT buyer gets 422 prospectCannotCheckoutContactSalesRep.',
        params: WarehouseCodeParams,
        body: OfferIdList,
        response: { 200: CheckoutPayload },
      },
    },
    async (request) =>
      service.checkoutCart(app.db, contextOf(request), request.params.warehouseCode, request.body),
  );

  app.post(
    CHECKOUT_PATHS.submit.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-041, Q-005, I-050…I-053: places (readyToRelease true) or holds the order in one transaction: stock reserved under row locks, the cart lines consumed (Q-026), every amount recomputed. REQUEST_A_QUOTE → AWAITING_SHIPPING_QUOTE. The same Idempotency-Key answers the first order; with a different body it is refused (422 idempotencyKeyReused).',
        params: WarehouseCodeParams,
        headers: IdempotencyHeaders,
        body: SubmissionBody,
        response: { 200: SubmitOrderResponse },
      },
    },
    async (request) =>
      service.submitOrder(app.db, contextOf(request), rating, request.params.warehouseCode, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    CHECKOUT_PATHS.calculateCharges.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'N-052, Q-009, Q-032…Q-039: charges recomputed from the server’s data only — prices from the caller’s cart lines (offerIds), order (phonexOrderNumber) or the stock list, never from the request. Real-time methods are quoted by the rating provider; freightUndefined when it cannot.',
        body: CalculateChargesRequest,
        response: { 200: CalculateChargesResponse },
      },
    },
    async (request) => service.calculateOrderCharges(app.db, contextOf(request), rating, request.body),
  );

  app.get(
    CHECKOUT_PATHS.preferencesOptions.path,
    {
      onRequest: app.authenticate,
      schema: { ...secured, description: 'J-004, N-057', response: { 200: PreferencesOptions } },
    },
    async (request) => service.preferencesOptions(app.db, contextOf(request)),
  );

  app.get(
    CHECKOUT_PATHS.preferencesSelected.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'J-004, J-007, N-058: the saved preferences, minus choices that no longer fit.',
        response: { 200: SavedPreferences },
      },
    },
    async (request) => service.getPreferences(app.db, contextOf(request)),
  );

  app.post(
    CHECKOUT_PATHS.preferencesSubmit.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'J-006…J-009, N-059: stores the preferences (choices not offered to the caller are cleared, part 2 §5 Preferences save) and answers what was stored.',
        body: SavedPreferences,
        response: { 200: SavedPreferences },
      },
    },
    async (request) => service.savePreferences(app.db, contextOf(request), request.body),
  );

  // Commerce settings (docs/decisions/015): free freight per priced shipping method. Group Seller only.
  const seller = app.requireGroup('Seller');
  // Console writes: the staff role before the body is validated (decision 016).
  const staffWrite = app.requireStaffRole('write');
  const sellerSettings = { tags: ['seller-settings'], security: [{ bearer: [] }] };
  app.get(
    '/seller/settings/free-freight',
    {
      onRequest: seller,
      schema: {
        ...sellerSettings,
        description:
          'Free freight over a threshold, per priced shipping method: the setting the cart message and the charges read.',
        response: { 200: FreeFreightSettings },
      },
    },
    async (request) => freeFreight.getFreeFreightSettings(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/free-freight',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...sellerSettings,
        description:
          'Sets the thresholds of the named methods (null = none), all or none; the next checkout uses them. 422 names a bad field.',
        body: FreeFreightSettingsBody,
        response: { 200: FreeFreightSettings },
      },
    },
    async (request) => freeFreight.putFreeFreightSettings(app.db, contextOf(request), request.body),
  );
}
