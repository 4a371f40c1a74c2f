import { formatMoney } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import {
  capBadge,
  cartLabel,
  cartLink,
  formatMinPrice,
  formatQuantity,
  groupSummary,
  itemNumberLabel,
  pageCount,
  pageSlice,
  totals,
} from './display.ts';

describe('stock list display rules', () => {
  it.each([
    [0, 0],
    [12, 12],
    [999_999, 999_999],
    [1_000_000, 999_999],
  ])('§9: badge %i shows %i', (n, shown) => {
    expect(capBadge(n)).toBe(shown);
  });

  it.each([
    [10, 500, '10'],
    [500, 500, '500'],
    [501, 500, '500+'],
    [1500, 0, '1,500'],
  ])('C-043: quantity %i with maximum %i → %s', (q, max, shown) => {
    expect(formatQuantity(q, max)).toBe(shown);
  });

  it('C-032 / C-033 / Q-061: totals count items and sum capped quantities, with + when any was capped', () => {
    expect(
      totals(
        [
          { quantityAvailable: 10, listPrice: 1 },
          { quantityAvailable: 20, listPrice: 1 },
        ],
        500,
      ),
    ).toEqual({ items: 2, quantity: 30, capped: false });
    expect(
      totals(
        [
          { quantityAvailable: 900, listPrice: 1 },
          { quantityAvailable: 20, listPrice: 1 },
        ],
        500,
      ),
    ).toEqual({ items: 2, quantity: 520, capped: true });
    expect(totals([], 500)).toEqual({ items: 0, quantity: 0, capped: false });
  });

  it.each([
    [
      [
        { quantityAvailable: 5, listPrice: 310 },
        { quantityAvailable: 2, listPrice: 290 },
      ],
      true,
      290,
      '$290.00+',
    ],
    [[{ quantityAvailable: 5, listPrice: 310 }], false, 310, '$310.00'],
    // Out-of-stock prices count only when nothing is in stock.
    [
      [
        { quantityAvailable: 0, listPrice: 100 },
        { quantityAvailable: 2, listPrice: 290 },
      ],
      false,
      290,
      '$290.00',
    ],
    [[{ quantityAvailable: 0, listPrice: 100 }], false, 100, '$100.00'],
    // The '+' follows the items the card lists (a filter may leave one price), not the whole group's flag.
    [[{ quantityAvailable: 5, listPrice: 310 }], true, 310, '$310.00'],
    [
      [
        { quantityAvailable: 5, listPrice: 310 },
        { quantityAvailable: 2, listPrice: 310 },
      ],
      true,
      310,
      '$310.00',
    ],
    // An out-of-stock item's higher price is not offered 'from' the minimum.
    [
      [
        { quantityAvailable: 5, listPrice: 310 },
        { quantityAvailable: 0, listPrice: 400 },
      ],
      true,
      310,
      '$310.00',
    ],
    // C-041: no price → '--'.
    [[{ quantityAvailable: 3, listPrice: 0 }], true, undefined, '--'],
    [[], false, undefined, '--'],
  ])('C-040 / C-041: summary of %j (flag %s)', (items, flag, min, shown) => {
    const s = groupSummary(items, flag, 500);
    expect(s.itemCount).toBe(items.length);
    expect(s.quantity).toBe(items.reduce((n, i) => n + i.quantityAvailable, 0));
    expect(s.minPrice).toBe(min);
    expect(formatMinPrice(s, '$', 2)).toBe(shown);
  });

  it.each([
    [1234.5, '$', 2, '$1,234.50'],
    [1234.5, '€', 0, '€1,235'],
    [7, '$', 3, '$7.000'],
  ])('money %d with %s and precision %i → %s', (amount, symbol, precision, shown) => {
    expect(formatMoney(amount, { symbol, precision })).toBe(shown);
  });

  it.each([
    ['READY_TO_CHECKOUT', '/cart?tab=0'],
    ['AWAITING_BUYER_REVIEW', '/cart?tab=1'],
    ['AWAITING_TENANT_REVIEW', '/cart?tab=2'],
    [undefined, '/cart?tab=0'],
  ])('Q-030: %s links to %s', (state, link) => {
    expect(cartLink(state)).toBe(link);
  });

  it.each([
    [
      { offerStatus: 'BUY_AT_LIST', offerQuantity: 3 },
      { key: 'inCartCount', n: 3 },
    ],
    [
      { offerStatus: 'PENDING_ACCEPTANCE', offerQuantity: 5 },
      { key: 'offersInCartCount', n: 5 },
    ],
    [
      { offerStatus: 'COUNTERED', offerQuantity: 1 },
      { key: 'offersInCartCount', n: 1 },
    ],
  ])('C-045 / C-046: %j → %j', (offer, label) => {
    expect(cartLabel(offer)).toEqual(label);
  });

  it.each([
    [0, 1, 1, 0, 0],
    [24, 1, 1, 0, 24],
    [25, 2, 2, 24, 25],
    [100, 9, 5, 96, 100],
    [100, 0, 1, 0, 24],
  ])('C-035: %i groups, page %i → page %i [%i, %i)', (total, page, p, start, end) => {
    expect(pageSlice(total, page)).toEqual({ page: p, start, end });
  });

  it('page count', () => {
    expect([0, 1, 24, 25, 48, 49].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('item number with the item description rules', () => {
    expect(
      itemNumberLabel('X1', { itemNumberDescriptionPrefix: 'SKU ', itemNumberDescriptionSuffix: ' (US)' }),
    ).toBe('SKU X1 (US)');
    expect(itemNumberLabel('X1', undefined)).toBe('X1');
  });
});
