/** The shared zod schema, fetched once on first need (a focus in the form, or the submit). */
type SchemaModule = typeof import('../../../lib/contact/schema');

let pending: Promise<SchemaModule> | null = null;
let loaded: SchemaModule | null = null;

export function loadSchema(): Promise<SchemaModule> {
  pending ??= import('../../../lib/contact/schema').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = null; // let a later attempt try again
      throw error;
    },
  );
  return pending;
}

/** The schema if it has arrived, else null (for re-checking fields while typing). */
export function schemaIfLoaded(): SchemaModule | null {
  return loaded;
}
