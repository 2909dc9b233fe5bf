/** A parcel: parts, accessories, trade-ins. */
export default 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8';
