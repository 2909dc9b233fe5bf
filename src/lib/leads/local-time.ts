/**
 * Times of a lead in the dealer's time zone: the ADF request date as ISO 8601 with the zone's offset
 * (`2026-11-24T10:15:00-05:00`, as CRMs expect it) and a readable form for the e-mails.
 */

/** The wall-clock fields of an instant in a time zone. */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The offset of a time zone from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

/** ISO 8601 in the time zone, with its offset at that instant: `2026-11-24T10:15:00-05:00`. */
export function zonedIso(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const wall = wallClock(date, timeZone);
  const offset = Math.round(zoneOffsetMs(date.getTime(), timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}${zone}`;
}

/** A readable time in the time zone: `Tue, Nov 24, 2026, 10:15 AM EST`. */
export function readableTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A calendar date (YYYY-MM-DD) as people write it: `Sat, Nov 28, 2026`. */
export function readableDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
