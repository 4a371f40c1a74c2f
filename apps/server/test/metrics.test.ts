import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { openEventStream } from './events-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * GET /metrics (DESIGN §7 "Metrics at /metrics (Prometheus)"): request latency by route pattern, open event
 * streams, the mail outbox backlog, job runs and failures; protected by METRICS_TOKEN when it is set.
 */

const TOKEN = 'metrics-secret-for-tests';
const { app, close } = await buildTestApp({ metricsToken: TOKEN });
afterAll(close);
const buyer = await signIn(app, 'buyer@harbor.test');

const scrape = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { host: HARBOR, ...(authorization ? { authorization } : {}) },
  });
const metrics = async () => {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line, e.g. `portico_outbox_backlog`; undefined when absent. */
const sample = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe('GET /metrics', () => {
  it('answers 401 without the token or with a wrong one, in the JSON error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`, `Bearer ${buyer}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'FAIL', statusCode: 401, messageCode: 'unauthorized' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('is Prometheus text with request latency by route pattern, never the raw URL', async () => {
    await app.inject({
      method: 'GET',
      url: `${API}/stocklist/items?search=raw-query`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    await app.inject({
      method: 'DELETE',
      url: `${API}/stocklist/offer/bulk-offer-import/SECRET-ITEM-42`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    await app.inject({ method: 'GET', url: '/no/such/page/abc123.js', headers: { host: HARBOR } });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/px-api-gateway\/stocklist\/items",status_code="200"\} 1\b/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="DELETE",route="\/px-api-gateway\/stocklist\/offer\/bulk-offer-import\/:itemNumberWarehouse",status_code="404"\} 1\b/,
    );
    // Unmatched URLs share one label; no raw URL, id or query string reaches a label.
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    for (const raw of ['SECRET-ITEM-42', 'raw-query', 'abc123', '/no/such/page'])
      expect(text).not.toContain(raw);
    // Default process metrics come along.
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts open event streams', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const before = sample(await metrics(), 'portico_event_streams_open');
    const stream = await openEventStream(port, { host: HARBOR, token: buyer });
    await stream.next();
    expect(sample(await metrics(), 'portico_event_streams_open')).toBe((before ?? 0) + 1);
    stream.close();
    await expect.poll(async () => sample(await metrics(), 'portico_event_streams_open')).toBe(before);
  });

  it('reports the mail outbox backlog (pending mails)', async () => {
    const before = sample(await metrics(), 'portico_outbox_backlog');
    expect(before).toBeGreaterThanOrEqual(0);
    const tenantId = await tenantIdOf(app, 'harbor');
    await app.db.insert(mailOutbox).values([
      { tenantId, dedupeKey: 'metrics-test-1', toAddress: 'a@example.com', subject: 's', text: 't' },
      { tenantId, dedupeKey: 'metrics-test-2', toAddress: 'b@example.com', subject: 's', text: 't' },
      {
        tenantId,
        dedupeKey: 'metrics-test-3',
        toAddress: 'c@example.com',
        subject: 's',
        text: 't',
        status: 'SENT',
      },
    ]);
    expect(sample(await metrics(), 'portico_outbox_backlog')).toBe(before! + 2);
  });

  it('counts job runs and failures by job', async () => {
    const runs = (text: string, job: string) => sample(text, `portico_job_runs_total{job="${job}"}`) ?? 0;
    const failures = (text: string, job: string) =>
      sample(text, `portico_job_failures_total{job="${job}"}`) ?? 0;
    const before = await metrics();
    await app.jobs.runNow('outbox-delivery');
    await app.jobs.runNow('offer-expiry');
    const after = await metrics();
    expect(runs(after, 'outbox-delivery')).toBe(runs(before, 'outbox-delivery') + 1);
    expect(runs(after, 'offer-expiry')).toBe(runs(before, 'offer-expiry') + 1);
    expect(failures(after, 'outbox-delivery')).toBe(failures(before, 'outbox-delivery'));
    // A run that throws is counted as a run and a failure.
    await app.jobs.run('failing-test-job', async () => {
      throw new Error('the database is gone');
    });
    const failed = await metrics();
    expect(runs(failed, 'failing-test-job')).toBe(1);
    expect(failures(failed, 'failing-test-job')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is open (the operator keeps it off the public network)', async () => {
    const open = await buildTestApp();
    try {
      const res = await open.app.inject({ method: 'GET', url: '/metrics', headers: { host: HARBOR } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('portico_event_streams_open');
    } finally {
      await open.close();
    }
  });
});
