/**
 * The eco impact calculator: miles per week, usage and time frame in;
 * after 1.5 s of "Calculating..." the results count up and a congratulation banner shows for 3 s.
 * With no miles there is nothing to compute: the field asks for them and no result or banner shows.
 * Runs entirely in the browser; the button stays disabled until the island has hydrated.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import {
  calculateEcoImpact,
  ECO_CONSTANTS,
  ECO_DEFAULTS,
  hasMiles,
  isTimeframe,
  isUsageType,
  MILES_PER_WEEK_MAX,
  MILES_PER_WEEK_MIN,
  parseMiles,
  TIMEFRAMES,
  USAGE_LABELS,
  USAGE_TYPES,
  type EcoInput,
  type EcoResult,
} from '../../lib/eco/calculator';
import { assumptionsText, formatEcoValue } from '../../lib/eco/format';
import { CALCULATING_MS, CONGRATS_MS } from '../../lib/eco/timing';
import { buttonClass } from '../ui/button-class';
import CongratsBanner from './eco/CongratsBanner';
import EcoResults from './eco/EcoResults';

const MILES_PROMPT_ID = 'eco-miles-prompt';
const MILES_PROMPT = 'Enter the miles you drive in a week (1 or more) to see your impact.';

/** The site's form control look (`.form-control`, src/styles/global.css), below its label. */
const controlClass = 'form-control mt-1.5';

function readInput(form: HTMLFormElement): EcoInput {
  const data = new FormData(form);
  const usage = String(data.get('usageType'));
  const years = Number(data.get('timeframe'));
  return {
    milesPerWeek: parseMiles(String(data.get('milesPerWeek') ?? '')),
    usageType: isUsageType(usage) ? usage : ECO_DEFAULTS.usageType,
    timeframe: isTimeframe(years) ? years : ECO_DEFAULTS.timeframe,
  };
}

function announce(result: EcoResult, years: number): string {
  return `Over ${years} ${years === 1 ? 'year' : 'years'}: ${formatEcoValue(result.co2Saved, 'lbs')} lbs of CO2 avoided (${formatEcoValue(result.co2Tons, 'tons')} tons), ${formatEcoValue(result.fuelSaved, 'gallons')} gallons of gasoline saved, ${formatEcoValue(result.netSavings, 'usd')} net savings, equal to ${formatEcoValue(result.treesEquivalent, 'trees')} trees.`;
}

/** Hydration happens once: there is nothing to subscribe to. */
const noSubscription = () => () => {};
/** False in the built HTML and while hydrating, true from the next render on (React re-renders when the two snapshots differ). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function EcoCalculator() {
  const hydrated = useHydrated();
  const [calculating, setCalculating] = useState(false);
  const [outcome, setOutcome] = useState<{ result: EcoResult; years: number; run: number } | null>(null);
  const [congrats, setCongrats] = useState(false);
  const [missingMiles, setMissingMiles] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    // The list is only ever appended to, so the array seen now is the one to clear on unmount.
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const later = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (calculating) return;
    const input = readInput(e.currentTarget);
    setCongrats(false);
    if (!hasMiles(input)) {
      setMissingMiles(true);
      setOutcome(null);
      e.currentTarget.querySelector<HTMLInputElement>('#eco-miles')?.focus();
      return;
    }
    setMissingMiles(false);
    setCalculating(true);
    later(CALCULATING_MS, () => {
      setOutcome((prev) => ({ result: calculateEcoImpact(input), years: input.timeframe, run: (prev?.run ?? 0) + 1 }));
      setCalculating(false);
      setCongrats(true);
      later(CONGRATS_MS, () => setCongrats(false));
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <div>
          <label htmlFor="eco-miles" className="block font-semibold text-brand-900">
            Miles driven per week
          </label>
          <input
            id="eco-miles"
            name="milesPerWeek"
            type="number"
            inputMode="decimal"
            min={MILES_PER_WEEK_MIN}
            max={MILES_PER_WEEK_MAX}
            defaultValue={ECO_DEFAULTS.milesPerWeek}
            className={controlClass}
            aria-invalid={missingMiles || undefined}
            aria-describedby={missingMiles ? MILES_PROMPT_ID : undefined}
            onInput={() => setMissingMiles(false)}
          />
          {missingMiles && (
            <p id={MILES_PROMPT_ID} className="mt-1.5 text-sm font-semibold text-red-700" role="alert">
              {MILES_PROMPT}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="eco-usage" className="block font-semibold text-brand-900">
            How you use your cart
          </label>
          <select id="eco-usage" name="usageType" defaultValue={ECO_DEFAULTS.usageType} className={controlClass}>
            {USAGE_TYPES.map((u) => (
              <option key={u} value={u}>
                {USAGE_LABELS[u]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="eco-timeframe" className="block font-semibold text-brand-900">
            Time frame
          </label>
          <select id="eco-timeframe" name="timeframe" defaultValue={String(ECO_DEFAULTS.timeframe)} className={controlClass}>
            {TIMEFRAMES.map((y) => (
              <option key={y} value={y}>
                {y === 1 ? '1 year' : `${y} years`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={!hydrated || calculating} className={`${buttonClass('primary', 'lg')} w-full`}>
          {calculating ? 'Calculating...' : 'Calculate My Impact'}
        </button>
        <p className="text-sm text-gray-600">{assumptionsText(ECO_CONSTANTS)}</p>
      </form>
      <div className="min-w-0" aria-busy={calculating}>
        {congrats && outcome && <CongratsBanner trees={outcome.result.treesEquivalent} years={outcome.years} />}
        {outcome ? (
          <div className={calculating ? 'opacity-50 transition-opacity' : undefined}>
            <EcoResults key={outcome.run} result={outcome.result} years={outcome.years} />
          </div>
        ) : (
          <EmptyState />
        )}
        <p role="status" className="sr-only">
          {outcome && !calculating ? announce(outcome.result, outcome.years) : ''}
        </p>
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 p-8 text-center">
      <p className="text-xl font-bold text-brand-900">See what going electric saves</p>
      <p className="mt-2 text-gray-700">Enter how far you drive and press Calculate to see CO2, fuel and money saved.</p>
    </div>
  );
}
