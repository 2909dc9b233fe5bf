/** A downward chevron: a disclosure or menu that opens. */
export default 'm6 9 6 6 6-6';
