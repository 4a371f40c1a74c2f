import { formatMoney } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { cellText, reasonParamsForDisplay } from './display.ts';

describe('the review’s cells and reasons', () => {
  const money = (n: number) => formatMoney(n, { symbol: '$', precision: 2 });

  it('shows the list price of a reason as money; other params unchanged', () => {
    expect(reasonParamsForDisplay({ listPrice: '1234.50' }, money)).toEqual({ listPrice: '$1,234.50' });
    expect(reasonParamsForDisplay({ available: 50 }, money)).toEqual({ available: 50 });
    expect(reasonParamsForDisplay({ listPrice: 'n/a' }, money)).toEqual({ listPrice: 'n/a' });
  });

  it('an empty cell shows as --', () => {
    expect(cellText('  ')).toBe('--');
    expect(cellText('12')).toBe('12');
  });
});
