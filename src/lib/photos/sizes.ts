/**
 * The `sizes` attribute of a photo shown whole in a frame (CSS `object-fit: contain`): a photo narrower
 * than its frame fills the frame's height, so it is drawn narrower than the frame, and a browser that took
 * the frame's width would load a file twice as wide as it shows (a portrait phone photo in a 3:2 frame).
 */

/** One candidate of `sizes`: the width the picture takes on screen, and the media condition it holds under (none: otherwise). */
export interface SizeSlot {
  media?: string;
  width: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Each slot's width scaled to the width the photo is drawn at: the frame's, times photo ratio / frame ratio when narrower. */
export function containedSizes(slots: readonly SizeSlot[], photoRatio: number, frameRatio: number): string {
  const factor = round(Math.min(1, photoRatio / frameRatio));
  const width = (w: string) => (factor === 1 ? w : `calc(${w.startsWith('calc(') ? w.slice('calc'.length) : w} * ${factor})`);
  return slots.map((slot) => (slot.media ? `${slot.media} ${width(slot.width)}` : width(slot.width))).join(', ');
}
