// @vitest-environment jsdom
import type { SellerOfferHistoryResponse } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
import { OffersHistory } from './offers-history.tsx';

/**
 * The offers history: filtered by outcome and text in the server's query, older answers a page at a time from the
 * previous page's cursor. The server is a fetch stub that answers what each query asks and records the queries.
 */
type Row = SellerOfferHistoryResponse['answers'][number];

const row = (i: number, action: Row['action'] = 'ACCEPT'): Row => ({
  answerId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  offerId: `offer-${i}`,
  buyer: { userId: 'b1', name: 'Dana Reyes', email: 'buyer@harbor.test', company: null },
  itemNumberWarehouse: `ITEM-${i}-MIA`,
  itemDescription: `Phone ${i}`,
  warehouse: 'MIA',
  action,
  auto: false,
  offerQuantity: 1,
  offerPrice: 90,
  listPrice: 100,
  counterPrice: null,
  minimumCheckoutQuantity: null,
  answeredBy: 'Sam Harbor',
  answeredAt: new Date(Date.UTC(2026, 10, 28, 12) - i * 60_000).toISOString(),
});

function stubServer() {
  const queries: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const q = url.searchParams;
    queries.push(q);
    let body: SellerOfferHistoryResponse;
    if (q.get('action') === 'REJECT') body = { answers: [row(900, 'REJECT')], nextCursor: null };
    else if (q.get('before')) body = { answers: [row(100), row(101)], nextCursor: null };
    else body = { answers: Array.from({ length: 100 }, (_, i) => row(i)), nextCursor: row(99).answerId };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return queries;
}

afterEach(() => vi.restoreAllMocks());

function renderHistory() {
  renderConsole(
    <MemoryRouter initialEntries={['/offers/history']}>
      <OffersHistory />
    </MemoryRouter>,
  );
}

describe('OffersHistory', () => {
  it('shows older answers from the last page on, asking the server from the last answer shown', async () => {
    const queries = stubServer();
    const user = userEvent.setup();
    renderHistory();
    expect(await screen.findByText('Phone 0')).toBeTruthy();
    // 100 loaded, 25 a page: no older answers offered before the last loaded page.
    expect(screen.queryByRole('button', { name: 'Show older answers' })).toBeNull();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('Phone 99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show older answers' }));
    expect(await screen.findByText('Phone 101')).toBeTruthy();
    expect(queries.at(-1)?.get('before')).toBe(row(99).answerId);
    expect(screen.queryByRole('button', { name: 'Show older answers' })).toBeNull();
  });

  it('asks the server for one outcome, and Clear filters shows every answer again', async () => {
    const queries = stubServer();
    const user = userEvent.setup();
    renderHistory();
    await screen.findByText('Phone 0');
    const filters = screen.getByRole('search', { name: 'Filter the history' });
    await user.click(within(filters).getByRole('combobox', { name: 'Answer' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('Phone 900')).toBeTruthy();
    expect(screen.queryByText('Phone 0')).toBeNull();
    expect(queries.at(-1)?.get('action')).toBe('REJECT');
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Phone 0')).toBeTruthy();
  });
});
