/**
 * A content mistake as an editor needs to read it: the file (and its line when known), the entry,
 * the field, what is wrong and how to fix it. Schema mistakes are written from zod's issues (code,
 * path, expected value), never from an error's text.
 */
import type { z } from 'astro/zod';

export interface ContentProblem {
  /** Path of the file from the project root, e.g. "content/vehicles/denago-ev-city.json". */
  file: string;
  /** The entry's id, when the mistake belongs to one entry. */
  entry?: string | undefined;
  /** The field, as a dotted path inside the entry ("fleets.0.plans.0.price"). */
  field?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  /** What is wrong and how to fix it. */
  message: string;
}

/** `Content error in content/x.json:12 (entry "lewes"): field "county": must be one of …` */
export function formatProblem(problem: ContentProblem): string {
  const place = problem.line ? `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}` : problem.file;
  const entry = problem.entry !== undefined ? ` (entry "${problem.entry}")` : '';
  const field = problem.field ? `field "${problem.field}": ` : '';
  return `Content error in ${place}${entry}: ${field}${problem.message}`;
}

/** Every problem, one per line, grouped by file, with a count first. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file));
  const count = `${problems.length} content ${problems.length === 1 ? 'error' : 'errors'} in ${files.size} ${files.size === 1 ? 'file' : 'files'}`;
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return [`${count}:`, ...sorted.map(formatProblem)].join('\n');
}

type RawIssue = z.core.$ZodRawIssue;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const TYPE_NAMES: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number (digits only, no quotes, "$" or commas)',
  boolean: 'true or false (no quotes)',
  array: 'a list in square brackets [ ]',
  object: 'a group of fields in curly braces { }',
  date: 'a date like 2025-01-23',
};

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'string') return `the text ${JSON.stringify(input.length > 40 ? `${input.slice(0, 37)}...` : input)}`;
  if (typeof input === 'object') return 'a group of fields';
  return String(input);
}

function discriminatorValues(issue: RawIssue): string[] {
  const key = issue['discriminator'];
  const options = (issue.inst as { _zod?: { def?: { options?: unknown[] } } } | undefined)?._zod?.def?.options ?? [];
  if (typeof key !== 'string') return [];
  return options.flatMap((option) => {
    const values = (option as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod?.propValues?.[key];
    return values ? [...values].map((v) => JSON.stringify(v)) : [];
  });
}

/**
 * zod's error map for content: the message zod would give, worded for an editor with a fix. A
 * message a schema states itself (e.g. `must be a time like "2:00 PM"`) always wins over this one.
 */
export function editorErrorMap(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `is missing: add it (${expected})`;
      if (issue.expected === 'number' && typeof issue.input === 'string') {
        return `must be a number without quotes, "$" or commas (found ${describeInput(issue.input)})`;
      }
      if (issue.expected === 'boolean' && typeof issue.input === 'string')
        return `must be true or false, without quotes (found ${describeInput(issue.input)})`;
      return `must be ${expected} (found ${describeInput(issue.input)})`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return `must be at least ${plural(min, 'character')} long (it has ${String((issue.input as string | undefined)?.length ?? 0)}): write more`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must list at least ${plural(min, 'item')} (it lists ${String((issue.input as unknown[] | undefined)?.length ?? 0)})`;
      }
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min} (found ${describeInput(issue.input)})`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') {
        return `must be at most ${plural(max, 'character')} long (it has ${String((issue.input as string | undefined)?.length ?? 0)}): shorten it`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must list at most ${plural(max, 'item')} (it lists ${String((issue.input as unknown[] | undefined)?.length ?? 0)})`;
      }
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${max} (found ${describeInput(issue.input)})`;
    }
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')} (found ${describeInput(issue.input)})`;
    case 'invalid_format': {
      const formats: Record<string, string> = {
        email: 'an e-mail address like name@example.com',
        url: 'a full URL starting with https://',
        date: 'a date like 2025-01-23',
        datetime: 'a date and time like 2025-01-23T09:00:00Z',
      };
      if (issue.format in formats) return `must be ${formats[issue.format]!} (found ${describeInput(issue.input)})`;
      if (issue.format === 'starts_with') return `must start with ${JSON.stringify(issue['prefix'])}`;
      if (issue.format === 'ends_with') return `must end with ${JSON.stringify(issue['suffix'])}`;
      if (issue.format === 'includes') return `must contain ${JSON.stringify(issue['includes'])}`;
      return `has the wrong form (found ${describeInput(issue.input)})`;
    }
    case 'unrecognized_keys':
      return `has unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.map((k) => `"${k}"`).join(', ')}: remove ${issue.keys.length === 1 ? 'it' : 'them'} or check the spelling`;
    case 'invalid_union': {
      const values = discriminatorValues(issue);
      if (values.length > 0) return `"${String(issue['discriminator'])}" must be one of: ${values.join(', ')}`;
      return `does not match any of the allowed forms (found ${describeInput(issue.input)})`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return undefined;
  }
}

/** Problems for one entry from zod's issues; `lineOf` finds a field's line when the reader knows it. */
export function problemsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  where: { file: string; entry?: string | undefined; lineOf?: ((field: string) => number | undefined) | undefined },
): ContentProblem[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return {
      file: where.file,
      entry: where.entry,
      field: field || undefined,
      line: where.lineOf?.(field),
      message: issue.message,
    };
  });
}
