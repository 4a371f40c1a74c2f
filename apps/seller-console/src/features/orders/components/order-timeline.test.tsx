// @vitest-environment jsdom

import type { TimelineEntry } from '@portico/contract/order-desk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
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
