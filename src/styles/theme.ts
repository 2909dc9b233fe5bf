/** The theme's colours for Astro components and endpoints (see ./theme-colors.ts). */
import css from './global.css?raw';
import { themeColors } from './theme-colors';

const colors = themeColors(css);

/** One colour of the theme, e.g. `themeColor('brand-700')`; an unknown token fails the build. */
export function themeColor(name: string): string {
  const value = colors[name];
  if (value === undefined) throw new Error(`src/styles/global.css declares no --color-${name}`);
  return value;
}
