/** The console's mail outbox queries (seller/outbox): the tenant's mail, page by page, and one mail. */

import { OutboxMailDetail, SellerOutboxResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const outboxKeys = {
  all: ['seller', 'outbox'] as const,
  page: (page: number, size: number) => ['seller', 'outbox', 'page', page, size] as const,
  mail: (id: string) => ['seller', 'outbox', 'mail', id] as const,
};

/** The list refreshes on its own, so a demo sees a queued mail turn SENT without reloading. */
const REFRESH_MS = 10_000;

/** GET seller/outbox: the tenant's mail, newest first; `page` is 1-based. */
export const useOutbox = (page: number, size: number) =>
  useQuery({
    queryKey: outboxKeys.page(page, size),
    queryFn: ({ signal }) =>
      request(`seller/outbox?page=${page}&size=${size}`, { schema: SellerOutboxResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** GET seller/outbox/{id}: one mail with its body. */
export const useOutboxMail = (id: string | null) =>
  useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: ({ signal }) =>
      request(`seller/outbox/${encodeURIComponent(id ?? '')}`, { schema: OutboxMailDetail, signal }),
    enabled: id !== null,
  });
