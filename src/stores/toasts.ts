/**
 * The toast queue shared by every island on a page (the contact form raises, the Toaster shows).
 * The rules live in src/lib/toast/queue.ts; this is only the state.
 */
import { atom } from 'nanostores';
import { addToast, dismissToast, type Toast, type ToastInput } from '../lib/toast/queue';

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

/** Show a toast; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  $toasts.set(addToast($toasts.get(), input, id));
  return id;
}

export function dismiss(id: number): void {
  $toasts.set(dismissToast($toasts.get(), id));
}
