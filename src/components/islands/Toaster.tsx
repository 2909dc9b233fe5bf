/**
 * The page's notifications: one toast at a time from the shared $toasts store, closing itself after
 * its duration (paused while hovered or focused), by its close button, or by a sideways swipe.
 * The live region is always rendered so screen readers announce each toast politely.
 */
import { useStore } from '@nanostores/react';
import { $toasts } from '../../stores/toasts';
import ToastCard from './toast/ToastCard';

export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </div>
  );
}
