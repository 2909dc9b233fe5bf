/** A check mark: an item of a list that is included. */
export default 'm5 12 5 5 9-10';
