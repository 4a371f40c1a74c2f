import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { checkPasswordPolicy } from '@portico/domain/password-policy';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that would tell the account apart.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown so that an unknown account costs the
 * same time as a wrong password (B-007: no account enumeration).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Opaque high-entropy secrets (refresh tokens, challenge sessions): sha256 is enough, no salt needed. */
export const newOpaqueSecret = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Six digits, leading zeros kept. */
export const newVerificationCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%*+-=?@';
const pick = (chars: string) => chars[randomInt(chars.length)]!;

/**
 * A temporary password for invited users and operator resets. It meets the policy (B-013) so it is also
 * accepted by any client-side check; ambiguous characters (0/O, 1/l/I) are left out because people type it.
 */
export function generateTemporaryPassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < length) chars.push(pick(all));
    // Fisher–Yates so the guaranteed classes are not always at the front.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (checkPasswordPolicy(password).ok) return password;
  }
}
