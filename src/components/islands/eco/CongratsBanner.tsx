/** Shown for a few seconds after each calculation. */
import { formatEcoValue } from '../../../lib/eco/format';

export default function CongratsBanner({ trees, years }: { trees: number; years: number }) {
  return (
    <div className="mb-6 flex items-center gap-3 rounded-2xl bg-accent-300 p-4 font-semibold text-brand-900" data-testid="eco-congrats">
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="shrink-0 text-brand-700"
        fill="currentColor"
      >
        <path d="M12 2C8 6 6 9.5 6 13a6 6 0 0 0 5 5.9V22h2v-3.1A6 6 0 0 0 18 13c0-3.5-2-7-6-11z" />
      </svg>
      <p>
        Congratulations! Going electric for {years === 1 ? '1 year' : `${years} years`} does the work of {formatEcoValue(trees, 'trees')}{' '}
        trees.
      </p>
    </div>
  );
}
