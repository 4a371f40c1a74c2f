import type { ReactNode } from 'react';
import { createStore } from './store.ts';

/** A-025 / A-026 / O-005: snackbars sit at the top centre and hide after 30 s. */
export const SNACKBAR_AUTO_HIDE_MS = 30_000;

export type Severity = 'success' | 'error' | 'warning' | 'info';

export type Notice = {
  id: number;
  message: ReactNode;
  severity: Severity;
  /** null keeps it open until dismissed. */
  autoHideMs?: number | null;
  action?: { label: string; onClick(): void };
};

export const noticeStore = createStore<Notice | undefined>(undefined);

let nextId = 1;

/** Shows `notice` (replacing the one on screen); answers its id, for dismissNotice. */
export function notify(notice: Omit<Notice, 'id'>): number {
  const id = nextId++;
  noticeStore.set({ ...notice, id });
  return id;
}

export const notifyError = (message: ReactNode) => notify({ message, severity: 'error' });
export const notifySuccess = (message: ReactNode) => notify({ message, severity: 'success' });

export function dismissNotice(id: number): void {
  noticeStore.set((current) => (current?.id === id ? undefined : current));
}
