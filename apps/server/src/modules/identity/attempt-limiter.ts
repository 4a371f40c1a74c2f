import { LruCache } from '../../plugins/lru.ts';

/**
 * Attempts per key (tenant + account) in a fixed one-minute window, in this process (like the per-client limits
 * of @fastify/rate-limit). Bounded: a client inventing account names evicts the oldest windows, never grows memory.
 */
export function createAttemptLimiter(
  perMinute: number,
  opts: { capacity?: number; now?: () => number } = {},
) {
  const windows = new LruCache<string, { start: number; count: number }>(opts.capacity ?? 10_000);
  const now = opts.now ?? Date.now;
  return {
    /** Counts an attempt; false when the key has used up its minute. */
    take(key: string): boolean {
      const at = now();
      const w = windows.get(key);
      if (!w || at - w.start >= 60_000) {
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= perMinute;
    },
  };
}

/**
 * Work that runs after the answer was sent (forgot-password: whether the account exists must not change what the
 * caller sees or how long it waits, B-025). Failures are logged; `settled` waits for what is under way (tests,
 * shutdown: a reset mail is not lost at SIGTERM).
 */
export function createAfterAnswer(log: { error(obj: unknown, msg: string): void }) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `work` once the current answer is on its way; `failure` is logged if it throws. */
    run(failure: string, work: () => Promise<void>): void {
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, failure))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
