/**
 * Notification rules: one toast at a time (a new one replaces the current one, so the
 * raiser keeps a single toast, never a list), 5000 ms unless told otherwise, and a horizontal swipe over
 * 50 px dismisses.
 */

export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  /** A fresh id per toast: a replacement is a new toast with its own full duration. */
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** Milliseconds before it closes itself. */
  duration: number;
}

/** A swipe dismisses once the pointer has travelled more than the threshold sideways. */
export function isDismissSwipe(deltaX: number): boolean {
  return Math.abs(deltaX) > SWIPE_DISMISS_PX;
}
