import { CHECKOUT_PATHS, fillPath, GetOrderResponse } from '@portico/contract';
import { ApiError, request } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';

/**
 * GET order/{phonexOrderNumber} (N-042, Q-008). The page shows its own not-found state, so errors are not
 * snack-barred here ('silent'); a 404 is not retried.
 */
export const useOrder = (phonexOrderNumber: string) =>
  useQuery({
    queryKey: ['orders', 'detail', phonexOrderNumber],
    queryFn: ({ signal }) =>
      request<GetOrderResponse>(fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber }).slice(1), {
        schema: GetOrderResponse,
        onError: 'silent',
        signal,
      }),
    enabled: phonexOrderNumber !== '',
    retry: (count, error) =>
      !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
  });
