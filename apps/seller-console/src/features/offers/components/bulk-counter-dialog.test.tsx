// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anOffer } from '../../../test/offers.ts';
import { renderConsole } from '../../../test/render.tsx';
import { BulkCounterDialog } from './bulk-counter-dialog.tsx';

/** The bulk counter shows, before anything is sent, each counter price and minimum, and names the offers left out. */
describe('BulkCounterDialog', () => {
  it('lists what each buyer will be sent at the percentage, and which offers are left out', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const offers = [
      anOffer({ offerId: 'a', offerPrice: 150, listPrice: 200, offerQuantity: 10 }),
      anOffer({
        offerId: 'b',
        itemNumber: 'SAM-S22-256-C',
        itemDescription: 'Samsung Galaxy S22 256GB',
        buyer: { userId: 'u-2', name: 'Eli Morgan', email: 'eli@example.test', company: null },
        offerPrice: 190,
        listPrice: 200,
        offerQuantity: 5,
      }),
    ];
    renderConsole(
      <BulkCounterDialog offers={offers} isSending={false} onCancel={() => {}} onSubmit={onSubmit} />,
    );
    const percent = screen.getByRole('textbox', { name: /Counter at % of list price/ });
    await user.clear(percent);
    await user.type(percent, '90');
    const sent = screen.getByRole('list', { name: 'What will be sent' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Apple iPhone 13 128GB Black Grade A (APL-IP13-128-BLK-A) · Dana Buyer: offer $150.00 × 10 → counter $180.00, at least 10',
    ]);
    const left = screen.getByRole('list', { name: 'Left out' });
    expect(
      within(left)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Samsung Galaxy S22 256GB (SAM-S22-256-C) · Eli Morgan: offer $190.00 × 5']);
    await user.click(screen.getByRole('button', { name: /^Counter 1 offer/ }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ counter: [expect.objectContaining({ counterPrice: 180 })] }),
    );
  });
});
