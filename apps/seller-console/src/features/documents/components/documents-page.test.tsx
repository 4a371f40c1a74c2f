// @vitest-environment jsdom
import type { SellerDocument } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { documentKeys } from '../api/documents.ts';
import { DocumentsPage } from './documents-page.tsx';

/** the Documents page lists what buyers uploaded and what they were asked for and have not sent yet. */
const aDocument = (over: Partial<SellerDocument> = {}): SellerDocument => ({
  documentId: 'doc-1',
  documentName: 'Proof of Export',
  documentStatus: 'PENDING',
  reason: null,
  buyerEmail: 'export@harbor.test',
  buyerName: 'Erin Export',
  phonexOrderNumber: 'PXSTKL0000034',
  fileName: null,
  contentType: null,
  sizeBytes: null,
  askedAt: '2026-11-20T15:04:00.000Z',
  submittedAt: null,
  reviewedAt: null,
  version: 1,
  ...over,
});

function renderPage(buyerEmails = ['export@harbor.test']) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(documentKeys.list, { documents: [] });
  queryClient.setQueryData(documentKeys.pending, { documents: [aDocument()] });
  queryClient.setQueryData(documentKeys.rule, { rule: 'OFF', homeCountry: 'US', buyerEmails });
  const router = createMemoryRouter([{ path: '/documents', element: <DocumentsPage /> }], {
    initialEntries: ['/documents'],
  });
  renderConsole(<RouterProvider router={router} />, { queryClient });
}

// Nothing reaches the server: the lists refresh on their own, and stay as the test filled them.
beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
afterEach(() => vi.unstubAllGlobals());

describe('DocumentsPage', () => {
  it('lists the documents not uploaded yet: the order on the desk, the buyer and when they were asked', () => {
    renderPage();
    const section = screen.getByRole('region', { name: /Not uploaded yet/ });
    const order = within(section).getByRole('link', { name: 'PXSTKL0000034' });
    expect(order.getAttribute('href')).toBe('/orders/PXSTKL0000034');
    expect(section.textContent).toContain('Erin Export');
    expect(section.textContent).toContain('export@harbor.test');
    expect(
      within(section)
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).toBe('2026-11-20T15:04:00.000Z');
  });

  it('names the rule for the buyers it asks: "Only for the buyers listed", "Never" once the list is empty', async () => {
    renderPage();
    const rule = screen.getByRole('combobox', { name: 'Rule' });
    expect(rule.textContent).toBe('Only for the buyers listed');
    expect(
      screen.getByText('Only the buyers listed below are asked, for each of their on-hold orders.'),
    ).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Always for these buyers' }));
    expect(rule.textContent).toBe('Never');
    expect(screen.getByText('No buyer is asked for proof of export.')).toBeTruthy();
  });
});
