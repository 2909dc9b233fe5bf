/** A paint roller: custom paint, modifications. */
export default 'M18 3H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM20 6h1v6h-9v3M10 15h4v6h-4z';
