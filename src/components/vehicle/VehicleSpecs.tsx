import { specificationRows } from '../../lib/inventory/specifications';
import Icon from '../icons/Icon';
import check from '../icons/drawings/check';
import type { Vehicle } from '../../schemas/vehicle';

/**
 * Features as a checklist and every specification key as a labelled row. It sets no id: the built copy and
 * a fresh one the vehicle page's island draws (the built one hidden) are on the page together, and an id
 * would name two elements.
 */
export default function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const rows = specificationRows(vehicle.specifications);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="text-2xl font-extrabold text-brand-900">Features</h2>
        <ul className="mt-4 space-y-3">
          {vehicle.features.map((f) => (
            <li key={f} className="flex gap-3">
              <Icon icon={check} size={20} className="mt-0.5 shrink-0 text-brand-600 stroke-[2.5]" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="text-2xl font-extrabold text-brand-900">Specifications</h2>
        <dl className="mt-4 divide-y divide-brand-100" data-testid="specifications">
          {rows.map((r) => (
            <div key={r.key} className="flex justify-between gap-4 py-2.5">
              <dt className="font-semibold text-gray-700">{r.label}</dt>
              <dd className="text-right font-bold text-brand-900">{r.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
