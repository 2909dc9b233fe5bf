/** Unique, build-stable ids for the clip paths of StarRating (one per rendered rating on a page). */
let counter = 0;
export function nextStarId(): string {
  counter += 1;
  return `stars-${counter}`;
}
