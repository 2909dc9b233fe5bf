const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * A calendar date as people write it: 2025-01-23 -> "January 23, 2025". Frontmatter dates are
 * midnight UTC, so the date is read in UTC: a build machine in Delaware must not print January 22.
 */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** The machine-readable form for `<time datetime>`: "2025-01-23". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
