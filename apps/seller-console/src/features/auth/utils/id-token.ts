import { Groups, type IdTokenClaims, IdTokenClaims as IdTokenClaimsSchema } from '@portico/contract';

/**
 * Reads the payload of an ID token. The signature is the server's business (it checks it on every call);
 * the console only needs the claims to decide what to show.
 */
export function decodeIdToken(token: string): IdTokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    const parsed = IdTokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Only the tenant's staff (group Seller) may use the console (DESIGN §1). */
export const isSellerClaims = (claims: IdTokenClaims | undefined): claims is IdTokenClaims =>
  Boolean(claims?.groups.includes(Groups.Seller));
