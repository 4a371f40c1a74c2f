import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runOfferExpiry } from './offer-expiry.ts';

export type Jobs = { stop(): void };

/**
 * The server's scheduled jobs (Q-021 offer expiry, every minute). `protect` skips a run while the previous one is
 * still going; a failed run is logged and the next minute tries again.
 */
export function startJobs(db: Db, log: FastifyBaseLogger): Jobs {
  const expiry = new Cron(
    '* * * * *',
    {
      protect: true,
      unref: true,
      catch: (err) => log.error({ err }, 'offer expiry job failed'),
    },
    async () => {
      const expired = await runOfferExpiry(db);
      if (expired.length > 0) log.info({ count: expired.length }, 'offers expired');
    },
  );
  return {
    stop: () => expiry.stop(),
  };
}
