/**
 * Rules for how the brand pages name and link vehicle models.
 * Links themselves come from `vehiclePath` and catalogue records; these rules shape the text.
 */

/** The slug rule: the model name in lower case with spaces as hyphens ("Evolution D5 Ranger 4" -> "evolution-d5-ranger-4"). */
export function modelSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Drops the leading brand word for compact grids: ("Evolution D6 Max XT4", "Evolution") -> "D6 Max XT4". */
export function dropBrandWord(name: string, brand: string): string {
  const trimmed = name.trim();
  const prefix = `${brand.trim()} `;
  if (brand.trim() === '' || !trimmed.toLowerCase().startsWith(prefix.toLowerCase())) return trimmed;
  const rest = trimmed.slice(prefix.length).trim();
  return rest === '' ? trimmed : rest;
}

/** At most `max` model links per series card; the rest are counted for the "+N more models" note. */
export function modelPreview<T>(models: readonly T[], max = 3): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: models.slice(0, limit), more: Math.max(0, models.length - limit) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "+2 more models", "+1 more model", or nothing when every model is already listed. */
export function moreModelsLabel(more: number): string | undefined {
  return more > 0 ? `+${plural(more, 'more model', 'more models')}` : undefined;
}

/** "4 models", "1 model". */
export function modelCountLabel(count: number): string {
  return plural(count, 'model', 'models');
}
