import { emptyCountText } from '../../lib/inventory/view';
import { buttonClass } from '../ui/button-class';

interface Props {
  total: number;
  onClear: () => void;
}

/** No cart matches the current filters: say so, how many carts there are in all, and offer to clear the filters (its look is `.inv-empty`). */
export default function EmptyState({ total, onClear }: Props) {
  return (
    <div className="inv-empty">
      <h3>No vehicles found</h3>
      <p>No vehicles match your current filters.</p>
      <p>{emptyCountText(total)}</p>
      <button type="button" onClick={onClear} className={buttonClass()}>
        Clear All Filters
      </button>
    </div>
  );
}
