import { DeskSummaryResponse } from '@portico/contract/order-desk';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from './orders-keys.ts';

/** GET seller/orders/summary: the orders in each 'Needs action' bucket (the Home's order work). */
export const useDeskSummary = () =>
  useQuery(
    queryOptions({
      queryKey: ordersKeys.summary,
      queryFn: ({ signal }) => request('seller/orders/summary', { schema: DeskSummaryResponse, signal }),
    }),
  );
