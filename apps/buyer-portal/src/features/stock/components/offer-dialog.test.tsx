// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { makeLabels } from '../logic/labels.ts';
import { aGroup, aStockItem, someSettings } from '../logic/test-builders.ts';
import { OfferDialog } from './offer-dialog.tsx';

/** The buy / make-an-offer dialog as a buyer uses it (D-001…D-019, C-051). Nothing here reaches the server. */
const settings = someSettings();
const labels = makeLabels(settings);

async function openDialog(
  item = aStockItem({ listPrice: 300, quantityAvailable: 10 }),
  mode: 'buy' | 'offer' = 'offer',
) {
  const onClose = vi.fn();
  await renderPortal(
    <OfferDialog
      target={{ group: aGroup([item]), item, mode }}
      settings={settings}
      labels={labels}
      entry={undefined}
      onClose={onClose}
    />,
  );
  return {
    dialog: screen.getByRole('dialog', { name: mode === 'offer' ? 'Make an offer' : 'Buy at list price' }),
    onClose,
  };
}

describe('OfferDialog', () => {
  it('D-005 / D-008: keeps what was typed and says why a price or quantity is not a whole number', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    const price = within(dialog).getByRole('textbox', { name: 'Offer Price' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Offer Quantity' });
    expect(price).toHaveProperty('value', '299');
    expect(within(dialog).getByText('List price $300.00 each')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '12.75');
    await user.tab();
    expect(price).toHaveProperty('value', '12.75');
    expect(within(dialog).getByText('Invalid currency value')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '2x');
    await user.tab();
    expect(quantity).toHaveProperty('value', '2x');
    expect(within(dialog).getByText('Invalid number')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '250');
    expect(within(dialog).queryByText('Invalid currency value')).toBeNull();
  });

  it('D-009 / D-017: a price above the list price is capped on leaving the field, and an offer at list is refused', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await openDialog();
    const price = within(dialog).getByRole('textbox', { name: 'Offer Price' });
    await user.clear(price);
    await user.type(price, '450');
    await user.tab();
    expect(price).toHaveProperty('value', '300');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect(within(dialog).getByText('New offer price should be less than the list price')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('D-006 / D-010: quantities round to the increment, and more than the stock is reduced with a warning', async () => {
    const user = userEvent.setup();
    const item = aStockItem({ listPrice: 300, quantityAvailable: 12, incrementSize: 5 });
    const { dialog, onClose } = await openDialog(item, 'buy');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(within(dialog).getByText('In increments of 5')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '17');
    await user.tab();
    expect(quantity).toHaveProperty('value', '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(quantity).toHaveProperty('value', '12');
    expect(
      within(dialog).getByText('Your quantity was updated, quantity reduced to match available stock'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('C-051: switches between buy and offer only where the warehouse accepts offers', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(aStockItem({ warehouse: 'MIA' }), 'buy');
    await user.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    const offer = screen.getByRole('dialog', { name: 'Make an offer' });
    expect(within(offer).getByRole('textbox', { name: 'Offer Price' })).toBeTruthy();
    expect(within(offer).getByRole('button', { name: 'Buy at list price' })).toBeTruthy();
  });

  it('C-051: an item in a warehouse not accepting offers opens as a buy with no offer button', async () => {
    await renderPortal(
      <OfferDialog
        target={{
          group: aGroup([aStockItem({ warehouse: 'LAX' })]),
          item: aStockItem({ warehouse: 'LAX' }),
          mode: 'offer',
        }}
        settings={settings}
        labels={labels}
        entry={undefined}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Buy at list price' });
    expect(within(dialog).queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Offer Price' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});
