/**
 * A catalogue vehicle: one file in content/vehicles/ (its file name is the id). The same record is
 * what `GET /api/vehicles` serves, so pages, islands and the API share this one shape.
 */
import { z } from 'astro/zod';
import { VEHICLE_BRANDS } from '../lib/inventory/brands';
import { STOCK_STATUSES } from '../lib/stock/status';
import { sample, url, usd } from './shared';

/**
 * Every specification key is listed on the vehicle page, generically: the known keys below are
 * required, and a key the catalogue adds later (text or a number) passes through to the pages and
 * the API, labelled from its camelCase name.
 */
export const vehicleSpecifications = z
  .object({
    topSpeed: z.string().min(1),
    range: z.string().min(1),
    seatingCapacity: z.number().int().positive(),
    batteryType: z.string().min(1),
    chargingTime: z.string().min(1),
    payload: z.string().min(1),
    /** The drive as the catalogue states it; shown the same on every card and page. */
    driveType: z.string().min(1).optional(),
  })
  .catchall(z.union([z.string().min(1), z.number()]));

/**
 * What a pre-owned cart has been through, each fact optional and shown where present (its card's condition
 * line, its page, the comparison). The model year is the vehicle's `year`, the battery type its
 * `specifications.batteryType`.
 */
export const preOwnedFacts = z
  .object({
    /** Hours on the hour meter. */
    hours: z.number().int().nonnegative().optional(),
    /** Miles on the odometer. */
    miles: z.number().int().nonnegative().optional(),
    /** The year the battery pack was installed: its age is computed from it. */
    batteryYear: z.number().int().min(2000).max(2100).optional(),
    /** The battery's health as measured, e.g. "92% of rated capacity (load test)". */
    batteryHealth: z.string().min(3).optional(),
    /** "as-is", or the written warranty's terms, e.g. "90-day parts and labor warranty from our shop". */
    warranty: z.union([z.literal('as-is'), z.string().min(10)]).optional(),
    /** What the dealer's inspection covered, one item each. */
    inspection: z.array(z.string().min(3)).min(1).optional(),
    /** Facts that stand in for the real unit's until an editor enters them. */
    sample,
  })
  .strict();

export const vehicle = z.object({
  name: z.string().min(1),
  brand: z.enum(VEHICLE_BRANDS),
  category: z.string().min(1),
  price: usd,
  description: z.string().min(40),
  externalUrl: url.optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  specifications: vehicleSpecifications,
  features: z.array(z.string().min(1)).min(1),
  inStock: z.boolean(),
  isNew: z.boolean(),
  /**
   * A street-legal low-speed vehicle (an LSV: a 17-character VIN, the federal LSV equipment, titled,
   * registered and insured, on roads posted 35 mph or less), or false: a golf cart for private property
   * and golf courses. Set it from the manufacturer's statement for the model, never from top speed alone.
   */
  streetLegal: z.boolean(),
  /** A pre-owned cart's history (only where `isNew` is false). */
  preOwned: preOwnedFacts.optional(),
  /** A vehicle being prepared: left out of the published site (its page, the inventory, the feeds). */
  draft: z.boolean().optional(),
});

/**
 * A photo's file: beside its vehicle, in a folder named after it, written from content/vehicles/
 * ("denago-ev-city/front.jpg" is content/vehicles/denago-ev-city/front.jpg). The build turns each photo
 * into resized AVIF and WebP files, upright and without location data (astro:assets with sharp).
 */
export const vehiclePhotoFile = z
  .string()
  .regex(
    /^(?![/.]|[a-z][a-z0-9+.-]*:)[^\s]+\.(jpe?g|png|webp|avif)$/i,
    'must be a photo file (jpg, png, webp or avif) in a folder beside the vehicle, e.g. "denago-ev-city/front.jpg" for content/vehicles/denago-ev-city/front.jpg',
  );

const percent = (axis: string) => z.number().min(0, `${axis}: a percentage from 0 to 100`).max(100, `${axis}: a percentage from 0 to 100`);

/**
 * Where a photo's subject is, for the frames that cut it (a card, the share image): in percent of the
 * photo's width from its left edge (`x`) and of its height from its top (`y`). Without it they keep
 * the middle (50, 50).
 */
export const photoFocus = z.object({ x: percent('x'), y: percent('y') });

/**
 * A vehicle's photos, the first one leading, each with the text that stands in for it when it cannot
 * be seen. `src` is the photo file (`vehiclePhotoFile`, then Astro's `image()` in the collection).
 */
export const vehiclePhotos = <Src extends z.ZodType>(src: Src) =>
  z
    .array(
      z.object({
        src,
        alt: z
          .string()
          .trim()
          .min(10, 'describe what the photo shows for someone who cannot see it, e.g. "Front view with the white roof and LED headlights"'),
        focus: photoFocus.optional(),
      }),
    )
    .default([]);

export type PreOwnedFacts = z.infer<typeof preOwnedFacts>;

/**
 * What the API adds to a vehicle's record: its stock status, and for a cart on hold the last day of the hold
 * (year-month-day, the dealer's calendar). The build's record says `available` or `sold` from `isNew` and
 * `inStock`; the dealer's desk sets the live one, which the API merges over it (src/lib/stock/live-stock.ts).
 * Not part of a content file: an editor sets `inStock`, the desk sets this.
 */
export const vehicleStock = z.object({
  status: z.enum(STOCK_STATUSES),
  holdUntil: z.iso.date().optional(),
});

/**
 * A vehicle as pages, islands and the API see it: the validated file plus its id, and (in an API record) its
 * stock status.
 */
export type Vehicle = { id: string } & z.infer<typeof vehicle> & z.infer<ReturnType<typeof vehicleStock.partial>>;
