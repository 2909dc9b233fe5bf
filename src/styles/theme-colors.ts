/**
 * The colours declared in the @theme block of src/styles/global.css (their one declaration), by token
 * name: `brand-700` -> `#185a33`. For the few places CSS cannot reach: the browser's theme-color meta, the
 * favicon and the share image. Everything else uses the Tailwind utilities or `var(--color-…)`.
 */
export function themeColors(css: string): Record<string, string> {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1];
  if (theme === undefined) throw new Error('src/styles/global.css has no @theme block');
  return Object.fromEntries([...theme.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}
