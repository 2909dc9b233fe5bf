/**
 * Draws one icon of the icon set (./icons.ts): a decorative 24-unit line drawing in the current text
 * colour, inline (no request) and hidden from screen readers, since the text beside it says it all.
 * The line style is the `.icon` rule of src/styles/global.css; a thicker line is a stroke-width utility
 * in `className` (for example `stroke-3` on an icon drawn very small).
 * Astro components render it statically (no JavaScript shipped) with `icon={icons[name]}`; an island
 * passes the drawing it imports from ./drawings, so only the icons it draws reach the browser.
 */
import type { IconDrawing } from './icons';

interface Props {
  icon: IconDrawing;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string | undefined;
}

export default function Icon({ icon, size = 24, className }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <path d={icon} />
    </svg>
  );
}
