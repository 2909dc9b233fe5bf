/** Three lines: opens the site menu. */
export default 'M4 7h16M4 12h16M4 17h16';
