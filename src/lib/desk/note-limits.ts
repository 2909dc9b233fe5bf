/** The longest note staff may add to a stock change (one line) and to a lead's status change (lines). */
export const STOCK_NOTE_MAX = 200;
export const LEAD_NOTE_MAX = 2000;
