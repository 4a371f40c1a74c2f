import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * The options of the seller console's routes: group Seller only, a bearer token, the module's OpenAPI tag.
 * `const sellerRoute = sellerRoutes(app, 'seller-outbox')`, then `app.get(path, sellerRoute(description, schema),
 * handler)` — like orderRoute in modules/orders/orders.routes.ts.
 */
export function sellerRoutes(app: FastifyInstance, tag: string) {
  const onRequest = app.requireGroup('Seller');
  const secured = { tags: [tag], security: [{ bearer: [] }] };
  return <S extends FastifySchema>(description: string, schema: S) => ({
    onRequest,
    schema: { ...secured, description, ...schema },
  });
}
