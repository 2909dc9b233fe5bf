/**
 * A content schema as JSON Schema (zod's `z.toJSONSchema`, the shape a file is written in), with what
 * the CMS needs and JSON Schema leaves out: the schema's own message for a pattern, and its flags. Ids
 * of other content carry the collection they name (`x-ref`, from `contentRef`'s metadata).
 */
import { z } from 'astro/zod';
import type { SchemaNode } from '../lib/cms/fields';

type ZodInternals = { _zod: { def: { checks?: { _zod: { def: Record<string, unknown> } }[] } } };

/** The message a check gives for a failing value, when the schema wrote one. */
function messageOf(check: Record<string, unknown>): string | undefined {
  const error = check['error'];
  if (typeof error !== 'function') return undefined;
  const result: unknown = error({ code: 'invalid_format', input: '' });
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') return result.message;
  return undefined;
}

/** The regex check of a string schema (its pattern, flags and message), if it has one. */
function regexCheck(schema: unknown): { flags: string; message?: string } | undefined {
  for (const check of (schema as ZodInternals)._zod.def.checks ?? []) {
    const def = check._zod.def;
    if (def['check'] === 'string_format' && def['format'] === 'regex' && def['pattern'] instanceof RegExp) {
      const message = messageOf(def);
      return { flags: def['pattern'].flags, ...(message ? { message } : {}) };
    }
  }
  return undefined;
}

/**
 * The JSON Schema of what an editor writes in the file (the input side: before defaults and
 * transforms), with `x-pattern-message` / `x-pattern-flags` on patterns.
 */
export function contentJsonSchema(schema: z.ZodType): SchemaNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const node = jsonSchema as SchemaNode;
      if (node.pattern) {
        const regex = regexCheck(zodSchema);
        if (regex?.message) node['x-pattern-message'] = regex.message;
        if (regex?.flags) node['x-pattern-flags'] = regex.flags;
      }
    },
  }) as SchemaNode;
}
