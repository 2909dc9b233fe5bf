/**
 * A photo's focal point: where its subject is, so that a frame of other proportions (a card, the share
 * image) cuts around it instead of through it. One rule for both: the CSS `object-position` a card's
 * picture gets, and the crop the build makes for the share image, place the photo the same way.
 */

/** Where the subject is, in percent of the photo's width from its left edge and of its height from its top. */
export interface Focus {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  left: number;
  top: number;
}

/** The middle of the photo: what a frame keeps when the content names no focus. */
export const CENTER: Focus = { x: 50, y: 50 };

const round = (n: number) => Math.round(n * 100) / 100;

/** The focus as CSS `object-position` and as the image service's `position`: `{ x: 30, y: 60 }` -> "30% 60%". */
export function focusPosition(focus: Focus = CENTER): string {
  return `${round(focus.x)}% ${round(focus.y)}%`;
}

const PERCENTS = /^\s*(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s*$/;
/** Sharp's and CSS's position words, as a focus. */
const WORDS: Record<string, Focus> = {
  center: CENTER,
  centre: CENTER,
  top: { x: 50, y: 0 },
  bottom: { x: 50, y: 100 },
  left: { x: 0, y: 50 },
  right: { x: 100, y: 50 },
};

/** A `position` back into a focus: "30% 60%" or a word ("top"); anything else is the middle. */
export function parseFocus(position: string | undefined): Focus {
  if (!position) return CENTER;
  const percents = PERCENTS.exec(position);
  if (percents) return { x: Math.min(100, Number(percents[1])), y: Math.min(100, Number(percents[2])) };
  return WORDS[position.trim().toLowerCase()] ?? CENTER;
}

/**
 * The part of a picture that a frame of the target's proportions keeps when it covers the picture
 * (CSS `object-fit: cover`), placed as `object-position` places it: the focus's percentages are those of
 * the room left over on each axis, so 0% keeps the left (top) edge, 100% the right (bottom) edge.
 */
export function coverCrop(source: Size, target: Size, focus: Focus = CENTER): Rect {
  const ratio = target.width / target.height;
  const wider = source.width / source.height > ratio;
  const width = wider ? Math.min(source.width, Math.round(source.height * ratio)) : source.width;
  const height = wider ? source.height : Math.min(source.height, Math.round(source.width / ratio));
  return {
    left: Math.round(((source.width - width) * focus.x) / 100),
    top: Math.round(((source.height - height) * focus.y) / 100),
    width,
    height,
  };
}
