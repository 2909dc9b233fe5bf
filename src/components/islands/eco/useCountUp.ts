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
  const [reducedMotion] = useState(prefersReducedMotion);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, COUNT_UP_MS));
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);
  return reducedMotion ? target : value;
}
