/** A globe: the website, the climate. */
export default 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18c-3-3-3-15 0-18z';
