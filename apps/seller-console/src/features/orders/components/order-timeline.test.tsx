// @vitest-environment jsdom

import type { TimelineEntry } from '@portico/contract/order-desk';
import { setDisplayTimeZone } from '@portico/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { TEST_TENANT } from '../../../test/tenant.ts';
import { OrderTimeline } from './order-timeline.tsx';

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-01T10:00:00.000Z',
  actorKind: 'BUYER',
  actorId: null,
  actorName: null,
  action: 'ORDER_PLACED',
  summary: 'Order placed',
  code: 'timelineOrderPlaced',
  params: {},
  details: [],
  before: null,
  after: null,
  visibleToBuyer: true,
  ...over,
});

describe('OrderTimeline', () => {
  it("lists newest first and marks only what the buyer does not see ('Staff only')", () => {
    renderConsole(
      <OrderTimeline
        entries={[
          entry({ summary: 'Order placed' }),
          entry({ at: '2026-11-02T10:00:00.000Z', actorKind: 'STAFF', summary: 'Wire payment received' }),
          entry({
            at: '2026-11-03T10:00:00.000Z',
            actorKind: 'STAFF',
            summary: 'Note for the team',
            visibleToBuyer: false,
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/Order placed|Wire payment|Note for/).textContent)).toEqual(
      ['Note for the team', 'Wire payment received', 'Order placed'],
    );
    expect(within(items[0]!).getByText('Staff only')).toBeTruthy();
    expect(within(items[1]!).queryByText('Staff only')).toBeNull();
    expect(screen.queryByText('Buyer sees this')).toBeNull();
  });
});

describe("a buyer's edit on the console's timeline", () => {
  it('lists what it changed under the entry', () => {
    renderConsole(
      <OrderTimeline
        entries={[
          entry({
            action: 'ORDER_EDITED',
            summary: 'Order changed',
            details: [
              { code: 'timelineQuantityChanged', params: {}, summary: 'A1 iPhone 13: quantity 3 → 4' },
              { code: 'timelineLineRemoved', params: {}, summary: 'Removed: B2 Pixel 7' },
            ],
          }),
        ]}
      />,
    );
    const [edited] = screen.getAllByRole('listitem');
    const details = within(within(edited!).getByRole('list')).getAllByRole('listitem');
    expect(details.map((li) => li.textContent)).toEqual([
      'A1 iPhone 13: quantity 3 → 4',
      'Removed: B2 Pixel 7',
    ]);
  });
});

describe("times on the console are the tenant's clock (its invoices' and daily report's), not the browser's", () => {
  afterEach(() => setDisplayTimeZone(undefined));
  it('shows an entry at 02:05 UTC as 11:05 am in a Tokyo tenant', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['saas-config'], { ...TEST_TENANT, timeZone: 'Asia/Tokyo' });
    renderConsole(<OrderTimeline entries={[entry({ at: '2025-03-08T02:05:00.000Z' })]} />, { queryClient });
    expect(screen.getByText(/Mar 08, 2025, 11:05 am GMT\+9/)).toBeTruthy();
  });
});
