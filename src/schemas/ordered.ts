import type { Loader } from 'astro/loaders';

/**
 * Keeps the order of a list file: each record gets its `position` in the file, because the
 * content store hands entries back sorted by id. Editors reorder by moving records in the file.
 */
export function inFileOrder(inner: Loader): Loader {
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
