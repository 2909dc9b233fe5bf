/**
 * Content of the location pages (county, town sales and town rental pages): the eight town
 * services and the page copy. Copy names the values each page fills in from the records, such as
 * {town}, {county} and {radius}; each section lists the ones it may use, and an unknown one fails
 * the build on its field.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList, jsonObject } from '../content-loaders';
import { CART_KINDS, CART_USES } from '../lib/inventory/town-carts';
import { icon } from './icons';
import { pageTitle } from './content-checks';
import { areaService, cta, heading, routeKey, seo, text, withPlaceholders } from './page-parts';

export const iconText = z.object({ icon, title: z.string().min(1), text: z.string().min(20) });

const townServices = defineCollection({
  loader: jsonList('content/town-services.json'),
  schema: z.object({
    /** Position on the page (1 first). */
    order: z.number().int().positive(),
    icon,
    title: z.string().min(1),
    /** A key of staticRoutes in src/lib/routes.ts, e.g. "inventory". A town with a rental page of its own links "rentals" there. */
    link: routeKey,
    /** Query parameters of the link, e.g. { "condition": "pre-owned" } for the pre-owned carts of the inventory. */
    linkParams: z.record(z.string(), z.string()).optional(),
  }),
});

const townTitle = z.string().includes('{town}', { error: 'must name the town with {town}' });

/**
 * A map's caption where it tells the visitor what to do, in the words of their pointer: `mouse` with a mouse
 * or trackpad ("Click a dot…"), `touch` on a touch screen, where a town's dot is too small a target, so it
 * points to the list of towns instead ("Pick your town from the list below…").
 */
const mapCaption = z.object({ mouse: text, touch: text });

/** One fact of a town page: what it is, its value and a short note under it. */
const fact = z.object({ label: text, value: text, note: text });

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
        facts: z.object({ seat: text, population: text, municipalities: text, freeCartDelivery: text, freeCartDeliveryValue: text }),
        deliveryTitle: text,
        /** The delivery section's text; the rules and counts are computed (content/delivery.json). */
        deliveryText: z.string().min(20),
        mapTitle: text,
        mapCaption,
        /** Golf cart or street-legal LSV on the county's roads, with the link to the street-legal guide. */
        streetLegal: z.object({ title: text, text: z.string().min(20), link: text }),
        allTowns: heading.extend({ listLabel: text }),
        cta,
      }),
      [
        'county',
        'townCount',
        'topCount',
        'largestTown',
        'lastTown',
        'freeTownCount',
        'salesFreeMiles',
        'showroomCity',
        'salesDeliveryRule',
        'rentalDeliveryRule',
      ],
    ),
    /** Town sales pages. The title gets the county where two towns share a name (Milford). */
    sales: withPlaceholders(
      z.object({
        seo,
        service: areaService,
        titleForSharedName: pageTitle(townTitle),
        eyebrow: z.string().min(1),
        heroTitle: townTitle,
        action: text,
        /** The facts a visitor in the town needs, each a label, a value and a short note; values are computed. */
        glance: z.object({
          title: text,
          distance: fact,
          distanceHome: fact,
          /** Delivering a cart bought in the town: free, or the fee with its miles (src/lib/delivery/sales.ts). */
          cartDelivery: z.object({ label: text, free: text, freeNote: text, fee: text, feeNote: text }),
          /** How soon an in-stock cart arrives (content/delivery.json `sales.inStockArrival`). */
          arrival: fact,
          county: text,
          type: text,
          typeValue: text,
          rentals: z.object({ label: text, offered: text, offeredLink: text, elsewhere: text, elsewhereLink: text }),
          /** The delivery rule the figures follow: {salesDeliveryRule}. */
          rules: text,
        }),
        /**
         * Three carts with their prices delivered to the town (src/lib/inventory/town-carts.ts): the intro for
         * what carts do in the town (`any` for a town without a cartUse), and why each kind of cart was chosen.
         */
        carts: z.object({
          title: text,
          intro: z.record(z.enum([...CART_USES, 'any']), z.string().min(10)),
          kinds: z.record(z.enum(CART_KINDS), text),
          delivered: text,
          action: text,
        }),
        nearby: z.object({ title: text, label: text, mapTitle: text }),
        highlightsTitle: text,
        highlights: z.array(iconText).length(3),
        services: z.object({ title: text }),
        contact: z.object({ title: text, mapLabel: text, directions: text }),
        cta,
      }),
      [
        'town',
        'county',
        'brandName',
        'showroomCity',
        'showroomDistance',
        'miles',
        'direction',
        'type',
        'population',
        'cartFee',
        'cartFeeWorking',
        'cartFeeText',
        'minimumPurchase',
        'underFee',
        'salesDeliveryRule',
        'inStockArrival',
        'customOrderArrival',
        'lowestRental',
        'rentalTown',
        'rentalTownDistance',
      ],
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
        /** `freeDelivery` shows **text** bold; `fleetsLabel` names the jump links to each fleet of the rate card. */
        plans: heading.extend({ freeDelivery: z.string().min(20), fleetsLabel: text }),
        featuresTitle: text,
        features: z.array(iconText).length(3),
        includedHeading: heading,
        included: z.array(z.string().min(3)).min(3),
        serviceArea: z.object({
          title: text,
          nearbyTitle: text,
          nearbyIntro: text,
          nearbyLabel: text,
          bookAction: text,
          salesLink: text,
          /** What the data knows about the town: its type and population, county, and the way to the showroom. */
          about: z.object({ title: text, text: z.string().min(20) }),
          mapTitle: text,
          mapCaption: text,
        }),
      }),
      [
        'town',
        'county',
        'freeDeliveryMiles',
        'lowestDaily',
        'feePerMile',
        'townDelivery',
        'townMiles',
        'showroomCity',
        'townType',
        'showroomFromTown',
      ],
    ),
  }),
});

export const locationCollections = { townServices, locationPages };
