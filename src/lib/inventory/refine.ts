/**
 * The inventory's filters beyond the four base filters: seats and condition. Both combine with the others by AND.
 * Seats: 2, 4, 6 match that many seats exactly; the largest option, 8, means eight or more.
 * Condition: new, or pre-owned (every cart that is not new).
 */

export const SEATS_VALUES = ['all', '2', '4', '6', '8'] as const;
export const CONDITION_VALUES = ['all', 'new', 'pre-owned'] as const;

export type SeatsFilter = (typeof SEATS_VALUES)[number];
export type ConditionFilter = (typeof CONDITION_VALUES)[number];

export const SEATS_LABELS: Record<SeatsFilter, string> = { all: 'All Seats', 2: '2 seats', 4: '4 seats', 6: '6 seats', 8: '8+ seats' };
export const CONDITION_LABELS: Record<ConditionFilter, string> = { all: 'All Conditions', new: 'New', 'pre-owned': 'Pre-owned' };

/** The seat count from which the last option counts ("8+"). */
const MOST_SEATS = 8;

export function matchesSeats(v: { specifications: { seatingCapacity: number } }, seats: SeatsFilter): boolean {
  const n = v.specifications.seatingCapacity;
  return seats === 'all' || (Number(seats) === MOST_SEATS ? n >= MOST_SEATS : n === Number(seats));
}

export function matchesCondition(v: { isNew: boolean }, condition: ConditionFilter): boolean {
  return condition === 'all' || v.isNew === (condition === 'new');
}
