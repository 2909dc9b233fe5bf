/**
 * What a pre-owned cart has been through, in words: the facts its record states and nothing else (a fact
 * the record leaves out is not shown, never guessed). The same rows on its page and in the comparison; the
 * card's condition line is the short form.
 */
import type { PreOwnedFacts } from '../../schemas/vehicle';

interface PreOwnedCart {
  isNew: boolean;
  year?: number | undefined;
  specifications: { batteryType: string };
  preOwned?: PreOwnedFacts | undefined;
}

export type ConditionRow = readonly [label: string, value: string];

const count = (n: number, unit: string) => `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`;

/** "Sold as-is (no warranty)" or the written terms. */
export function warrantyText(warranty: string): string {
  return warranty === 'as-is' ? 'Sold as-is (no warranty)' : warranty;
}

/** The condition facts of a pre-owned cart, in order; none for a new cart. */
export function preOwnedRows(v: PreOwnedCart): ConditionRow[] {
  if (v.isNew) return [];
  const f = v.preOwned ?? {};
  const rows: (ConditionRow | false)[] = [
    v.year !== undefined && ['Model year', String(v.year)],
    f.hours !== undefined && ['Hours', count(f.hours, 'hour')],
    f.miles !== undefined && ['Miles', count(f.miles, 'mile')],
    f.batteryYear !== undefined && ['Battery', `${v.specifications.batteryType}, installed ${f.batteryYear}`],
    f.batteryHealth !== undefined && ['Battery health', f.batteryHealth],
    f.warranty !== undefined && ['Warranty', warrantyText(f.warranty)],
    f.inspection !== undefined && ['Inspection covered', f.inspection.join('; ')],
  ];
  return rows.filter((row): row is ConditionRow => row !== false);
}

/** A card's condition line: "Pre-owned 2023 · 210 hours · as-is"; undefined for a new cart. */
export function conditionLine(v: PreOwnedCart): string | undefined {
  if (v.isNew) return undefined;
  const f = v.preOwned ?? {};
  const parts = [
    `Pre-owned${v.year !== undefined ? ` ${v.year}` : ''}`,
    f.hours !== undefined ? count(f.hours, 'hour') : undefined,
    f.miles !== undefined ? count(f.miles, 'mile') : undefined,
    f.batteryYear !== undefined ? `battery ${f.batteryYear}` : undefined,
    f.warranty !== undefined ? (f.warranty === 'as-is' ? 'as-is' : 'written warranty') : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}
