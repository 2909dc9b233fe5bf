/** A lightning bolt: energy, efficiency. */
export default 'M13 2L4 14h7l-1 8 9-12h-7z';
