// @vitest-environment jsdom

import { DEFAULT_ORDER_SETTINGS } from '@portico/contract';
import type { DeskOrderSettings } from '@portico/contract/order-desk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { ordersKeys } from '../api/orders-keys.ts';
import { OrderSettingsCard } from './order-settings-card.tsx';

/** Settings › Orders as the server answers them; a refused value never leaves the form (nothing is sent). */
const SAVED: DeskOrderSettings = {
  fulfillmentSettings: DEFAULT_ORDER_SETTINGS.fulfillmentSettings,
  invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'], sellerAddress: '' },
  paymentCollectionSettings: DEFAULT_ORDER_SETTINGS.paymentCollectionSettings,
  holdWindowHours: 72,
};

function renderSettings(staffRole: 'OWNER' | 'READ_ONLY' = 'OWNER') {
  const queryClient = testQueryClient(staffRole);
  queryClient.setQueryData(ordersKeys.settings, SAVED);
  return renderConsole(<OrderSettingsCard />, { queryClient });
}

describe('OrderSettingsCard', () => {
  it('fills the form from the saved settings', () => {
    renderSettings();
    expect(screen.getByRole('textbox', { name: 'Hold orders for' })).toHaveProperty('value', '72');
    expect(screen.getByRole('checkbox', { name: 'Invoiced' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Shipped' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Save order settings' })).toHaveProperty('disabled', true);
  });

  it("refuses a fee of 150% and a hold of 0 hours with the contract's messages beside the fields", async () => {
    const user = userEvent.setup();
    renderSettings();
    const fee = screen.getByRole('textbox', { name: 'Reservation fee per 24 h' });
    await user.clear(fee);
    await user.type(fee, '150');
    const hold = screen.getByRole('textbox', { name: 'Hold orders for' });
    await user.clear(hold);
    await user.type(hold, '0');
    await user.click(screen.getByRole('button', { name: 'Save order settings' }));
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(hold.getAttribute('aria-invalid')).toBe('true');
    // The contract's messages, shown as each field's helper text.
    const helper = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(helper(fee)).toBe('Enter 100 or less');
    expect(helper(hold)).toBe('Enter 1 or more');
    // The focus goes to the first field refused, not left on Save (the card is long on a phone).
    expect(document.activeElement).toBe(fee);
  });

  it('says what the hold window counts from, as the hold-expiry job counts it (decision 014)', () => {
    renderSettings();
    const hold = screen.getByRole('textbox', { name: 'Hold orders for' });
    const help = document.getElementById(hold.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(help).toContain('after it was placed (or at a deadline of its own)');
    expect(help).toContain('Releasing and holding it again does not restart the count.');
    expect(help).not.toContain('from when the order was held');
  });

  it('shows the address invoices print and refuses one over 1,000 characters beside the field', async () => {
    const user = userEvent.setup();
    renderSettings();
    const address = screen.getByRole('textbox', { name: 'Your name and address on invoices' });
    expect(address).toHaveProperty('value', '');
    await user.click(address);
    await user.paste('x'.repeat(1_001));
    await user.click(screen.getByRole('button', { name: 'Save order settings' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Use at most 1000 characters',
    );
  });

  it('shows a read-only staff member the settings without the buttons that would change them', () => {
    renderSettings('READ_ONLY');
    expect(screen.getByRole('textbox', { name: 'Hold orders for' })).toHaveProperty('value', '72');
    expect(screen.queryByRole('button', { name: 'Save order settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });

  it('gives a read-only staff member fields that cannot be changed (the Settings page says why, once)', async () => {
    const user = userEvent.setup();
    renderSettings('READ_ONLY');
    expect(screen.queryByText(/Your role lets you see these settings/)).toBeNull();
    const hold = screen.getByRole('textbox', { name: 'Hold orders for' });
    expect(hold.matches(':disabled')).toBe(true);
    await user.type(hold, '9');
    expect(hold).toHaveProperty('value', '72');
    const invoiced = screen.getByRole('checkbox', { name: 'Invoiced' });
    await user.click(invoiced);
    expect(invoiced).toHaveProperty('checked', true);
    // The release select (MUI's, not a native control) opens neither on a key nor on a click.
    const release = screen.getByRole('combobox', { name: 'On release, move orders to' });
    release.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('gives staff who may write enabled fields and no read-only note', () => {
    renderSettings('OWNER');
    expect(screen.queryByText(/Your role lets you see these settings/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Hold orders for' }).matches(':disabled')).toBe(false);
  });
});
