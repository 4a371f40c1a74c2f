import http from 'node:http';

export type SseEvent = { id?: string; event?: string; data: string };

export type SseStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused request (not an event stream). */
  body: string;
  /** The next event (comments and retry lines skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens GET /px-api-gateway/events over a real socket and parses the frames as they arrive. Node's http client
 * rather than fetch, because fetch will not send a Host header other than the URL's, and the tenant comes from
 * the Host (DESIGN §4).
 */
export function openEventStream(
  port: number,
  opts: { host: string; token?: string; lastEventId?: string },
): Promise<SseStream> {
  const headers: Record<string, string> = { host: opts.host, accept: 'text/event-stream' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = opts.lastEventId;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/px-api-gateway/events', headers }, (res) => {
      res.setEncoding('utf8');
      const queue: SseEvent[] = [];
      const waiters: Array<(e: SseEvent) => void> = [];
      let buffer = '';
      let body = '';
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      res.on('error', () => endedResolve());
      const isStream = (res.headers['content-type'] ?? '').startsWith('text/event-stream');
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        ended,
        next(timeoutMs = 5_000) {
          const ready = queue.shift();
          if (ready) return Promise.resolve(ready);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => {
              const i = waiters.indexOf(waiter);
              if (i >= 0) waiters.splice(i, 1);
              fail(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            const waiter = (e: SseEvent) => {
              clearTimeout(timer);
              ok(e);
            };
            waiters.push(waiter);
          });
        },
        close: () => req.destroy(),
      };
      res.on('data', (chunk: string) => {
        if (!isStream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            const m = /^([^:]+): ?(.*)$/.exec(line);
            if (!m) continue;
            if (m[1] === 'id') event.id = m[2];
            else if (m[1] === 'event') event.event = m[2];
            else if (m[1] === 'data') {
              event.data = hasData ? `${event.data}\n${m[2]}` : m[2]!;
              hasData = true;
            }
          }
          if (!hasData) continue;
          const waiter = waiters.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      });
      if (isStream) resolve(stream);
      else res.on('end', () => resolve(stream));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The `sub` (user id) of an ID token. */
export function userIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
}
