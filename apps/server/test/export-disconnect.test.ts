import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedStock } from '../src/cli/commands.ts';
import { queryRows } from '../src/db/raw.ts';
import { type ExportRow, exportRows } from '../src/modules/stock/stock.repository.ts';
import { writeStockWorkbook } from '../src/modules/stock/stock-export.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * P7: the stock export reads the stock through a database cursor (db/raw.ts cursorRows) a batch at a time. A client
 * that goes away mid export must not leave the cursor, its transaction (PostgreSQL: a pooled connection held 'idle
 * in transaction') or a PGlite cursor behind: the export stops at the next batch, the cursor is closed, and the next
 * export works. On PGlite and (TEST_DATABASE_URL) PostgreSQL; the download test through a real HTTP server.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ITEMS = 5_000;
await seedStock(app.db, { tenantSlug: 'summit', items: ITEMS });
const buyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const summitId = await tenantIdOf(app, 'summit');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Export cursors open right now: PGlite's session cursors; PostgreSQL's sessions reading one in a transaction. */
async function openExports(): Promise<number> {
  const text = onPostgres
    ? `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (state like 'idle in transaction%' or (state = 'active' and query like 'fetch %'))`
    : `select count(*)::int as n from pg_cursors where name like 'export%'`;
  const [row] = await queryRows<{ n: number }>(app.db, `export_disconnect_open_${onPostgres}`, text, []);
  return Number(row!.n);
}

/**
 * POST stocklist/export over a real socket: the request, when its answer's first bytes came (then no more is
 * read), and when the socket closed. Errors of the destroyed request are expected and ignored.
 */
function startExport(): { req: http.ClientRequest; firstBytes: Promise<void>; closed: Promise<void> } {
  const body = JSON.stringify({ includeOutOfStock: true });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `${API}/stocklist/export`,
    headers: {
      host: SUMMIT,
      ...bearer(buyer),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  req.on('error', () => {});
  const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
  const firstBytes = new Promise<void>((resolve) =>
    req.on('response', (res) => {
      res.once('data', () => {
        res.pause();
        resolve();
      });
    }),
  );
  req.end(body);
  return { req, firstBytes, closed };
}

/** A whole export over a real socket, read back: its data rows. */
function wholeExport(): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ includeOutOfStock: true });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API}/stocklist/export`,
        headers: {
          host: SUMMIT,
          ...bearer(buyer),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', async () => {
          try {
            expect(res.statusCode).toBe(200);
            const wb = new ExcelJS.Workbook();
            await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
            resolve(wb.worksheets[0]!.rowCount - 1);
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a client leaving mid stock export (P7)', () => {
  it('stops reading at the next batch, closes the cursor and gives the connection back', async () => {
    // The route's writer and reader as the route runs them; the download closes after the first batch, as
    // Fastify destroys the answer's stream when its client goes away.
    const out = new PassThrough();
    out.resume();
    let batches = 0;
    let openWhileReading = 0;
    async function* reading(): AsyncGenerator<ExportRow[]> {
      for await (const batch of exportRows(app.db, summitId, {
        includeOutOfStock: true,
        filters: {},
        terms: [],
      })) {
        batches++;
        if (batches === 1) {
          openWhileReading = await openExports();
          out.destroy();
        }
        yield batch;
      }
    }
    await expect(
      writeStockWorkbook(out, [], reading(), { attributeLabels: {}, categoryLabels: {} }),
    ).rejects.toThrow('the download was closed');
    expect(openWhileReading).toBe(1);
    expect(batches).toBe(1);
    expect(await openExports()).toBe(0);
    expect(await wholeExport()).toBe(ITEMS);
  });

  it('leaves nothing behind when the client goes away mid download; the next export works', async () => {
    expect(await openExports()).toBe(0);
    // Three times: a leak per export would add up (PostgreSQL: pooled connections held; PGlite: cursors).
    for (let i = 0; i < 3; i++) {
      const { req, firstBytes, closed } = startExport();
      await firstBytes;
      req.destroy();
      await closed;
      await vi.waitFor(async () => expect(await openExports()).toBe(0), { timeout: 30_000, interval: 50 });
    }
    expect(await wholeExport()).toBe(ITEMS);
    expect(await openExports()).toBe(0);
  });
});
