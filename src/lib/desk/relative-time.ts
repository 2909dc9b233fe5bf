/**
 * When something happened, as staff say it: "a moment ago" (under a minute), "5 minutes ago", "2 hours ago",
 * "yesterday at 3:05 PM", else the date and time ("Nov 3 at 9:12 AM"), in the dealer's time zone.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function relativeTime(at: string, now: Date, timeZone: string): string {
  const then = new Date(at);
  const ago = now.getTime() - then.getTime();
  if (Number.isNaN(ago)) return at;
  if (ago < MINUTE) return 'a moment ago';
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone });
  const time = then.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  if (day(then) === day(now) || ago < 6 * HOUR) return plural(Math.floor(ago / HOUR), 'hour');
  if (day(then) === day(new Date(now.getTime() - 24 * HOUR))) return `yesterday at ${time}`;
  const sameYear = day(then).slice(0, 4) === day(now).slice(0, 4);
  const date = then.toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${date} at ${time}`;
}

/** A date and time in full, for a title or a CSV reader: "Nov 20, 2026, 3:05 PM". */
export function fullTime(at: string, timeZone: string): string {
  const then = new Date(at);
  if (Number.isNaN(then.getTime())) return at;
  return then.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
