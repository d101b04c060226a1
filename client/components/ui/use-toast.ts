import type * as React from "react";
import { useEffect, useState } from "react";
import type { ToastVariant } from "./toast";

/** Spec section 9: one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** An optional <ToastAction altText="…"> (altText is required by Radix for screen readers). */
  action?: React.ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  /** When it was raised (ms since the epoch). */
  createdAt: number;
}

/** A toast raised this shortly before a navigation announces it ("Connexion réussie" then /). */
export const TOAST_NAVIGATION_GRACE_MS = 1500;

// A module-level store so any code (mutations, event handlers) can raise a toast without context.
let toasts: ToastItem[] = [];
const listeners = new Set<(items: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const item of toasts) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  }
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/**
 * Called on each navigation: the toasts that belong to the page left go (an error, or anything
 * raised a while ago); one raised just before the move, to announce it, stays.
 */
export function dismissToastsOfPreviousPage(now = Date.now()) {
  for (const item of toasts) {
    if (!item.open) continue;
    if (item.variant === "destructive" || now - item.createdAt > TOAST_NAVIGATION_GRACE_MS) {
      dismissToast(item.id);
    }
  }
}

/** Shows a toast; the newest replaces the previous one (limit 1). */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true, createdAt: Date.now() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** True once any toast has been raised; lets the app load the toast UI only when first needed. */
export function useHasToasts() {
  const [has, setHas] = useState(toasts.length > 0);
  useEffect(() => {
    if (has) return;
    const listener = (items: ToastItem[]) => {
      if (items.length > 0) setHas(true);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [has]);
  return has;
}

export function useToast() {
  const [items, setItems] = useState(toasts);
  useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return { toasts: items, toast, dismiss: dismissToast };
}
