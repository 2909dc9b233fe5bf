/** A circle struck through: none of something (zero emissions). */
export default 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM5.6 5.6l12.8 12.8';
