/**
 * A vehicle's first photo as a card shows it (inventory, home and brand cards, similar carts, the
 * comparison): the built files as `srcset` values, computed at build time, so the islands that draw cards
 * get plain strings (no image pipeline in the browser). The photo covers the card's frame, placed by its
 * focal point.
 */
export interface CardPicture {
  /** The AVIF files, a `srcset` value ("… 360w, … 480w, …"). */
  avif: string;
  /** The WebP files, a `srcset` value: what a browser without AVIF loads. */
  webp: string;
  /** The largest WebP file: the `src` of a browser that reads no `srcset`. */
  src: string;
  /** The photo's size as its largest file (its proportions, upright). */
  width: number;
  height: number;
  alt: string;
  /** CSS `object-position`: the photo's focal point ("30% 60%"), the middle when the content names none. */
  position: string;
}
