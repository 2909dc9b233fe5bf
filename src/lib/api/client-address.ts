/**
 * The rate-limit bucket of a client address. One address written several ways is one client, and one
 * IPv6 network is one client:
 * - IPv4 is read the way browsers and inet_aton read a host (WHATWG URL IPv4 parser): 1 to 4 dot-separated
 *   parts, each decimal, octal (leading 0) or hex (0x), the last part filling the remaining bytes. So
 *   `192.0.2.1`, `0300.0.2.1`, `0xc0.0.2.1`, `192.0.513` and `3221225985` are the same address.
 * - IPv6 (brackets, zone id and letter case ignored) is bucketed by its /64 prefix, the block one
 *   subscriber line usually holds; an IPv4-mapped address (`::ffff:192.0.2.1`) is the IPv4 address.
 * - A missing or unreadable value is one shared bucket, so garbage can never buy a fresh limit.
 */

export const UNKNOWN_BUCKET = 'unknown';

const IPV4_PART = /^(?:0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

function ipv4PartValue(part: string): number | null {
  if (!IPV4_PART.test(part)) return null;
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) return parseInt(part, 8);
  return Number(part);
}

/** An IPv4 address as a 32-bit number, or null when `text` is not one. */
export function parseIpv4(text: string): number | null {
  const parts = text.endsWith('.') ? text.slice(0, -1).split('.') : text.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    if (part === '' || part.length > 12) return null;
    const value = ipv4PartValue(part);
    if (value === null || !Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((sum, v, i) => sum + v * 256 ** (3 - i), 0) + last;
}

/** Strict dotted-quad IPv4 as the tail of an IPv6 address (`::ffff:192.0.2.1`). */
function parseDottedQuad(text: string): [number, number] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(?:0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255)) return null;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return [a * 256 + b, c * 256 + d];
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const pieces = text.split(':');
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (i === pieces.length - 1 && piece.includes('.')) {
      const tail = parseDottedQuad(piece);
      if (!tail) return null;
      groups.push(...tail);
    } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16));
    else return null;
  }
  return groups;
}

/** An IPv6 address as its eight 16-bit groups, or null when `text` is not one. */
export function parseIpv6(text: string): number[] | null {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  // A tail IPv4 is only allowed at the very end.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}

const ipv4Text = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

/**
 * The bucket of an address as a client reports it (e.g. the CF-Connecting-IP header):
 * `ipv4:192.0.2.1`, `ipv6:2001:db8:1:2::/64`, or `unknown`.
 */
export function addressBucket(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return UNKNOWN_BUCKET;
  let text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.includes(':')) {
    const groups = parseIpv6(text.replace(/%.*$/, ''));
    if (!groups) return UNKNOWN_BUCKET;
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) return `ipv4:${ipv4Text(groups[6]! * 65536 + groups[7]!)}`;
    return `ipv6:${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  const ipv4 = parseIpv4(text);
  return ipv4 === null ? UNKNOWN_BUCKET : `ipv4:${ipv4Text(ipv4)}`;
}
