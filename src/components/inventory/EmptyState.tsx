import { emptyCountText } from '../../lib/inventory/view';
import { buttonClass } from '../ui/button-class';

interface Props {
  total: number;
  onClear: () => void;
}

/** No match for the current filters. */
export default function EmptyState({ total, onClear }: Props) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50 px-6 py-14 text-center">
      <h3 className="text-2xl font-bold text-brand-900">No vehicles found</h3>
      <p className="mt-2 text-gray-700">No vehicles match your current filters.</p>
      <p className="mt-1 text-sm text-gray-600">{emptyCountText(total)}</p>
      <button type="button" onClick={onClear} className={`${buttonClass()} mt-6`}>
        Clear All Filters
      </button>
    </div>
  );
}
