import {
  AcceptFeeTermsResponse,
  BuyerTimelineResponse,
  FeeTerms,
  fillPath,
  ManifestSummary,
  ORDER_PATHS,
  ORDER_TIMELINE_PATH,
  type OrderAction,
  OrderChangeResponse,
  PaymentStatusResponse,
  type SalesOrderUpsert,
} from '@portico/contract';
import { downloadFile, request } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';

/**
 * The order details page's calls (part 2 §7; N-048…N-056, Q-008, Q-009, Q-012; ORDER_PATHS of the contract).
 * Failures are the page's to show (its snackbars stay 5 minutes, L-013), so they are 'silent' here unless the
 * spec only logs them.
 */

/** PUT order {salesOrder} (L-028, N-054): SUCCESS or PARTIAL with the order as it now stands; 409 when stale. */
export const upsertOrder = (salesOrder: SalesOrderUpsert) =>
  request<OrderChangeResponse>(ORDER_PATHS.upsert.path, {
    method: ORDER_PATHS.upsert.method,
    body: { salesOrder },
    schema: OrderChangeResponse,
    onError: 'silent',
  });

/** HOLD_ORDER / RELEASE_ORDER at the version the page loaded (L-051, L-053, Q-044). */
export const orderAction = (phonexOrderNumber: string, action: OrderAction, version: number) =>
  request<OrderChangeResponse>(fillPath(ORDER_PATHS.action.path, { phonexOrderNumber }), {
    method: ORDER_PATHS.action.method,
    body: { action, version },
    schema: OrderChangeResponse,
    onError: 'silent',
  });

/** Cancel (L-052): CANCELED, or Awaiting Payment with the cancellation fee (L-049, Q-041). */
export const cancelOrder = (phonexOrderNumber: string, version: number) =>
  request<OrderChangeResponse>(fillPath(ORDER_PATHS.cancel.path, { phonexOrderNumber }), {
    method: ORDER_PATHS.cancel.method,
    body: { version },
    schema: OrderChangeResponse,
    onError: 'silent',
  });

/** GET order/{n}/payment/status (L-054, N-048, Q-012): SUCCESS, FAILURE or PENDING. */
export const paymentStatus = (phonexOrderNumber: string) =>
  request<PaymentStatusResponse>(fillPath(ORDER_PATHS.paymentStatus.path, { phonexOrderNumber }), {
    schema: PaymentStatusResponse,
    onError: 'log',
  });

/** GET order/{n}/rac-terms (L-059, N-049). L-061 reading 1: the page shows the failure. */
export const useFeeTerms = (phonexOrderNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'rac-terms', phonexOrderNumber],
    queryFn: ({ signal }) =>
      request<FeeTerms>(fillPath(ORDER_PATHS.feeTerms.path, { phonexOrderNumber }), {
        schema: FeeTerms,
        onError: 'silent',
        signal,
      }),
    enabled,
    retry: false,
  });

/** POST order/{n}/rac-terms/accept with the fetched terms (L-063, N-050). */
export const acceptFeeTerms = (terms: FeeTerms) =>
  request<AcceptFeeTermsResponse>(
    fillPath(ORDER_PATHS.acceptFeeTerms.path, { phonexOrderNumber: terms.phonexOrderNumber }),
    {
      method: ORDER_PATHS.acceptFeeTerms.method,
      body: terms,
      schema: AcceptFeeTermsResponse,
      onError: 'silent',
    },
  );

/** GET order/{n}/manifest-summary (L-009, N-055): its failure is only logged. */
export const useManifestSummary = (phonexOrderNumber: string) =>
  useQuery({
    queryKey: ['orders', 'manifest-summary', phonexOrderNumber],
    queryFn: ({ signal }) =>
      request<ManifestSummary>(fillPath(ORDER_PATHS.manifestSummary.path, { phonexOrderNumber }), {
        schema: ManifestSummary,
        onError: 'log',
        signal,
      }),
    retry: false,
  });

/** GET order/{n}/timeline: the seller desk's timeline entries meant for the buyer, oldest first (refreshed by
 * orders.changed through the ['orders'] key). Its failure is only logged: the page works without it. */
export const useOrderTimeline = (phonexOrderNumber: string) =>
  useQuery({
    queryKey: ['orders', 'timeline', phonexOrderNumber],
    queryFn: ({ signal }) =>
      request<BuyerTimelineResponse>(fillPath(ORDER_TIMELINE_PATH.path, { phonexOrderNumber }), {
        schema: BuyerTimelineResponse,
        onError: 'log',
        signal,
      }),
    retry: false,
  });

/** The order's file downloads (L-006…L-008, N-056, Q-052); the page shows a failure (L-013). */
export const exportOrder = (phonexOrderNumber: string) =>
  downloadFile(fillPath(ORDER_PATHS.orderExport.path, { phonexOrderNumber }), `${phonexOrderNumber}.xlsx`, {
    onError: 'silent',
  });
export const exportManifest = (phonexOrderNumber: string) =>
  downloadFile(
    fillPath(ORDER_PATHS.manifestExport.path, { phonexOrderNumber }),
    `${phonexOrderNumber}-manifest.xlsx`,
    {
      onError: 'silent',
    },
  );
export const exportInvoice = (phonexOrderNumber: string, invoiceNumber: string) =>
  downloadFile(
    fillPath(ORDER_PATHS.invoiceExport.path, { phonexOrderNumber, invoiceNumber }),
    `${invoiceNumber}.pdf`,
    {
      onError: 'silent',
    },
  );
