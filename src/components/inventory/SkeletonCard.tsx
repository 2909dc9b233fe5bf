/** A grey card of the same size as a vehicle card, shown while there is nothing to show yet. */
export default function SkeletonCard() {
  return (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white" aria-hidden="true" data-testid="skeleton-card">
      <div className="aspect-[3/2] animate-pulse bg-brand-50" />
      <div className="space-y-3 p-5">
        <div className="h-6 w-2/3 animate-pulse rounded bg-brand-100" />
        <div className="h-4 w-full animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-brand-50" />
        <div className="h-8 w-1/3 animate-pulse rounded bg-brand-100" />
        <div className="h-11 w-full animate-pulse rounded-full bg-brand-100" />
      </div>
    </div>
  );
}
