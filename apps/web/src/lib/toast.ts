import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** Spec §9: one toast visible at a time, shown for 5 s unless a caller says otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
// Long enough for the exit animation before the toast leaves the tree.
const REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to the provider's 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, query callbacks, plain functions). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all, without an id); it leaves the tree after its exit animation. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
