/**
 * The inventory's filters beyond the spec's four: seats and condition. Both combine with the others by AND.
 * Seats: 2, 4, 6 match that many seats exactly; the largest option, 8, means eight or more.
 * Condition: new, or pre-owned (every cart that is not new).
 */

export const SEATS_OPTIONS = [
  { value: 'all', label: 'All Seats' },
  { value: '2', label: '2 seats' },
  { value: '4', label: '4 seats' },
  { value: '6', label: '6 seats' },
  { value: '8', label: '8+ seats' },
] as const;

export const CONDITION_OPTIONS = [
  { value: 'all', label: 'All Conditions' },
  { value: 'new', label: 'New' },
  { value: 'pre-owned', label: 'Pre-owned' },
] as const;

export type SeatsFilter = (typeof SEATS_OPTIONS)[number]['value'];
export type ConditionFilter = (typeof CONDITION_OPTIONS)[number]['value'];

/** The seat count from which the last option counts ("8+"). */
const MOST_SEATS = Number(SEATS_OPTIONS.at(-1)!.value);

export function matchesSeats(v: { specifications: { seatingCapacity: number } }, seats: SeatsFilter): boolean {
  const n = v.specifications.seatingCapacity;
  return seats === 'all' || (Number(seats) === MOST_SEATS ? n >= MOST_SEATS : n === Number(seats));
}

export function matchesCondition(v: { isNew: boolean }, condition: ConditionFilter): boolean {
  return condition === 'all' || v.isNew === (condition === 'new');
}
