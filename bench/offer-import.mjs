// P6 of ../shared/PERFORMANCE.md: bulk offer import of 10k and 100k rows. The target is what a buyer does: POST
// stocklist/offer/bulk-offer-import (hostile-file-safe read in a worker, every row decided, the review stored)
// then POST …/accept (every row decided again, lines written batched in one transaction). The baseline, in the
// same server process on the same database, is P6's: a SheetJS read of the same file and one transaction of
// batched inserts of its rows (bench/offer-import-server.ts). Budgets: time ≤ 1.5×, peak RSS ≤ 1.3×. Peak RSS is
// the server process's VmHWM, reset before each measurement (/proc/PID/clear_refs), so each run's own peak counts.
// The product's row cap is 20,000 per file; the server here runs with OFFER_IMPORT_MAX_ROWS=100000 (documented in
// offer-import.service.ts) so the 100k case is the same code path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { freePort, median, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,100000').split(',').map(Number);
// Three, as the other budgets: the median then ignores one slow repetition (the first one often still warms up).
const REPS = Number(process.env.BENCH_IMPORT_REPS ?? 3);

async function workbook(rows) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Offers');
  sheet.addRow(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
  // The whole stock at the list price: every row is valid (a buy at list, D-019), whatever the increment.
  for (const r of rows)
    sheet.addRow([r.itemNumber, r.warehouse, r.quantityAvailable, r.listPriceMinor / 100]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(name, data) {
  const boundary = `----portico-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const peakRss = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const resetPeak = (pid) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

export async function offerImportBudgets({ databaseUrl } = {}) {
  const dbName = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-import-'));
  let child;
  try {
    // BENCH_PORT: a fixed port, when other benches on the same machine race for the first free one.
    const port = Number(process.env.BENCH_PORT) || (await freePort(new Set()));
    const env = { ...process.env };
    delete env.DATABASE_URL;
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      // About one generated item in ten has no stock: enough items for the largest file.
      BENCH_ITEMS: String(Math.ceil(Math.max(...SIZES) * 1.2)),
      OFFER_IMPORT_MAX_ROWS: String(Math.max(...SIZES)),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    });
    const server = start(path.join(here, 'offer-import-server.ts'), [], env, ['--import', 'tsx']);
    child = server.child;
    await server.ready;
    const api = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    }).then((r) => r.json());
    const auth = { authorization: `Bearer ${signIn.idToken}`, host: 'localhost' };
    const post = async (url, file) => {
      const init = { method: 'POST', headers: { ...auth } };
      if (file) {
        const m = multipart('offers.xlsx', file);
        init.body = m.body;
        init.headers['content-type'] = m.type;
      }
      const res = await fetch(`${api}${url}`, init);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
      return text;
    };
    const itemsReply = new Promise((resolve) => child.once('message', (m) => resolve(m.items)));
    child.send({ items: Math.max(...SIZES) });
    const allItems = await itemsReply;
    if (allItems.length < Math.max(...SIZES)) throw new Error('P6: not enough items with stock');

    // Warm up both paths (JIT, first statements) with a small file.
    const warm = await workbook(allItems.slice(0, 200));
    await post('/bench/baseline-import', warm);
    await post('/bench/baseline-import?upsert=1', warm);
    await post('/bench/reset');
    for (let i = 0; i < 2; i++) {
      await post('/px-api-gateway/stocklist/offer/bulk-offer-import', warm);
      await post('/px-api-gateway/stocklist/offer/bulk-offer-import/accept');
    }
    await post('/bench/reset');

    const results = [];
    for (const size of SIZES) {
      const file = await workbook(allItems.slice(0, size));
      const time = { t: [], b: [], r: [], rb: [] };
      const rss = { t: [], b: [], r: [] };
      for (let rep = 0; rep < REPS; rep++) {
        await post('/bench/reset');
        resetPeak(child.pid);
        let t0 = performance.now();
        await post('/bench/baseline-import', file);
        time.b.push(performance.now() - t0);
        rss.b.push(peakRss(child.pid));
        await post('/bench/reset');

        resetPeak(child.pid);
        t0 = performance.now();
        const review = JSON.parse(await post('/px-api-gateway/stocklist/offer/bulk-offer-import', file));
        const valid = Object.values(review.validOffersMap).flat().length;
        if (valid !== size || review.invalidOffers.length > 0) {
          throw new Error(
            `P6: expected ${size} valid rows, got ${valid} (+${review.invalidOffers.length} invalid)`,
          );
        }
        const uploadMs = performance.now() - t0;
        const accepted = JSON.parse(await post('/px-api-gateway/stocklist/offer/bulk-offer-import/accept'));
        time.t.push(performance.now() - t0);
        console.log(
          `  (upload ${Math.round(uploadMs)} ms, accept ${Math.round(time.t.at(-1) - uploadMs)} ms)`,
        );
        rss.t.push(peakRss(child.pid));
        if (accepted.submittedCount !== size)
          throw new Error(`P6: accepted ${accepted.submittedCount} of ${size}`);
        console.log(
          `  ${dbName} P6 ${size} rows rep ${rep + 1}: baseline ${Math.round(time.b.at(-1))} ms ${Math.round(rss.b.at(-1) / 2 ** 20)} MB, target ${Math.round(time.t.at(-1))} ms ${Math.round(rss.t.at(-1) / 2 ** 20)} MB (file ${Math.round(file.length / 1024)} KB)`,
        );

        // The same file again, its rows now all in the cart: what a buyer who re-prices a sheet does. Every row
        // is an overwrite (conflict) row; the upload and the accept must not cost more per existing cart line.
        resetPeak(child.pid);
        t0 = performance.now();
        const again = JSON.parse(await post('/px-api-gateway/stocklist/offer/bulk-offer-import', file));
        if (again.conflictOffers.length !== size || again.invalidOffers.length > 0) {
          throw new Error(
            `P6 re-import: expected ${size} overwrite rows, got ${again.conflictOffers.length} (+${again.invalidOffers.length} invalid)`,
          );
        }
        const againUploadMs = performance.now() - t0;
        const reaccepted = JSON.parse(await post('/px-api-gateway/stocklist/offer/bulk-offer-import/accept'));
        time.r.push(performance.now() - t0);
        rss.r.push(peakRss(child.pid));
        if (reaccepted.submittedCount !== size)
          throw new Error(`P6 re-import: accepted ${reaccepted.submittedCount} of ${size}`);
        // Its baseline: the same read, and the batched insert overwriting the lines (ON CONFLICT DO UPDATE) of a
        // cart that holds them.
        await post('/bench/reset');
        await post('/bench/baseline-import', file);
        t0 = performance.now();
        await post('/bench/baseline-import?upsert=1', file);
        time.rb.push(performance.now() - t0);
        console.log(
          `  ${dbName} P6 ${size} rows rep ${rep + 1} re-import on a full cart: baseline ${Math.round(time.rb.at(-1))} ms, target ${Math.round(time.r.at(-1))} ms (upload ${Math.round(againUploadMs)} ms, accept ${Math.round(time.r.at(-1) - againUploadMs)} ms) ${Math.round(rss.r.at(-1) / 2 ** 20)} MB`,
        );
      }
      await post('/bench/reset');
      const tr = median(time.t) / median(time.b);
      const rr = median(rss.t) / median(rss.b);
      results.push(
        {
          name: `P6 ${dbName} bulk offer import ${size.toLocaleString('en-US')} rows: upload + accept ms vs SheetJS read + batched insert`,
          value: median(time.t),
          baseline: median(time.b),
          ratio: tr,
          budget: 1.5,
          pass: tr <= 1.5,
        },
        {
          name: `P6 ${dbName} bulk offer import ${size.toLocaleString('en-US')} rows: peak server RSS MB vs the same baseline`,
          value: median(rss.t) / 2 ** 20,
          baseline: median(rss.b) / 2 ** 20,
          ratio: rr,
          budget: 1.3,
          pass: rr <= 1.3,
        },
        {
          name: `P6 ${dbName} bulk offer re-import ${size.toLocaleString('en-US')} rows on a cart holding them: upload + accept ms vs SheetJS read + batched upsert`,
          value: median(time.r),
          baseline: median(time.rb),
          ratio: median(time.r) / median(time.rb),
          budget: 1.5,
          pass: median(time.r) / median(time.rb) <= 1.5,
        },
      );
    }
    return results;
  } finally {
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: node bench/offer-import.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await offerImportBudgets();
  if (process.env.BENCH_DATABASE_URL) {
    results.push(...(await offerImportBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  }
  console.table(results);
}
