/** A map pin: an address, a town. */
export default 'M12 22s7-7.8 7-13a7 7 0 0 0-14 0c0 5.2 7 13 7 13zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
