/**
 * Page copy in content may name the record it is shown for: "Golf Carts in {town}, Delaware".
 * Every placeholder must be known, so a typo in content fails the build instead of reaching a page.
 */
export type PlaceholderValues = Record<string, string | number>;

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`Unknown placeholder {${name}} in "${text}" (known: ${Object.keys(values).join(', ')})`);
    }
    return String(value);
  });
}
