import { FILTER_FORM_ID } from '../../lib/inventory/browse';
import { emptyCountText } from '../../lib/inventory/view';
import { buttonClass } from '../ui/button-class';

interface Props {
  total: number;
}

/**
 * No cart matches the current filters: say so, how many carts there are in all, and offer to clear the
 * filters (a reset button of the filter form; its look is `.inv-empty`).
 */
export default function EmptyState({ total }: Props) {
  return (
    <div className="inv-empty">
      <h3>No vehicles found</h3>
      <p>No vehicles match your current filters.</p>
      <p>{emptyCountText(total)}</p>
      <button type="reset" form={FILTER_FORM_ID} className={buttonClass()}>
        Clear All Filters
      </button>
    </div>
  );
}
