/**
 * What in the content is a stand-in for the dealer's real identity, to be replaced before launch.
 * One table of rules: a text rule finds a placeholder inside any string (a reserved `.example` domain,
 * a number in the fictional 555-01xx range), and a record marked `"sample": true` (a sample review, a
 * sample lender, a sample team member, a sample showroom) is a placeholder as a whole until an editor
 * replaces it and removes the mark, and a record marked `"confirmed": false` (a legal guide, a fee whose
 * rate sources disagree on) is listed until someone checks it and confirms it. Pure: callers read the files and hand the parsed values in.
 */

export interface PlaceholderRule {
  id: 'example-domain' | 'fictional-phone' | 'sample-record' | 'unconfirmed';
  /** What the placeholder is and what to do about it, as the guard prints it. */
  advice: string;
}

export interface TextRule extends PlaceholderRule {
  pattern: RegExp;
}

/** Reserved for documentation (RFC 2606): no `.example` address can ever reach anyone. */
const exampleDomain: TextRule = {
  id: 'example-domain',
  advice: 'a reserved .example domain: put the real address',
  // `.example` as the top-level domain, with the whole address or URL around it, as the editor wrote it.
  pattern: /[^\s"'<>()]*\.example(?![\w-]|\.\w)[^\s"'<>(),]*/gi,
};

/**
 * The North American numbers 555-0100 to 555-0199 are reserved for fiction: written with or without
 * a country code, separators or parentheses, and as +1 e164.
 */
const fictionalPhone: TextRule = {
  id: 'fictional-phone',
  advice: 'a fictional 555-01xx number: put the real phone number',
  pattern: /(?:\+?1[-. ]?)?\(?\d{3}\)?[-. ]?555[-. ]?01\d\d\b/g,
};

export const textRules: readonly TextRule[] = [exampleDomain, fictionalPhone];

export const sampleRecord: PlaceholderRule = {
  id: 'sample-record',
  advice: 'sample content: replace it with the real one, then remove "sample": true',
};

/** A value or page whose facts someone must check against their source before launch (`"confirmed": false`). */
export const unconfirmedRecord: PlaceholderRule = {
  id: 'unconfirmed',
  advice: 'not confirmed yet: check it against its source, then set "confirmed": true',
};

export interface Placeholder {
  rule: PlaceholderRule['id'];
  /** Path of the value inside its file, as the content check writes it ("locations.0.facebook"); "" is the whole file. */
  path: string;
  /** The placeholder text found, or a short name of the sample record. */
  found: string;
  advice: string;
}

/** Every placeholder inside one string. */
export function placeholdersInText(text: string, path: string): Placeholder[] {
  return textRules.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].map((m) => ({ rule: rule.id, path, found: m[0], advice: rule.advice })),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name an editor knows a record by. */
function recordName(record: Record<string, unknown>): string {
  for (const key of ['id', 'name', 'title', 'author', 'label']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return 'record';
}

/**
 * Every placeholder in a parsed content value (a JSON file or a frontmatter), depth first in file
 * order. A sample record is listed once, as a whole; the text rules still look inside it, so a
 * record that loses its mark but keeps a stand-in address is still caught.
 */
export function placeholdersIn(value: unknown, path = ''): Placeholder[] {
  if (typeof value === 'string') return placeholdersInText(value, path);
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholdersIn(item, at(i)));
  if (!isRecord(value)) return [];
  const own: Placeholder[] = [
    ...(value['sample'] === true ? [{ rule: sampleRecord.id, path, found: recordName(value), advice: sampleRecord.advice }] : []),
    ...(value['confirmed'] === false
      ? [{ rule: unconfirmedRecord.id, path, found: recordName(value), advice: unconfirmedRecord.advice }]
      : []),
  ];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => placeholdersIn(child, at(key)))];
}
