import { describe, expect, it } from 'vitest';
import {
  buildMobileBar,
  buildSideMenu,
  INITIAL_MENU,
  isActiveEntry,
  isCurrentPage,
  parseStoredMenu,
  toAuthoritiesMap,
} from './menu.ts';

const ALL = toAuthoritiesMap(
  [
    'CAN_BUY_ONLINE',
    'CAN_SET_STOCKLIST_ALERT',
    'CAN_SUBSCRIBE_DAILY_REPORT',
    'CAN_VIEW_AUCTION_SUMMARY',
    'CAN_VIEW_ORDER',
    'CAN_UPDATE_ORDER',
    'CAN_VIEW_RETURNS',
  ].map((authority) => ({ authority })),
);

describe('side menu (B-035…B-048)', () => {
  it('starts with Home and StockList before the authorities arrive (B-047)', () => {
    expect(INITIAL_MENU).toEqual(['Home', 'StockList']);
  });

  it('shows every entry, in the spec order, for a buyer with every authority', () => {
    expect(buildSideMenu(ALL, {})).toEqual([
      'StockList',
      'Cart',
      'Auctions',
      'PreOrders',
      'Orders',
      'Returns',
    ]);
  });

  it.each([
    ['CAN_BUY_ONLINE', 'Cart'],
    ['CAN_VIEW_AUCTION_SUMMARY', 'Auctions'],
    ['CAN_VIEW_RETURNS', 'Returns'],
  ] as const)('without %s there is no %s entry', (authority, entry) => {
    const { [authority]: _dropped, ...rest } = ALL;
    expect(buildSideMenu(rest, {})).not.toContain(entry);
  });

  it('shows Orders with either CAN_VIEW_ORDER or CAN_UPDATE_ORDER (B-039)', () => {
    expect(buildSideMenu({ CAN_VIEW_ORDER: true }, {})).toContain('Orders');
    expect(buildSideMenu({ CAN_UPDATE_ORDER: true }, {})).toContain('Orders');
    expect(buildSideMenu({}, {})).not.toContain('Orders');
  });

  it('always shows Stocklist and Pre Orders unless the tenant hides them (B-048 reading 1)', () => {
    expect(buildSideMenu({}, {})).toEqual(['StockList', 'PreOrders']);
    expect(buildSideMenu({}, { StockList: false, PreOrders: false })).toEqual([]);
  });

  it('hides entries the tenant sets to false, whatever the authorities (B-044)', () => {
    expect(buildSideMenu(ALL, { Auctions: false, Returns: false })).toEqual([
      'StockList',
      'Cart',
      'PreOrders',
      'Orders',
    ]);
    // true and missing both mean shown
    expect(buildSideMenu(ALL, { Cart: true })).toContain('Cart');
  });

  it('ignores unknown authorities (Q-056)', () => {
    expect(buildSideMenu({ CAN_FLY: true }, undefined)).toEqual(['StockList', 'PreOrders']);
  });

  it('a browse-only buyer gets no Cart', () => {
    const viewer = toAuthoritiesMap([
      { authority: 'CAN_VIEW_ORDER' },
      { authority: 'CAN_VIEW_AUCTION_SUMMARY' },
      { authority: 'CAN_VIEW_RETURNS' },
    ]);
    expect(buildSideMenu(viewer, {})).toEqual(['StockList', 'Auctions', 'PreOrders', 'Orders', 'Returns']);
  });
});

describe('mobile bar (B-042)', () => {
  it('adds the Stock Alerts shortcut for CAN_SET_STOCKLIST_ALERT and keeps five daily screens', () => {
    expect(buildMobileBar(buildSideMenu(ALL, {}), ALL)).toEqual([
      'StockList',
      'StockAlerts',
      'Cart',
      'Orders',
      'PreOrders',
    ]);
  });

  it('has no Stock Alerts without the authority', () => {
    expect(buildMobileBar(['StockList', 'Orders'], { CAN_VIEW_ORDER: true })).toEqual([
      'StockList',
      'Orders',
    ]);
  });

  it('never shows Home', () => {
    expect(buildMobileBar(['Home', 'StockList'], {})).toEqual(['StockList']);
  });
});

describe('stored menu and current page', () => {
  it('keeps only known keys of a stored menu', () => {
    expect(parseStoredMenu(['StockList', 'Nope', 3])).toEqual(['StockList']);
    expect(parseStoredMenu('StockList')).toBeUndefined();
    expect(parseStoredMenu([])).toBeUndefined();
  });

  it('knows the current page (B-045) and the active section', () => {
    expect(isCurrentPage('/stock', '/stock/')).toBe(true);
    expect(isCurrentPage('/orders', '/orders/PX1')).toBe(false);
    expect(isActiveEntry('/orders', '/orders/PX1')).toBe(true);
    expect(isActiveEntry('/stock', '/stock-alerts')).toBe(false);
  });
});
