/**
 * No cart matches the current filters: what the inventory says, static HTML the page hands its island (the
 * `empty` slot), which adds how many carts there are in all (its look is `.inv-empty`). The list's heading
 * above it has the Clear All Filters.
 */
export default function EmptyState() {
  return (
    <>
      <h3>No vehicles found</h3>
      <p>No vehicles match your current filters.</p>
    </>
  );
}
