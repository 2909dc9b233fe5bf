/**
 * How `npm run messages` shows stored contact messages: the columns of the export, the query options
 * (validated so no option can change the SQL beyond its own literal), and a terminal-safe text listing
 * (control characters in a message could otherwise drive the dealer's terminal). Dependency-free so the
 * Node script can import it directly.
 */

export const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'interest',
  'message',
  'request',
  'request_summary',
  'vehicle_id',
  'preferred_date',
  'preferred_time',
  'rental_fleet',
  'rental_plan',
  'rental_start',
  'rental_town',
  'estimate_plan_usd',
  'estimate_delivery_usd',
  'estimate_deposit_usd',
  'estimate_total_usd',
  'estimate_miles',
  'source_page',
  ...UTM_COLUMNS,
  'notified_at',
  'notify_attempts',
  'notify_after',
  'notify_error',
] as const;

export interface ListOptions {
  csv: boolean;
  remote: boolean;
  since: string | null;
  limit: number | null;
  unnotified: boolean;
  spam: boolean;
  persistTo: string | null;
  out: string | null;
}

export type ParsedArgs = { ok: true; options: ListOptions } | { ok: false; error: string };

/** Parses `--csv --remote --since YYYY-MM-DD --limit N --unnotified --spam --persist-to DIR --out FILE`. */
export function parseListArgs(argv: readonly string[]): ParsedArgs {
  const options: ListOptions = {
    csv: false,
    remote: false,
    since: null,
    limit: null,
    unnotified: false,
    spam: false,
    persistTo: null,
    out: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--csv':
        options.csv = true;
        break;
      case '--remote':
        options.remote = true;
        break;
      case '--unnotified':
        options.unnotified = true;
        break;
      case '--spam':
        options.spam = true;
        break;
      case '--since': {
        const since = value();
        if (!since || !/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))
          return { ok: false, error: '--since needs a date: YYYY-MM-DD' };
        options.since = since;
        break;
      }
      case '--limit': {
        const limit = value();
        if (!limit || !/^[1-9]\d{0,6}$/.test(limit)) return { ok: false, error: '--limit needs a whole number from 1' };
        options.limit = Number(limit);
        break;
      }
      case '--persist-to':
      case '--out': {
        const path = value();
        if (!path) return { ok: false, error: `${flag} needs a path` };
        if (flag === '--out') options.out = path;
        else options.persistTo = path;
        break;
      }
      default:
        return { ok: false, error: `Unknown option ${arg}` };
    }
  }
  if (options.remote && options.persistTo) return { ok: false, error: '--persist-to is for the local database only' };
  return { ok: true, options };
}

/** The SQL for the options: newest first for reading, oldest first for an export. */
export function listQuery(options: ListOptions): string {
  if (options.spam) return 'SELECT day, hits FROM contact_spam_counts ORDER BY day DESC';
  const where: string[] = [];
  if (options.since) where.push(`created_at >= '${options.since}'`);
  if (options.unnotified) where.push('notified_at IS NULL');
  const limit = options.limit ?? (options.csv ? null : 20);
  return [
    `SELECT ${EXPORT_COLUMNS.join(', ')} FROM contact_messages`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    `ORDER BY id ${options.csv ? 'ASC' : 'DESC'}`,
    limit ? `LIMIT ${limit}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Replaces control characters (escape sequences included), bidi controls and the Unicode line and paragraph
 * separators with U+FFFD, keeping line feeds and tabs. Rows stored before the contact rules cleaned text
 * may still hold any of them.
 */
export function terminalSafe(value: unknown): string {
  return String(value ?? '').replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    '\ufffd',
  );
}

/** terminalSafe for a one-line value: a line feed or tab is shown as U+FFFD too, so a value stays on its line. */
export function terminalLine(value: unknown): string {
  return terminalSafe(value).replace(/[\n\t]/g, '\ufffd');
}

// As src/lib/format/usd-cents.ts writes dollars (this module imports nothing, so Node runs it as it is).
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' });
const usd = (value: unknown) => dollars.format(Number(value));

/**
 * What a stored message's request says, a line each, for the dealer (the listing and the webhook's text):
 * what it is about, the preferred date and time, the rental start, the rental estimate (labelled one) and
 * where it came from. None for a plain message. Values are as stored; callers make them safe to print.
 */
export function requestLines(row: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const has = (key: string) => row[key] !== null && row[key] !== undefined && row[key] !== '';
  if (has('request_summary')) lines.push(`About: ${String(row['request_summary'])}`);
  const when = ['preferred_date', 'preferred_time'].filter(has).map((key) => String(row[key]));
  if (when.length) lines.push(`Preferred: ${when.join(', ')}`);
  if (has('rental_start')) lines.push(`Rental start: ${String(row['rental_start'])}`);
  if (has('estimate_total_usd')) {
    const delivery = Number(row['estimate_delivery_usd']) === 0 ? 'free delivery' : `delivery ${usd(row['estimate_delivery_usd'])}`;
    lines.push(
      `Rental estimate (not a quote): plan ${usd(row['estimate_plan_usd'])} + ${delivery} (${String(row['estimate_miles'])} mi) + refundable deposit ${usd(row['estimate_deposit_usd'])} = ${usd(row['estimate_total_usd'])}`,
    );
  }
  const from = [
    has('source_page') ? String(row['source_page']) : '',
    ...UTM_COLUMNS.filter(has).map((key) => `${key}=${String(row[key])}`),
  ];
  if (from.some(Boolean)) lines.push(`From: ${from.filter(Boolean).join('  ')}`);
  return lines;
}

/** The delivery state of a message's notification: "notified …", or why and until when it is pending. */
export function deliveryState(row: Record<string, unknown>): string {
  if (row['notified_at']) return `notified ${String(row['notified_at'])}`;
  const attempts = Number(row['notify_attempts'] ?? 0);
  if (attempts === 0) return 'not notified';
  const next = row['notify_after'] ? `, next try after ${String(row['notify_after'])}` : '';
  const error = row['notify_error'] ? `: ${String(row['notify_error'])}` : '';
  return `not notified: ${attempts} attempt${attempts === 1 ? '' : 's'}${error}${next}`;
}

/**
 * One message as readable text for the terminal. Every value but the message stays on its own line, and
 * every line of the message is indented, so no stored text can start a line that looks like an entry.
 */
export function formatMessage(row: Record<string, unknown>, interestLabels: Record<string, string>): string {
  const s = (key: string) => terminalLine(row[key]);
  const interest = interestLabels[String(row['interest'])] ?? s('interest');
  const notified = terminalLine(deliveryState(row));
  const details = requestLines(row)
    .map((line) => `    ${terminalLine(line)}\n`)
    .join('');
  // A stored CR or CRLF is a line break too: each line is indented on its own.
  const body = terminalSafe(String(row['message'] ?? '').replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `#${s('id')}  ${s('created_at')}  ${interest}  (${notified})\n    ${s('first_name')} ${s('last_name')} <${s('email')}>  ${s('phone')}\n${details}${body}\n`;
}
