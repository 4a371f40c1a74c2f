// @vitest-environment jsdom
import type { TimelineEntry } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, testQueryClient } from '../../../test/render.tsx';
import { OrderHistory } from './order-history.tsx';

/** The buyer's Order History (L-010): each entry in the dictionary's words, what an edit changed under it. */

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

describe('OrderHistory', () => {
  it("lists an edit's changes under 'Order changed', in the dictionary's words, newest entry first", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['orders', 'timeline', 'PX1'], {
      timeline: [
        entry({}),
        entry({
          at: '2026-11-02T10:00:00.000Z',
          action: 'ORDER_EDITED',
          summary: 'Order changed',
          code: 'timelineOrderEdited',
          details: [
            {
              code: 'timelineQuantityChanged',
              params: { item: 'A1 iPhone 13', from: 3, to: 4 },
              summary: 'not shown: the code has words',
            },
            { code: null, params: {}, summary: 'A detail without a code reads its summary' },
          ],
        }),
      ],
    });
    await renderPortal(<OrderHistory phonexOrderNumber="PX1" />, { queryClient });
    const top = screen.getAllByRole('listitem')[0]!;
    expect(within(top).getByText('Order changed')).toBeTruthy();
    expect(
      within(within(top).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A1 iPhone 13: quantity 3 → 4', 'A detail without a code reads its summary']);
    // The entry without details has no list under it.
    const placed = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Order placed'))!;
    expect(within(placed).queryByRole('list')).toBeNull();
  });
});
