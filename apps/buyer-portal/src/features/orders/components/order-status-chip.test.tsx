// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

/** The status chips of the orders pages (K-003, L-002): the tenant's colour, or none where nothing is asked. */
describe('OrderStatusChip', () => {
  it('shows a payment status in its colour, and a cancelled order’s without one', async () => {
    const statuses = [{ code: 'UNPAID', label: 'Unpaid', colorClass: 'warning' }] as const;
    const { unmount } = await renderPortal(<OrderStatusChip code="UNPAID" statuses={statuses} />);
    expect(screen.getByText('Unpaid').closest('.MuiChip-root')?.className).toMatch(/MuiChip-colorWarning/);
    unmount();
    await renderPortal(<OrderStatusChip code="UNPAID" statuses={statuses} muted />);
    const chip = screen.getByText('Unpaid').closest('.MuiChip-root')?.className ?? '';
    expect(chip).not.toMatch(/MuiChip-colorWarning/);
    expect(chip).toMatch(/MuiChip-outlined/);
  });
});
