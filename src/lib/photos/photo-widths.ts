/**
 * The files the layouts ask of a photo, and nothing more: every width and format below is shown by some
 * picture of the site (the encode count of each new photo follows from these lists).
 */

/**
 * Every photo's widths on the vehicle page, from a phone to a half-page column on a high-density screen. A
 * phone's screen has two or three pixels per CSS pixel, so a 360 px phone picks 960 or 1280 and a width under
 * 640 would serve almost no one, while each width costs every picture a candidate in its first screen's HTML.
 */
export const PHOTO_WIDTHS = [640, 960, 1280];
/** The widths a card's photo needs: a subset, so cards reuse the vehicle page's files of the first photo. */
export const CARD_PHOTO_WIDTHS = [640, 960];
/** A photo's <picture>: AVIF for the browsers that have it, then WebP (every current browser). */
export const PHOTO_FORMATS: ['avif'] = ['avif'];
export const PHOTO_FALLBACK = 'webp';
