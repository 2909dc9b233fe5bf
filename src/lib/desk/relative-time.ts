/**
 * When something happened, as staff say it: "a moment ago" (under a minute), "5 minutes ago", "2 hours ago",
 * "yesterday at 3:05 PM", else the date and time ("Nov 3 at 9:12 AM"), in the dealer's time zone. When something
 * is due (`timeUntil`): "in a moment", "in 5 minutes", "in 2 hours", else the date and time.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

const day = (d: Date, timeZone: string) => d.toLocaleDateString('sv-SE', { timeZone });

/** "Nov 3 at 9:12 AM" (with the year when it is not this year's). */
function dateAndTime(then: Date, now: Date, timeZone: string): string {
  const time = then.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const sameYear = day(then, timeZone).slice(0, 4) === day(now, timeZone).slice(0, 4);
  const date = then.toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${date} at ${time}`;
}

export function relativeTime(at: string, now: Date, timeZone: string): string {
  const then = new Date(at);
  const ago = now.getTime() - then.getTime();
  if (Number.isNaN(ago)) return at;
  if (ago < MINUTE) return 'a moment ago';
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  if (day(then, timeZone) === day(now, timeZone) || ago < 6 * HOUR) return plural(Math.floor(ago / HOUR), 'hour');
  if (day(then, timeZone) === day(new Date(now.getTime() - 24 * HOUR), timeZone)) {
    return `yesterday at ${then.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })}`;
  }
  return dateAndTime(then, now, timeZone);
}

export function timeUntil(at: string, now: Date, timeZone: string): string {
  const then = new Date(at);
  const ahead = then.getTime() - now.getTime();
  if (Number.isNaN(ahead)) return at;
  if (ahead < MINUTE) return 'in a moment';
  const count = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ahead < HOUR) return count(Math.ceil(ahead / MINUTE), 'minute');
  if (ahead < 6 * HOUR) return count(Math.round(ahead / HOUR), 'hour');
  return dateAndTime(then, now, timeZone);
}

/** A date and time in full, for a title or a CSV reader: "Nov 20, 2026, 3:05 PM". */
export function fullTime(at: string, timeZone: string): string {
  const then = new Date(at);
  if (Number.isNaN(then.getTime())) return at;
  return then.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
