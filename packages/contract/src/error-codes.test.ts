import { describe, expect, it } from 'vitest';
import { DEFAULT_DICTIONARY } from './dictionary/index.ts';
import { RefusalCodes } from './error-codes.ts';

describe('business refusal codes', () => {
  it.each(RefusalCodes)('%s is a dictionary key the client can translate', (code) => {
    expect(DEFAULT_DICTIONARY[code]?.i18n_value).toBeTruthy();
  });

  it('lists each code once', () => {
    expect(new Set(RefusalCodes).size).toBe(RefusalCodes.length);
  });
});
