// P7 of ../shared/PERFORMANCE.md: the buyer's stock export (POST stocklist/export, every item) of 20k and 100k
// items, downloaded whole over HTTP, against the baseline in the same server process: exceljs' streaming writer
// on the same rows held in memory (bench/stock-export-server.ts). Budgets: time ≤ 1.5×, peak RSS ≤ 1.5×. Peak RSS
// is the server process's VmHWM, reset before each measurement (/proc/PID/clear_refs). One server per size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '20000,100000').split(',').map(Number);
const REPS = Number(process.env.BENCH_EXPORT_REPS ?? 3);

const peakRss = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const resetPeak = (pid) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function measureSize(size, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-export-'));
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
      BENCH_ITEMS: String(size),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    });
    const server = start(path.join(here, 'stock-export-server.ts'), [], env, ['--import', 'tsx']);
    child = server.child;
    const ready = await server.ready;
    if (ready.items !== size) throw new Error(`P7: expected ${size} items, the server holds ${ready.items}`);
    const api = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    }).then((r) => r.json());
    const headers = {
      authorization: `Bearer ${signIn.idToken}`,
      host: 'localhost',
      'content-type': 'application/json',
    };
    /** Downloads one workbook whole; answers its size in bytes. */
    const download = async (url) => {
      const res = await fetch(`${api}${url}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ includeOutOfStock: true }),
      });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return (await res.arrayBuffer()).byteLength;
    };
    await download('/bench/baseline-export');
    await download('/px-api-gateway/stocklist/export');
    const time = { t: [], b: [] };
    const rss = { t: [], b: [] };
    for (let rep = 0; rep < REPS; rep++) {
      resetPeak(child.pid);
      let t0 = performance.now();
      const baseBytes = await download('/bench/baseline-export');
      time.b.push(performance.now() - t0);
      rss.b.push(peakRss(child.pid));
      resetPeak(child.pid);
      t0 = performance.now();
      const bytes = await download('/px-api-gateway/stocklist/export');
      time.t.push(performance.now() - t0);
      rss.t.push(peakRss(child.pid));
      console.log(
        `  ${databaseUrl ? 'PostgreSQL' : 'PGlite'} P7 ${size} items rep ${rep + 1}: baseline ${Math.round(time.b.at(-1))} ms ${Math.round(rss.b.at(-1) / 2 ** 20)} MB (${Math.round(baseBytes / 1024)} KB), export ${Math.round(time.t.at(-1))} ms ${Math.round(rss.t.at(-1) / 2 ** 20)} MB (${Math.round(bytes / 1024)} KB)`,
      );
    }
    return { time, rss };
  } finally {
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function stockExportBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const results = [];
  for (const size of SIZES) {
    const { time, rss } = await measureSize(size, databaseUrl);
    const tr = median(time.t) / median(time.b);
    const rr = median(rss.t) / median(rss.b);
    const n = size.toLocaleString('en-US');
    // The budget is PostgreSQL's; PERFORMANCE.md gives P7 no PGlite floor, so the PGlite rows are reported only.
    const judged = (ratio) =>
      databaseUrl ? { budget: 1.5, pass: ratio <= 1.5 } : { budget: null, pass: true };
    const note = databaseUrl ? '' : ' [PGlite: reported]';
    results.push(
      {
        name: `P7 ${dbName} stock export ${n} items: download ms vs exceljs streaming writer on the same rows${note}`,
        value: median(time.t),
        baseline: median(time.b),
        ratio: tr,
        ...judged(tr),
      },
      {
        name: `P7 ${dbName} stock export ${n} items: peak server RSS MB vs the same baseline${note}`,
        value: median(rss.t) / 2 ** 20,
        baseline: median(rss.b) / 2 ** 20,
        ratio: rr,
        ...judged(rr),
      },
    );
  }
  return results;
}

// Run alone: node bench/stock-export.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await stockExportBudgets();
  if (process.env.BENCH_DATABASE_URL) {
    results.push(...(await stockExportBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  }
  console.table(results);
}
