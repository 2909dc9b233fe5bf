/** A shield with a check mark: warranty, insurance, safety. */
export default 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4';
