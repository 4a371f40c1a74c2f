import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveEvent, type LiveStatus, subscribeEvents } from './events.ts';

/** A server the test drives: each fetch gets the next scripted answer; open streams can be written and ended. */
function fakeServer() {
  type Call = { headers: Record<string, string>; signal: AbortSignal };
  const calls: Call[] = [];
  const answers: Array<() => Response | Promise<Response>> = [];
  let push: ((text: string) => void) | undefined;
  let end: (() => void) | undefined;

  const streamResponse = () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  };

  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const call = { headers: { ...(init?.headers as Record<string, string>) }, signal: init!.signal! };
    calls.push(call);
    const answer = answers.shift() ?? streamResponse;
    const res = await answer();
    call.signal.addEventListener('abort', () => end?.());
    return res;
  }) as unknown as typeof globalThis.fetch;

  return {
    fetch,
    calls,
    /** Scripts the next fetch: a failure status, a network error, or (default) a stream. */
    answerNext(answer: () => Response | Promise<Response>) {
      answers.push(answer);
    },
    stream: streamResponse,
    write: (text: string) => push!(text),
    end: () => end!(),
  };
}

/** Node's setImmediate (this package type-checks against the DOM library only); not faked below. */
const nodeSetImmediate = (globalThis as unknown as { setImmediate(cb: () => void): void }).setImmediate;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function subscribe(server: ReturnType<typeof fakeServer>, tokens: string[] = ['t1', 't2', 't3', 't4']) {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const getToken = vi.fn(async (_opts: { refresh: boolean }) => tokens.shift());
  stop = subscribeEvents({
    url: '/px-api-gateway/events',
    getToken,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    initialRetryMs: 5,
    maxRetryMs: 20,
    fetch: server.fetch,
  });
  return { events, statuses, getToken };
}

describe('subscribeEvents', () => {
  it('sends the bearer token, parses frames split across chunks, and skips the ready frame', async () => {
    const server = fakeServer();
    const { events, statuses } = subscribe(server);
    await vi.waitFor(() => expect(statuses).toContain('open'));
    expect(server.calls[0]!.headers).toMatchObject({
      authorization: 'Bearer t1',
      accept: 'text/event-stream',
    });
    expect(server.calls[0]!.headers['last-event-id']).toBeUndefined();

    server.write('retry: 5\n: connected\n\nid: 7\nevent: ready\ndata: {}\n\n');
    server.write('id: 8\nevent: cart.chan');
    server.write('ged\ndata: {"offerId":"a"}\n\n: ping\n\nid: 9\nevent: resync\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { id: '8', type: 'cart.changed', data: { offerId: 'a' } },
      { id: '9', type: 'resync', data: {} },
    ]);
  });

  it("reconnects after the server ends the stream, with a fresh token, Last-Event-ID and the server's retry hint", async () => {
    const server = fakeServer();
    const events: LiveEvent[] = [];
    const getToken = vi.fn(async () => `token-${getToken.mock.calls.length}`);
    stop = subscribeEvents({
      url: '/px-api-gateway/events',
      getToken,
      onEvent: (e) => events.push(e),
      // Without the server's hint of 1 ms the reconnect would wait a minute and the test would time out.
      initialRetryMs: 60_000,
      fetch: server.fetch,
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(
      'retry: 1\n\nid: 41\nevent: stock.changed\ndata: {}\n\nid: 42\nevent: cart.changed\ndata: {}\n\n',
    );
    await vi.waitFor(() => expect(events).toHaveLength(2));
    server.end();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]!.headers).toMatchObject({
      authorization: 'Bearer token-2',
      'last-event-id': '42',
    });
    expect(getToken).toHaveBeenLastCalledWith({ refresh: false });
  });

  it('asks for a refreshed token after a 401 and carries on', async () => {
    const server = fakeServer();
    server.answerNext(() => new Response('{"status":"FAIL"}', { status: 401 }));
    const { getToken, statuses } = subscribe(server, ['expired', 'fresh']);
    await vi.waitFor(() => expect(statuses).toContain('open'));
    expect(getToken.mock.calls.map((c) => c[0])).toEqual([{ refresh: false }, { refresh: true }]);
    expect(server.calls[1]!.headers.authorization).toBe('Bearer fresh');
  });

  it('backs off and retries after network failures and error answers', async () => {
    const server = fakeServer();
    server.answerNext(() => Promise.reject(new TypeError('network down')));
    server.answerNext(() => new Response('busy', { status: 503 }));
    server.answerNext(
      () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const { statuses, events } = subscribe(server, ['a', 'b', 'c', 'd']);
    await vi.waitFor(() => expect(statuses).toContain('open'));
    expect(server.calls).toHaveLength(4);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'open']);
    server.write('id: 1\nevent: offers.changed\ndata: not json\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ id: '1', type: 'offers.changed', data: 'not json' }]));
  });

  it('waits while there is no token, then connects', async () => {
    const server = fakeServer();
    const { statuses, getToken } = subscribe(server, [undefined, 'later'] as unknown as string[]);
    await vi.waitFor(() => expect(statuses).toContain('open'));
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.authorization).toBe('Bearer later');
  });

  it('stops for good on unsubscribe: the request is aborted and nothing reconnects', async () => {
    const server = fakeServer();
    const { statuses } = subscribe(server);
    await vi.waitFor(() => expect(statuses).toContain('open'));
    const signal = server.calls[0]!.signal;
    // Any reconnect would go through setTimeout: fake it, let the aborted read settle, then run every timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      stop!();
      expect(signal.aborted).toBe(true);
      expect(statuses.at(-1)).toBe('closed');
      for (let i = 0; i < 5; i++) await new Promise<void>((r) => nodeSetImmediate(() => r()));
      expect(vi.getTimerCount()).toBe(0);
      vi.runAllTimers();
      expect(server.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of the stream while the page is hidden and resumes where it left off when shown', async () => {
    const server = fakeServer();
    let hidden = false;
    const listeners = new Set<() => void>();
    const setHidden = (value: boolean) => {
      hidden = value;
      for (const l of listeners) l();
    };
    const statuses: LiveStatus[] = [];
    const events: LiveEvent[] = [];
    stop = subscribeEvents({
      url: '/px-api-gateway/events',
      getToken: () => 'token',
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      pauseWhenHiddenMs: 0,
      fetch: server.fetch,
      visibility: {
        isHidden: () => hidden,
        onChange(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    });
    await vi.waitFor(() => expect(statuses).toContain('open'));
    server.write('id: 5\nevent: stock.changed\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    setHidden(true);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('paused'));
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(server.calls).toHaveLength(1);

    setHidden(false);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'));
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['last-event-id']).toBe('5');
    stop!();
    expect(listeners.size).toBe(0);
  });
});
