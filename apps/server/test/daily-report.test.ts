import { and, asc, eq, gt, inArray, like, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/adapters/mail.ts';
import {
  dailyReportRuns,
  mailOutbox,
  notificationPreferences,
  stockChanges,
  stockItems,
  tenants,
  users,
} from '../src/db/schema/index.ts';
import { runDailyReports } from '../src/jobs/daily-report.ts';
import { runOutboxDelivery } from '../src/jobs/outbox-delivery.ts';
import {
  localDateAndHour,
  NEW_AVAILABILITY_SHEET,
  PRICE_DROPS_SHEET,
  reportHour,
  reportTimeZone,
} from '../src/modules/reports/daily-report.service.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { startSmtpServer } from './smtp-catcher.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

const DAY = 24 * 60 * 60_000;

describe('report time zone and hour (Q-064)', () => {
  it('defaults to America/New_York from 7 o’clock; an unknown zone falls back to the default', () => {
    expect(reportTimeZone({})).toBe('America/New_York');
    expect(reportTimeZone({ timeZone: 'Not/AZone' })).toBe('America/New_York');
    expect(reportTimeZone({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(reportHour({})).toBe(7);
    expect(reportHour({ dailyReportHour: 5 })).toBe(5);
    expect(reportHour({ dailyReportHour: 24 })).toBe(7);
  });

  it('reads the calendar date and hour in the zone', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(localDateAndHour(at, 'America/New_York')).toEqual({ date: '2026-02-28', hour: 22 });
    expect(localDateAndHour(at, 'Asia/Tokyo')).toEqual({ date: '2026-03-01', hour: 12 });
    expect(localDateAndHour(new Date('2026-03-01T00:00:00Z'), 'UTC')).toEqual({
      date: '2026-03-01',
      hour: 0,
    });
  });
});

const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');

describe('daily report job (Q-064)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let smtpMailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtpMailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent-outbox' });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const userId = async (tenantId: string, email: string) => {
    const [u] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
    return u!.id;
  };
  const setConfig = (tenantId: string, entries: Record<string, unknown>) =>
    app.db
      .update(tenants)
      .set({ config: sql`${tenants.config} || ${JSON.stringify(entries)}::jsonb` })
      .where(eq(tenants.id, tenantId));
  const subscribe = async (email: string, host: string) => {
    const res = await app.inject({
      method: 'PUT',
      url: `${API}/account/user/notification-preferance`,
      headers: { host, ...bearer(await signIn(app, email, host)) },
      payload: { stockReportNotification: true },
    });
    expect(res.statusCode).toBe(200);
  };
  const reportMails = (tenantId: string) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), like(mailOutbox.dedupeKey, 'daily-report:%')))
      .orderBy(asc(mailOutbox.createdAt));
  const update = (
    tenantId: string,
    inw: string,
    set: { quantityAvailable?: number; listPriceMinor?: number },
  ) =>
    app.db
      .update(stockItems)
      .set(set)
      .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, inw)));

  /** The rows of one sheet of a report workbook, keyed by header. */
  async function sheetRows(content: Buffer, name: string) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet(name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
    });
    return rows;
  }

  it('mails each subscribed buyer one report a day of exactly the new and re-priced items', async () => {
    // Reports go out from midnight UTC, so the test does not depend on the hour it runs at.
    await setConfig(harborId, { timeZone: 'UTC', dailyReportHour: 0 });
    await setConfig(summitId, { timeZone: 'UTC', dailyReportHour: 0 });
    const dana = await userId(harborId, 'buyer@harbor.test');
    const val = await userId(harborId, 'viewer@harbor.test');
    const alex = await userId(summitId, 'buyer@summit.test');
    await subscribe('buyer@harbor.test', HARBOR);
    await subscribe('buyer@summit.test', SUMMIT);
    // The viewer lacks CAN_SUBSCRIBE_DAILY_REPORT (B-037): even a stored subscription sends nothing.
    await app.db
      .insert(notificationPreferences)
      .values({ tenantId: harborId, userId: val, stockReportNotification: true });

    const inStock = await app.db
      .select()
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, harborId), gt(stockItems.quantityAvailable, 0)))
      .orderBy(asc(stockItems.itemNumberWarehouse));
    expect(inStock.length).toBeGreaterThanOrEqual(7);
    const [a, b, c, d, e, h] = inStock as [
      (typeof inStock)[0],
      (typeof inStock)[0],
      (typeof inStock)[0],
      (typeof inStock)[0],
      (typeof inStock)[0],
      (typeof inStock)[0],
    ];
    const [s] = await app.db
      .select()
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, summitId), gt(stockItems.quantityAvailable, 0)))
      .orderBy(asc(stockItems.itemNumberWarehouse))
      .limit(1);

    // B sells out before the first report.
    await update(harborId, b.itemNumberWarehouse, { quantityAvailable: 0 });
    // A millisecond on, so it is after the change just written (the database stamps microseconds).
    const now1 = new Date(Date.now() + 1);
    // An old change, past the retention, is pruned by the run.
    await app.db.insert(stockChanges).values({
      tenantId: harborId,
      itemNumberWarehouse: a.itemNumberWarehouse,
      quantityBefore: 0,
      quantityAfter: 1,
      priceAfterMinor: 100,
      changedAt: new Date(now1.getTime() - 40 * DAY),
    });

    const pastRetention = () =>
      app.db
        .select()
        .from(stockChanges)
        .where(lt(stockChanges.changedAt, new Date(now1.getTime() - 35 * DAY)));
    expect(await pastRetention()).toHaveLength(1);

    // First run: the first report of each subscriber covers the day before subscribing (the demo stock, new).
    expect(await runDailyReports(app.db, now1)).toEqual({ enqueued: 2, empty: 0 });
    const date1 = localDateAndHour(now1, 'UTC').date;
    expect((await reportMails(harborId)).map((m) => [m.dedupeKey, m.toAddress])).toEqual([
      [`daily-report:${dana}:${date1}`, 'buyer@harbor.test'],
    ]);
    expect((await reportMails(summitId)).map((m) => m.dedupeKey)).toEqual([`daily-report:${alex}:${date1}`]);
    expect(await pastRetention()).toEqual([]);

    // Run again the same day (a rerun, another node, a restart): nobody gets a second report.
    expect(await runDailyReports(app.db, now1)).toEqual({ enqueued: 0, empty: 0 });
    expect(await runDailyReports(app.db, new Date(now1.getTime() + 1000))).toEqual({ enqueued: 0, empty: 0 });
    expect(await reportMails(harborId)).toHaveLength(1);

    // The day's changes.
    await update(harborId, b.itemNumberWarehouse, { quantityAvailable: 7 }); // back in stock: new availability
    await update(harborId, c.itemNumberWarehouse, { listPriceMinor: c.listPriceMinor - 500 }); // price drop
    await update(harborId, d.itemNumberWarehouse, { listPriceMinor: d.listPriceMinor + 500 }); // price rise
    await update(harborId, e.itemNumberWarehouse, { listPriceMinor: e.listPriceMinor - 300 }); // down…
    await update(harborId, e.itemNumberWarehouse, { listPriceMinor: e.listPriceMinor }); // …and back up
    await update(harborId, a.itemNumberWarehouse, { quantityAvailable: 0 }); // sold out
    await update(harborId, h.itemNumberWarehouse, { quantityAvailable: h.quantityAvailable + 40 }); // more of it
    const { id: _id, ...template } = h;
    await app.db.insert(stockItems).values({
      ...template,
      itemNumber: 'DR-NEW-1',
      itemNumberWarehouse: `DR-NEW-1-${h.warehouse}`,
      skuDescription: 'Brand new handset',
      quantityAvailable: 12,
      listPriceMinor: 19_900,
    }); // a new item: new availability
    await update(summitId, s!.itemNumberWarehouse, { listPriceMinor: s!.listPriceMinor - 100 });

    const now2 = new Date(now1.getTime() + DAY);
    const date2 = localDateAndHour(now2, 'UTC').date;
    expect(await runDailyReports(app.db, now2)).toEqual({ enqueued: 2, empty: 0 });
    expect(await runDailyReports(app.db, now2)).toEqual({ enqueued: 0, empty: 0 });
    const harborMails = await reportMails(harborId);
    expect(harborMails.map((m) => m.dedupeKey)).toEqual([
      `daily-report:${dana}:${date1}`,
      `daily-report:${dana}:${date2}`,
    ]);
    const runs = await app.db
      .select()
      .from(dailyReportRuns)
      .where(and(eq(dailyReportRuns.tenantId, harborId), eq(dailyReportRuns.userId, dana)))
      .orderBy(asc(dailyReportRuns.reportDate));
    expect(runs.map((r) => [r.reportDate, r.coveredFrom.getTime(), r.coveredTo.getTime()])).toEqual([
      [date1, runs[0]!.coveredFrom.getTime(), now1.getTime()],
      [date2, now1.getTime(), now2.getTime()],
    ]);

    // Deliver through a real SMTP server and read the attached workbook.
    await runOutboxDelivery(app.db, smtpMailer, now2);
    const mails: ParsedMail[] = await Promise.all(smtp.received.map((r) => simpleParser(r)));
    const toOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');
    const danaMails = mails.filter((m) => toOf(m) === 'buyer@harbor.test');
    expect(danaMails).toHaveLength(2);
    const second = danaMails.find((m) => m.subject?.includes(date2));
    expect(second?.subject).toBe(`Harbor Phones Wholesale: daily stock report for ${date2}`);
    expect(second?.text).toContain('New inventory availability: 2 items');
    expect(second?.text).toContain('Price drops: 1 item');
    expect(second!.attachments.map((x) => x.filename)).toEqual([`stock-report-${date2}.xlsx`]);
    const workbook = second!.attachments[0]!.content;

    const fresh = await sheetRows(workbook, NEW_AVAILABILITY_SHEET);
    expect(fresh.map((r) => [r['Item #'], r.Warehouse, r['Available Quantity']])).toEqual(
      [
        [b.itemNumber, b.warehouse, 7],
        ['DR-NEW-1', h.warehouse, 12],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || String(x[1]).localeCompare(String(y[1]))),
    );
    const drops = await sheetRows(workbook, PRICE_DROPS_SHEET);
    expect(drops).toEqual([
      {
        'Item #': c.itemNumber,
        Warehouse: c.warehouse,
        Description: c.skuDescription,
        'Available Quantity': c.quantityAvailable,
        'List Price': (c.listPriceMinor - 500) / 100,
        'Previous List Price': c.listPriceMinor / 100,
      },
    ]);

    // Summit's buyer sees summit's change only.
    const alexSecond = mails.find((m) => toOf(m) === 'buyer@summit.test' && m.subject?.includes(date2));
    const alexWorkbook = alexSecond!.attachments[0]!.content;
    expect(await sheetRows(alexWorkbook, NEW_AVAILABILITY_SHEET)).toEqual([]);
    expect((await sheetRows(alexWorkbook, PRICE_DROPS_SHEET)).map((r) => r['Item #'])).toEqual([
      s!.itemNumber,
    ]);

    // A day without changes: the run is recorded, nothing is sent.
    const now3 = new Date(now2.getTime() + DAY);
    expect(await runDailyReports(app.db, now3)).toEqual({ enqueued: 0, empty: 2 });
    expect(await reportMails(harborId)).toHaveLength(2);
    const date3 = localDateAndHour(now3, 'UTC').date;
    expect(
      await app.db
        .select({ d: dailyReportRuns.reportDate })
        .from(dailyReportRuns)
        .where(and(eq(dailyReportRuns.userId, dana), eq(dailyReportRuns.reportDate, date3))),
    ).toEqual([{ d: date3 }]);
    expect(
      await app.db
        .select()
        .from(dailyReportRuns)
        .where(inArray(dailyReportRuns.userId, [val])),
    ).toEqual([]);
  });

  it('waits for the send hour in the tenant’s time zone', async () => {
    await setConfig(harborId, { timeZone: 'Asia/Tokyo', dailyReportHour: 7 });
    const dana = await userId(harborId, 'buyer@harbor.test');
    // Two days ahead of everything above, at 06:30 and 07:30 in Tokyo (UTC+9).
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const before = new Date(`${day}T06:30:00+09:00`);
    const after = new Date(`${day}T07:30:00+09:00`);
    const harborRunsOn = () =>
      app.db
        .select()
        .from(dailyReportRuns)
        .where(and(eq(dailyReportRuns.userId, dana), eq(dailyReportRuns.reportDate, day)));
    await runDailyReports(app.db, before);
    expect(await harborRunsOn()).toEqual([]);
    await runDailyReports(app.db, after);
    expect(await harborRunsOn()).toHaveLength(1);
  });
});
