// @vitest-environment jsdom
import type { SellerOffer } from '@portico/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anOffer } from '../../../test/offers.ts';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { offerKeys } from '../api/offer-keys.ts';
import { OffersInbox } from './offers-inbox.tsx';

/**
 * Q-019 with colleagues: an answer dialog left open while someone else answers the offer (the live offers.changed
 * refetch takes it off the inbox) says so and sends nothing. Nothing here reaches the server.
 */
const inboxOffer = (over: Partial<SellerOffer> = {}) => anOffer({ incrementSize: 1, ...over });

function renderInbox(offers: SellerOffer[], role: 'OWNER' | 'READ_ONLY' = 'OWNER') {
  const queryClient = testQueryClient(role);
  queryClient.setQueryData(offerKeys.inbox({}), { offers });
  renderConsole(
    <MemoryRouter initialEntries={['/offers']}>
      <OffersInbox />
    </MemoryRouter>,
    { queryClient },
  );
  return queryClient;
}

describe('OffersInbox answer dialogs', () => {
  it('the Counter dialog says the offer no longer waits once a colleague answered it, and sends nothing', async () => {
    const user = userEvent.setup();
    const offer = inboxOffer();
    const queryClient = renderInbox([offer]);
    await user.click(screen.getAllByRole('button', { name: /^Counter offer for / })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Counter offer' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send counter' })).toHaveProperty('disabled', false);

    // The live update: the colleague's answer took the offer off the inbox.
    act(() => void queryClient.setQueryData(offerKeys.inbox({}), { offers: [] }));
    // (React Query tells its observers on the next tick.)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This offer no longer waits for your answer: a colleague answered it, or the buyer changed or withdrew it.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send counter' })).toHaveProperty('disabled', true);
  });

  it('a Reject confirmation says so when the buyer changed the offer meanwhile (a new version)', async () => {
    const user = userEvent.setup();
    const offer = inboxOffer();
    const queryClient = renderInbox([offer]);
    await user.click(screen.getAllByRole('button', { name: /^Reject offer for / })[0]!);
    const dialog = screen.getByRole('dialog');
    act(() => void queryClient.setQueryData(offerKeys.inbox({}), { offers: [{ ...offer, version: 2 }] }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This offer no longer waits for your answer',
    );
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
  });

  it('shows read-only staff the offers with a note saying why, and no checkboxes or answers that would do nothing', () => {
    renderInbox([inboxOffer()], 'READ_ONLY');
    expect(
      screen.getByText(
        "Your role lets you see buyers' offers, not answer them. An owner or operations staff member can answer them.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Counter offer for / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('sorts the inbox as the seller asks: the largest offer first', async () => {
    const user = userEvent.setup();
    // The page's URL state changes only while the browser is on the page (use-url-state.ts).
    window.history.replaceState(null, '', '/offers');
    renderInbox([
      inboxOffer({
        offerId: 'small',
        itemNumber: 'SMALL-1',
        offerPrice: 50,
        offerQuantity: 1,
        createdAt: '2026-11-25T09:00:00.000Z',
      }),
      inboxOffer({ offerId: 'large', itemNumber: 'LARGE-1', offerPrice: 150, offerQuantity: 20 }),
    ]);
    const firstItem = () => within(screen.getAllByRole('row')[1]!).getByText(/-1$/).textContent;
    expect(firstItem()).toBe('SMALL-1');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Largest value first' }));
    expect(firstItem()).toBe('LARGE-1');
  });
});
