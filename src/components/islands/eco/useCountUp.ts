/**
 * Counts from 0 to `target` from the moment the card mounts (the results remount on every
 * calculation); shows `target` at once when the visitor prefers reduced motion.
 */
import { useEffect, useState } from 'react';
import { countUpValue } from '../../../lib/eco/count-up';
import { COUNT_UP_MS } from '../../../lib/eco/timing';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useCountUp(target: number): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    const duration = prefersReducedMotion() ? 0 : COUNT_UP_MS;
    if (duration === 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}
