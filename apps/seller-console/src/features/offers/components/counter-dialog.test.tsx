// @vitest-environment jsdom
import type { SellerOffer } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { anOffer } from '../../../test/offers.ts';
import { renderConsole } from '../../../test/render.tsx';
import { CounterDialog } from './counter-dialog.tsx';

/**
 * countering one offer. The inbox around the dialog is stood in for by a line showing what the dialog
 * hands on to be sent (the inbox then calls the API).
 */

function Inbox({ offer }: { offer: SellerOffer }) {
  const [sent, setSent] = useState('nothing');
  return (
    <>
      <CounterDialog
        offer={offer}
        isSending={false}
        onCancel={() => {}}
        onSubmit={(answer) => setSent(`${answer.minimumCheckoutQuantity} at ${answer.counterPrice}`)}
      />
      <p>Sent: {sent}</p>
    </>
  );
}

describe('CounterDialog', () => {
  it('starts half way between offer and list, at what the buyer asked for in whole increments', async () => {
    renderConsole(<Inbox offer={anOffer()} />);
    const dialog = screen.getByRole('dialog', { name: 'Counter offer' });
    expect(within(dialog).getByRole('textbox', { name: 'Counter price' })).toHaveProperty('value', '175');
    expect(within(dialog).getByRole('textbox', { name: 'Minimum checkout quantity' })).toHaveProperty(
      'value',
      '10',
    );
    expect(within(dialog).getByText('Per unit · 88% of list · between $151.00 and $199.00')).toBeTruthy();
  });

  it('refuses a price outside offer and list and a quantity off the increment, then sends a good counter', async () => {
    const user = userEvent.setup();
    renderConsole(<Inbox offer={anOffer()} />);
    const dialog = screen.getByRole('dialog', { name: 'Counter offer' });
    const price = within(dialog).getByRole('textbox', { name: 'Counter price' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Minimum checkout quantity' });
    await user.clear(price);
    await user.type(price, '150');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(within(dialog).getByText('Must be more than the offer of $150.00.')).toBeTruthy();
    expect(within(dialog).getByText('Must be a multiple of 5.')).toBeTruthy();
    expect(screen.getByText('Sent: nothing')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '200');
    expect(within(dialog).getByText('Must be less than the list price of $200.00.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '180.5');
    expect(within(dialog).getByText('Enter a whole number.')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '180');
    await user.clear(quantity);
    await user.type(quantity, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(screen.getByText('Sent: 15 at 180')).toBeTruthy();
  });

  it('offers no counter when the offer is one unit under list', () => {
    renderConsole(<Inbox offer={anOffer({ offerPrice: 199 })} />);
    const dialog = screen.getByRole('dialog', { name: 'Counter offer' });
    expect(within(dialog).queryByRole('textbox', { name: 'Counter price' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send counter' })).toHaveProperty('disabled', true);
  });
});
