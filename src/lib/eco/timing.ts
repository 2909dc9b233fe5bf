/** How long each state of the calculator lasts, in milliseconds. */

/** "Calculating..." with the button disabled. */
export const CALCULATING_MS = 1500;
/** The results count up from zero over this long (0 under prefers-reduced-motion). */
export const COUNT_UP_MS = 1500;
/** The congratulation banner shows this long, then hides. */
export const CONGRATS_MS = 3000;
