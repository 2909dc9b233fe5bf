/**
 * The text of an MDX file, parsed the way the site's MDX compiler parses it: a syntax mistake is
 * reported with its line, and every tag (a capitalised name such as <Deposit fleet="4-seater" />)
 * is listed with its attributes and line, so the content check can test it against the tags the
 * page provides. Lower-case tags are HTML and always allowed.
 */
import { mdxToMdast } from 'satteri';
import type { z } from 'astro/zod';
import type { Located } from './lines';

export interface BodyProblem extends Located {
  message: string;
}

export interface MdxTag extends Located {
  name: string;
  /** Attribute values as written; an attribute given as an expression ({...}) is left out. */
  attributes: Record<string, string | true>;
}

interface MdastLike {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
  children?: MdastLike[];
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** The capitalised tags of an MDX body, or its syntax mistake. `firstLine` is the body's line in the file. */
export function readMdxBody(body: string, firstLine: number): { tags: MdxTag[] } | { problem: BodyProblem } {
  let tree: MdastLike;
  try {
    tree = mdxToMdast(body) as MdastLike;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The compiler starts its messages with "line:column: " and ends them with its rule's name.
    const at = /^(\d+):(\d+):\s*/.exec(message);
    const detail = (at ? message.slice(at[0].length) : message).replace(/\s*\([a-z-]+:[a-z-]+\)$/, '');
    return {
      problem: {
        line: at ? Number(at[1]) + firstLine - 1 : firstLine,
        column: at ? Number(at[2]) : 1,
        message: `the text is not valid MDX: ${detail}. A "<" or "{" that starts no tag must be written as &lt; or \\{`,
      },
    };
  }
  const tags: MdxTag[] = [];
  const visit = (node: MdastLike) => {
    if (JSX.has(node.type) && node.name && /^[A-Z]/.test(node.name)) {
      const start = node.position?.start ?? { line: 1, column: 1 };
      const attributes: Record<string, string | true> = {};
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
        if (attribute.value === null || attribute.value === undefined) attributes[attribute.name] = true;
        else if (typeof attribute.value === 'string') attributes[attribute.name] = attribute.value;
      }
      tags.push({ name: node.name, attributes, line: start.line + firstLine - 1, column: start.column });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return { tags };
}

/** The schema of each tag a page provides: it checks the tag's attributes. */
export type TagSchemas = Readonly<Record<string, z.ZodType>>;
