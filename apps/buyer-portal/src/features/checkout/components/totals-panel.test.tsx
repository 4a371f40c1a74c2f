// @vitest-environment jsdom
import type { OrderComputeState } from '@portico/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { TotalsPanel } from './order-panels.tsx';

/** I-014, I-049, Q-035…Q-039: the checkout summary's totals as the buyer reads them. */
const state = (over: Partial<OrderComputeState> = {}): OrderComputeState => ({
  cartSubtotal: 1250,
  cartQuantity: 5,
  existingOrderSubtotal: 0,
  existingOrderQuantity: 0,
  combinedSubtotal: 1250,
  combinedQuantity: 5,
  freight: 45.5,
  fees: 12.3,
  additionalServiceFees: 0,
  tax: 107.9,
  taxDescription: 'Sales Tax (8.25%)',
  totalPrice: 1415.7,
  ...over,
});

/** Each summary line as read: its label, then its amount beside it. */
const lines = () =>
  screen
    .getAllByText(/./, { selector: 'p, h6' })
    .filter((label) => label.nextElementSibling !== null)
    .map((label) => `${label.textContent} = ${label.nextElementSibling?.textContent}`);

describe('TotalsPanel', () => {
  it('shows the subtotal with its unit count, each charge and the total in the tenant currency', async () => {
    await renderPortal(
      <TotalsPanel state={state()} combined={false} quoted={false} showServices={false} pending={false} />,
    );
    expect(lines()).toEqual([
      'Subtotal (5 units) = $1,250.00',
      'Freight = $45.50',
      'Payment Fee = $12.30',
      'Sales Tax (8.25%) = $107.90',
      'Total = $1,415.70',
    ]);
  });

  it('Q-037: freight not yet known reads "To be quoted" under request-a-quote, "--" otherwise; so does an unknown fee', async () => {
    const unknown = state({ freight: null, fees: null, taxDescription: '', combinedQuantity: 1 });
    const { unmount } = await renderPortal(
      <TotalsPanel state={unknown} combined={false} quoted showServices={false} pending={false} />,
    );
    expect(lines()).toEqual(
      expect.arrayContaining([
        'Subtotal (1 unit) = $1,250.00',
        'Freight = To be quoted',
        'Payment Fee = --',
        // The tax is on the subtotal and the freight (Q-039): the goods' tax so far, the freight's to come.
        'Tax = $107.90 + tax on the freight',
        // The total does not look final while the freight waits for its quote, as on the confirmation.
        'Total = $1,415.70 + freight and its tax',
      ]),
    );
    unmount();
    await renderPortal(
      <TotalsPanel state={unknown} combined={false} quoted={false} showServices={false} pending={false} />,
    );
    expect(lines()).toContain('Freight = --');
  });

  it('Q-035: an untaxed request-a-quote order adds only the freight to come', async () => {
    const untaxed = state({ freight: null, tax: 0, taxDescription: '', combinedQuantity: 1 });
    await renderPortal(
      <TotalsPanel state={untaxed} combined={false} quoted showServices={false} pending={false} />,
    );
    expect(lines()).toEqual(
      expect.arrayContaining(['Tax = $0.00', expect.stringMatching(/^Total = .+ \+ Freight$/)]),
    );
  });

  it('I-049: adding to an on-hold order shows the cart, the existing order and the combined subtotals', async () => {
    const combined = state({
      existingOrderSubtotal: 600,
      existingOrderQuantity: 2,
      combinedSubtotal: 1850,
      combinedQuantity: 7,
      additionalServiceFees: 25,
    });
    await renderPortal(<TotalsPanel state={combined} combined quoted={false} showServices={false} pending />);
    expect(lines().slice(0, 5)).toEqual([
      'Cart Subtotal (5 units) = $1,250.00',
      'Existing Order Subtotal (2 units) = $600.00',
      'Combined Subtotal (7 units) = $1,850.00',
      'Freight = $45.50',
      'Payment Fee = $12.30',
    ]);
    expect(lines()).toContain('Additional Services Fee = $25.00');
    expect(screen.getByRole('progressbar', { name: 'Updating charges…' })).toBeTruthy();
  });
});
