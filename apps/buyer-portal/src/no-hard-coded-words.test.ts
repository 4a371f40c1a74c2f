import { hardCodedWords } from '@portico/web-kit/testing';
import { describe, expect, it } from 'vitest';

/**
 * The portal's words go through the dictionary, so a Spanish tenant reads Spanish everywhere: the shared
 * check (@portico/web-kit/testing) over every .tsx file of the portal, with what the portal allows besides.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the buyer portal has no hard-coded English in its components (A-010)', () => {
  it('every word a person sees in a .tsx file comes from t()', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = hardCodedWords(sources, {
      attributes: ['rel', 'sandbox'],
      // `key`: a menu entry's key (MenuKey 'Cart'), not its label; the rest are CSS values ('1px solid …') of
      // style objects written outside sx (the stock cards' class styles).
      properties: ['key', 'rel', 'border', 'borderTop', 'borderBottom', 'outline', 'transition'],
      // A developer's log line (console.error('Boot failed', …)), and a string searched in (x.includes('Status')).
      calls: ['console', 'includes'],
    });
    expect(found).toEqual([]);
  });
});
