/**
 * Reads an e-mail as ./mime.ts writes it, for the tests: its header lines as they are, each header unfolded with
 * its encoded words decoded, and the body decoded (7bit or quoted-printable). Written for the tests from the RFCs,
 * independent of the code under test.
 */

export interface ReadMail {
  /** The header block's lines, as sent. */
  headerLines: string[];
  /** Each header by lower-case name: its values, unfolded and decoded. */
  headers: Map<string, string[]>;
  body: string;
}

const decoder = new TextDecoder();

/** RFC 2047 encoded words (B and Q), with the whitespace between adjacent words dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return decoder.decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
      const bytes: number[] = [];
      for (let i = 0; i < data.length; i++) {
        if (data[i] === '=' && /^[0-9A-F]{2}$/i.test(data.slice(i + 1, i + 3))) {
          bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push((data[i] === '_' ? ' ' : data[i]!).charCodeAt(0));
      }
      return decoder.decode(Uint8Array.from(bytes));
    });
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return decoder.decode(Uint8Array.from(bytes));
}

export function readMail(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerLines = raw.slice(0, split).split('\r\n');
  const headers = new Map<string, string[]>();
  let current: [string, string] | undefined;
  const flush = () => {
    if (!current) return;
    const [name, value] = current;
    headers.set(name, [...(headers.get(name) ?? []), decodeEncodedWords(value.trim())]);
  };
  for (const line of headerLines) {
    if (/^[ \t]/.test(line) && current) current[1] += line;
    else {
      flush();
      const colon = line.indexOf(':');
      current = [line.slice(0, colon).toLowerCase(), line.slice(colon + 1)];
    }
  }
  flush();
  const encoded = raw.slice(split + 4);
  const qp = headers.get('content-transfer-encoding')?.[0] === 'quoted-printable';
  return { headerLines, headers, body: (qp ? decodeQuotedPrintable(encoded) : encoded).replace(/\r\n/g, '\n') };
}
