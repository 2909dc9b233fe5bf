/** A check mark in a circle: an item of a checklist. */
export default 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM7.5 12.5l3 3 6-6.5';
