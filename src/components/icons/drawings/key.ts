/** A key: rentals, keys handed over. */
export default 'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM13.2 12.7 21 20.5M17 16.5l2-2M19 18.5l2-2';
