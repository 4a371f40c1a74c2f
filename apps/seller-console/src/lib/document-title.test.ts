// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemOf } from '../app/shell/nav-items.tsx';
import { setScreenTitle, setSubjectTitle, setTenantTitle } from './document-title.ts';

describe('the console tab names its screen and the tenant, whichever is known first', () => {
  afterEach(() => {
    setScreenTitle(undefined);
    setTenantTitle(undefined);
  });
  it.each([
    [['screen', 'tenant'], 'Orders · Harbor Phones Seller Console'],
    [['tenant', 'screen'], 'Orders · Harbor Phones Seller Console'],
    [['tenant'], 'Harbor Phones Seller Console'],
    [['screen'], 'Orders · Seller Console'],
  ] as const)('%j', (order, title) => {
    for (const step of order) step === 'screen' ? setScreenTitle('Orders') : setTenantTitle('Harbor Phones');
    expect(document.title).toBe(title);
  });
  it('an order page puts its number first, and takes it away when it leaves', () => {
    setTenantTitle('Harbor Phones');
    setScreenTitle('Orders');
    setSubjectTitle('PXSTKL0000005');
    expect(document.title).toBe('PXSTKL0000005 · Orders · Harbor Phones Seller Console');
    setSubjectTitle(undefined);
    expect(document.title).toBe('Orders · Harbor Phones Seller Console');
  });
});

describe('navItemOf: the side navigation entry a path is under', () => {
  const label = (path: string) => navItemOf(path)?.labelKey;
  it.each([
    ['/', 'consoleHome'],
    ['/orders', 'consoleOrders'],
    ['/orders/PXSTKL0000002', 'consoleOrders'],
    ['/settings', 'consoleSettings'],
    ['/settings/brand', 'consoleBrandAndSite'],
    ['/buyers/3a1c', 'consoleBuyers'],
    ['/nowhere', undefined],
  ])('%s → %s', (path, key) => {
    expect(label(path)).toBe(key);
  });
  it('knows every entry', () => {
    for (const item of NAV_ITEMS) expect(navItemOf(item.to)).toBe(item);
  });
});
