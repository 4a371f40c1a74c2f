// P13 of ../shared/PERFORMANCE.md: order details at c=20 against the P5 baseline (an authenticated route doing one
// indexed point select on the same database), alternating baseline and target, REPS repetitions, medians quoted:
// - GET order/{n} of a 500-line order (get-order p99 ≤ 3×);
// - PUT order changing 10 lines of a 500-line order (upsert p99 ≤ 6×): each of the 20 connections edits its own
//   order (optimistic concurrency would otherwise answer 409 to all but one), sending the version its previous
//   answer gave, the 10 lines' quantities toggling 5 ↔ 6 (units taken, then given back).
// The "statements per upsert constant in the order's line count" half is an API test
// (apps/server/test/order-upsert-load.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternate, cannon as load } from './load.mjs';
import { freePort, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPS = Number(process.env.BENCH_P13_REPS ?? 3);
const SECONDS = Number(process.env.BENCH_P13_SECONDS ?? 4);
const CONNECTIONS = 20;
const LINES = 500;
const CHANGED = 10;

const cannon = (opts) => load({ duration: SECONDS, connections: CONNECTIONS, ...opts });

async function measure(api, dbName) {
  const headersOf = (token) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'content-type': 'application/json',
    host: 'localhost',
  });
  const ok = async (res) => {
    if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { idToken } = await ok(
    await fetch(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: headersOf(null),
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    }),
  );
  const headers = headersOf(idToken);
  const { numbers, inw } = await ok(
    await fetch(`${api}/bench/p13/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ count: CONNECTIONS + 1, lines: LINES }),
    }),
  );
  const readNumber = numbers[CONNECTIONS];
  const orderOf = async (n) => ok(await fetch(`${api}/px-api-gateway/order/${n}`, { headers }));
  const first = await orderOf(numbers[0]);
  if (first.salesOrder.items.length !== LINES) throw new Error('the bench order has not 500 lines');

  // Each request takes an order no other request has in flight (a pool of CONNECTIONS orders for CONNECTIONS
  // connections, so one is always free) and sends the version that order's last answer gave; the answer puts it
  // back. (autocannon's per-request context carries the order from setupRequest to onResponse.)
  let free = [];
  let failures = 0;
  const states = new Map();
  const upsert = {
    url: `${api}/px-api-gateway/order`,
    headers,
    requests: [
      {
        method: 'PUT',
        setupRequest: (req, context) => {
          const n = free.pop();
          if (n === undefined) throw new Error('P13: no free order (more requests in flight than orders)');
          context.n = n;
          const s = states.get(n);
          const items = s.items.map((i, k) => ({
            itemNumberWarehouse: i.itemNumberWarehouse,
            orderedQuantity: k < CHANGED ? (s.flip ? 6 : 5) : i.orderedQuantity,
          }));
          return {
            ...req,
            body: JSON.stringify({ salesOrder: { phonexOrderNumber: n, version: s.version, items } }),
          };
        },
        onResponse: (status, body, context) => {
          const n = context.n;
          if (n === undefined) return;
          context.n = undefined;
          if (status === 200) {
            const s = states.get(n);
            s.version = JSON.parse(body).salesOrder.version;
            s.flip = !s.flip;
          } else if (failures++ < 3) {
            console.log(`  P13 upsert answered ${status}: ${String(body).slice(0, 300)}`);
          }
          free.push(n);
        },
      },
    ],
  };
  const resetStates = async () => {
    for (const n of numbers.slice(0, CONNECTIONS)) {
      const o = await orderOf(n);
      states.set(n, {
        version: o.salesOrder.version,
        flip: o.salesOrder.items[0].orderedQuantity === 5,
        items: o.salesOrder.items,
      });
    }
    free = numbers.slice(0, CONNECTIONS);
  };
  const getOrder = { url: `${api}/px-api-gateway/order/${readNumber}`, headers };
  const baselineOpts = { url: `${api}/bench/point-select?inw=${encodeURIComponent(inw)}`, headers };
  const drain = async () => ok(await fetch(baselineOpts.url, { headers }));
  // The server's own CPU time (user + system) over a run, per request answered: Node's work per request, which
  // the machine's load does not inflate as it does the latencies.
  const cpu = async () => ok(await fetch(`${api}/bench/cpu`, { headers }));
  const run = async (opts) => {
    if (opts === upsert) await resetStates();
    const before = await cpu();
    const r = await cannon(opts);
    const after = await cpu();
    r.cpuMs =
      Math.round(
        ((after.user + after.system - before.user - before.system) / 1000 / Math.max(1, r.requests.total)) *
          100,
      ) / 100;
    await drain();
    return r;
  };
  await run({ ...baselineOpts, duration: 1 });
  await run({ ...getOrder, duration: 1 });
  await resetStates();
  await cannon({ ...upsert, duration: 1 });
  await drain();

  const rows = [];
  for (const [label, opts, budget] of [
    ['GET order/{n} (get-order)', getOrder, 3],
    [`PUT order (upsert of ${CHANGED} lines)`, upsert, 6],
  ]) {
    const m = await alternate({
      reps: REPS,
      run,
      baseline: baselineOpts,
      target: opts,
      log: (rep, b, t) =>
        console.log(
          `  ${dbName} P13 ${label} rep ${rep + 1}: baseline ${b.requests.average} req/s p99 ${b.steadyP99} ms, target ${t.requests.average} req/s p99 ${t.steadyP99} ms (Node CPU ${t.cpuMs} ms a request), errors ${t.non2xx + t.errors + t.timeouts}, load ${os.loadavg()[0].toFixed(1)}`,
        ),
    });
    const ratio = m.p99 / Math.max(1, m.baselineP99);
    // The budget is PostgreSQL's; PERFORMANCE.md gives P13 no PGlite floor, so the PGlite rows are reported only
    // (still failing on an error).
    const postgres = dbName === 'PostgreSQL';
    rows.push({
      name: `P13 ${dbName} ${label} of a ${LINES}-line order, p99 ms at c=${CONNECTIONS} (${m.rps} vs ${m.baselineRps} req/s) vs one indexed point select (errors: ${m.errors})${postgres ? '' : ' [PGlite: reported]'}`,
      value: m.p99,
      baseline: m.baselineP99,
      ratio,
      budget: postgres ? budget : null,
      pass: (!postgres || ratio <= budget) && m.errors === 0,
    });
  }
  return rows;
}

export async function orderBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-orders-'));
  let child;
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
    // BENCH_P13_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits.
    const prof = process.env.BENCH_P13_CPU_PROF;
    const server = start(path.join(here, 'orders-server.ts'), [], env, [
      '--import',
      'tsx',
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []),
    ]);
    child = server.child;
    await server.ready;
    return await measure(`http://127.0.0.1:${port}`, dbName);
  } finally {
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/orders.mjs` alone: P13 on PGlite (and PostgreSQL with BENCH_DATABASE_URL).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await orderBudgets();
  if (process.env.BENCH_DATABASE_URL)
    rows.push(...(await orderBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  console.table(rows);
  if (rows.some((r) => !r.pass)) process.exitCode = 1;
}
