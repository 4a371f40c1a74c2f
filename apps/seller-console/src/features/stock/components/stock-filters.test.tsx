// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
import { EMPTY_STOCK_STATE, reduceStock, serializeStockUrl } from '../logic/stock-url-state.ts';
import { StockFilters } from './stock-filters.tsx';

/**
 * The console's stock filters: search after a typing pause, the selects at once, Clear filters. The page around
 * them keeps the URL state with the stock page's own reducer and shows the URL it would have.
 */
function StockPage() {
  const [state, dispatch] = useReducer(reduceStock, EMPTY_STOCK_STATE);
  return (
    <>
      <StockFilters
        state={state}
        warehouses={[
          { code: 'MIA', label: 'Miami' },
          { code: 'LAX', label: 'LAX' },
        ]}
        categories={[{ code: 'Phones', label: 'Phones' }]}
        onFilter={(field, value) => dispatch({ type: 'filter', field, value })}
        onStock={(value) => dispatch({ type: 'stock', value })}
        onClear={() => dispatch({ type: 'clear-filters' })}
      />
      <p>Address: /stock{serializeStockUrl(state)}</p>
    </>
  );
}

const url = () => screen.getByText(/^Address:/).textContent;

describe('StockFilters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the search in the URL after a pause in typing, once', async () => {
    const user = userEvent.setup();
    renderConsole(<StockPage />);
    const filters = screen.getByRole('search', { name: 'Filter stock' });
    await user.type(within(filters).getByRole('textbox', { name: 'Search' }), 'IP13');
    expect(url()).toBe('Address: /stock');
    await waitFor(() => expect(url()).toBe('Address: /stock?q=IP13'));
  });

  it('filters by warehouse at once, its label beside its code; Clear filters empties everything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderConsole(<StockPage />);
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Warehouse' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All warehouses', 'Miami (MIA)', 'LAX']);
    await user.click(screen.getByRole('option', { name: 'Miami (MIA)' }));
    expect(url()).toContain('warehouse=MIA');
    expect(clear).toHaveProperty('disabled', false);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'galaxy');
    await user.click(clear);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    // The button turned itself off: the focus is on the search, not lost on the page.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    expect(url()).toBe('Address: /stock');
    // The search typed just before clearing is not applied after the pause either.
    act(() => vi.advanceTimersByTime(1000));
    expect(url()).toBe('Address: /stock');
    expect(clear).toHaveProperty('disabled', true);
  });
});
