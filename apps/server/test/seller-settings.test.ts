import { DailyReportSettingsResponse } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/** Seller console settings of the daily stock report: GET/PUT seller/settings/daily-report. */
const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');
afterAll(async () => t.close());

const URL = `${API}/seller/settings/daily-report`;
const seller = await signIn(app, 'seller@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');

const configOf = async (tenantId: string) => {
  const [row] = await app.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.config ?? {};
};
const put = (token: string, payload: unknown, host = HARBOR) =>
  app.inject({ method: 'PUT', url: URL, headers: { host, ...bearer(token) }, payload: payload as object });

describe('seller/settings/daily-report', () => {
  it('answers the defaults the job uses when the tenant config names none (7, America/New_York)', async () => {
    const res = await app.inject({ method: 'GET', url: URL, headers: { host: HARBOR, ...bearer(seller) } });
    expect(res.statusCode).toBe(200);
    expect(DailyReportSettingsResponse.parse(res.json())).toEqual({
      dailyReportHour: 7,
      timeZone: 'America/New_York',
    });
  });

  it('stores the hour and zone in the tenant config where the job reads them, keeping the other entries', async () => {
    const before = await configOf(harborId);
    const res = await put(seller, { dailyReportHour: 0, timeZone: 'Europe/London' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dailyReportHour: 0, timeZone: 'Europe/London' });
    const after = await configOf(harborId);
    expect(after).toEqual({ ...before, dailyReportHour: 0, timeZone: 'Europe/London' });
    // Only this tenant's config changes.
    expect((await configOf(summitId)).dailyReportHour).toBeUndefined();
    const read = await app.inject({ method: 'GET', url: URL, headers: { host: HARBOR, ...bearer(seller) } });
    expect(read.json()).toEqual({ dailyReportHour: 0, timeZone: 'Europe/London' });
    // UTC is accepted although some runtimes list it only as an alias.
    expect((await put(seller, { dailyReportHour: 23, timeZone: 'UTC' })).json()).toEqual({
      dailyReportHour: 23,
      timeZone: 'UTC',
    });
  });

  it('is for sellers: a buyer is refused (403), and no token is 401', async () => {
    const get = await app.inject({ method: 'GET', url: URL, headers: { host: HARBOR, ...bearer(buyer) } });
    expect(get.statusCode).toBe(403);
    expect(get.json().messageCode).toBe('forbidden');
    const before = await configOf(harborId);
    const res = await put(buyer, { dailyReportHour: 3, timeZone: 'Asia/Tokyo' });
    expect(res.statusCode).toBe(403);
    expect(await configOf(harborId)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: URL, headers: { host: HARBOR } })).statusCode).toBe(401);
  });

  it("a seller's token works on its own tenant only", async () => {
    const res = await put(seller, { dailyReportHour: 3, timeZone: 'Asia/Tokyo' }, SUMMIT);
    expect(res.statusCode).toBe(403);
    expect((await configOf(summitId)).timeZone).toBeUndefined();
  });

  it.each([
    [{ dailyReportHour: 24, timeZone: 'UTC' }, 'dailyReportHour', 'Choose a whole hour from 0 to 23'],
    [{ dailyReportHour: -1, timeZone: 'UTC' }, 'dailyReportHour', 'Choose a whole hour from 0 to 23'],
    [{ dailyReportHour: 6.5, timeZone: 'UTC' }, 'dailyReportHour', 'Choose a whole hour from 0 to 23'],
    [{ dailyReportHour: '7', timeZone: 'UTC' }, 'dailyReportHour', 'Choose a whole hour from 0 to 23'],
    [
      { dailyReportHour: 7, timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'Enter a time zone such as America/New_York',
    ],
    [{ dailyReportHour: 7, timeZone: '' }, 'timeZone', 'Enter a time zone such as America/New_York'],
    [{ dailyReportHour: 7 }, 'timeZone', 'Enter a time zone such as America/New_York'],
  ])('refuses %j with a message naming the field (422 validationFailed)', async (payload, field, message) => {
    const before = await configOf(harborId);
    const res = await put(seller, payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.messageCode).toBe('validationFailed');
    expect(body.message).toBe(`${field}: ${message}`);
    expect(body.errors[0]).toMatchObject({ field, messageDescription: `${field}: ${message}` });
    expect(await configOf(harborId)).toEqual(before);
  });
});

describe('DAILY_REPORT_CRON (Q-064 check schedule)', () => {
  it('defaults to every 5 minutes and takes a croner pattern with seconds', () => {
    expect(loadConfig({}).dailyReportCron).toBe('30 */5 * * * *');
    expect(loadConfig({ DAILY_REPORT_CRON: '*/5 * * * * *' }).dailyReportCron).toBe('*/5 * * * * *');
  });

  it('refuses a pattern croner cannot read, so a typo stops the start instead of sending nothing', () => {
    expect(() => loadConfig({ DAILY_REPORT_CRON: 'every 5 minutes' })).toThrow(/DAILY_REPORT_CRON/);
    expect(() => loadConfig({ DAILY_REPORT_CRON: '61 * * * * *' })).toThrow(/DAILY_REPORT_CRON/);
  });
});
