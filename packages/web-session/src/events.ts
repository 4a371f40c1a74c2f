import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One live update as the server sent it: `cart.changed`, `stock.changed`, `offers.changed` or `resync`. */
export type LiveEvent = { id: string | undefined; type: string; data: unknown };

/**
 * 'connecting': the first attempt; 'open': the stream is flowing; 'reconnecting': waiting to try again after a
 * failure or after the server ended the stream; 'paused': the page has been hidden a while; 'closed':
 * unsubscribed.
 */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'paused' | 'closed';

/** Whether the page is shown, and a way to hear when that changes (the document's visibility by default). */
export type PageVisibility = {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
};

const documentVisibility = (): PageVisibility | undefined =>
  typeof document === 'undefined'
    ? undefined
    : {
        isHidden: () => document.visibilityState === 'hidden',
        onChange(listener) {
          document.addEventListener('visibilitychange', listener);
          return () => document.removeEventListener('visibilitychange', listener);
        },
      };

export type SubscribeEventsOptions = {
  /** Usually '/px-api-gateway/events' (with the tenant API end point in front, if any). */
  url: string;
  /**
   * The ID token for this (re)connect. `refresh` is true after the server answered 401: get a new one (e.g.
   * through refreshSession()). Answering undefined waits and tries again later.
   */
  getToken(opts: { refresh: boolean }): string | undefined | Promise<string | undefined>;
  /** Every event but the stream's own bookkeeping (`ready`). `resync` means: refetch everything. */
  onEvent(event: LiveEvent): void;
  onStatus?(status: LiveStatus): void;
  /** Reconnect delay until the server sends its `retry:` hint. */
  initialRetryMs?: number;
  /** Cap of the exponential backoff after repeated failures. */
  maxRetryMs?: number;
  /**
   * A page hidden this long lets go of its stream, and resumes it (Last-Event-ID) when shown again. Over
   * HTTP/1.1 a browser keeps at most six connections per server, and every open tab's stream holds one; without
   * this, a seventh tab's API calls would wait. Default 30 s; null never pauses.
   */
  pauseWhenHiddenMs?: number | null;
  /** Injected in tests. */
  fetch?: typeof fetch;
  visibility?: PageVisibility;
};

/**
 * Live updates over server-sent events, read with fetch so that the ID token travels in the Authorization
 * header and never in a URL (DESIGN §2), which EventSource cannot do. Like EventSource it resumes with
 * `Last-Event-ID`, honours the server's `retry:`, and reconnects after the stream ends (the server ends it when
 * the token expires, so each reconnect asks getToken for the current one); failures back off exponentially.
 * Answers the function that stops it all.
 */
export function subscribeEvents(opts: SubscribeEventsOptions): () => void {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const maxRetryMs = opts.maxRetryMs ?? 60_000;
  let retryMs = opts.initialRetryMs ?? 3_000;
  let lastEventId: string | undefined;
  let failures = 0;
  let refresh = false;
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let status: LiveStatus | undefined;
  let paused = false;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  const pauseAfterMs = opts.pauseWhenHiddenMs === undefined ? 30_000 : opts.pauseWhenHiddenMs;
  const visibility = opts.visibility ?? documentVisibility();

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    opts.onStatus?.(next);
  };

  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      if (message.id !== undefined) lastEventId = message.id;
      const type = message.event ?? 'message';
      if (type === 'ready') return;
      let data: unknown = message.data;
      try {
        data = JSON.parse(message.data);
      } catch {
        // Not JSON: hand over the text as it came.
      }
      opts.onEvent({ id: message.id, type, data });
    },
    onRetry(ms) {
      retryMs = ms;
    },
  });

  /** After a failure: the retry hint doubled per consecutive failure, capped, with some jitter. */
  const backoffMs = () => {
    const base = Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, failures - 1));
    return Math.round(base * (1 + Math.random() * 0.2));
  };

  const schedule = (delayMs: number) => {
    if (stopped || paused) return;
    setStatus('reconnecting');
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delayMs);
  };

  async function connect(): Promise<void> {
    if (stopped || paused) return;
    if (status === undefined) setStatus('connecting');
    controller = new AbortController();
    const signal = controller.signal;
    try {
      const token = await opts.getToken({ refresh });
      refresh = false;
      if (stopped || paused) return;
      if (!token) {
        failures++;
        schedule(backoffMs());
        return;
      }
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const res = await doFetch(opts.url, {
        headers,
        cache: 'no-store',
        credentials: 'same-origin',
        signal,
      });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.startsWith('text/event-stream') || !res.body) {
        await res.body?.cancel().catch(() => {});
        if (res.status === 401) refresh = true;
        failures++;
        // A 401 is cured by a fresh token: try again at once the first time.
        schedule(res.status === 401 && failures === 1 ? 0 : backoffMs());
        return;
      }
      setStatus('open');
      failures = 0;
      parser.reset();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      // The server ended the stream (token expiry, shutdown): come back after its retry hint.
      schedule(retryMs);
    } catch {
      if (stopped || signal.aborted) return;
      failures++;
      schedule(backoffMs());
    }
  }

  const onVisibilityChange = () => {
    if (stopped || !visibility || pauseAfterMs === null) return;
    if (visibility.isHidden()) {
      pauseTimer ??= setTimeout(() => {
        pauseTimer = undefined;
        paused = true;
        if (timer) clearTimeout(timer);
        timer = undefined;
        controller?.abort();
        setStatus('paused');
      }, pauseAfterMs);
      return;
    }
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = undefined;
    if (paused) {
      paused = false;
      failures = 0;
      setStatus('reconnecting');
      void connect();
    }
  };
  const stopWatching = visibility?.onChange(onVisibilityChange);
  // A page opened in a background tab starts its grace period at once.
  if (visibility?.isHidden()) onVisibilityChange();

  void connect();
  return () => {
    if (stopped) return;
    stopped = true;
    stopWatching?.();
    if (timer) clearTimeout(timer);
    if (pauseTimer) clearTimeout(pauseTimer);
    controller?.abort();
    setStatus('closed');
  };
}
