import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { readFileSync } from 'node:fs';
import { jsonFolder, jsonList, jsonObject } from '../content-loaders';
import { iconText } from './locations';
import { coordinates, hoursRow, slug, url } from './shared';
import { vehicle } from './vehicle';

const location = z.object({
  id: slug,
  name: z.string().min(1),
  type: z.enum(['physical', 'online']),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.literal('DE'),
    postalCode: z.string().regex(/^\d{5}$/),
    county: z.string().min(1),
  }),
  coordinates,
  mapQuery: z.string().min(1),
  website: url,
  facebook: url,
  youtube: url,
  reviews: url,
});

const site = defineCollection({
  loader: jsonObject('content/site.json'),
  schema: z.object({
    brandName: z.string().min(1),
    tagline: z.string().min(1),
    phone: z.object({
      display: z.string().min(10),
      e164: z.string().regex(/^\+1\d{10}$/, 'must be +1 followed by 10 digits'),
    }),
    email: z.email(),
    siteUrl: url,
    financingUrl: url,
    defaultShareImage: z.object({
      src: z.string().startsWith('/'),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
    hours: z.object({
      contact: z.array(hoursRow).min(1),
      service: z.array(hoursRow).min(1),
      locations: z.array(hoursRow).min(1),
      delivery: z.array(hoursRow).min(1),
      structuredData: z
        .array(
          z.object({
            dayOfWeek: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
            opens: z.string().regex(/^\d\d:\d\d$/),
            closes: z.string().regex(/^\d\d:\d\d$/),
          }),
        )
        .min(1),
    }),
    locations: z.array(location).length(2),
    stats: z.object({
      foundedYear: z.number().int(),
      yearsInBusiness: z.string(),
      aboutCustomers: z.string(),
      homeCustomers: z.string(),
      homeYears: z.string(),
    }),
    deliveryRadiusMiles: z.number().positive(),
    topMunicipalitiesShown: z.number().int().positive(),
    homeMunicipalityLinks: z.number().int().positive(),
  }),
});

const counties = defineCollection({
  loader: jsonList('content/counties.json'),
  schema: z.object({
    name: z.string().regex(/ County$/, 'must end in " County"'),
    /** Census FIPS code (Delaware is 10): ties the county to its boundary in the us-atlas map data. */
    fips: z.string().regex(/^10\d{3}$/, 'must be a Delaware county FIPS code, e.g. "10001"'),
    seat: z.string().min(1),
    population: z.number().int().positive(),
    coordinates,
    description: z.string().min(40),
    deliveryNote: z.string().min(20),
    /** The four service highlights of the county page. */
    highlights: z.array(iconText).length(4),
    /** Position in the header's Counties menu (spec: New Castle, Kent, Sussex). */
    navOrder: z.number().int().positive(),
    /** Position of the county's towns in combined town lists (spec: Kent, New Castle, Sussex). */
    townListOrder: z.number().int().positive(),
  }),
});

/** County ids, read from counties.json so a town naming an unknown county fails on its own field. */
const countyIds = (JSON.parse(readFileSync(new URL('../../content/counties.json', import.meta.url), 'utf8')) as { id: string }[]).map(
  (c) => c.id,
);

const municipalities = defineCollection({
  loader: jsonList('content/municipalities.json', {
    uniqueBy: (d) => `/${String(d['slug'])}-golf-carts${d['routeQualifier'] ? `-${String(d['routeQualifier'])}` : ''}`,
    uniqueLabel: 'town page route',
  }),
  schema: z.object({
    name: z.string().min(1),
    county: z.enum(countyIds as [string, ...string[]], {
      error: `must be one of the counties in content/counties.json: ${countyIds.join(', ')}`,
    }),
    type: z.enum(['Village', 'Town', 'City', 'Borough']),
    slug,
    routeQualifier: slug.optional(),
    population: z.number({ error: 'must be a number' }).int().nonnegative(),
    coordinates,
    offersRentals: z.boolean().default(false),
    rentalFreeDeliveryMiles: z.number().positive().optional(),
    formerSlugs: z.array(slug).default([]),
  }),
});

const vehicles = defineCollection({
  loader: jsonFolder('content/vehicles'),
  schema: vehicle,
});

export const coreCollections = { site, counties, municipalities, vehicles };
