import { ORDER_DETAILS_SNACKBAR_MS } from '@portico/contract';
import type { ReactNode } from 'react';
import { notify, type Severity } from '../../../lib/notify.ts';

/** L-013, O-005: snackbars on the order details screen stay 300000 ms (5 minutes). */
export const ORDER_SNACKBAR_MS = ORDER_DETAILS_SNACKBAR_MS;

/** A snackbar of the order details screen (L-013). */
export const notifyOrder = (severity: Severity, message: ReactNode) =>
  notify({ severity, message, autoHideMs: ORDER_SNACKBAR_MS });
