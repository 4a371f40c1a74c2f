import { DeskQuoteBody, DeskShipBody } from '@portico/contract/order-desk';
import { describe, expect, it } from 'vitest';
import { issuesByField, linesOf, numberOf } from './form-input.ts';

describe('desk form input', () => {
  it('reads a typed amount, and blank or words as NaN', () => {
    expect(numberOf(' 1,250.50 ')).toBe(1250.5);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('ten')).toBeNaN();
  });

  it("names each refused field by the contract schema's own message", () => {
    const parsed = DeskQuoteBody.safeParse({ version: 3, freight: 12.345 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(issuesByField(parsed.error, 'Required'))).toEqual(['freight']);
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
      const fields = issuesByField(parsed.error, 'Required');
      expect(fields.carrier).toBe('Required');
      expect(fields.trackingNumbers).toBe('Required');
      expect(fields['lines.0.quantity']).not.toBe('Required');
    }
  });

  it('keeps the row of every non-blank line of a text area', () => {
    expect(linesOf('490154203237518\n\n  356938035643809 \r\n')).toEqual([
      { row: 1, value: '490154203237518' },
      { row: 3, value: '356938035643809' },
    ]);
  });
});
