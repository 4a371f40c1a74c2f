// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import type { CartLine, CartSection } from '../logic/cart-lines.ts';
import { line } from '../logic/test-builders.ts';
import { CartSectionView, type SectionHandlers } from './cart-section.tsx';

/**
 * The cart's offer controls on tab 0 (G-039…G-055, C-051): which lines offer MAKE OFFER, and the inline offer
 * editor. The page around the section stands in for the cart screen: it keeps which line is being edited and
 * shows what SAVE hands on (the screen then calls the API).
 */
const ctx = {
  symbol: '$',
  now: Date.now(),
  maxQuantity: 500,
  rules: undefined,
  warehouseAcceptingOffer: ['MIA'],
};
const miami: CartSection = {
  key: '0:MIA',
  tab: 0,
  warehouse: 'MIA',
  lines: [
    line('1', { itemDescription: 'Apple iPhone 13 128GB', listPrice: 300 }),
    line('2', { itemDescription: 'Google Pixel 7 128GB', isOfferAccepted: false }),
    line('3', { itemDescription: 'Samsung Galaxy S22 256GB' }, { offerStatus: 'ACCEPTED', offerPrice: 80 }),
    line('4', { itemDescription: 'Apple iPad 9 64GB', quantityAvailable: 0 }),
  ],
};
const losAngeles: CartSection = {
  key: '0:LAX',
  tab: 0,
  warehouse: 'LAX',
  lines: [line('5', { itemDescription: 'Apple iPhone 12 64GB', warehouse: 'LAX' })],
};

function CartTab() {
  const [editing, setEditing] = useState<{ offerId: string; makingOffer: boolean }>();
  const [saved, setSaved] = useState('nothing');
  const nothing = () => {};
  const handlers: SectionHandlers = {
    onToggle: nothing,
    onToggleAll: nothing,
    onSelectByStatus: nothing,
    onToggleFilter: nothing,
    onEdit: (l: CartLine, makingOffer: boolean) =>
      setEditing({ offerId: l.stocklistOffer.offerId, makingOffer }),
    onCancelEdit: () => setEditing(undefined),
    onSave: (l, input) => {
      setSaved(`${l.itemDescription}: ${input.quantity} at ${input.price}, offer ${input.makingOffer}`);
      setEditing(undefined);
    },
    onDelete: nothing,
    onDeleteAll: nothing,
    onMain: nothing,
    onAddToExisting: nothing,
  };
  return (
    <>
      {[miami, losAngeles].map((section) => (
        <CartSectionView
          key={section.key}
          section={section}
          label={section.warehouse}
          filter={[]}
          selected={new Set()}
          editing={editing}
          busy={false}
          ctx={ctx}
          existingOrder={false}
          handlers={handlers}
        />
      ))}
      <p>Saved: {saved}</p>
    </>
  );
}

const makeOfferButtons = () =>
  screen.queryAllByRole('button', { name: /^MAKE OFFER / }).map((b) => b.getAttribute('aria-label'));

describe('CartSectionView offer controls', () => {
  it('C-051: shows MAKE OFFER only on a buy at list, in stock, whose group and warehouse accept offers', async () => {
    await renderPortal(<CartTab />);
    expect(makeOfferButtons()).toEqual(['MAKE OFFER Apple iPhone 13 128GB']);
  });

  it('MAKE OFFER opens the inline editor; a price such as 12.75 stays as typed with its message and is not saved', async () => {
    const user = userEvent.setup();
    await renderPortal(<CartTab />);
    await user.click(screen.getByRole('button', { name: 'MAKE OFFER Apple iPhone 13 128GB' }));
    const editor = screen.getByRole('form', { name: 'Edit offer of Apple iPhone 13 128GB' });
    const price = within(editor).getByRole('textbox', { name: 'Offer Price' });
    await user.clear(price);
    await user.type(price, '12.75');
    await user.tab();
    expect(price).toHaveProperty('value', '12.75');
    expect(within(editor).getByText('Invalid currency value')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Saved: nothing')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '275');
    const quantity = within(editor).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(editor).getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Saved: Apple iPhone 13 128GB: 4 at 275, offer true')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit offer of Apple iPhone 13 128GB' })).toBeNull();
  });

  it('G-046 / Q-023: editing an accepted line in the cart changes its quantity only and keeps the deal', async () => {
    const user = userEvent.setup();
    await renderPortal(<CartTab />);
    await user.click(screen.getByRole('button', { name: 'Edit Samsung Galaxy S22 256GB' }));
    const editor = screen.getByRole('form', { name: 'Edit offer of Samsung Galaxy S22 256GB' });
    expect(within(editor).queryByRole('textbox', { name: 'Offer Price' })).toBeNull();
    expect(within(editor).queryByText(/will be replaced when you save/)).toBeNull();
    const quantity = within(editor).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2x');
    expect(within(editor).getByText('Invalid number')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('form', { name: 'Edit offer of Samsung Galaxy S22 256GB' })).toBeNull();
    expect(screen.getByText('Saved: nothing')).toBeTruthy();
  });
});
