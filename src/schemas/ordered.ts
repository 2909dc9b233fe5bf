import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import { jsonList } from '../content-loaders';

/**
 * Keeps the order of a list file: each record gets its `position` in the file, because the
 * content store hands entries back sorted by id. Editors reorder by moving records in the file.
 */
function inFileOrder(inner: Loader): Loader {
  return {
    ...inner,
    load: (context) => {
      let position = 0;
      return inner.load({
        ...context,
        parseData: (props) => context.parseData({ ...props, data: { ...props.data, position: position++ } }),
      });
    },
  };
}

/** A list file whose records keep their order: the loader numbers them and the schema has their `position`. */
export function orderedList<S extends z.ZodRawShape>(file: string, shape: S) {
  return defineCollection({ loader: inFileOrder(jsonList(file)), schema: z.object({ position: z.number().int(), ...shape }) });
}
