// @vitest-environment jsdom
import type { SellerStockItem } from '@portico/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotifierProvider } from '../../../components/notifier.tsx';
import { useInlineEdit } from './use-inline-edit.ts';

const mutate = vi.fn();
vi.mock('../api/patch-stock-item.ts', () => ({ usePatchStockItem: () => ({ mutate, isPending: false }) }));

const item = (over: Partial<SellerStockItem> = {}): SellerStockItem => ({
  itemNumberWarehouse: 'A54-LAX',
  itemNumber: 'A54',
  warehouse: 'LAX',
  category: 'PHONES',
  description: 'Galaxy A54',
  groupTitle: 'Samsung Galaxy A54',
  groupKey: 'a54-lax-a',
  groupTakesOffers: true,
  quantityAvailable: 142,
  listPrice: 139,
  incrementSize: 1,
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

const wrapper = ({ children }: { children: ReactNode }) => <NotifierProvider>{children}</NotifierProvider>;

/** An inline edit saves what the seller changed, against the values they saw when they pressed Edit. */
describe('useInlineEdit', () => {
  it('names the values seen at Edit as expected, so an item changed meanwhile (a hold, a colleague) is refused, not overwritten', () => {
    const { result, rerender } = renderHook(({ live }) => useInlineEdit(live), {
      wrapper,
      initialProps: { live: item() },
    });
    act(() => result.current.start());
    // A held order takes 3 units while the edit is open: the row's live item changes under the draft.
    rerender({ live: item({ quantityAvailable: 139 }) });
    act(() => result.current.change('price', '129.00'));
    act(() => result.current.save());
    expect(mutate).toHaveBeenCalledTimes(1);
    const { body } = mutate.mock.calls[0]![0];
    // Only the price changed; the quantity the seller did not touch is not written back.
    expect(body).toEqual({ listPrice: 129, expected: { quantityAvailable: 142, listPrice: 139 } });
  });
});
