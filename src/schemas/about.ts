import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList } from '../content-loaders';
import { iconCard } from './icons';
import { inFileOrder } from './ordered';

const team = defineCollection({
  loader: inFileOrder(jsonList('content/team.json')),
  schema: z.object({
    position: z.number().int(),
    name: z.string().min(1),
    role: z.string().min(1),
    bio: z.string().min(20),
  }),
});

const values = defineCollection({
  loader: inFileOrder(jsonList('content/values.json')),
  schema: iconCard.omit({ id: true }).extend({ position: z.number().int() }),
});

export const aboutCollections = { team, values };
