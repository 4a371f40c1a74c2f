import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * The console's calls that mail an address a staff member types (a buyer or staff invitation, a buyer's password
 * reset) are limited per staff member and hour (RATE_LIMIT_CONSOLE_MAILS_PER_HOUR): one account cannot spend the
 * platform's sending reputation, or sign a buyer out over and over. Here the limit is 3.
 */
const t = await buildTestApp({
  rateLimits: { signInPerMinute: 100, resetPerMinute: 100, resetCodesPerDay: 1000, consoleMailsPerHour: 3 },
});
const app = t.app;
afterAll(async () => t.close());
const owner = await signIn(app, 'seller@harbor.test');
const ops = await signIn(app, 'ops@harbor.test');

const invite = (token: string, n: number) =>
  app.inject({
    method: 'POST',
    url: `${API}/seller/buyers`,
    headers: { host: HARBOR, ...bearer(token) },
    payload: {
      email: `limit-${n}@example.test`,
      firstName: 'Limit',
      lastName: 'Test',
      company: 'Limit Co',
      status: 'ACTIVE',
      authorities: ['CAN_VIEW_ORDER'],
    },
  });

describe('mails the console sends to a typed address', () => {
  it('are limited per staff member: the fourth invitation in the hour is refused (429), another member may still invite', async () => {
    for (let n = 1; n <= 3; n++) expect((await invite(ops, n)).statusCode).toBe(200);
    const refused = await invite(ops, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'FAIL', statusCode: 429 });
    expect((await invite(owner, 5)).statusCode).toBe(200);
  });

  it("a buyer's password reset too", async () => {
    const created = await invite(owner, 6);
    const id = created.json().id as string;
    const reset = () =>
      app.inject({
        method: 'POST',
        url: `${API}/seller/buyers/${id}/reset-password`,
        headers: { host: HARBOR, ...bearer(owner) },
      });
    for (let n = 1; n <= 3; n++) expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
  });
});
