/** A golf cart seen from the side: sales, the cart itself. */
export default 'M4 5h13l-1 6H5zM5 11v4h12v-4M8 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 5l2-2';
