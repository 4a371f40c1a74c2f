import { Authorities, type Authority, Groups, type UserInfo } from '@portico/contract';
import { type StaffNeed, staffRoleAllows } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { findAccount } from './accounts.repository.ts';

/** Only the scoping part of the request context is needed here. */
export type AccessContext = { tenantId: string; userId: string; issuedAt?: number };

/**
 * Sign-out and password reset end the ID tokens issued before them (users.tokens_valid_after, read with the
 * account on every request): a token is live when issued at or after the stamp. `issuedAt` in seconds.
 */
export function tokenLive(
  validAfter: string | Date | null | undefined,
  issuedAt: number | undefined,
): boolean {
  if (!validAfter || issuedAt === undefined) return true;
  const after = validAfter instanceof Date ? validAfter : new Date(validAfter);
  return issuedAt * 1000 >= after.getTime();
}

export type UserAccess = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isBuyer: boolean;
  isSeller: boolean;
  buyerStatus: 'PROSPECT' | 'ACTIVE';
  /** Known authorities only (Q-056: unknown ones are ignored). */
  authorities: ReadonlySet<Authority>;
  salesRepEmail: string | null;
  salesRepPhone: string | null;
  salesRepWhatApp: string | null;
  /** OWNER, OPERATIONS or READ_ONLY; meaningful only when isSeller (packages/domain staffRoleAllows). */
  staffRole: string;
};

const KNOWN = new Set<string>(Authorities);
const isAuthority = (a: string): a is Authority => KNOWN.has(a);

/**
 * The user's groups, status and authorities, read fresh from the database on every call: a seller's change
 * (authorities, prospect → active, disabling) applies at the next request, not at the next sign-in (B-033).
 * A user that no longer exists or was disabled is treated as signed out (401).
 */
export async function loadUserAccess(db: DbOrTx, ctx: AccessContext): Promise<UserAccess> {
  const row = await findAccount(db, ctx.tenantId, ctx.userId);
  if (!row || row.disabled || !tokenLive(row.tokensValidAfter, ctx.issuedAt)) {
    throw new AppError('unauthorized', 'Missing or invalid authorization');
  }
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isBuyer: row.groups.includes(Groups.Buyer),
    isSeller: row.groups.includes(Groups.Seller),
    buyerStatus: row.buyerStatus === 'PROSPECT' ? 'PROSPECT' : 'ACTIVE',
    authorities: new Set(row.authorities.filter(isAuthority)),
    salesRepEmail: row.salesRepEmail,
    salesRepPhone: row.salesRepPhone,
    salesRepWhatApp: row.salesRepWhatApp,
    staffRole: row.staffRole,
  };
}

/**
 * The staff check of requireStaff (modules/staff/staff-access.ts) on columns a caller read in its own statement
 * (the P14 queue reads the account with its page): no row, a disabled user or a revoked token is 401, an account
 * not in Seller, or whose staff role does not allow `need`, 403.
 */
export function checkSeller(
  row: {
    disabled: boolean;
    groups: string[];
    tokensValidAfter: string | Date | null;
    staffRole: string;
  } | null,
  issuedAt: number | undefined,
  need: StaffNeed,
): void {
  if (!row || row.disabled || !tokenLive(row.tokensValidAfter, issuedAt)) {
    throw new AppError('unauthorized', 'Missing or invalid authorization');
  }
  if (!row.groups.includes(Groups.Seller)) throw new AppError('forbidden', 'Access denied');
  if (!staffRoleAllows(row.staffRole, need)) {
    throw new AppError('forbidden', 'Your staff role does not allow this', { need });
  }
}

/**
 * The same check as requireAuthority on columns a caller read in its own statement (the P5 hot paths read the
 * account together with their data): no row or a disabled user is 401, a missing authority 403.
 */
export function checkAuthority(
  row: {
    disabled: boolean | null;
    authorities: string[] | null;
    tokens_valid_after?: string | Date | null;
  } | null,
  authority: Authority,
  issuedAt?: number,
): void {
  if (!row || row.disabled || !tokenLive(row.tokens_valid_after, issuedAt)) {
    throw new AppError('unauthorized', 'Missing or invalid authorization');
  }
  if (!row.authorities?.includes(authority)) {
    throw new AppError('forbidden', 'You are not allowed to do this', { authority });
  }
}

/** B-039: Orders is for CAN_VIEW_ORDER or CAN_UPDATE_ORDER; 403 'forbidden' with neither. */
export async function requireOrderAccess(db: DbOrTx, ctx: AccessContext): Promise<UserAccess> {
  const access = await loadUserAccess(db, ctx);
  if (!access.authorities.has('CAN_VIEW_ORDER') && !access.authorities.has('CAN_UPDATE_ORDER')) {
    throw new AppError('forbidden', 'You are not allowed to do this', { authority: 'CAN_VIEW_ORDER' });
  }
  return access;
}

/** B-035…B-040: the server enforces what the menu hides. 403 'forbidden' when the authority is missing. */
export async function requireAuthority(
  db: DbOrTx,
  ctx: AccessContext,
  authority: Authority,
): Promise<UserAccess> {
  const access = await loadUserAccess(db, ctx);
  if (!access.authorities.has(authority)) {
    throw new AppError('forbidden', 'You are not allowed to do this', { authority });
  }
  return access;
}

/** GET account/user-info (B-018, Q-013). */
export async function getUserInfo(db: DbOrTx, ctx: AccessContext): Promise<UserInfo> {
  const a = await loadUserAccess(db, ctx);
  return {
    userId: a.userId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    isBuyer: a.isBuyer,
    isSeller: a.isSeller,
    buyerStatus: a.buyerStatus,
    salesRepEmail: a.salesRepEmail,
    salesRepPhone: a.salesRepPhone,
    salesRepWhatApp: a.salesRepWhatApp,
  };
}

/** GET security/authorities → [{ authority }] (N-004), in the order of P-044. */
export async function getAuthorities(db: DbOrTx, ctx: AccessContext): Promise<{ authority: Authority }[]> {
  const a = await loadUserAccess(db, ctx);
  return Authorities.filter((x) => a.authorities.has(x)).map((authority) => ({ authority }));
}
