import { DeskQuoteBody, DeskShipBody } from '@portico/contract/order-desk';
import { describe, expect, it } from 'vitest';
import { issuesByField, linesOf, numberOf, renumberLines } from './form-input.ts';

describe('desk form input', () => {
  it('reads a typed amount, blank as nothing and words as NaN', () => {
    expect(numberOf(' 1,250.50 ')).toBe(1250.5);
    expect(numberOf('  ')).toBeUndefined();
    expect(numberOf('ten')).toBeNaN();
  });

  it('takes plain decimals only: an exponent, hex or Infinity is not an amount anyone types on purpose', () => {
    expect(numberOf('.5')).toBe(0.5);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('12.')).toBe(12);
    for (const odd of ['1e3', '0x10', 'Infinity', '1_000', '+-1', '1.2.3', '1,2,3'])
      expect(numberOf(odd), odd).toBeNaN();
  });

  it('says Required for a blank number and the console’s words for one that is not a number', () => {
    const words = { required: 'Required', notANumber: 'Enter a number.' };
    const blank = DeskQuoteBody.safeParse({ version: 3, freight: numberOf('') });
    const typed = DeskQuoteBody.safeParse({ version: 3, freight: numberOf('abc') });
    expect(blank.success || issuesByField(blank.error, words)).toEqual({ freight: 'Required' });
    expect(typed.success || issuesByField(typed.error, words)).toEqual({ freight: 'Enter a number.' });
  });

  it("names each refused field by the contract schema's own message", () => {
    const parsed = DeskQuoteBody.safeParse({ version: 3, freight: 12.345 });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(
        Object.keys(issuesByField(parsed.error, { required: 'Required', notANumber: 'Enter a number.' })),
      ).toEqual(['freight']);
  });

  it('says Required for an empty required text or list, and keeps the contract message otherwise', () => {
    const parsed = DeskShipBody.safeParse({
      version: 1,
      carrier: '',
      trackingNumbers: [],
      lines: [{ itemNumberWarehouse: 'A-MIA', quantity: 0, imeis: '' }],
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const fields = issuesByField(parsed.error, { required: 'Required', notANumber: 'Enter a number.' });
      expect(fields.carrier).toBe('Required');
      expect(fields.trackingNumbers).toBe('Required');
      expect(fields['lines.0.quantity']).not.toBe('Required');
    }
  });

  it('names a refused line by its place in the form, not in the list sent (lines left out are skipped)', () => {
    // Sent: the form's lines 1 and 3 (line 0 ships nothing and was left out).
    expect(
      renumberLines({ 'lines.0.quantity': 'a', 'lines.1.imeis': 'b', carrier: 'c', lines: 'd' }, [1, 3]),
    ).toEqual({ 'lines.1.quantity': 'a', 'lines.3.imeis': 'b', carrier: 'c', lines: 'd' });
  });

  it('keeps the row of every non-blank line of a text area', () => {
    expect(linesOf('490154203237518\n\n  356938035643809 \r\n')).toEqual([
      { row: 1, value: '490154203237518' },
      { row: 3, value: '356938035643809' },
    ]);
  });
});
