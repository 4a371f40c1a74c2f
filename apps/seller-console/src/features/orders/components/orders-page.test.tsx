// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
import { OrdersPage } from './orders-page.tsx';

/** The desk's queue: what an empty answer says depends on why it is empty. */
afterEach(() => {
  vi.restoreAllMocks();
});

const emptyPage = (page: number, notFound: string[] = []) =>
  new Response(JSON.stringify({ orders: [], hasMore: false, page, pageSize: 25, warehouses: [], notFound }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('OrdersPage', () => {
  it('past the last page says so and leads back to the first, instead of "No orders yet"', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      const u = new URL(String(url), 'http://localhost');
      if (!u.pathname.endsWith('/seller/orders')) return new Response(null, { status: 404 });
      asked.push(u.searchParams.get('page') ?? '1');
      return emptyPage(Number(u.searchParams.get('page') ?? 1));
    });
    // The queue keeps its state in the browser's address (useUrlState), as in the console.
    window.history.replaceState(null, '', '/orders?page=3');
    renderConsole(
      <BrowserRouter>
        <OrdersPage />
      </BrowserRouter>,
    );
    expect(await screen.findByText('No orders on this page')).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(asked).toEqual(['3', '1']);
  });

  it('names the searched numbers no order has (a pasted list is not shortened in silence)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => emptyPage(1, ['PX0000009', 'REF-404']));
    window.history.replaceState(null, '', '/orders?q=PX0000009%20REF-404');
    renderConsole(
      <BrowserRouter>
        <OrdersPage />
      </BrowserRouter>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'No order has the number or reference: PX0000009, REF-404',
    );
  });

  it('a date range that ends before it starts says so beside Placed to', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => emptyPage(1));
    window.history.replaceState(null, '', '/orders?from=2026-12-31&to=2026-01-01');
    renderConsole(
      <BrowserRouter>
        <OrdersPage />
      </BrowserRouter>,
    );
    expect(await screen.findByText('Placed to must be on or after Placed from')).toBeTruthy();
  });
});
