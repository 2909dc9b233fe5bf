/**
 * XML text for the ADF lead, written in plain ASCII so the e-mail that carries it goes as it is (7bit) and any
 * CRM reads it: `&`, `<` and `>` (so `]]>` is harmless too) and, in attributes, `"` become entities; every
 * character beyond ASCII becomes a numeric character reference; characters XML 1.0 does not allow (controls,
 * lone surrogates, U+FFFE and U+FFFF) never get there: the views' rule (./visitor-text.ts) has already made
 * them U+FFFD, and what is left is replaced the same way.
 */
import { neutralize } from './visitor-text';

const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

function escape(text: string, quote: boolean): string {
  let out = '';
  for (const char of neutralize(text).replace(NOT_XML, '\ufffd')) {
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (quote && char === '"') out += '&quot;';
    else if (char === '\r') out += '&#13;';
    else if (char.codePointAt(0)! > 0x7e) out += `&#x${char.codePointAt(0)!.toString(16).toUpperCase()};`;
    else out += char;
  }
  return out;
}

/** Element content. */
export const xmlText = (text: string): string => escape(text, false);

/** An attribute value (between double quotes). */
export const xmlAttr = (text: string): string => escape(text, true);
