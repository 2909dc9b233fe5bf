/** A grey card of a vehicle card's size, shown while there is nothing to show yet (its look is `.skeleton-card`). */
export default function SkeletonCard() {
  return <div className="skeleton-card" aria-hidden="true" data-testid="skeleton-card" />;
}
