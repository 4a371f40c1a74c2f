// @vitest-environment jsdom
import type { OrderLineItem, OrderPermission } from '@portico/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { BULK_SAVE_COUNT_ANIMATION_MS, BulkSaveBar } from './bulk-save-bar.tsx';
import { OrderItems } from './order-items.tsx';

/** The items grid's row editing (L-041…L-047) and the bulk-save bar's count (L-024, L-025). */

const item = (over: Partial<OrderLineItem> = {}): OrderLineItem => ({
  itemNumberWarehouse: 'A-MIA',
  itemNumber: 'A',
  itemDescription: 'Phone A',
  availableQuantity: 5,
  availableQuantityDisplay: '5',
  orderedQuantity: 4,
  canceledQuantity: 0,
  shippedQuantity: 0,
  unitPrice: 100,
  extendedPrice: 400,
  incrementSize: 2,
  ...over,
});

const HELD: OrderPermission = {
  canIncreaseOrderedQuantity: true,
  canDecreaseOrderedQuantity: true,
  canUpdateOrderedQuantity: true,
  canRemoveItem: true,
  canEditItem: true,
  canCancelOrder: true,
  canUpdateShipping: true,
  canUpdateBillingAndPayment: true,
  canUpdateAdditionalServices: true,
  canExtendPaymentTime: false,
  isPaymentGracePeriodSectionApplicable: false,
  canPayAndShipNow: true,
};

async function renderItems(permission = HELD, quantities: Record<string, number> = {}) {
  const onQuantity = vi.fn();
  const onRemove = vi.fn();
  await renderPortal(
    <OrderItems
      items={[item()]}
      quantities={quantities}
      permission={permission}
      rowErrors={{}}
      disabled={false}
      money={(n) => `$${n.toFixed(2)}`}
      onQuantity={onQuantity}
      onRemove={onRemove}
    />,
  );
  return { onQuantity, onRemove };
}

const edit = (typed: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Edit the quantity of Phone A' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Phone A' }), {
    target: { value: typed },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
};

describe('OrderItems row editing', () => {
  it('a changed quantity shows the ordered one beside it in words, at the same size (was …)', async () => {
    await renderItems(HELD, { 'A-MIA': 2 });
    const row = screen.getByRole('row', { name: /Phone A/ });
    expect(row.textContent).toContain('2(was 4)');
    expect(getComputedStyle(screen.getByText('(was 4)')).textDecoration).not.toContain('line-through');
  });

  it('shows the increment hint while editing and keeps a valid quantity (Done)', async () => {
    const { onQuantity } = await renderItems();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the quantity of Phone A' }));
    expect(screen.getByText('Inc of 2')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Phone A' }), {
      target: { value: '6' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onQuantity).toHaveBeenCalledWith(expect.objectContaining({ itemNumberWarehouse: 'A-MIA' }), 6);
    expect(screen.queryByRole('textbox', { name: 'Quantity of Phone A' })).toBeNull();
  });

  it.each([
    ['x', 'Invalid order quantity'],
    ['10', 'Not enough quantity'],
    ['0', 'Invalid quantity'],
    ['3', 'Invalid Increment Size'],
  ])('refuses %s with the spec message in the row', async (typed, message) => {
    const { onQuantity } = await renderItems();
    edit(typed);
    expect(screen.getByText(message)).toBeTruthy();
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('without increases or decreases says the bounds (L-044, L-045)', async () => {
    await renderItems({ ...HELD, canIncreaseOrderedQuantity: false, canDecreaseOrderedQuantity: false });
    edit('6');
    expect(screen.getByText('Max quantity: 4')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Phone A' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Min quantity : 4')).toBeTruthy();
  });

  it('Cancel resets the row to what it held before this edit, keeping an earlier Done (L-041)', async () => {
    // The row already waits at 6 (an earlier Done); a new edit typed 8, then Cancel: back to 6, not to the 4 ordered.
    const { onQuantity } = await renderItems(HELD, { 'A-MIA': 6 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit the quantity of Phone A' }));
    const box = screen.getByRole('textbox', { name: 'Quantity of Phone A' });
    expect(box).toHaveProperty('value', '6');
    fireEvent.change(box, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onQuantity).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Phone A' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the quantity of Phone A' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Phone A' })).toHaveProperty('value', '6');
  });

  it('opening another row keeps a quantity typed and not confirmed: taken as Done, or, refused, that row stays open (L-041)', async () => {
    const onQuantity = vi.fn();
    await renderPortal(
      <OrderItems
        items={[item(), item({ itemNumberWarehouse: 'B-MIA', itemNumber: 'B', itemDescription: 'Phone B' })]}
        quantities={{}}
        permission={HELD}
        rowErrors={{}}
        disabled={false}
        money={(n) => `$${n.toFixed(2)}`}
        onQuantity={onQuantity}
        onRemove={vi.fn()}
      />,
    );
    const editRow = (name: string) =>
      fireEvent.click(screen.getByRole('button', { name: `Edit the quantity of ${name}` }));
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: `Quantity of ${name}` }), { target: { value } });
    // A valid 2 typed in B, then EDIT on A: B's 2 is taken, A opens.
    editRow('Phone B');
    type('Phone B', '2');
    editRow('Phone A');
    expect(onQuantity).toHaveBeenCalledWith(expect.objectContaining({ itemNumberWarehouse: 'B-MIA' }), 2);
    expect(screen.queryByRole('textbox', { name: 'Quantity of Phone B' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quantity of Phone A' })).toBeTruthy();
    // A refused 3 typed in A (increments of 2), then EDIT on B: A stays open with the message; B waits.
    type('Phone A', '3');
    editRow('Phone B');
    expect(screen.getByText('Invalid Increment Size')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantity of Phone A' })).toHaveProperty('value', '3');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity of Phone A' }));
    expect(screen.queryByRole('textbox', { name: 'Quantity of Phone B' })).toBeNull();
    expect(onQuantity).toHaveBeenCalledTimes(1);
    // Untouched, A just closes when B opens.
    type('Phone A', '4');
    editRow('Phone B');
    expect(screen.queryByRole('textbox', { name: 'Quantity of Phone A' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quantity of Phone B' })).toBeTruthy();
    expect(onQuantity).toHaveBeenCalledTimes(1);
  });

  it('offers no Edit or remove without the permission', async () => {
    await renderItems({ ...HELD, canEditItem: false, canRemoveItem: false });
    expect(screen.queryByRole('button', { name: /Edit the quantity/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('OrderItems amounts', () => {
  it('a row’s amount is that of its units still ordered: a line cancelled in full is $0.00, as in the subtotal', async () => {
    await renderPortal(
      <OrderItems
        items={[
          item({ orderedQuantity: 3, canceledQuantity: 3, extendedPrice: 300 }),
          item({ itemNumberWarehouse: 'B-MIA', itemNumber: 'B', orderedQuantity: 4, canceledQuantity: 1 }),
        ]}
        quantities={{}}
        permission={{ ...HELD, canEditItem: false, canRemoveItem: false }}
        rowErrors={{}}
        disabled={false}
        money={(n) => `$${n.toFixed(2)}`}
        onQuantity={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const [a, b] = screen.getAllByRole('row').slice(1);
    expect(a!.textContent).toContain('$0.00');
    expect(a!.textContent).not.toContain('$300.00');
    expect(b!.textContent).toContain('$300.00');
  });
});

describe('BulkSaveBar', () => {
  afterEach(() => vi.useRealTimers());

  it('is hidden without pending changes and animates its count for 3 s when it changes (L-025)', async () => {
    vi.useFakeTimers();
    function Harness() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((n) => n + 2)}>
            change
          </button>
          <BulkSaveBar count={count} saving={false} onSave={() => {}} onDiscard={() => {}} />
        </>
      );
    }
    await renderPortal(<Harness />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('2 pending changes');
    expect(status.getAttribute('data-animating')).toBe('true');
    act(() => vi.advanceTimersByTime(BULK_SAVE_COUNT_ANIMATION_MS - 1));
    expect(screen.getByRole('status').getAttribute('data-animating')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').getAttribute('data-animating')).toBe('false');
  });
});
