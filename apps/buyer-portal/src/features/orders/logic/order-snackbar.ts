import { ORDER_DETAILS_SNACKBAR_MS } from '@portico/contract';
import type { ReactNode } from 'react';
import { dismissNotice, type Notice, noticeStore, notify, type Severity } from '../../../lib/notify.ts';

/** L-013, O-005: snackbars on the order details screen stay 300000 ms (5 minutes). */
export const ORDER_SNACKBAR_MS = ORDER_DETAILS_SNACKBAR_MS;

/** The notices the order page raised that are still its own (ids); leaving the page closes them. */
const raisedByPage = new Set<number>();

/**
 * A snackbar of the order details screen (L-013): it belongs to the page and closes when the buyer leaves it
 * (closeOrderNotices), so 'Your changes were saved' does not follow them to the release confirmation or PayPal.
 */
export function notifyOrder(severity: Severity, message: ReactNode): number {
  const id = notify({ severity, message, autoHideMs: ORDER_SNACKBAR_MS });
  raisedByPage.add(id);
  return id;
}

/** A message that goes with the buyer to the next page (e.g. L-004's 'No order found…' on /orders). */
export const notifyOrderLeaving = (severity: Severity, message: ReactNode) =>
  notify({ severity, message, autoHideMs: ORDER_SNACKBAR_MS });

/** Closes what the order page raised, when the page is left. */
export function closeOrderNotices(): void {
  for (const id of raisedByPage) dismissNotice(id);
  raisedByPage.clear();
}

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
