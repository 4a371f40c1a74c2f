import type { StaffNeed } from '@portico/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountGate } from '../modules/accounts/account-gate.ts';
import type { TokenService, VerifiedClaims } from '../modules/identity/tokens.ts';
import { requireStaff } from '../modules/staff/staff-access.ts';
import { AppError } from './errors.ts';
import { requireTenant } from './tenant.ts';

/** The request context every service takes first (CONVENTIONS habit 3). */
export type RequestContext = {
  tenantId: string;
  userId: string;
  email: string;
  groups: string[];
  /** The ID token's issue time (seconds): refused once older than the account's tokens_valid_after. */
  issuedAt?: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth?: VerifiedClaims;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** The account check of every authenticated request (disabled, ended tokens). */
    accountGate: AccountGate;
    /** preHandler: a valid ID token issued for this request's tenant. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: authenticated and member of the group. */
    requireGroup(group: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preValidation factory of the console's writes (decision 016): the staff role allows `need`, checked before
     * the body is validated, so a refused role gets 403 and never the schema's 422. After requireGroup('Seller').
     */
    requireStaffRole(need: StaffNeed): (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; accountGate: AccountGate }) => {
    app.decorate('tokens', opts.tokens);
    app.decorate('accountGate', opts.accountGate);
    app.decorateRequest('auth', undefined);

    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const tenant = requireTenant(request);
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new AppError('unauthorized', 'Missing or invalid authorization');
      const claims = await app.tokens.verify(match[1]!);
      if (!claims) throw new AppError('unauthorized', 'Missing or invalid authorization');
      // A token issued for one tenant is refused by another (DESIGN §4).
      if (claims.tid !== tenant.id) throw new AppError('wrongTenant', 'This session belongs to another site');
      if (tenant.deactivated) throw new AppError('tenantDeactivated', 'This site is no longer available');
      // A disabled account, or a token ended by sign-out or a password reset, is no token (B-004).
      if (!(await opts.accountGate.live(claims.tid, claims.sub, claims.iat))) {
        throw new AppError('unauthorized', 'Missing or invalid authorization');
      }
      request.auth = claims;
      // What a signed-in user is answered is theirs alone: no cache keeps it (a route may say more, never less).
      reply.header('cache-control', 'no-store');
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireGroup', (group: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.auth!.groups.includes(group)) throw new AppError('forbidden', 'Access denied');
    });
    // The services keep their own requireStaff, inside their transactions; this one only answers sooner.
    app.decorate('requireStaffRole', (need: StaffNeed) => async (request: FastifyRequest) => {
      await requireStaff(app.db, contextOf(request), need);
    });
  },
);

export function contextOf(request: FastifyRequest): RequestContext {
  const auth = request.auth;
  if (!auth) throw new AppError('unauthorized', 'Missing or invalid authorization');
  return { tenantId: auth.tid, userId: auth.sub, email: auth.email, groups: auth.groups, issuedAt: auth.iat };
}
