// P12 of ../shared/PERFORMANCE.md: 5,000 open event streams (GET /px-api-gateway/events), one stock change; every
// stream must get the stock.changed event. Reports the p99 (and p50, max) delivery time from the change call
// being sent to the event arriving on each stream, median over ROUNDS changes. There is no baseline: the
// budget is "every stream gets the event" with a p99 delivery of at most 1 s; the server's RSS per open stream
// (RSS with the streams open minus RSS before, over the stream count) is reported.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 5000);
const P99_BUDGET_MS = 1000;
const ROUNDS = 5;
const DELIVERY_TIMEOUT_MS = 15_000;

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** One event stream over its own socket; calls onEvent(type, id) for each frame with data. */
function openStream(port, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/px-api-gateway/events',
        headers: { host: 'localhost', accept: 'text/event-stream', authorization: `Bearer ${token}` },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (type) onEvent(type, id);
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function eventsBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-events-'));
  const children = [];
  const requests = [];
  try {
    const port = await freePort(new Set());
    const env = { ...process.env };
    delete env.DATABASE_URL;
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    });
    // --expose-gc: the RSS readings follow a collection (events-server.ts); without it the start-up's garbage,
    // collected while the streams open, made the RSS per stream come out negative.
    const server = start(path.join(here, 'events-server.ts'), [], env, ['--import', 'tsx', '--expose-gc']);
    children.push(server.child);
    await server.ready;
    const api = `http://127.0.0.1:${port}`;
    const signIn = async (email) => {
      const r = await fetch(`${api}/identity/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Portico-demo-1' }),
      }).then((res) => res.json());
      if (!r.idToken) throw new Error(`sign-in failed for ${email}`);
      return r.idToken;
    };
    // Every stream is a buyer of the demo tenant (one sign-in: the stream cost does not depend on who it is).
    const buyer = await signIn('buyer@harbor.test');
    const seller = await signIn('seller@harbor.test');

    /** Per round: when each stream got the round's stock.changed (ms since the change call was sent). */
    let round = { sentAt: 0, arrivals: new Map(), done: () => {} };
    let ready = 0;
    let allReady = () => {};
    const readyPromise = new Promise((r) => {
      allReady = r;
    });
    let rssAsks = 0;
    const serverRss = () =>
      new Promise((resolve) => {
        const id = ++rssAsks;
        const onMessage = (m) => {
          if (m.rss !== id) return;
          server.child.off('message', onMessage);
          resolve(m.bytes);
        };
        server.child.on('message', onMessage);
        server.child.send({ rss: id });
      });
    const rssBefore = await serverRss();
    for (let i = 0; i < STREAMS; i++) {
      requests.push(
        await openStream(port, buyer, (type) => {
          if (type === 'ready' && ++ready === STREAMS) allReady();
          if (type === 'stock.changed' && round.sentAt && !round.arrivals.has(i)) {
            round.arrivals.set(i, performance.now() - round.sentAt);
            if (round.arrivals.size === STREAMS) round.done();
          }
        }),
      );
    }
    await readyPromise;
    const rssPerStream = ((await serverRss()) - rssBefore) / STREAMS;

    const p99s = [];
    const p50s = [];
    const maxes = [];
    let missed = 0;
    for (let r = 0; r < ROUNDS; r++) {
      let done = () => {};
      const finished = new Promise((resolve) => {
        done = resolve;
      });
      round = { sentAt: performance.now(), arrivals: new Map(), done };
      const res = await fetch(`${api}/bench/stock-change`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller}` },
      });
      if (!res.ok) throw new Error(`stock change answered ${res.status}`);
      let timer;
      await Promise.race([
        finished,
        new Promise((resolve) => {
          timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      const times = [...round.arrivals.values()];
      missed += STREAMS - times.length;
      p99s.push(percentile(times, 99) ?? DELIVERY_TIMEOUT_MS);
      p50s.push(percentile(times, 50) ?? DELIVERY_TIMEOUT_MS);
      maxes.push(Math.max(0, ...times));
      console.log(
        `  ${dbName} P12 round ${r + 1}: ${times.length}/${STREAMS} streams got it, p50 ${p50s.at(-1).toFixed(1)} ms, p99 ${p99s.at(-1).toFixed(1)} ms, max ${maxes.at(-1).toFixed(1)} ms`,
      );
      round = { sentAt: 0, arrivals: new Map(), done: () => {} };
    }
    return [
      {
        name: `P12 ${dbName} ${STREAMS} open event streams, one stock change: p99 delivery ms (p50 ${median(p50s).toFixed(1)}, max ${Math.max(...maxes).toFixed(1)}; streams missing the event: ${missed}; server RSS ${(rssPerStream / 1024).toFixed(1)} KB per stream)`,
        value: median(p99s),
        baseline: null,
        ratio: median(p99s) / P99_BUDGET_MS,
        budget: P99_BUDGET_MS,
        pass: missed === 0 && median(p99s) <= P99_BUDGET_MS,
      },
    ];
  } finally {
    for (const req of requests) req.destroy();
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: node bench/events.mjs
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await eventsBudgets();
  if (process.env.BENCH_DATABASE_URL) {
    results.push(...(await eventsBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  }
  console.table(results);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}
