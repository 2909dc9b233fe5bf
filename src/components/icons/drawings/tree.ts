/** A fir tree: forests, trees saved. */
export default 'M12 2l-6 8h4l-5 7h14l-5-7h4zM12 17v5';
