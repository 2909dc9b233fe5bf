/** One result of the calculator: the number counts up on screen; screen readers get the final value. */
import type { ReactNode } from 'react';
import { formatEcoValue, type EcoUnit } from '../../../lib/eco/format';
import { useCountUp } from './useCountUp';

interface Props {
  label: string;
  value: number;
  unit: EcoUnit;
  /** Words after the number, e.g. "lbs". */
  suffix?: string;
  note?: ReactNode;
  tone?: 'plain' | 'highlight';
}

export default function ResultCard({ label, value, unit, suffix, note, tone = 'plain' }: Props) {
  const shown = useCountUp(value);
  const final = `${formatEcoValue(value, unit)}${suffix ? ` ${suffix}` : ''}`;
  return (
    <div
      className={`rounded-2xl border p-5 ${tone === 'highlight' ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-100 bg-white'}`}
    >
      <dt className={`text-sm font-semibold ${tone === 'highlight' ? 'text-brand-50' : 'text-gray-700'}`}>{label}</dt>
      <dd className="mt-1">
        <span className="text-3xl font-extrabold tabular-nums" aria-hidden="true" data-final={final}>
          {formatEcoValue(shown, unit)}
          {suffix && <span className="text-lg font-bold"> {suffix}</span>}
        </span>
        <span className="sr-only">{final}</span>
        {note && <span className={`mt-1 block text-sm ${tone === 'highlight' ? 'text-brand-50' : 'text-gray-700'}`}>{note}</span>}
      </dd>
    </div>
  );
}
