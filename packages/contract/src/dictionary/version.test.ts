import { describe, expect, it } from 'vitest';
import { DEFAULT_DICTIONARY } from './index.ts';
import { dictionaryVersion } from './version.ts';

describe('dictionaryVersion (P10)', () => {
  it('is the same for the same entries and differs when one word, key or plural changes', () => {
    const base = { a: { i18n_value: 'A' }, b: { i18n_value: 'one', i18n_value_plural: 'many' } };
    expect(dictionaryVersion({ ...base })).toBe(dictionaryVersion(base));
    expect(dictionaryVersion({ ...base, a: { i18n_value: 'a' } })).not.toBe(dictionaryVersion(base));
    expect(dictionaryVersion({ ...base, c: { i18n_value: 'A' } })).not.toBe(dictionaryVersion(base));
    expect(dictionaryVersion({ ...base, b: { i18n_value: 'one', i18n_value_plural: 'more' } })).not.toBe(
      dictionaryVersion(base),
    );
  });

  it('fingerprints the shipped English dictionary as a short string', () => {
    expect(dictionaryVersion(DEFAULT_DICTIONARY)).toMatch(/^[0-9a-z]{1,11}$/);
  });
});
