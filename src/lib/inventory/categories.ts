/**
 * The inventory's category list. The five category terms (ranger, maverick, forester, turfman, rover) keep
 * their rule: a term matches every vehicle whose category contains it, case-insensitively. Every model
 * family of the catalogue that none of the terms matches gets an option of its own, matched by equality
 * of its URL value (the family's name in lower case, words joined by hyphens: "D6 Max" -> "d6-max").
 * The list is computed from the catalogue, so every family can be reached and a new one shows by itself.
 */
import { CATEGORY_LABELS, CATEGORY_TERMS, matchesCategory, optionsOf, type CategoryFilter, type Option } from './filters';

export type CategoryOption = Option;

const isSpecTerm = (value: string): value is CategoryFilter => (CATEGORY_TERMS as readonly string[]).includes(value);

/** "D6 Max" -> "d6-max". */
export function familyValue(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "All Categories", then the five category terms and the families none of them matches, by name. */
export function categoryOptions(categories: readonly string[]): CategoryOption[] {
  const [all, ...terms] = optionsOf(CATEGORY_TERMS, CATEGORY_LABELS);
  const families = [...new Set(categories)]
    .filter((category) => !terms.some((t) => matchesCategory({ category }, t.value)))
    .map((category) => ({ value: familyValue(category), label: category }));
  return [all!, ...[...terms, ...families].sort((a, b) => a.label.localeCompare(b.label))];
}

/** A spec term (or `all`) by its "contains" rule; a family by its value. */
export function matchesCategoryValue(v: { category: string }, value: string): boolean {
  return isSpecTerm(value) ? matchesCategory(v, value) : familyValue(v.category) === value;
}
