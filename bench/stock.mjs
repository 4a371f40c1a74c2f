// P1–P3 of ../shared/PERFORMANCE.md: GET stocklist/items with 20k items, cold and warm, against a bare route
// serving the same items from memory, measured in the same run, alternating baseline and target, median of
// REPS repetitions.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const ITEMS = 20000;
const REPS = 3;
const COLD_SAMPLES = 5; // cold requests per repetition (each right after its own stock change)
const WARM_SECONDS = 5;
/** libuv's thread pool size (where zlib's async jobs run). */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * A free port in 3600–3699 (the range this machine gives the benchmarks). The search starts at a random port of
 * the range: benches of several worktrees run at once, and between this check and the child's listen another
 * bench starting from 3600 would pick the same one.
 */
export async function freePort(taken) {
  const offset = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3600 + ((offset + i) % 100);
    if (taken.has(port)) continue;
    const ok = await new Promise((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 3600–3699');
}

/** Forks a child and waits for its {ready} message. */
export function start(script, args, env, execArgv = []) {
  const child = fork(script, args, {
    cwd: root,
    env,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => m.ready && resolve(m));
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
  return { child, ready };
}

export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.disconnect();
    else child.kill('SIGTERM');
  });
}

let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request; the raw (possibly gzipped) body and the time to its last byte, in ms. */
function request(url, { method = 'GET', headers = {}, body, agent: own } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const via = own === undefined ? agent : own;
    const req = http.request(
      url,
      { method, headers: { host: 'localhost', ...headers }, agent: via },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - t0) / 1e6,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function cannon(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: WARM_SECONDS, headers }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

/** Runs P1–P3 on PGlite (no databaseUrl) or PostgreSQL; returns the result rows. */
export async function stockBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ports = new Set();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const children = [];
  try {
    const serverPort = await freePort(ports);
    const env = { ...process.env };
    delete env.DATABASE_URL;
    Object.assign(env, {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      BENCH_ITEMS: String(ITEMS),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    });
    const server = start(path.join(here, 'stock-server.ts'), [], env, ['--import', 'tsx']);
    children.push(server.child);
    await server.ready;
    const api = `http://127.0.0.1:${serverPort}`;

    const signIn = await request(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.body}`);
    const { idToken } = JSON.parse(signIn.body.toString());
    const auth = { authorization: `Bearer ${idToken}` };
    const gzipHeaders = { ...auth, 'accept-encoding': 'gzip' };
    const targetUrl = `${api}/px-api-gateway/stocklist/items`;

    // The same items for the baseline: the target's own answer, parsed.
    const plain = await request(targetUrl, { headers: auth });
    if (plain.status !== 200) throw new Error(`stocklist/items answered ${plain.status}`);
    const parsed = JSON.parse(plain.body.toString());
    const itemCount = parsed.groups.reduce((n, g) => n + g.items.length, 0);
    // The default list leaves out items without stock (about a tenth of the generated ones).
    if (itemCount < ITEMS * 0.8) throw new Error(`expected about ${ITEMS} items, got ${itemCount}`);
    const bodyFile = path.join(dataDir, 'baseline-body.json');
    fs.writeFileSync(bodyFile, JSON.stringify(parsed));
    // P2's limit answers the target's own gzipped bytes, exactly as the warm route sends them.
    const warm = await request(targetUrl, { headers: gzipHeaders });
    if (warm.headers['content-encoding'] !== 'gzip' || !zlib.gunzipSync(warm.body).equals(plain.body)) {
      throw new Error('the warm gzipped answer is not the plain answer compressed');
    }
    const limitFile = path.join(dataDir, 'limit-body.gz');
    fs.writeFileSync(limitFile, warm.body);
    const baselinePort = await freePort(ports);
    const baseline = start(
      path.join(here, 'stock-baseline.mjs'),
      [bodyFile, String(baselinePort), limitFile],
      process.env,
    );
    children.push(baseline.child);
    // P2's limit runs in a process of its own (the same script): the baseline's leftover work (below) must not
    // land on it.
    const limitPort = await freePort(ports);
    const limit = start(
      path.join(here, 'stock-baseline.mjs'),
      [bodyFile, String(limitPort), limitFile],
      process.env,
    );
    children.push(limit.child);
    await Promise.all([baseline.ready, limit.ready]);
    const baselineUrl = `http://127.0.0.1:${baselinePort}/stocklist/items`;

    let bumps = 0;
    const bump = () =>
      new Promise((resolve) => {
        const id = ++bumps;
        const onMessage = (m) => {
          if (m.bumped !== id) return;
          server.child.off('message', onMessage);
          resolve();
        };
        server.child.on('message', onMessage);
        server.child.send({ bump: id });
      });

    // Warm both up (JIT, connections) before measuring.
    for (let i = 0; i < 3; i++) {
      await request(baselineUrl, { headers: gzipHeaders });
      await bump();
      await request(targetUrl, { headers: gzipHeaders });
    }

    // P1 and P3: cold, alternating baseline and target each repetition.
    const p1Target = [];
    const p1Baseline = [];
    const p3Ratios = [];
    const p3Sizes = [];
    const p3Reference = [];
    for (let rep = 0; rep < REPS; rep++) {
      const baseMs = [];
      for (let i = 0; i < COLD_SAMPLES; i++)
        baseMs.push((await request(baselineUrl, { headers: gzipHeaders })).ms);
      const coldMs = [];
      for (let i = 0; i < COLD_SAMPLES; i++) {
        const before = await request(targetUrl, { headers: gzipHeaders }); // cached
        await bump();
        const cold = await request(targetUrl, { headers: gzipHeaders });
        if (cold.status !== 200 || cold.headers['content-encoding'] !== 'gzip') {
          throw new Error(`cold stocklist/items: ${cold.status} ${cold.headers['content-encoding']}`);
        }
        if (cold.headers.etag === before.headers.etag)
          throw new Error('the stock change did not change the ETag');
        coldMs.push(cold.ms);
        const reference = zlib.gzipSync(JSON.stringify(JSON.parse(zlib.gunzipSync(cold.body).toString())), {
          level: 6,
        }).length;
        p3Sizes.push(cold.body.length);
        p3Reference.push(reference);
        p3Ratios.push(cold.body.length / reference);
      }
      p1Baseline.push(median(baseMs));
      p1Target.push(median(coldMs));
      console.log(
        `  ${dbName} P1 rep ${rep + 1}: baseline p50 ${median(baseMs).toFixed(1)} ms, cold p50 ${median(coldMs).toFixed(1)} ms`,
      );
    }

    // P2: warm throughput, alternating baseline, target and limit; target and limit swap places every
    // repetition, so neither always runs right after the other.
    const p2Target = [];
    const p2Baseline = [];
    const p2Limit = [];
    const limitUrl = `http://127.0.0.1:${limitPort}/stocklist/items-limit`;
    for (let rep = 0; rep < REPS; rep++) {
      const b = await cannon(baselineUrl, { 'accept-encoding': 'gzip' });
      // The baseline's server is still compressing the answers autocannon stopped waiting for (the zlib jobs
      // queued in libuv's pool, seconds of CPU on this machine): one more request per pool thread queues behind
      // them, so the next run does not pay for them.
      await Promise.all(
        Array.from({ length: POOL_THREADS }, () =>
          request(baselineUrl, { headers: { 'accept-encoding': 'gzip' }, agent: false }),
        ),
      );
      let t;
      let l;
      if (rep % 2 === 0) {
        t = await cannon(targetUrl, gzipHeaders);
        l = await cannon(limitUrl, { 'accept-encoding': 'gzip' });
      } else {
        l = await cannon(limitUrl, { 'accept-encoding': 'gzip' });
        t = await cannon(targetUrl, gzipHeaders);
      }
      for (const [name, r] of [
        ['baseline', b],
        ['target', t],
        ['limit', l],
      ]) {
        if (r.non2xx || r.errors || r.timeouts) {
          throw new Error(`P2 ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        }
      }
      p2Baseline.push(b.requests.average);
      p2Target.push(t.requests.average);
      p2Limit.push(l.requests.average);
      console.log(
        `  ${dbName} P2 rep ${rep + 1}: baseline ${b.requests.average} req/s, warm ${t.requests.average} req/s, limit ${l.requests.average} req/s`,
      );
    }

    const p1 = { value: median(p1Target), baseline: median(p1Baseline) };
    const p1Budget = databaseUrl ? 2 : 4;
    const p2 = { value: median(p2Target), baseline: median(p2Baseline) };
    const p2Limits = { value: median(p2Target), baseline: median(p2Limit) };
    const p3Ratio = median(p3Ratios);
    const p3Index = p3Ratios.indexOf(p3Ratio);
    return [
      {
        name: `P1 ${dbName} stocklist/items 20k (${itemCount} in stock) cold p50 ms vs bare route (JSON.stringify + gzip per request)`,
        ...p1,
        ratio: p1.value / p1.baseline,
        budget: p1Budget,
        pass: p1.value / p1.baseline <= p1Budget,
      },
      {
        name: `P2 ${dbName} stocklist/items 20k (${itemCount} in stock) warm req/s, c=10, gzip, vs bare route (JSON.stringify + gzip per request)`,
        ...p2,
        ratio: p2.value / p2.baseline,
        budget: 3,
        pass: p2.value / p2.baseline >= 3,
      },
      {
        name: `P2 ${dbName} stocklist/items 20k warm req/s, c=10, gzip, vs the limit (a route answering one constant pre-compressed Buffer of the same bytes)`,
        ...p2Limits,
        ratio: p2Limits.value / p2Limits.baseline,
        budget: 0.8,
        pass: p2Limits.value / p2Limits.baseline >= 0.8,
      },
      {
        name: `P3 ${dbName} stocklist/items 20k (${itemCount} in stock) gzip bytes vs gzip-6 of JSON.stringify`,
        value: p3Sizes[p3Index],
        baseline: p3Reference[p3Index],
        ratio: p3Ratio,
        budget: 1.2,
        pass: p3Ratio <= 1.2,
      },
    ];
  } finally {
    agent.destroy();
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
