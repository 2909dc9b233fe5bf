/**
 * A set of opening hours as content states it (content/site.json `hours`: the showroom, the service
 * department, deliveries), and the two ways the site shows it: rows a visitor reads ("Monday - Saturday",
 * "9 AM - 6 PM"; a day not listed reads "Closed", or the set's own word for it) and schema.org
 * OpeningHoursSpecification for structured data. Both come from the same set, so they cannot differ.
 */

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEK)[number];

export interface OpenPeriod {
  days: readonly Weekday[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface HoursSet {
  open: readonly OpenPeriod[];
  /** What a day without hours reads: "Closed" unless the set says otherwise ("Emergency service only"). */
  otherwise?: string | undefined;
}

export interface HoursRow {
  days: string;
  hours: string;
}

/** "09:00" -> "9 AM", "13:30" -> "1:30 PM", "00:00" -> "12 AM", "12:00" -> "12 PM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${h < 12 ? 'AM' : 'PM'}`;
}

/** What each day of the week reads, Monday first. */
export function dayHours(set: HoursSet): Map<Weekday, string> {
  const week = new Map<Weekday, string>(WEEK.map((day) => [day, set.otherwise ?? 'Closed']));
  for (const period of set.open) for (const day of period.days) week.set(day, `${formatTime(period.opens)} - ${formatTime(period.closes)}`);
  return week;
}

/** The rows a visitor reads: consecutive days with the same hours share a row ("Monday - Saturday"). */
export function hoursRows(set: HoursSet): HoursRow[] {
  const rows: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const [day, hours] of dayHours(set)) {
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({ days: first === last ? first : `${first} - ${last}`, hours }));
}

/** The set as schema.org OpeningHoursSpecification, one entry per period (days not listed are closed). */
export function openingHoursSpecification(set: HoursSet) {
  return set.open.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...period.days],
    opens: period.opens,
    closes: period.closes,
  }));
}
