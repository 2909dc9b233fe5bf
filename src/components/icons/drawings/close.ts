/** A cross: closes a menu or a notification. */
export default 'M6 6l12 12M18 6 6 18';
