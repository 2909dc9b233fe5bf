/**
 * How much two pages say the same thing: the words of each (lower case; numbers count as words) with
 * given names taken out, compared as bags of words. The overlap is the words the two have in common
 * (each counted as often as the page that uses it less) over the words of either (counted as often as
 * the page that uses it more): 1 for the same words, 0 for none in common.
 */

/** The words of a text after every name is removed (longest names first, so "New Castle County" goes before "New Castle"). */
export function wordsWithout(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return rest.toLowerCase().match(/[a-z0-9]+(?:[.,'’][a-z0-9]+)*/g) ?? [];
}

function counts(words: readonly string[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of words) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

export function wordOverlap(a: readonly string[], b: readonly string[]): number {
  const [bagA, bagB] = [counts(a), counts(b)];
  let shared = 0;
  let either = 0;
  for (const word of new Set([...bagA.keys(), ...bagB.keys()])) {
    shared += Math.min(bagA.get(word) ?? 0, bagB.get(word) ?? 0);
    either += Math.max(bagA.get(word) ?? 0, bagB.get(word) ?? 0);
  }
  return either === 0 ? 1 : shared / either;
}

/** The overlap of every pair of pages, in no particular order. */
export function pairOverlaps(pages: readonly (readonly string[])[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < pages.length; i++) for (let j = i + 1; j < pages.length; j++) out.push(wordOverlap(pages[i]!, pages[j]!));
  return out;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
