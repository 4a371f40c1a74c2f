// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes.tsx';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { offerKeys } from '../api/offer-keys.ts';
import { OfferSettingsPanel } from './offer-settings-form.tsx';
import { OffersSection } from './offers-tabs.tsx';

/**
 * Offers › Settings under the console's unsaved-changes guard, as the app shell mounts it: an edited offer window
 * is not dropped by a switch to another Offers tab. Nothing here reaches the server.
 */
function renderOffers() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(offerKeys.inbox({}), { offers: [] });
  queryClient.setQueryData(offerKeys.settings(), { offerWindowHours: 48, pendingOfferExpiryHours: null });
  const router = createMemoryRouter(
    [
      {
        path: '/offers',
        element: (
          <UnsavedChangesGuard>
            <OffersSection />
          </UnsavedChangesGuard>
        ),
        children: [
          { index: true, element: <p>Inbox page</p> },
          { path: 'settings', element: <OfferSettingsPanel /> },
        ],
      },
    ],
    { initialEntries: ['/offers/settings'] },
  );
  renderConsole(<RouterProvider router={router} />, { queryClient });
  return router;
}

// A save answers with what it saved; the schedule note below the form stays loading (not what is tested here).
beforeEach(() =>
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? Promise.resolve(
          new Response(String(init.body), { status: 200, headers: { 'content-type': 'application/json' } }),
        )
      : new Promise(() => {}),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('Offers › Settings, unsaved', () => {
  it('asks before a switch to Inbox drops an edited offer window: Stay keeps it, Leave goes', async () => {
    const router = renderOffers();
    const window = screen.getByRole('textbox', { name: /Offer window/ });
    await userEvent.clear(window);
    await userEvent.type(window, '24');
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/offers/settings');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /Offer window/ })).value).toBe('24');
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Inbox page')).toBeTruthy();
  });

  it('lets the seller go without asking once the edit is discarded', async () => {
    renderOffers();
    const window = screen.getByRole('textbox', { name: /Offer window/ });
    await userEvent.clear(window);
    await userEvent.type(window, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(await screen.findByText('Inbox page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the seller go without asking once the edit is saved', async () => {
    renderOffers();
    const window = screen.getByRole('textbox', { name: /Offer window/ });
    await userEvent.clear(window);
    await userEvent.type(window, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Offer settings saved')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    expect(await screen.findByText('Inbox page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
