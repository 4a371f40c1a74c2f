import { describe, expect, it } from 'vitest';
import { i18nTranslate, initI18n } from '../../../lib/i18n.ts';
import { timelineEntryText } from './timeline-text.ts';

const shipped = {
  code: 'timelineShipped',
  params: { units: 2, carrier: 'UPS', trackingNumbers: '1Z-1, 1Z-2' },
  summary: 'Shipped 2 units by UPS: 1Z-1, 1Z-2',
};

describe("the order history's entries in the tenant's language", () => {
  it("renders an entry's code with its parameters through the tenant's dictionary", async () => {
    await initI18n('fr', {
      fr: { timelineShipped: { i18n_value: 'Expédié : {units} unités par {carrier} ({trackingNumbers})' } },
    });
    expect(timelineEntryText(shipped, i18nTranslate)).toBe('Expédié : 2 unités par UPS (1Z-1, 1Z-2)');
  });

  it("falls back to the bundled English, then to the server's summary", async () => {
    await initI18n('en', {});
    expect(timelineEntryText(shipped, i18nTranslate)).toBe('Shipped 2 units by UPS: 1Z-1, 1Z-2');
    const one = { ...shipped, params: { ...shipped.params, units: 1, trackingNumbers: '1Z-1' } };
    expect(timelineEntryText(one, i18nTranslate)).toBe('Shipped 1 unit by UPS: 1Z-1');
    expect(timelineEntryText({ ...shipped, code: 'timelineNoSuchKey' }, i18nTranslate)).toBe(shipped.summary);
    expect(timelineEntryText({ ...shipped, code: null, summary: 'Something' }, i18nTranslate)).toBe(
      'Something',
    );
  });
});
