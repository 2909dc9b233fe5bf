/**
 * Content of the location pages (county, town sales and town rental pages): the eight town
 * services and the page copy. Copy names the values each page fills in from the records, such as
 * {town}, {county} and {radius}; each section lists the ones it may use, and an unknown one fails
 * the build on its field.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList, jsonObject } from '../content-loaders';
import { icon } from './icons';
import { areaService, cta, heading, routeKey, seo, text, withPlaceholders } from './page-parts';

export const iconText = z.object({ icon, title: z.string().min(1), text: z.string().min(20) });

const townServices = defineCollection({
  loader: jsonList('content/town-services.json'),
  schema: z.object({
    /** Position on the page (1 first). */
    order: z.number().int().positive(),
    icon,
    title: z.string().min(1),
    description: z.string().min(20),
    /** A key of staticRoutes in src/lib/routes.ts, e.g. "inventory". */
    link: routeKey,
    linkLabel: z.string().min(1),
  }),
});

const townTitle = z.string().includes('{town}', { error: 'must name the town with {town}' });

const locationPages = defineCollection({
  loader: jsonObject('content/location-pages.json'),
  schema: z.object({
    /** County pages. */
    county: withPlaceholders(
      z.object({
        seo,
        service: areaService,
        eyebrow: text,
        heroTitle: z.string().includes('{county}', { error: 'must name the county with {county}' }),
        action: text,
        highlightsTitle: text,
        topTowns: heading,
        facts: z.object({ seat: text, population: text, municipalities: text, freeDeliveryRadius: text, radiusValue: text }),
        deliveryTitle: text,
        mapTitle: text,
        mapCaption: text,
        allTowns: heading.extend({ listLabel: text }),
        cta,
      }),
      ['county', 'townCount', 'topCount', 'largestTown', 'lastTown', 'radius'],
    ),
    /** Town sales pages. The title gets the county where two towns share a name (Milford). */
    sales: withPlaceholders(
      z.object({
        seo,
        service: areaService,
        titleForSharedName: townTitle,
        eyebrow: z.string().min(1),
        heroTitle: townTitle,
        heroLead: z.string().min(20),
        action: text,
        highlightsTitle: text,
        highlights: z.array(iconText).length(3),
        serviceAreaTitle: text,
        services: heading.extend({ rentalsLink: text }),
        contact: z.object({ title: text, mapLabel: text, mapNote: text }),
        cta,
      }),
      ['town', 'county', 'radius', 'brandName'],
    ),
    /** Town rental pages. */
    rentals: withPlaceholders(
      z.object({
        seo,
        service: areaService,
        eyebrow: z.string().min(1),
        heroTitle: townTitle,
        heroLead: z.string().min(20),
        action: text,
        /** `freeDelivery` shows **text** bold. */
        plans: heading.extend({ freeDelivery: z.string().min(20) }),
        featuresTitle: text,
        features: z.array(iconText).length(3),
        includedHeading: heading,
        included: z.array(z.string().min(3)).min(3),
        serviceArea: z.object({
          title: text,
          text: z.string().min(20),
          nearbyTitle: text,
          nearbyIntro: text,
          nearbyLabel: text,
          bookAction: text,
          salesLink: text,
          mapTitle: text,
          mapCaption: text,
        }),
      }),
      ['town', 'county', 'freeDeliveryMiles', 'lowestPrice', 'feePerMile', 'showroomCity'],
    ),
  }),
});

export const locationCollections = { townServices, locationPages };
