import { describe, expect, it } from 'vitest';
import { prefillItems, TEMPLATE_QUERY_BUDGET, templatePath } from './template.ts';

const BASE = 'stocklist/offer/bulk-offer-import';

describe('templatePath (F-003)', () => {
  it('asks for the blank template without items', () => {
    expect(templatePath(BASE, [])).toBe(`${BASE}/template`);
  });

  it('passes the filter items comma-separated, once each, encoded', () => {
    expect(templatePath(BASE, ['A-1-MIA', 'B 2-LAX', 'A-1-MIA', ' '])).toBe(
      `${BASE}/template?itemNumberWarehouse=A-1-MIA%2CB%202-LAX`,
    );
  });

  it('stops before the address would outgrow the budget, keeping the filter order', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `ITEM-${String(i).padStart(5, '0')}-MIA`);
    const kept = prefillItems(many);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(many.length);
    expect(kept).toEqual(many.slice(0, kept.length));
    expect(encodeURIComponent(kept.join(',')).length).toBeLessThanOrEqual(TEMPLATE_QUERY_BUDGET);
  });
});
