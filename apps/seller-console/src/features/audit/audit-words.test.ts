import { STAFF_AUDIT_ACTIONS } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { actionWords, targetOf } from './audit-words.ts';

describe('the audit log in words', () => {
  it('names every action the server records, and shows an unknown code as it is', () => {
    for (const action of STAFF_AUDIT_ACTIONS) expect(actionWords(action)).not.toBe(action);
    expect(actionWords('buyers.authorities.update')).toBe("Changed a buyer's authorities");
    expect(actionWords('orders.ship')).toBe('Shipped an order');
    expect(actionWords('future.thing')).toBe('future.thing');
  });

  it.each([
    [
      { targetType: 'buyer', targetId: 'b1b2c3d4-0000-4000-8000-000000000001', targetName: 'Dana Reyes' },
      { kind: 'Buyer', name: 'Dana Reyes', href: '/buyers/b1b2c3d4-0000-4000-8000-000000000001' },
    ],
    // A buyer no longer found: no UUID shown as a name.
    [
      { targetType: 'buyer', targetId: 'b1b2c3d4-0000-4000-8000-000000000001', targetName: null },
      { kind: 'Buyer', name: null, href: '/buyers/b1b2c3d4-0000-4000-8000-000000000001' },
    ],
    [
      { targetType: 'order', targetId: '100234', targetName: null },
      { kind: 'Order', name: '#100234', href: '/orders/100234' },
    ],
    [
      { targetType: 'shippingMethod', targetId: 'PALLET', targetName: null },
      { kind: 'Shipping method', name: 'PALLET', href: null },
    ],
    [
      { targetType: 'word', targetId: 'es:stockAlerts', targetName: null },
      { kind: 'Word', name: 'stockAlerts', href: null },
    ],
    [
      { targetType: 'settings', targetId: 'hold-window', targetName: null },
      { kind: 'Settings', name: null, href: null },
    ],
    [
      { targetType: 'brand-asset', targetId: 'a'.repeat(64), targetName: null },
      { kind: 'Brand file', name: null, href: null },
    ],
  ])('%j', (entry, expected) => {
    expect(targetOf(entry)).toEqual(expected);
  });
});
