/** Placeholders in the detail layout, shown only while a vehicle unknown to the build is looked up. */
export default function VehicleSkeleton() {
  const bar = 'animate-pulse rounded bg-brand-100';
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6" aria-busy="true" data-testid="vehicle-skeleton">
      <p className="sr-only" role="status">
        Loading vehicle details
      </p>
      <div className="grid gap-10 md:grid-cols-2" aria-hidden="true">
        <div className="aspect-[3/2] animate-pulse rounded-2xl bg-brand-50" />
        <div className="space-y-4">
          <div className={`h-5 w-1/3 ${bar}`} />
          <div className={`h-10 w-3/4 ${bar}`} />
          <div className={`h-8 w-1/4 ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-5/6 ${bar}`} />
          <div className={`h-11 w-full rounded-full ${bar}`} />
          <div className={`h-11 w-full rounded-full ${bar}`} />
        </div>
      </div>
    </div>
  );
}
