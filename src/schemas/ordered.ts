import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList } from '../content-loaders';

/**
 * A list file whose records keep their order: each record gets its `position` in the file (the
 * content store hands entries back sorted by id), and the schema has it. Editors reorder by moving
 * records in the file.
 */
export function orderedList<S extends z.ZodRawShape>(file: string, shape: S) {
  return defineCollection({ loader: jsonList(file, { positions: true }), schema: z.object({ position: z.number().int(), ...shape }) });
}
