// A tiny notification store (shadcn/ui pattern): at most one toast is visible; a new one replaces the old.
import * as React from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info' | 'warning';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const WARNING_TOAST_DURATION_MS = 7000;

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Overrides the default of the variant (5000 ms, warning 7000 ms). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  duration: number;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
// Closed toasts stay mounted briefly so Radix can play the exit; then they are removed.
const REMOVE_DELAY_MS = 1000;

function emit() {
  for (const listener of listeners) listener(toasts);
}

function remove(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function dismiss(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  for (const t of toasts) if (!t.open) setTimeout(() => remove(t.id), REMOVE_DELAY_MS);
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const duration =
    input.duration ?? (input.variant === 'warning' ? WARNING_TOAST_DURATION_MS : TOAST_DURATION_MS);
  toasts = [{ ...input, id, open: true, duration }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** For tests: forget every toast. */
export function resetToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const items = React.useSyncExternalStore(
    (onChange) => subscribe(onChange),
    () => toasts,
    () => toasts,
  );
  return { toasts: items, toast, dismiss };
}
