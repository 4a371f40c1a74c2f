// @vitest-environment jsdom

import type { SellerStockItem } from '@portico/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { aStockItem } from '../../../test/stock.ts';
import { GroupOffers } from './group-offers.tsx';

const mutate = vi.fn();
vi.mock('../api/set-group-offers.ts', () => ({ useSetGroupOffers: () => ({ mutate, isPending: false }) }));

const item = (over: Partial<SellerStockItem> = {}) =>
  aStockItem({ groupKey: 'a54-mia-a', quantityAvailable: 10, ...over });
const MIAMI = { code: 'MIA', label: 'Miami', acceptsOffers: true };

describe('GroupOffers (C-051)', () => {
  it('says offers are taken only when the group and the warehouse both take them, and why not', () => {
    const { unmount } = renderConsole(<GroupOffers item={item()} warehouse={MIAMI} />, {
      queryClient: testQueryClient('OWNER'),
    });
    expect(screen.getByText('Taken')).toBeTruthy();
    unmount();
    renderConsole(<GroupOffers item={item()} warehouse={{ ...MIAMI, acceptsOffers: false }} />, {
      queryClient: testQueryClient('OWNER'),
    });
    expect(screen.getByText('Not taken')).toBeTruthy();
    expect(screen.getByText('Miami takes no offers (Settings › Warehouses)')).toBeTruthy();
    // The switch is the group's half: still on, and described by the reason.
    const toggle = screen.getByRole('switch', { name: 'Offers on the item group of A54 (MIA)' });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks before switching the whole group, names it, and sends the change only on confirmation', async () => {
    const user = userEvent.setup();
    mutate.mockClear();
    renderConsole(<GroupOffers item={item()} warehouse={MIAMI} />, { queryClient: testQueryClient('OWNER') });
    await user.click(screen.getByRole('switch', { name: 'Offers on the item group of A54 (MIA)' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop taking offers on Samsung Galaxy A54?' });
    expect(dialog.textContent).toContain(
      'This is set for the item group Samsung Galaxy A54 in Miami, so it applies to every item of the group, not only A54.',
    );
    expect(dialog.textContent).toContain('Offers buyers have already made stay in your inbox to answer');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mutate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('switch', { name: 'Offers on the item group of A54 (MIA)' }));
    await user.click(screen.getByRole('button', { name: 'Stop offers' }));
    expect(mutate).toHaveBeenCalledWith({ groupKey: 'a54-mia-a', takesOffers: false }, expect.anything());
  });

  it('shows read-only staff the state without a switch', () => {
    renderConsole(<GroupOffers item={item({ groupTakesOffers: false })} warehouse={MIAMI} />, {
      queryClient: testQueryClient('READ_ONLY'),
    });
    expect(screen.getByText('Its item group takes no offers')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
