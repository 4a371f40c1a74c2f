import { hardCodedWords } from '@portico/web-kit/testing';
import { describe, expect, it } from 'vitest';

/**
 * The console's words go through the dictionary, as the portal's do: the shared check
 * (@portico/web-kit/testing) over every .tsx file of the console.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the seller console has no hard-coded English in its components (A-010)', () => {
  it('every word a person sees in a .tsx file comes from t()', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(hardCodedWords(sources)).toEqual([]);
  });
});
