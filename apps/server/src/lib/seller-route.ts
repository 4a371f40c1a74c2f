import type { StaffNeed } from '@portico/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { contextOf } from '../plugins/auth.ts';

/**
 * The options of the seller console's routes: group Seller only, a bearer token, the module's OpenAPI tag.
 * `const sellerRoute = sellerRoutes(app, 'seller-outbox')`, then `app.get(path, sellerRoute(description, schema),
 * handler)` — like orderRoute in modules/orders/orders.routes.ts. A write names what its service's requireStaff
 * needs (`'write'`, `'owner'`): the role is then checked before the body is validated (app.requireStaffRole).
 */
export function sellerRoutes(app: FastifyInstance, tag: string) {
  const onRequest = app.requireGroup('Seller');
  const secured = { tags: [tag], security: [{ bearer: [] }] };
  return <S extends FastifySchema>(description: string, schema: S, need?: StaffNeed) => ({
    onRequest,
    ...(need ? { preValidation: app.requireStaffRole(need) } : {}),
    schema: { ...secured, description, ...schema },
  });
}

/**
 * A console call that mails an address the staff member types (a buyer or staff invitation, a buyer's password
 * reset): at most `perHour` a staff member and route (config rateLimits.consoleMailsPerHour), counted once the
 * caller is known, so one account cannot spend the platform's sending reputation or sign a buyer out over and over.
 */
export const mailsPerHour = (perHour: number) => ({
  rateLimit: {
    max: perHour,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const ctx = contextOf(request);
      return `${ctx.tenantId}|${ctx.userId}`;
    },
  },
});
