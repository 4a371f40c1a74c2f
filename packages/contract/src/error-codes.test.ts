import { describe, expect, it } from 'vitest';
import { DEFAULT_DICTIONARY } from './dictionary/index.ts';
import { RefusalCodes, SERVER_WORDED_REFUSALS } from './error-codes.ts';

describe('business refusal codes', () => {
  const translated = RefusalCodes.filter((c) => !SERVER_WORDED_REFUSALS.includes(c));
  it.each(translated)('%s is a dictionary key the client can translate', (code) => {
    expect(DEFAULT_DICTIONARY[code]?.i18n_value).toBeTruthy();
  });

  it.each(
    SERVER_WORDED_REFUSALS,
  )('%s, worded by the server, has no dictionary entry to hide its words', (code) => {
    expect(DEFAULT_DICTIONARY[code]).toBeUndefined();
  });

  it('lists each code once', () => {
    expect(new Set(RefusalCodes).size).toBe(RefusalCodes.length);
  });
});
