/**
 * One notification: closes itself after its duration (paused while hovered or focused), by its close
 * button, or by a sideways swipe. Render it inside a polite live region that is already in the page.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { isDismissSwipe, type Toast } from '../../../lib/toast/queue';
import Icon from '../../icons/Icon';
import close from '../../icons/drawings/close';

const styles = {
  default: 'border-brand-200 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
};

export default function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(toast.duration);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    startX.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(e.clientX - startX.current);
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (isDismissSwipe(offset)) onDismiss();
    else setOffset(0);
  };

  return (
    <div
      data-toast={toast.variant}
      className={`pointer-events-auto relative flex touch-pan-y items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg select-none ${styles[toast.variant]}`}
      style={{ transform: `translateX(${offset}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div>
        <p className="font-bold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-black/10"
      >
        <span className="sr-only">Close notification</span>
        <Icon icon={close} size={16} className="stroke-[2.5]" />
      </button>
    </div>
  );
}
