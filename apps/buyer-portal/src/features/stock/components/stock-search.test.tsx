// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/render.tsx';
import { StockSearch } from './stock-search.tsx';

/**
 * C-031: the stock search box. The page around it stands in for the stock screen's URL state: it counts the
 * searches it receives and has a Back button that puts an earlier search in the URL.
 */
function StockPage() {
  const [searches, setSearches] = useState<string[]>([]);
  const search = searches.at(-1) ?? '';
  return (
    <>
      <StockSearch value={search} onSearch={(next) => setSearches((all) => [...all, next])} />
      <p>Searches: {searches.map((s) => `[${s}]`).join(' ')}</p>
      <button type="button" onClick={() => setSearches((all) => [...all, 'galaxy'])}>
        Back
      </button>
    </>
  );
}

describe('StockSearch', () => {
  it('searches once after the buyer pauses typing, not on every key', async () => {
    const user = userEvent.setup();
    await renderPortal(<StockPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search stock' }), 'iphone 13');
    expect(screen.getByText('Searches:')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Searches: [iphone 13]')).toBeTruthy());
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    await renderPortal(<StockPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search stock' }), 'pixel{Enter}');
    expect(screen.getByText('Searches: [pixel]')).toBeTruthy();
  });

  it('shows the search of a new URL (back / forward) in place of what was typed', async () => {
    const user = userEvent.setup();
    await renderPortal(<StockPage />);
    const box = screen.getByRole('searchbox', { name: 'Search stock' });
    await user.type(box, 'pixel{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveProperty('value', 'galaxy');
    expect(screen.getByText('Searches: [pixel] [galaxy]')).toBeTruthy();
  });
});
