/**
 * The inventory's card photos as the islands get them: the build renders each listed cart's first photo
 * once (CardPhoto, as HTML) into a data block of the page, and the inventory island (a filtered or
 * refreshed list, `cardPhotos`) and the compare tray (a comparison's columns, given the block's id) read
 * it from there. Neither island ships the photo markup's code, and the page names each photo's files once
 * besides the built cards.
 */

/** The id of the page's data block: `{ [vehicle id]: card photo HTML }`. */
export const CARD_PHOTOS_ID = 'card-photos';

/**
 * How wide an inventory card's photo is shown: the grid's column (one to three in the page's 80rem), less the
 * page's side margins and the gap between columns, so a phone's browser picks the card width its screen needs.
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)';

/** Each listed cart's card photo (HTML), by id, from the page's data block (the islands call it once they render cards). */
export const cardPhotos = (): Record<string, string> =>
  JSON.parse(document.getElementById(CARD_PHOTOS_ID)?.textContent || '{}') as Record<string, string>;
