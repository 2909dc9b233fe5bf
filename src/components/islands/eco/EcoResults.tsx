/** The calculator's results: environmental impact first, then the money. */
import type { EcoResult } from '../../../lib/eco/calculator';
import ResultCard from './ResultCard';

interface Props {
  result: EcoResult;
  years: number;
}

export default function EcoResults({ result, years }: Props) {
  const period = years === 1 ? '1 year' : `${years} years`;
  return (
    <div className="space-y-6">
      <h3 className="text-2xl font-extrabold text-brand-900">Your estimated impact over {period}</h3>
      <h4 className="text-sm font-bold tracking-wider text-brand-700 uppercase">Environmental impact</h4>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ResultCard label="CO2 emissions avoided" value={result.co2Saved} unit="lbs" suffix="lbs" tone="highlight" />
        <ResultCard label="CO2 in tons" value={result.co2Tons} unit="tons" suffix="tons" />
        <ResultCard label="Gasoline not burned" value={result.fuelSaved} unit="gallons" suffix="gallons" />
        <ResultCard label="Trees it would take to absorb that CO2" value={result.treesEquivalent} unit="trees" suffix="trees" />
      </dl>
      <h4 className="text-sm font-bold tracking-wider text-brand-700 uppercase">Cost comparison</h4>
      <dl className="grid gap-4 sm:grid-cols-3">
        <ResultCard label="Gas cost you avoid" value={result.costSaved} unit="usd" />
        <ResultCard label="Electricity to charge instead" value={result.electricCost} unit="usd" />
        <ResultCard label="Your net savings" value={result.netSavings} unit="usd" tone="highlight" />
      </dl>
    </div>
  );
}
