import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList } from '../content-loaders';
import { iconCard } from './icons';

const team = defineCollection({
  loader: jsonList('content/team.json'),
  schema: z.object({
    name: z.string().min(1),
    role: z.string().min(1),
    bio: z.string().min(20),
  }),
});

const values = defineCollection({
  loader: jsonList('content/values.json'),
  schema: iconCard.omit({ id: true }),
});

export const aboutCollections = { team, values };
