/** A price tag: prices, sales. */
export default 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01';
