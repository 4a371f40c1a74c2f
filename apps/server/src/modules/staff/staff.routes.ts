import {
  STAFF_PATHS,
  StaffAuditQuery,
  StaffAuditResponse,
  StaffInviteBody,
  StaffListResponse,
  StaffMe,
  StaffMember,
  StaffUpdateBody,
  StaffUserParams,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailsPerHour, sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import { trustedRequestOrigin } from '../identity/site-url.ts';
import * as staff from './staff.service.ts';

/** Staff management (OWNER) and the staff audit log (any staff) of the seller console: docs/decisions/016. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-staff');

  app.get(
    STAFF_PATHS.me.path,
    sellerRoute('The signed-in staff member’s own role.', { response: { 200: StaffMe } }),
    async (request) => staff.me(app.db, contextOf(request)),
  );
  app.get(
    STAFF_PATHS.list.path,
    sellerRoute('The tenant’s staff (owners only).', { response: { 200: StaffListResponse } }),
    async (request) => staff.listStaff(app.db, contextOf(request)),
  );
  app.post(
    STAFF_PATHS.invite.path,
    {
      ...sellerRoute(
        'Invites a staff member (owners only): a temporary password mailed through the outbox, a new password at first sign-in.',
        { body: StaffInviteBody, response: { 200: StaffMember } },
        'owner',
      ),
      config: mailsPerHour(app.config.rateLimits.consoleMailsPerHour),
    },
    async (request) =>
      staff.inviteStaff(app.db, contextOf(request), request.body, await trustedRequestOrigin(request)),
  );
  app.patch(
    STAFF_PATHS.update.path,
    sellerRoute(
      'Changes a staff member’s role, deactivates (every session ends) or reactivates (owners only); the last active owner stays (422).',
      { params: StaffUserParams, body: StaffUpdateBody, response: { 200: StaffMember } },
      'owner',
    ),
    async (request) => staff.updateStaff(app.db, contextOf(request), request.params.userId, request.body),
  );
  app.get(
    STAFF_PATHS.audit.path,
    sellerRoute('The staff audit log, newest first, filtered by action and actor.', {
      querystring: StaffAuditQuery,
      response: { 200: StaffAuditResponse },
    }),
    async (request) => staff.auditLog(app.db, contextOf(request), request.query),
  );
}
