import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { errorMessage } from './error-message.ts';

/** docs/product.md §9: one toast visible at a time, shown for 5 s unless a caller says otherwise. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Toasts that wait their turn beyond this many are dropped, oldest first (the bell keeps them all). */
export const MAX_WAITING = 3;
// Long enough for the exit animation before the toast leaves the tree.
const REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to the provider's 5000. */
  duration?: number;
  /**
   * Wait for the open toast to close instead of replacing it. For news nobody asked for at that
   * moment (a live notification), so it never cuts short the answer to what the member just did.
   */
  waitTurn?: boolean;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let waiting: ToastItem[] = [];
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
  const item: ToastItem = { ...options, id, open: true };
  if (options.waitTurn && toasts.some((t) => t.open)) waiting = [...waiting, item].slice(-MAX_WAITING);
  else setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Closes one toast (or all, and those waiting, without an id). The next one waiting its turn takes
 * its place at once, so none is open for a moment while others wait; with none waiting, it leaves
 * the tree after its exit animation.
 */
export function dismissToast(id?: string): void {
  waiting = id === undefined ? [] : waiting.filter((t) => t.id !== id);
  const closing = toasts.some((t) => t.open && (id === undefined || t.id === id));
  const next = closing ? waiting.shift() : undefined;
  if (next) {
    setToasts([next]);
    return;
  }
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

/** The words of a problem the page reports: a short title and the exact text of docs/product.md §8. */
export interface Notice {
  title: string;
  description: string;
}

/** One line per entry in the problem tables of docs/product.md §8. */
export function notice(title: string, description: string): Notice {
  return { title, description };
}

/** Reports a problem: a red toast. */
export function showProblem(problem: Notice): void {
  toast({ ...problem, variant: 'destructive' });
}

/** Reports a failed call: a red toast with the server's own message, else `fallback` (errorMessage). */
export function showFailure(error: unknown, fallback: string, title = 'Error'): void {
  showProblem({ title, description: errorMessage(error, fallback) });
}
