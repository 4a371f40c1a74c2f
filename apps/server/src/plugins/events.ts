import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventHub, type EventHub, type EventHubOptions } from '../modules/events/hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's live-update hub (DESIGN §2): one LISTEN, fanned out to the open event streams. */
    eventHub: EventHub;
  }
}

/**
 * Starts the event hub when the app is ready and stops it on close. Open streams are ended before the HTTP
 * server closes: it waits for open connections, and an event stream never ends by itself.
 */
export const eventsPlugin = fp(async (app: FastifyInstance, opts: EventHubOptions = {}) => {
  const hub = createEventHub(app.database, { log: app.log, ...opts });
  app.decorate('eventHub', hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());
});
