// npm run bench: measures the budgets of ../shared/PERFORMANCE.md that exist so far and writes
// bench/results.json. Budgets are ratios against a baseline measured in the same run.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { checkoutBudgets } from './checkout.mjs';
import { eventsBudgets } from './events.mjs';
import { lighthouseBudgets } from './lighthouse.mjs';
import { offerImportBudgets } from './offer-import.mjs';
import { offersBudgets } from './offers.mjs';
import { invoicePdfBudget, orderDeskBudgets } from './order-desk.mjs';
import { orderBudgets } from './orders.mjs';
import { stockBudgets } from './stock.mjs';
import { browserBudgets } from './stock-browser.mjs';
import { stockExportBudgets } from './stock-export.mjs';
import { uploadFairnessBudgets } from './upload-fairness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// vite and its React plugin are the buyer portal's (npm does not hoist them to the root), so the skeleton is
// built with exactly the portal's versions.
const portalRequire = createRequire(path.join(root, 'apps/buyer-portal/package.json'));
const importFromPortal = (name) => import(pathToFileURL(portalRequire.resolve(name)).href);

/**
 * Gzip size of the JavaScript an index.html loads up front (module script + modulepreload links); `html` is the
 * page as served when given, else the built file.
 */
function initialJsGzip(distDir, html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')) {
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  let total = 0;
  for (const ref of new Set(refs)) {
    const file = path.join(distDir, ref.replace(/^\/(seller\/)?/, ''));
    total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function p10() {
  const outDir = path.join(root, 'node_modules/.cache/portico-bench/skeleton');
  const { build } = await importFromPortal('vite');
  const { default: react } = await importFromPortal('@vitejs/plugin-react');
  await build({
    root: path.join(here, 'skeleton'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const baseline = initialJsGzip(outDir);
  const portalDist = path.join(root, 'apps/buyer-portal/dist');
  if (!fs.existsSync(path.join(portalDist, 'index.html'))) throw new Error('build the buyer portal first');
  // The server never sends the built index.html as it is: it writes one page for a signed-in buyer's /stock (the
  // drawn first screen, with the signed-in first screen's code) and another for every other visit (the sign-in
  // page's code), each keeping or dropping the build's marked preloads (apps/server index-html.ts). A visitor
  // downloads one of them, so P10 is the larger of the two pages' initial JavaScript, each page rendered by the
  // server's own function.
  const { renderIndexHtml } = await tsImport(
    '../apps/server/src/modules/tenants/index-html.ts',
    import.meta.url,
  );
  const template = fs.readFileSync(path.join(portalDist, 'index.html'), 'utf8');
  const page = (shell) =>
    renderIndexHtml(template, { title: 'P10', favicon: undefined, language: 'en', shell });
  const signedIn = initialJsGzip(portalDist, page('<div id="portico-shell"></div>'));
  const signedOut = initialJsGzip(portalDist, page(undefined));
  const value = Math.max(signedIn, signedOut);
  const ratio = value / baseline;
  return {
    name: 'P10 initial JS of the buyer portal (gzip bytes, the larger of the signed-in /stock and other pages)',
    value,
    signedIn,
    signedOut,
    baseline,
    ratio,
    budget: 1.3,
    pass: ratio <= 1.3,
  };
}

const results = [await p10()];
// P1–P3 on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
results.push(...(await stockBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await stockBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// P5: the offer calls under load, on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set. The budget is
// PostgreSQL's; the PGlite rows are judged against PGlite's floor (PERFORMANCE.md), marked "[PGlite floor]".
results.push(...(await offersBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await offersBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// P8 (calculate charges under load, pure calculation) on PGlite and PostgreSQL, the budget PostgreSQL's and the
// PGlite row against its floor; P11 (50 buyers, the last 10 units) on PostgreSQL only: without
// BENCH_DATABASE_URL it is skipped with a note.
results.push(...(await checkoutBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await checkoutBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// P12: 5,000 open event streams, one stock change, on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set.
results.push(...(await eventsBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await eventsBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// P13: get-order and an upsert of 10 lines of a 500-line order at c=20, on PGlite and on PostgreSQL when
// BENCH_DATABASE_URL is set.
results.push(...(await orderBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await orderBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// P14: the seller's orders queue at 100k orders, on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set; P15:
// the invoice PDF of a 500-line order.
results.push(...(await orderDeskBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await orderDeskBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
results.push(await invoicePdfBudget());
// P6: bulk offer import of 10k and 100k rows (PGlite).
results.push(...(await offerImportBudgets()));
// P7: the stock export of 20k and 100k items, on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set.
results.push(...(await stockExportBudgets()));
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await stockExportBudgets({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
// The fair spreadsheet queue: another tenant's small upload while one buyer floods heavy workbooks (PGlite).
results.push(...(await uploadFairnessBudgets()));
// P4: the /stock screen in Chromium with 100k items.
results.push(...(await browserBudgets()));
// P9: Lighthouse (mobile preset) on the first load of /stock, signed in.
results.push(...(await lighthouseBudgets()));
const fmt = (x) => (x === null ? '' : Number.isInteger(x) ? x : Number(x.toFixed(1)));
console.table(
  results.map((r) => ({
    ...r,
    value: fmt(r.value),
    baseline: fmt(r.baseline),
    ratio: r.ratio === null ? '' : r.ratio.toFixed(2),
    budget: r.budget ?? '',
  })),
);
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (results.some((r) => !r.pass)) process.exitCode = 1;
