/**
 * Notification rules of spec section 8: at most one toast at a time (a new one replaces the
 * current one), 5000 ms unless told otherwise, and a horizontal swipe over 50 px dismisses.
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  /** Milliseconds before it closes itself. */
  duration?: number | undefined;
}

export interface Toast {
  id: number;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  duration: number;
}

/** The queue after adding a toast: the newest first, cut to the limit. */
export function addToast(queue: readonly Toast[], input: ToastInput, id: number): Toast[] {
  const toast: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  return [toast, ...queue].slice(0, TOAST_LIMIT);
}

export function dismissToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((t) => t.id !== id);
}

/** A swipe dismisses once the pointer has travelled more than the threshold sideways. */
export function isDismissSwipe(deltaX: number): boolean {
  return Math.abs(deltaX) > SWIPE_DISMISS_PX;
}
