/** A circle with an exclamation mark: something needs attention (a form field's error). */
export default 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7.5v5M12 16.5h.01';
