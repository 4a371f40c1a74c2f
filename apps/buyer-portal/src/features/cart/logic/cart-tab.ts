import type { OfferState } from '@portico/contract';

/** Part 1 §2 Cart and Offers screen, §4 Offer statuses (G-002, G-003, G-018): tab index ↔ offer state. */
export type CartTab = 0 | 1 | 2;

export const CART_TABS: readonly CartTab[] = [0, 1, 2];

export const TAB_STATE: Readonly<Record<CartTab, OfferState>> = {
  0: 'READY_TO_CHECKOUT',
  1: 'AWAITING_BUYER_REVIEW',
  2: 'AWAITING_TENANT_REVIEW',
};

export const STATE_TAB: Readonly<Record<OfferState, CartTab>> = {
  READY_TO_CHECKOUT: 0,
  AWAITING_BUYER_REVIEW: 1,
  AWAITING_TENANT_REVIEW: 2,
};

/** G-003: the `tab` query value must be exactly 0, 1 or 2; anything else (missing, '01', '1.0', 'x') is 0. */
export function parseCartTab(value: string | null | undefined): CartTab {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return 0;
}

/**
 * G-005 / G-006: tabs 1 and 2 are disabled at a count of 0, and a current tab that has become empty returns to 0.
 * Answers the tab to show.
 */
export function effectiveTab(requested: CartTab, counts: Readonly<Record<CartTab, number>>): CartTab {
  return requested !== 0 && counts[requested] === 0 ? 0 : requested;
}
