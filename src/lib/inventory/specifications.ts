/**
 * Every specification key is listed generically: its label is its camelCase name in words
 * (`groundClearance` -> `Ground Clearance`), so a key the catalogue adds later shows without code
 * changes. The catalogue's usual keys come first, in this order.
 */
const USUAL_ORDER = ['topSpeed', 'range', 'seatingCapacity', 'batteryType', 'chargingTime', 'payload', 'driveType'];

/** `groundClearance` -> `Ground Clearance`. */
export function specLabel(key: string): string {
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
export function specificationRows(specs: Record<string, string | number | undefined>): SpecRow[] {
  const known = USUAL_ORDER.filter((k) => k in specs);
  const rest = Object.keys(specs).filter((k) => !USUAL_ORDER.includes(k));
  return [...known, ...rest]
    .filter((k) => specs[k] !== '' && specs[k] !== undefined)
    .map((key) => ({ key, label: specLabel(key), value: specValue(key, specs[key]!) }));
}
