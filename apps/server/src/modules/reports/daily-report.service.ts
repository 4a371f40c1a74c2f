import { toMajor } from '@portico/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client.ts';
import { stockChanges, stockItems, warehouses } from '../../db/schema/index.ts';
import { XLSX_CONTENT_TYPE } from '../stock/stock-export.ts';

/** Q-064 defaults when the tenant config names no `timeZone` / `dailyReportHour`. */
export const DEFAULT_REPORT_TIME_ZONE = 'America/New_York';
export const DEFAULT_REPORT_HOUR = 7;

/** The tenant's report time zone: config `timeZone` when it is a zone Intl knows, else the default. */
export function reportTimeZone(config: Record<string, unknown>): string {
  const tz = config.timeZone;
  if (typeof tz === 'string' && tz.length > 0) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz;
    } catch {
      // An unknown zone falls back to the default rather than stopping the tenant's reports.
    }
  }
  return DEFAULT_REPORT_TIME_ZONE;
}

/** The local hour (0–23) from which the tenant's reports go out: config `dailyReportHour`, else 7. */
export function reportHour(config: Record<string, unknown>): number {
  const h = config.dailyReportHour;
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= 23 ? h : DEFAULT_REPORT_HOUR;
}

/** The calendar date (yyyy-mm-dd) and hour of `now` in `timeZone`. */
export function localDateAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts: Record<string, string> = {};
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of fmt.formatToParts(now)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

export type ReportItem = {
  itemNumberWarehouse: string;
  itemNumber: string;
  warehouse: string;
  description: string;
  quantityAvailable: number;
  listPrice: number;
  /** Price drops: the list price before the window. */
  previousListPrice: number | null;
};

export type ReportContent = { newAvailability: ReportItem[]; priceDrops: ReportItem[] };

/**
 * what changed in the tenant's stock in (from, to], from the stock_changes log (DB triggers). Compared per
 * item between its state before the window (the first change's "before") and after it (the last change's "after"),
 * so an item that came in and sold out again within the window, or whose price went down and back up, is not
 * reported:
 * - new availability: it had no units (or did not exist) before and has units now;
 * - price drop: it existed before and its list price now is lower than then.
 * Items deleted since, and items of a warehouse left out of the report, are left out. Both lists are sorted by
 * item number and warehouse.
 */
export async function reportContent(
  db: DbOrTx,
  tenantId: string,
  from: Date,
  to: Date,
): Promise<ReportContent> {
  const changes = await db
    .select()
    .from(stockChanges)
    .where(
      and(
        eq(stockChanges.tenantId, tenantId),
        gt(stockChanges.changedAt, from),
        lte(stockChanges.changedAt, to),
      ),
    )
    .orderBy(asc(stockChanges.changedAt), asc(stockChanges.id));
  const net = new Map<
    string,
    { quantityBefore: number; priceBefore: number | null; quantityAfter: number; priceAfter: number }
  >();
  for (const c of changes) {
    const seen = net.get(c.itemNumberWarehouse);
    if (seen) {
      seen.quantityAfter = c.quantityAfter;
      seen.priceAfter = c.priceAfterMinor;
    } else {
      net.set(c.itemNumberWarehouse, {
        quantityBefore: c.quantityBefore,
        priceBefore: c.priceBeforeMinor,
        quantityAfter: c.quantityAfter,
        priceAfter: c.priceAfterMinor,
      });
    }
  }
  const inws = [...net.keys()];
  if (inws.length === 0) return { newAvailability: [], priceDrops: [] };
  const items = await db
    .select({
      itemNumberWarehouse: stockItems.itemNumberWarehouse,
      itemNumber: stockItems.itemNumber,
      warehouse: stockItems.warehouse,
      description: stockItems.skuDescription,
    })
    .from(stockItems)
    .where(
      and(
        eq(stockItems.tenantId, tenantId),
        // One array parameter: a day's changes may name more items than a statement may have parameters (65,535).
        sql`${stockItems.itemNumberWarehouse} = any(${sql.param(inws)}::text[])`,
        // A warehouse the seller left out of the report (Settings › Warehouses, decision 021).
        sql`not exists (select 1 from ${warehouses} w where w.tenant_id = ${stockItems.tenantId} and w.code = ${stockItems.warehouse} and not w.daily_report)`,
      ),
    );
  const newAvailability: ReportItem[] = [];
  const priceDrops: ReportItem[] = [];
  for (const item of items) {
    const n = net.get(item.itemNumberWarehouse);
    if (!n) continue;
    const base = { ...item, quantityAvailable: n.quantityAfter, listPrice: toMajor(n.priceAfter) };
    if (n.quantityBefore <= 0 && n.quantityAfter > 0)
      newAvailability.push({ ...base, previousListPrice: null });
    if (n.priceBefore !== null && n.priceAfter < n.priceBefore) {
      priceDrops.push({ ...base, previousListPrice: toMajor(n.priceBefore) });
    }
  }
  const byItem = (a: ReportItem, b: ReportItem) =>
    a.itemNumber.localeCompare(b.itemNumber) || a.warehouse.localeCompare(b.warehouse);
  return { newAvailability: newAvailability.sort(byItem), priceDrops: priceDrops.sort(byItem) };
}

export const isEmptyReport = (c: ReportContent) =>
  c.newAvailability.length === 0 && c.priceDrops.length === 0;

/** Sheet names of the report workbook (tests read them). */
export const NEW_AVAILABILITY_SHEET = 'New availability';
export const PRICE_DROPS_SHEET = 'Price drops';

/**
 * The report .xlsx: one sheet of new availability, one of price drops. Texts are written as plain string cells,
 * which Excel never evaluates, so a description such as `=HYPERLINK(…)` stays text.
 */
export async function reportWorkbook(content: ReportContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const common = [
    { header: 'Item #', key: 'itemNumber', width: 26 },
    { header: 'Warehouse', key: 'warehouse', width: 12 },
    { header: 'Description', key: 'description', width: 56 },
    { header: 'Available Quantity', key: 'quantityAvailable', width: 12 },
    { header: 'List Price', key: 'listPrice', width: 12, style: { numFmt: '#,##0.00' } },
  ];
  const fresh = workbook.addWorksheet(NEW_AVAILABILITY_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  fresh.columns = common;
  fresh.getRow(1).font = { bold: true };
  for (const item of content.newAvailability) fresh.addRow(item);
  const drops = workbook.addWorksheet(PRICE_DROPS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  drops.columns = [
    ...common,
    { header: 'Previous List Price', key: 'previousListPrice', width: 14, style: { numFmt: '#,##0.00' } },
  ];
  drops.getRow(1).font = { bold: true };
  for (const item of content.priceDrops) drops.addRow(item);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export { XLSX_CONTENT_TYPE };
