import { z } from 'astro/zod';
import { icons, type IconName } from '../components/icons/icons';

export type { IconName };

/** The names content may give an icon: the keys of the one icon set (src/components/icons/icons.ts). */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

export const icon = z.enum(iconNames, { error: `must be one of the icons: ${iconNames.join(', ')}` });

/** A short titled card with an icon: why-choose rows, values. */
export const iconCard = z.object({
  id: z.string().min(1),
  icon,
  title: z.string().min(1),
  text: z.string().min(10),
});
