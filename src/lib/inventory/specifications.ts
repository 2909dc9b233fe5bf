/**
 * Spec: "every specification key is listed generically". Known keys get their human label; a key
 * the catalogue adds later is labelled from its camelCase name, so it shows without code changes.
 */
const LABELS: Record<string, string> = {
  topSpeed: 'Top Speed',
  range: 'Range',
  seatingCapacity: 'Seating Capacity',
  batteryType: 'Battery Type',
  chargingTime: 'Charging Time',
  payload: 'Payload',
};

/** `groundClearance` -> `Ground Clearance`. */
export function specLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function specValue(key: string, value: string | number): string {
  if (key === 'seatingCapacity' && typeof value === 'number') return `${value} ${value === 1 ? 'passenger' : 'passengers'}`;
  return String(value);
}

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** Every key, known ones first in their usual order, then the rest in the record's order. */
export function specificationRows(specs: Record<string, string | number>): SpecRow[] {
  const known = Object.keys(LABELS).filter((k) => k in specs);
  const rest = Object.keys(specs).filter((k) => !(k in LABELS));
  return [...known, ...rest]
    .filter((k) => specs[k] !== '' && specs[k] !== undefined)
    .map((key) => ({ key, label: specLabel(key), value: specValue(key, specs[key]!) }));
}
