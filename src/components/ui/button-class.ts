/**
 * The classes of the site's one button look, for a link or a button: ButtonLink and CallButton (Astro) and
 * the islands (React) all take them from here. The look itself is the `.button-*` rules of
 * src/styles/global.css, so a button costs an island a few bytes, not a list of utilities.
 *   primary: the main action (dark brand green)      secondary: the warm accent (calls, heroes)
 *   ghost: outlined, beside a primary                light / white: on a dark brand background
 * Sizes: `md` (default, 44 px tall: a comfortable touch target), `sm` (the header's call button) and
 * `lg` (a form's submit button). Utilities added beside it (`w-full`, `mt-6`) win over the look.
 *
 * A call and an online action standing together take their looks from the pair instead: the `.action-pair`
 * rule of global.css and its classes in ActionPair.tsx (its own module, so the islands that draw no pair
 * carry none of it): which one is filled and first depends on the screen, not the page.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'white';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `button button-${size} button-${variant}`;
}
