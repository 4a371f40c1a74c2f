import {
  type DeskQueueExportQuery,
  type DeskQueueQuery,
  DeskQueueResponse,
} from '@portico/contract/order-desk';
import { downloadFile, request } from '@portico/web-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ordersKeys } from './orders-keys.ts';

/** The query string of a queue or export query: lists as repeated keys, empty values left out. */
export function queueParams(query: Partial<DeskQueueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return params;
}

/** GET seller/orders: one page of the tenant's orders, searched, filtered, sorted and paged by the server. */
export const getDeskQueue = (query: Partial<DeskQueueQuery>, signal?: AbortSignal) =>
  request(`seller/orders?${queueParams(query)}`, { schema: DeskQueueResponse, signal });

export const useDeskQueue = (query: Partial<DeskQueueQuery>) =>
  useQuery(
    queryOptions({
      queryKey: ordersKeys.queue(query),
      queryFn: ({ signal }) => getDeskQueue(query, signal),
      // Keep the rows on screen while another page or filter loads.
      placeholderData: keepPreviousData,
    }),
  );

/** GET seller/orders/export with the queue's filters: every matching order as an .xlsx. */
export const useExportDeskQueue = () =>
  useMutation({
    mutationFn: (query: Partial<DeskQueueExportQuery>) =>
      downloadFile(`seller/orders/export?${queueParams(query)}`, 'orders.xlsx'),
  });
