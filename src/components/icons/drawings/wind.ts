/** Gusts of wind: clean air. */
export default 'M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7';
