/** Counts from 0 to `target` each time `run` changes; at once when the visitor prefers reduced motion. */
import { useEffect, useState } from 'react';
import { countUpValue } from '../../../lib/eco/count-up';
import { COUNT_UP_MS } from '../../../lib/eco/timing';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useCountUp(target: number, run: number): number {
  const [value, setValue] = useState(target);
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
  }, [target, run]);
  return value;
}
