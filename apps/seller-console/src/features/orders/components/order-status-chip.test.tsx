// @vitest-environment jsdom
import { DEFAULT_ORDER_SETTINGS } from '@portico/contract';
import type { DeskOrderSettings } from '@portico/contract/order-desk';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { ordersKeys } from '../api/orders-keys.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

/** K-004, L-057: the console names a status as the buyer reads it, the seller's own label first. */
describe('OrderStatusChip', () => {
  it("shows the label the seller gave a status under Settings › Orders, else the status's standard name", () => {
    const queryClient = testQueryClient();
    const settings: DeskOrderSettings = {
      fulfillmentSettings: {
        ...DEFAULT_ORDER_SETTINGS.fulfillmentSettings,
        statuses: DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses.map((s) =>
          s.code === 'ON_HOLD' ? { ...s, label: 'Held for payment' } : s,
        ),
      },
      invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'], sellerAddress: '' },
      paymentCollectionSettings: DEFAULT_ORDER_SETTINGS.paymentCollectionSettings,
      holdWindowHours: 72,
    };
    queryClient.setQueryData(ordersKeys.settings, settings);
    renderConsole(
      <>
        <OrderStatusChip status="ON_HOLD" />
        <OrderStatusChip status="PAID" />
      </>,
      { queryClient },
    );
    expect(screen.getByText('Held for payment')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });
});
