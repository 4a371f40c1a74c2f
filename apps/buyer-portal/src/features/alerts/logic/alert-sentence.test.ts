import { describe, expect, it } from 'vitest';
import { ALERT_MARK, isDirty, splitAround } from './alert-sentence.ts';

describe('splitAround (E-010)', () => {
  it('splits the sentence around the placeholder', () => {
    expect(splitAround(`Alert me when you add ${ALERT_MARK} units`)).toEqual([
      'Alert me when you add',
      'units',
    ]);
  });
  it('keeps a translation that puts the number first', () => {
    expect(splitAround(`${ALERT_MARK} unités ajoutées`)).toEqual(['', 'unités ajoutées']);
  });
  it('puts the input after a sentence without the placeholder', () => {
    expect(splitAround('Alert me')).toEqual(['Alert me', '']);
  });
});

describe('isDirty (E-012)', () => {
  it('is clean while the input shows the saved quantity', () => {
    expect(isDirty('40', 40)).toBe(false);
    expect(isDirty(' 40 ', 40)).toBe(false);
  });
  it('is dirty after an edit, including a cleared input', () => {
    expect(isDirty('41', 40)).toBe(true);
    expect(isDirty('', 40)).toBe(true);
  });
});
