// @vitest-environment jsdom
import type { SellerStockItem } from '@portico/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotifierProvider } from '../../../components/notifier.tsx';
import { aStockItem } from '../../../test/stock.ts';
import { useInlineEdit } from './use-inline-edit.ts';

const mutate = vi.fn();
vi.mock('../api/patch-stock-item.ts', () => ({ usePatchStockItem: () => ({ mutate, isPending: false }) }));

const item = (over: Partial<SellerStockItem> = {}) =>
  aStockItem({ itemNumberWarehouse: 'A54-LAX', warehouse: 'LAX', ...over });

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

  it('asks before a list price cut of 30% or more, and sends it only once confirmed', () => {
    mutate.mockClear();
    const { result } = renderHook(() => useInlineEdit(item({ listPrice: 114 })), { wrapper });
    act(() => result.current.start());
    act(() => result.current.change('price', '62'));
    act(() => result.current.save());
    expect(mutate).not.toHaveBeenCalled();
    expect(result.current.cut).toEqual({ percent: 46, from: 114, to: 62 });
    act(() => result.current.keepEditing());
    expect(result.current.cut).toBeUndefined();
    expect(result.current.isEditing).toBe(true);
    act(() => result.current.save());
    act(() => result.current.save(true));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0].body).toEqual({
      listPrice: 62,
      expected: { quantityAvailable: 142, listPrice: 114 },
    });
  });
});
