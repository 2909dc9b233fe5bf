/**
 * The ButtonLink look (src/components/ui/ButtonLink.astro) for React islands, which cannot
 * render an Astro component. Keep the two in step.
 */
const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center font-bold transition';

export const buttonClasses = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} bg-accent-400 text-brand-900 hover:bg-accent-300`,
  ghost: `${base} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`,
} as const;
