import { defineCollection, type ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { jsonFolder, jsonList, jsonObject } from '../content-loaders';
import { CART_USES } from '../lib/inventory/town-carts';
import { FINANCING_PLACEHOLDERS } from '../lib/financing/sentences';
import { samePhoneNumber } from '../lib/format/phone';
import { townSalesPath } from '../lib/routes';
import { vehiclePageTitle } from '../lib/seo/title';
import { countyRef, fileBesideEntry, publicFile } from './catalogue-refs';
import { pageTitle } from './content-checks';
import { photoProblemAt } from './photo-file-check';
import { iconText } from './locations';
import { withPlaceholders } from './page-parts';
import { coordinates, hoursSet, sample, slug, url } from './shared';
import { vehicle, vehiclePhotoFile, vehiclePhotos } from './vehicle';

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
  /** A stand-in showroom (address and coordinates) until the dealer's own is entered. */
  sample,
});

const site = defineCollection({
  loader: jsonObject('content/site.json'),
  schema: z.object({
    brandName: z.string().min(1),
    tagline: z.string().min(1),
    phone: z
      .object({
        display: z.string().min(10),
        e164: z.string().regex(/^\+1\d{10}$/, 'must be +1 followed by 10 digits'),
      })
      .refine(({ display, e164 }) => samePhoneNumber(display, e164), {
        path: ['e164'],
        error: 'must dial the number "display" shows: the same ten digits after +1 (a tap on the number calls this one)',
      }),
    email: z.email(),
    siteUrl: url,
    financingUrl: url,
    defaultShareImage: z.object({
      src: publicFile,
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
    }),
    /** The dealer's time zone (IANA name): a preferred date in a request counts from the dealer's today. */
    timeZone: z.string().refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be a time zone name, e.g. "America/New_York"' },
    ),
    /**
     * Each set of hours once: the showroom's (the business's hours, wherever a page states them, structured
     * data included), the service department's and the deliveries', each shown only under its own label.
     */
    hours: z.object({ showroom: hoursSet, service: hoursSet, delivery: hoursSet }),
    locations: z.array(location).length(2),
    stats: z.object({
      /** The founding year; the years in business every page states are computed from it (format/years-in-business.ts). */
      foundedYear: z.number().int(),
      /** Customers served, the one figure every page shows ("1,000+"). */
      customersServed: z.number().int().positive(),
    }),
    topMunicipalitiesShown: z.number().int().positive(),
    homeMunicipalityLinks: z.number().int().positive(),
    /**
     * Where every lead goes (README "Leads"): the CRM's lead address (it reads the ADF document that is the
     * whole body of the e-mail), the sales inbox (the readable e-mail), and the sender of both and of the
     * customer's acknowledgement (an address of the dealer's own domain, verified for sending).
     */
    leads: z.object({
      crmAddress: z.email(),
      salesInbox: z.email(),
      sender: z.object({ name: z.string().min(1).max(60), address: z.email() }),
    }),
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
    /** The four service highlights of the county page; they may name the financing terms ({termRange}, {promoApr}, {promoCarts}). */
    highlights: withPlaceholders(z.array(iconText).length(4), FINANCING_PLACEHOLDERS),
    /** Position in the header's Counties menu (New Castle, Kent, Sussex). */
    navOrder: z.number().int().positive(),
    /** Position of the county's towns in combined town lists (Kent, New Castle, Sussex). */
    townListOrder: z.number().int().positive(),
  }),
});

const municipalities = defineCollection({
  loader: jsonList('content/municipalities.json', {
    uniqueBy: (d) =>
      townSalesPath({ slug: String(d['slug']), routeQualifier: d['routeQualifier'] ? String(d['routeQualifier']) : undefined }),
    uniqueLabel: 'town page route',
  }),
  schema: z.object({
    name: z.string().min(1),
    county: countyRef,
    type: z.enum(['Village', 'Town', 'City', 'Borough']),
    slug,
    routeQualifier: slug.optional(),
    population: z.number({ error: 'must be a number' }).int().nonnegative(),
    coordinates,
    offersRentals: z.boolean().default(false),
    formerSlugs: z.array(slug).default([]),
    /** An optional paragraph an editor writes about the town: what carts are used for there, local landmarks, roads. */
    local: z.string().min(40).optional(),
    /** What carts mostly do in the town, as its local paragraph tells: picks the three carts its sales page shows. */
    cartUse: z.enum(CART_USES).optional(),
    /** A town being prepared: left out of the published site (its pages, lists, map and sitemap). */
    draft: z.boolean().optional(),
  }),
});

/**
 * Astro's `image()` for a photo path beside the vehicle's file (which must exist, and be a photo the site
 * can use: `photoProblemAt`): it parses the path (a
 * string) into the built image's metadata; its declared type names only the metadata, so the path it
 * reads is stated here.
 */
const photoImage = (image: ImageFunction) =>
  fileBesideEntry(image(), photoProblemAt) as unknown as z.ZodType<z.output<ReturnType<ImageFunction>>, string>;

/**
 * The catalogue: one file per vehicle. Its drawing is the build's, from its own record (no path to
 * give); photos are optional, and each must exist (Astro's `image()`).
 */
const vehicles = defineCollection({
  loader: jsonFolder('content/vehicles'),
  schema: ({ image }) =>
    vehicle.extend({
      name: pageTitle(vehicle.shape.name, (name) => vehiclePageTitle(name)),
      photos: vehiclePhotos(vehiclePhotoFile.pipe(photoImage(image))),
    }),
});

export const sitePlacesVehicleCollections = { site, counties, municipalities, vehicles };
