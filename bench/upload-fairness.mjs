// Fair spreadsheet queue (README "Operate it"; apps/server/src/lib/spreadsheet/read-queue.ts): another tenant's
// small offer-import upload (about 6 KB) while one buyer floods the server with heavy workbooks. Baseline in the
// same run: the same small upload on the idle server. Budget: the median time under the flood ≤ 2× the idle one.
// The flood: Harbor's buyer keeps a 20,000-row workbook (over 1 MB unpacked, so a heavy read) in flight at all
// times, and sends a second one beside it, which the one-upload-per-user rule answers 429. The small upload is
// Summit's buyer's, of Summit's own items. Alone: `node bench/upload-fairness.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { freePort, median, start, stop } from './stock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const HEAVY_ROWS = 20000;
const SMALL_ROWS = 45;
const REPS = Number(process.env.BENCH_FAIRNESS_REPS ?? 5);
const BUDGET = 2;

async function workbook(rows) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Offers');
  sheet.addRow(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
  for (const r of rows) sheet.addRow([r.itemNumber, r.warehouse, r.quantity, r.price]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(data) {
  const boundary = `----portico-bench-${Date.now()}-${Math.random()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="offers.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One request over node:http (fetch drops a Host header, and the tenant is chosen by it). */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          text: Buffer.concat(chunks).toString(),
          ms: performance.now() - t0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function uploadFairnessBudgets() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-fair-'));
  let child;
  let flooding = false;
  const flood = [];
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
      BENCH_ITEMS: String(Math.ceil(HEAVY_ROWS * 1.2)),
    });
    const server = start(path.join(here, 'offer-import-server.ts'), [], env, ['--import', 'tsx']);
    child = server.child;
    await server.ready;
    const api = `http://127.0.0.1:${port}`;
    const signIn = async (email, host) => {
      const res = await send(`${api}/identity/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host },
        body: JSON.stringify({ email, password: 'Portico-demo-1' }),
      });
      const r = JSON.parse(res.text);
      if (!r.idToken) throw new Error(`sign-in failed for ${email}`);
      return { authorization: `Bearer ${r.idToken}`, host };
    };
    const harbor = await signIn('buyer@harbor.test', 'localhost');
    const summit = await signIn('buyer@summit.test', 'summit.localhost');
    const upload = async (auth, file) => {
      const m = multipart(file);
      return send(`${api}/px-api-gateway/stocklist/offer/bulk-offer-import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': m.type },
        body: m.body,
      });
    };

    // Summit's own items at their list price for the small file; Harbor's generated items for the heavy one.
    const summitStock = JSON.parse(
      (await send(`${api}/px-api-gateway/stocklist/items`, { headers: summit })).text,
    );
    const summitItems = summitStock.groups.flatMap((g) => g.items).filter((i) => i.quantityAvailable > 0);
    const smallRows = Array.from({ length: SMALL_ROWS }, (_, i) => summitItems[i % summitItems.length]).map(
      (i) => ({ itemNumber: i.itemNumber, warehouse: i.warehouse, quantity: 1, price: i.listPrice }),
    );
    const small = await workbook(smallRows);
    const itemsReply = new Promise((resolve) => child.once('message', (m) => resolve(m.items)));
    child.send({ items: HEAVY_ROWS });
    const heavyItems = await itemsReply;
    const heavy = await workbook(
      heavyItems.map((r) => ({
        itemNumber: r.itemNumber,
        warehouse: r.warehouse,
        quantity: r.quantityAvailable,
        price: r.listPriceMinor / 100,
      })),
    );
    console.log(
      `  upload fairness: small file ${(small.length / 1024).toFixed(1)} KB (${SMALL_ROWS} rows), heavy file ${(heavy.length / 1024).toFixed(0)} KB (${HEAVY_ROWS} rows)`,
    );

    // Warm-up: both paths once.
    for (const r of [await upload(summit, small), await upload(harbor, heavy)]) {
      if (r.status !== 200) throw new Error(`warm-up upload answered ${r.status}`);
    }

    const idle = [];
    const busy = [];
    let heavyDone = 0;
    let refused = 0;
    const floodLoop = async () => {
      while (flooding) {
        const r = await upload(harbor, heavy);
        if (r.status === 200) heavyDone += 1;
        else if (r.status === 429) {
          refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else throw new Error(`heavy upload answered ${r.status}`);
      }
    };
    for (let rep = 0; rep < REPS; rep++) {
      const a = await upload(summit, small);
      if (a.status !== 200) throw new Error(`idle small upload answered ${a.status}`);
      idle.push(a.ms);
      flooding = true;
      flood.push(floodLoop(), floodLoop());
      // Let the heavy reads get going before the small one arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const b = await upload(summit, small);
      if (b.status !== 200) throw new Error(`small upload under the flood answered ${b.status}`);
      busy.push(b.ms);
      flooding = false;
      await Promise.all(flood.splice(0));
      console.log(
        `  upload fairness rep ${rep + 1}: small upload idle ${a.ms.toFixed(0)} ms, under the flood ${b.ms.toFixed(0)} ms`,
      );
    }
    const value = median(busy);
    const baseline = median(idle);
    return [
      {
        name: `Fair uploads: another tenant's ${(small.length / 1024).toFixed(0)} KB offer import while one buyer floods ${HEAVY_ROWS}-row workbooks (${heavyDone} read, ${refused} refused 429), median ms vs idle`,
        value,
        baseline,
        ratio: value / baseline,
        budget: BUDGET,
        pass: value / baseline <= BUDGET,
      },
    ];
  } finally {
    flooding = false;
    await Promise.allSettled(flood);
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await uploadFairnessBudgets();
  console.table(rows);
  if (rows.some((r) => !r.pass)) process.exitCode = 1;
}
