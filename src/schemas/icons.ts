import { z } from 'astro/zod';

/** The icons content may name; each is drawn by src/components/sections/Icon.astro. */
export const iconNames = [
  'award',
  'wrench',
  'percent',
  'leaf',
  'battery',
  'paint',
  'shield',
  'clock',
  'truck',
  'box',
  'handshake',
  'heart',
] as const;
export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, { error: `must be one of the icons: ${iconNames.join(', ')}` });

/** A short titled card with an icon: why-choose rows, values. */
export const iconCard = z.object({
  id: z.string().min(1),
  icon,
  title: z.string().min(1),
  text: z.string().min(10),
});
