/** The count-up of the calculator's results: where a number stands `elapsed` ms into the animation. */
import { COUNT_UP_MS } from './timing';

/** Ease-out cubic: fast at first, settling on the target. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The value to show; exactly `target` once `elapsed >= duration` (or when the duration is 0). */
export function countUpValue(target: number, elapsed: number, duration: number = COUNT_UP_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return target * easeOutCubic(elapsed / duration);
}
