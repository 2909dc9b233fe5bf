/** A battery with a lightning bolt: charging, batteries, electric power. */
export default 'M3 7h15a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM22 11v2M11 9l-2 3h3l-2 3';
