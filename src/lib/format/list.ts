/** A list inside a sentence, as the site writes it (no serial comma): "A", "A and B", "A, B and C". */
export function sentenceList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A county's name without the word County ("Kent County" -> "Kent"), for "Kent and Sussex counties". */
export function countyShortName(name: string): string {
  return name.replace(/ County$/, '');
}
