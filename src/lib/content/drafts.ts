/**
 * Drafts: any content record, or any item of a list in a content file (a series card, a FAQ entry),
 * marked `"draft": true` is left out of the published site and shown, marked "Draft", by `npm run dev`.
 * This tells whether a piece of content the page is about to show is such a draft.
 */
export function isDraft(content: object): boolean {
  return (content as { draft?: unknown }).draft === true;
}
