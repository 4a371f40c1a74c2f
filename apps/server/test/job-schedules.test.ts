import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

/**
 * How often the mail outbox is delivered (OUTBOX_DELIVERY_CRON): every 10 seconds unless set; the e2e run sends
 * every second so a test reads a mail as soon as it is enqueued.
 */
describe('OUTBOX_DELIVERY_CRON', () => {
  it('defaults to every 10 seconds and takes a croner pattern with seconds', () => {
    expect(loadConfig({}).outboxDeliveryCron).toBe('*/10 * * * * *');
    expect(loadConfig({ OUTBOX_DELIVERY_CRON: '* * * * * *' }).outboxDeliveryCron).toBe('* * * * * *');
  });

  it('refuses a pattern croner cannot read, so a typo stops the start instead of never sending', () => {
    expect(() => loadConfig({ OUTBOX_DELIVERY_CRON: 'every second' })).toThrow(/OUTBOX_DELIVERY_CRON/);
    expect(() => loadConfig({ OUTBOX_DELIVERY_CRON: '61 * * * * *' })).toThrow(/OUTBOX_DELIVERY_CRON/);
  });
});
