import {
  type DeskCancelBody,
  type DeskEditLinesBody,
  type DeskExtendHoldBody,
  type DeskInvoiceBody,
  DeskOrderResponse,
  type DeskPaymentBody,
  type DeskQuoteBody,
  type DeskShipBody,
  type ManifestError,
  ManifestParseResponse,
} from '@portico/contract/order-desk';
import { ApiError, downloadFile, request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from './orders-keys.ts';

const orderPath = (n: string) => `seller/orders/${encodeURIComponent(n)}`;

/** GET seller/orders/{n}: the order as the desk sees it, its timeline and what may be done with it now. */
export const useDeskOrder = (phonexOrderNumber: string) =>
  useQuery({
    queryKey: ordersKeys.order(phonexOrderNumber),
    queryFn: ({ signal }) => request(orderPath(phonexOrderNumber), { schema: DeskOrderResponse, signal }),
  });

type Transition =
  | { kind: 'quote'; body: DeskQuoteBody }
  | { kind: 'payment'; body: DeskPaymentBody }
  | { kind: 'shipments'; body: DeskShipBody }
  | { kind: 'invoice'; body: DeskInvoiceBody }
  | { kind: 'cancel'; body: DeskCancelBody }
  | { kind: 'hold/extend'; body: DeskExtendHoldBody }
  | { kind: 'lines'; body: DeskEditLinesBody };

/**
 * One transition of the order (answer a quote, record a payment, ship, invoice, cancel, extend the hold, edit
 * lines): the answer is the order as it now stands, put straight into the cache; the queue refetches.
 */
export function useDeskTransition(phonexOrderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: Transition) =>
      request(`${orderPath(phonexOrderNumber)}/${t.kind}`, {
        method: t.kind === 'lines' ? 'PUT' : 'POST',
        body: t.body,
        schema: DeskOrderResponse,
        onError: 'silent',
      }),
    onSuccess: (answer) => queryClient.setQueryData(ordersKeys.order(phonexOrderNumber), answer),
    // Not awaited: the form is done when the answer is in; the queue refreshes behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}

/** POST seller/orders/{n}/manifest/parse: the IMEIs of an .xlsx or .csv file per line (nothing is stored). */
export const useParseManifest = (phonexOrderNumber: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return request(`${orderPath(phonexOrderNumber)}/manifest/parse`, {
        method: 'POST',
        body: form,
        schema: ManifestParseResponse,
        onError: 'silent',
      });
    },
  });

/**
 * The refused rows of a manifest: a 422 validationFailed whose errors (messageCode invalidManifest) each name a
 * row in messageDescription, field = the line's itemNumberWarehouse; empty when the refusal is about something else.
 */
export function manifestErrorsOf(err: unknown): ManifestError[] {
  if (!(err instanceof ApiError)) return [];
  return err.errors
    .filter((e) => e.messageCode === 'invalidManifest')
    .map((e) => ({
      itemNumberWarehouse: e.field && e.field !== 'lines' ? e.field : null,
      row: null,
      imei: null,
      message: e.messageDescription,
    }));
}

/** GET seller/orders/{n}/invoice/{invoiceNumber}/export: the invoice PDF, saved under the server's name. */
export const useDownloadInvoice = (phonexOrderNumber: string) =>
  useMutation({
    mutationFn: (invoiceNumber: string) =>
      downloadFile(
        `${orderPath(phonexOrderNumber)}/invoice/${encodeURIComponent(invoiceNumber)}/export`,
        `${invoiceNumber}.pdf`,
      ),
  });

/** GET seller/orders/{n}/manifest/export: the units shipped with their IMEIs (.xlsx), saved under the server's name. */
export const useDownloadManifest = (phonexOrderNumber: string) =>
  useMutation({
    mutationFn: () =>
      downloadFile(`${orderPath(phonexOrderNumber)}/manifest/export`, `${phonexOrderNumber}-manifest.xlsx`),
  });
