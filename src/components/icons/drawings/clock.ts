/** A clock face: hours, turnaround time. */
export default 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2';
