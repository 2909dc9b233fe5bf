import { jsonList, type ContentLoader } from '../content-loaders';

/**
 * Keeps the order of a list file: each record gets its `position` in the file, because the
 * content store hands entries back sorted by id. Editors reorder by moving records in the file.
 */
export function inFileOrder(inner: ContentLoader): ContentLoader {
  return jsonList(inner.source.path, { ...inner.source, positions: true });
}
