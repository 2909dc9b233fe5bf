/**
 * A calendar day (YYYY-MM-DD, such as the last day of a cart's hold) as people read it: "Friday, November 27".
 * Read in UTC, so no time zone moves it to another day.
 */
export const formatDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
