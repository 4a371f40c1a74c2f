// P5 of ../shared/PERFORMANCE.md: GET stocklist/offers, POST stocklist/offer and PUT stocklist/offer/{id} at
// c=100, against a route doing one indexed point select on the same database, alternating baseline and
// target, REPS repetitions, medians quoted. The budget is PostgreSQL's (BENCH_DATABASE_URL): throughput ≥ 0.5×
// the baseline, p99 ≤ 2×, no errors. PGlite's rows are reported against its floor: throughput ≥ 0.25×, no
// errors (its p99 is reported, not judged).
// (The "statements per request constant in cart size" half of P5 is an API test: apps/server/test.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, cannon as load } from './load.mjs';
import { freePort, median, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPS = 3;
const SECONDS = 4;
const CART_LINES = 20;

const json = (res) => res.json();

/** P5's budget on PostgreSQL, PGlite's floor (PERFORMANCE.md): throughput ratio at least, p99 ratio at most. */
const P5 = {
  PostgreSQL: { throughput: 0.5, p99: 2, label: '' },
  PGlite: { throughput: 0.25, p99: null, label: ' [PGlite floor]' },
};

const cannon = (opts) => load({ duration: SECONDS, ...opts });

export async function offersBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-offers-'));
  const children = [];
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
    // BENCH_P5_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits.
    const prof = process.env.BENCH_P5_CPU_PROF;
    const server = start(path.join(here, 'offers-server.ts'), [], env, [
      '--import',
      'tsx',
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []),
    ]);
    children.push(server.child);
    await server.ready;
    const api = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    }).then(json);
    // The demo tenant answers on localhost (tenant from Host, DESIGN §4).
    const headers = {
      authorization: `Bearer ${signIn.idToken}`,
      'content-type': 'application/json',
      host: 'localhost',
    };

    // Offerable items with stock: the buyer's cart holds CART_LINES buys; POST and PUT rotate over them.
    const stock = await fetch(`${api}/px-api-gateway/stocklist/items`, { headers }).then(json);
    const items = stock.groups
      .flatMap((g) => g.items)
      .filter((i) => i.quantityAvailable >= 10 && i.incrementSize === 1)
      .slice(0, CART_LINES);
    if (items.length < CART_LINES) throw new Error('not enough items to fill the cart');
    const ids = [];
    for (const i of items) {
      const r = await fetch(`${api}/px-api-gateway/stocklist/offer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          itemNumberWarehouse: i.itemNumberWarehouse,
          offerQuantity: 1,
          offerPrice: i.listPrice,
        }),
      }).then(json);
      ids.push(r.stocklistOffer.offerId);
    }
    const rotate = (make) => {
      let n = 0;
      return (req) => ({ ...req, ...make(n++ % items.length) });
    };
    const workloads = {
      'GET stocklist/offers': { url: `${api}/px-api-gateway/stocklist/offers`, headers },
      'POST stocklist/offer': {
        url: `${api}/px-api-gateway/stocklist/offer`,
        headers,
        method: 'POST',
        requests: [
          {
            setupRequest: rotate((k) => ({
              body: JSON.stringify({
                itemNumberWarehouse: items[k].itemNumberWarehouse,
                offerQuantity: 1 + (k % 3),
                offerPrice: items[k].listPrice,
              }),
            })),
          },
        ],
      },
      'PUT stocklist/offer/{id}': {
        url: `${api}/px-api-gateway/stocklist/offer/${ids[0]}`,
        headers,
        method: 'PUT',
        requests: [
          {
            setupRequest: rotate((k) => ({
              path: `/px-api-gateway/stocklist/offer/${ids[k]}`,
              body: JSON.stringify({
                itemNumberWarehouse: items[k].itemNumberWarehouse,
                offerQuantity: 2,
                offerPrice: items[k].listPrice,
              }),
            })),
          },
        ],
      },
    };
    const baselineOpts = {
      url: `${api}/bench/point-select?inw=${encodeURIComponent(items[0].itemNumberWarehouse)}`,
      headers,
    };
    // Warm up (JIT, pool).
    await cannon({ ...baselineOpts, duration: 1 });
    for (const w of Object.values(workloads)) await cannon({ ...w, duration: 1 });

    const results = [];
    for (const [name, opts] of Object.entries(workloads)) {
      const rps = { t: [], b: [] };
      const p99 = { t: [], b: [] };
      let errors = 0;
      for (let rep = 0; rep < REPS; rep++) {
        const b = await cannon(baselineOpts);
        const t = await cannon(opts);
        errors += t.non2xx + t.errors + t.timeouts;
        if (b.non2xx || b.errors || b.timeouts) throw new Error('P5 baseline had errors');
        rps.b.push(b.requests.average);
        rps.t.push(t.requests.average);
        p99.b.push(b.steadyP99);
        p99.t.push(t.steadyP99);
        console.log(
          `  ${dbName} P5 ${name} rep ${rep + 1}: baseline ${b.requests.average} req/s p99 ${b.steadyP99} ms (with first requests ${b.latency.p99}), target ${t.requests.average} req/s p99 ${t.steadyP99} ms (with first requests ${t.latency.p99}), errors ${t.non2xx + t.errors + t.timeouts}`,
        );
      }
      const thr = median(rps.t) / median(rps.b);
      const lat = median(p99.t) / Math.max(1, median(p99.b));
      const budget = P5[dbName];
      results.push(
        {
          name: `P5 ${dbName} ${name} req/s at c=${CONNECTIONS} (${CART_LINES}-line cart) vs one indexed point select${budget.label}`,
          value: median(rps.t),
          baseline: median(rps.b),
          ratio: thr,
          budget: budget.throughput,
          pass: thr >= budget.throughput && errors === 0,
        },
        {
          name: `P5 ${dbName} ${name} p99 ms at c=${CONNECTIONS} on open connections (bench/load.mjs) vs one indexed point select (errors: ${errors})${budget.label}`,
          value: median(p99.t),
          baseline: median(p99.b),
          ratio: lat,
          budget: budget.p99,
          pass: (budget.p99 === null || lat <= budget.p99) && errors === 0,
        },
      );
    }
    return results;
  } finally {
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
