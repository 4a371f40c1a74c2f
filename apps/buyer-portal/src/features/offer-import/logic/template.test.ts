import { describe, expect, it } from 'vitest';
import { prefillItems, TEMPLATE_MAX_ITEMS, templateRequest } from './template.ts';

const BASE = 'stocklist/offer/bulk-offer-import';

describe('templateRequest (F-003)', () => {
  it('asks for the blank template without items', () => {
    expect(templateRequest(BASE, [])).toEqual({ path: `${BASE}/template` });
  });

  it('sends the filter items once each, without blanks, in the body', () => {
    expect(templateRequest(BASE, ['A-1-MIA', 'B 2-LAX', 'A-1-MIA', ' '])).toEqual({
      path: `${BASE}/template`,
      body: { itemNumberWarehouses: ['A-1-MIA', 'B 2-LAX'] },
    });
  });

  it('keeps a large filter whole up to the server cap, in filter order', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `ITEM-${String(i).padStart(5, '0')}-MIA`);
    expect(prefillItems(many)).toEqual(many);
    const tooMany = Array.from({ length: TEMPLATE_MAX_ITEMS + 5 }, (_, i) => `I-${i}-MIA`);
    expect(prefillItems(tooMany)).toEqual(tooMany.slice(0, TEMPLATE_MAX_ITEMS));
  });
});
