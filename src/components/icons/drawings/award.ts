/** A rosette with ribbons: quality, certification, an award. */
export default 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9 7 22l5-3 5 3-1.2-8.1';
