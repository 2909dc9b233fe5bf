/** Shown for a few seconds after each calculation. */
import { formatEcoValue } from '../../../lib/eco/format';
import Icon from '../../icons/Icon';
import tree from '../../icons/drawings/tree';

export default function CongratsBanner({ trees, years }: { trees: number; years: number }) {
  return (
    <div className="mb-6 flex items-center gap-3 rounded-2xl bg-accent-300 p-4 font-semibold text-brand-900" data-testid="eco-congrats">
      <Icon icon={tree} size={28} className="shrink-0 text-brand-700" />
      <p>
        Congratulations! Going electric for {years === 1 ? '1 year' : `${years} years`} does the work of {formatEcoValue(trees, 'trees')}{' '}
        trees.
      </p>
    </div>
  );
}
