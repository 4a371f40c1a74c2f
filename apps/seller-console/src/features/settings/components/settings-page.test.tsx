// @vitest-environment jsdom

import { DEFAULT_ORDER_SETTINGS } from '@portico/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { ordersKeys } from '../../orders/api/orders-keys.ts';
import { SettingsPage } from './settings-page.tsx';

/** Settings for a read-only staff member: why nothing can be changed is said once, above the eleven cards. */
function renderPage(staffRole: 'OWNER' | 'READ_ONLY') {
  const queryClient = testQueryClient(staffRole);
  queryClient.setQueryData(ordersKeys.settings, {
    fulfillmentSettings: DEFAULT_ORDER_SETTINGS.fulfillmentSettings,
    invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'] },
    paymentCollectionSettings: DEFAULT_ORDER_SETTINGS.paymentCollectionSettings,
    holdWindowHours: 72,
  });
  return renderConsole(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
    { queryClient },
  );
}

describe('SettingsPage', () => {
  it('tells read-only staff once why the settings cannot be changed, and greys the forms', () => {
    renderPage('READ_ONLY');
    expect(screen.getAllByText(/Your role lets you see these settings, not change them/)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Hold orders for' }).matches(':disabled')).toBe(true);
  });

  it('says nothing of the kind to staff who may write', () => {
    renderPage('OWNER');
    expect(screen.queryByText(/Your role lets you see these settings/)).toBeNull();
  });
});
