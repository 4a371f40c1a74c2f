/** I-050: one Idempotency-Key per attempt (a UUID), reused across double clicks, retries and reloads. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
}
