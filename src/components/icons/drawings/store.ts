/** A storefront: the showroom. */
export default 'M4 10v10h16V10M3 10l2-6h14l2 6zM9 20v-6h6v6';
