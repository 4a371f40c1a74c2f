import { describe, expect, it } from 'vitest';
import { decodeIdToken, isSellerClaims } from './id-token.ts';

const b64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (payload: unknown) => `${b64url({ alg: 'ES256' })}.${b64url(payload)}.signature`;

const claims = { sub: 'u1', tid: 't1', email: 'seller@harbor.test', groups: ['Seller'], given_name: 'Zoë' };

describe('decodeIdToken', () => {
  it('reads the claims, UTF-8 included', () => {
    expect(decodeIdToken(tokenWith(claims))).toMatchObject({
      email: 'seller@harbor.test',
      given_name: 'Zoë',
    });
  });

  it.each([
    ['not a token', 'garbage'],
    ['a payload that is not JSON', 'a.b.c'],
    ['claims without groups', tokenWith({ sub: 'u1', tid: 't1', email: 'x@y.z' })],
  ])('answers undefined for %s', (_label, token) => {
    expect(decodeIdToken(token)).toBeUndefined();
  });
});

describe('isSellerClaims', () => {
  it('admits the Seller group only', () => {
    expect(isSellerClaims(decodeIdToken(tokenWith(claims)))).toBe(true);
    expect(isSellerClaims(decodeIdToken(tokenWith({ ...claims, groups: ['Buyer'] })))).toBe(false);
    expect(isSellerClaims(undefined)).toBe(false);
  });
});
