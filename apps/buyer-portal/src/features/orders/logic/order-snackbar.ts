import { ORDER_DETAILS_SNACKBAR_MS } from '@portico/contract';
import type { ReactNode } from 'react';
import { type Notice, noticeStore, notify, type Severity } from '../../../lib/notify.ts';

/** L-013, O-005: snackbars on the order details screen stay 300000 ms (5 minutes). */
export const ORDER_SNACKBAR_MS = ORDER_DETAILS_SNACKBAR_MS;

/** A snackbar of the order details screen (L-013). */
export const notifyOrder = (severity: Severity, message: ReactNode) =>
  notify({ severity, message, autoHideMs: ORDER_SNACKBAR_MS });

/**
 * A notice that must not cover the one on screen (the page's one snackbar, A-025): shown now when none is, else
 * as soon as the current one closes. Answers a function that drops it if it has not shown yet.
 */
export function notifyWhenFree(notice: Omit<Notice, 'id'>, onShown?: (id: number) => void): () => void {
  if (!noticeStore.get()) {
    onShown?.(notify(notice));
    return () => {};
  }
  const unsubscribe = noticeStore.subscribe(() => {
    if (noticeStore.get()) return;
    unsubscribe();
    onShown?.(notify(notice));
  });
  return unsubscribe;
}
