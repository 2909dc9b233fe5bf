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
/**
 * The widths a card's photo needs. A phone's card is its screen less the page's margins (380 px on a 412 px
 * screen, 328 px on a 360 px one): at 1.75 and 2 device pixels per CSS pixel, 665 and 656 px, which 640 just
 * misses and 960 overshoots by half again the bytes; hence 720. The 960 file is the vehicle page's own.
 */
export const CARD_PHOTO_WIDTHS = [720, 960];
/** A photo's <picture>: AVIF for the browsers that have it, then WebP (every current browser). */
export const PHOTO_FORMATS: ['avif'] = ['avif'];
export const PHOTO_FALLBACK = 'webp';
