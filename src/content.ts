/**
 * Every content query, once. Pages, layouts and components ask here; nothing else calls
 * getCollection. Derived views (towns by county, nearest towns, top towns) live here too.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { requestOptions, type RequestOptions } from './lib/contact/request-options';
import { paymentRates, type PaymentRates } from './lib/financing/payments';
import { financingPhrases, type FinancingPhrases } from './lib/financing/sentences';
import { dealerJsonLd, physicalLocation } from './lib/seo/local-business';

export type Site = CollectionEntry<'site'>['data'];
/** A set of opening hours: the showroom's (the business's), the service department's, the deliveries'. */
export type HoursKind = keyof Site['hours'];
export type County = CollectionEntry<'counties'>['data'] & { id: string };
export type Municipality = CollectionEntry<'municipalities'>['data'] & { id: string };
/**
 * A catalogue vehicle as the pages see it: the record the API serves (`Vehicle` of src/schemas/vehicle)
 * plus its photos, each an image the build optimizes (astro:assets).
 */
export type Vehicle = CollectionEntry<'vehicles'>['data'] & { id: string };
export type VehiclePhoto = Vehicle['photos'][number];

/** Collections loaded from one JSON object file: their one entry is named after the file. */
type SingleCollection =
  | 'aboutPage'
  | 'buyingCosts'
  | 'contactPage'
  | 'delivery'
  | 'denago'
  | 'dover'
  | 'eco'
  | 'evolution'
  | 'financing'
  | 'home'
  | 'inventoryPage'
  | 'locationPages'
  | 'notFoundPage'
  | 'rentals'
  | 'rentalsPage'
  | 'services'
  | 'showroomPage'
  | 'site';

/** The one entry of a single-file collection; a missing file names itself. */
async function single<C extends SingleCollection>(collection: C, file: string): Promise<CollectionEntry<C>['data']> {
  const id = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`${file} is missing`);
  return entry.data as CollectionEntry<C>['data'];
}

const flatten = <T extends { id: string; data: object }>(entries: T[]) =>
  entries.map((e) => ({ id: e.id, ...e.data }) as T['data'] & { id: string });

/** The site config. Astro components read it here themselves; a page tells them only which part (a set of hours, a location), and islands get plain props. */
export const getSite = (): Promise<Site> => single('site', 'content/site.json');

/** The counties in the header's order (New Castle, Kent, Sussex). */
export async function getCounties(): Promise<County[]> {
  return flatten(await getCollection('counties')).sort((a, b) => a.navOrder - b.navOrder);
}

/** The counties in the town lists' order (Kent, New Castle, Sussex): how the site names them in a sentence. */
/** The dealer as structured data, as every page that presents the business states it: its showroom, serving every county. */
export async function getDealerJsonLd(siteUrl: string | undefined): Promise<Record<string, unknown>> {
  const [site, counties] = await Promise.all([getSite(), getCounties()]);
  return dealerJsonLd(
    site,
    siteUrl ?? site.siteUrl,
    counties.map((c) => c.name),
  );
}

export async function getCountiesInTownListOrder(): Promise<County[]> {
  return [...(await getCounties())].sort((a, b) => a.townListOrder - b.townListOrder);
}

/**
 * All municipality records in the combined order of the town lists: by county (Kent, New Castle, Sussex,
 * from each county's townListOrder), then alphabetically.
 */
export async function getMunicipalities(): Promise<Municipality[]> {
  const rank = new Map((await getCounties()).map((c) => [c.id, c.townListOrder]));
  return flatten(await getCollection('municipalities')).sort(
    (a, b) => (rank.get(a.county) ?? 0) - (rank.get(b.county) ?? 0) || a.name.localeCompare(b.name),
  );
}

export async function getVehicles(): Promise<Vehicle[]> {
  return flatten(await getCollection('vehicles'));
}

export type Policy = CollectionEntry<'policies'>['data'] & { id: string };

/** Policies in their editorial order. */
export async function getPolicies(): Promise<Policy[]> {
  return flatten(await getCollection('policies')).sort((a, b) => a.order - b.order);
}

export async function getPolicyEntry(id: string): Promise<CollectionEntry<'policies'>> {
  const entry = await getEntry('policies', id);
  if (!entry) throw new Error(`content/policies/${id}.mdx is missing`);
  return entry;
}

export type Rentals = CollectionEntry<'rentals'>['data'];
export type RentalsPage = CollectionEntry<'rentalsPage'>['data'];

/** The rate card (fleets, their plans and deposits) for /rentals, the town rental pages, the policy and the form. */
export const getRentals = (): Promise<Rentals> => single('rentals', 'content/rentals.json');

export type Delivery = CollectionEntry<'delivery'>['data'];

/** The two delivery services' rules: rental delivery and delivery of a bought cart. */
export const getDelivery = (): Promise<Delivery> => single('delivery', 'content/delivery.json');

export type BuyingCosts = CollectionEntry<'buyingCosts'>['data'];

/** What an out-the-door estimate adds to a price: freight and prep, and titling an LSV in Delaware. */
export const getBuyingCosts = (): Promise<BuyingCosts> => single('buyingCosts', 'content/buying-costs.json');

/** A guide (content/guides/<id>.mdx). */
export async function getGuideEntry(id: string): Promise<CollectionEntry<'guides'>> {
  const entry = await getEntry('guides', id);
  if (!entry) throw new Error(`content/guides/${id}.mdx is missing`);
  return entry;
}

/** Copy of /rentals. */
export const getRentalsPage = (): Promise<RentalsPage> => single('rentalsPage', 'content/rentals-page.json');

// --- Home, services and about pages: page content, sample reviews, FAQ, team, values ---

export type HomeContent = CollectionEntry<'home'>['data'];
export type Review = CollectionEntry<'reviews'>['data'] & { id: string };
export type Faq = CollectionEntry<'faq'>['data'] & { id: string };
export type ServicesContent = CollectionEntry<'services'>['data'];
export type TeamMember = CollectionEntry<'team'>['data'] & { id: string };
export type Value = CollectionEntry<'values'>['data'] & { id: string };
export type AboutPage = CollectionEntry<'aboutPage'>['data'];

export const getHome = (): Promise<HomeContent> => single('home', 'content/home.json');

/** Reviews, FAQ, team and values keep the order of their content file. */
const inFileOrder = <T extends { position: number }>(items: T[]) => items.sort((a, b) => a.position - b.position);

export async function getReviews(): Promise<Review[]> {
  return inFileOrder(flatten(await getCollection('reviews')));
}

export async function getFaq(): Promise<Faq[]> {
  return inFileOrder(flatten(await getCollection('faq')));
}

export const getServices = (): Promise<ServicesContent> => single('services', 'content/services.json');

export async function getTeam(): Promise<TeamMember[]> {
  return inFileOrder(flatten(await getCollection('team')));
}

export async function getValues(): Promise<Value[]> {
  return inFileOrder(flatten(await getCollection('values')));
}

/** Copy of /about. */
export const getAboutPage = (): Promise<AboutPage> => single('aboutPage', 'content/about-page.json');

// --- Brand pages, financing and Dover ---

export type Denago = CollectionEntry<'denago'>['data'];
export type Evolution = CollectionEntry<'evolution'>['data'];
/** A series card of a brand page (both brands share the schema). */
export type BrandSeries = Denago['series']['items'][number];
export type Financing = CollectionEntry<'financing'>['data'];
export type Dover = CollectionEntry<'dover'>['data'];

export const getDenago = () => single('denago', 'content/brands/denago.json');
export const getEvolution = () => single('evolution', 'content/brands/evolution.json');
export const getFinancing = () => single('financing', 'content/financing.json');

/** The rates and terms every monthly payment figure is computed from (content/financing.json). */
export async function getPaymentRates(): Promise<PaymentRates> {
  return paymentRates((await getFinancing()).terms);
}

/** The financing terms as copy names them ({promoApr}, {promoCarts}, {standardApr}, {termRange}). */
export async function getFinancingPhrases(): Promise<FinancingPhrases> {
  const [rates, vehicles] = await Promise.all([getPaymentRates(), getVehicles()]);
  return financingPhrases(rates, new Map(vehicles.map((v) => [v.id, v.name])));
}

export const getDover = () => single('dover', 'content/dover.json');

/** Catalogue vehicles for a list of ids, in the list's order (ids are checked when content loads). */
export async function getVehiclesByIds(ids: readonly string[]): Promise<Vehicle[]> {
  const byId = new Map((await getVehicles()).map((v) => [v.id, v]));
  return ids.map((id) => {
    const vehicle = byId.get(id);
    if (!vehicle) throw new Error(`unknown vehicle id "${id}" (no content/vehicles/${id}.json)`);
    return vehicle;
  });
}

/** Municipality records for a list of ids, in the list's order. */
export async function getMunicipalitiesByIds(ids: readonly string[]): Promise<Municipality[]> {
  const byId = new Map((await getMunicipalities()).map((m) => [m.id, m]));
  return ids.map((id) => {
    const town = byId.get(id);
    if (!town) throw new Error(`unknown municipality id "${id}" (not in content/municipalities.json)`);
    return town;
  });
}

// --- Locations (county, town sales and town rental pages) ---

export type TownService = CollectionEntry<'townServices'>['data'] & { id: string };
export type LocationPages = CollectionEntry<'locationPages'>['data'];

/** The eight services listed on every town sales page, in content order. */
export async function getTownServices(): Promise<TownService[]> {
  return flatten(await getCollection('townServices')).sort((a, b) => a.order - b.order);
}

/** Copy of the town sales and town rental pages. */
export const getLocationPages = (): Promise<LocationPages> => single('locationPages', 'content/location-pages.json');

// Contact, thank-you and eco impact pages (contact & eco area).

export type ContactPage = CollectionEntry<'contactPage'>['data'];

/** Copy and reply promise of /contact and /thank-you. */
export const getContactPage = (): Promise<ContactPage> => single('contactPage', 'content/contact-page.json');

/** What a contact request can be about (vehicles, rental fleets and plans, towns), for the form and the API. */
export async function getRequestOptions(): Promise<RequestOptions> {
  const [site, vehicles, rentals, delivery, towns, counties] = await Promise.all([
    getSite(),
    getVehicles(),
    getRentals(),
    getDelivery(),
    getMunicipalities(),
    getCounties(),
  ]);
  const showroom = physicalLocation(site.locations);
  return requestOptions({
    timeZone: site.timeZone,
    showroom: { city: showroom.address.city, coordinates: showroom.coordinates },
    vehicles,
    rentals,
    rentalDelivery: delivery.rental,
    towns,
    countyNames: new Map(counties.map((c) => [c.id, c.name])),
  });
}

export type EcoPage = CollectionEntry<'eco'>['data'];

/** Copy, benefit cards and fact cards of /eco-impact. */
export const getEcoPage = (): Promise<EcoPage> => single('eco', 'content/eco.json');

// Pages whose area has no content of its own (showroom, inventory, not found).

export type ShowroomPage = CollectionEntry<'showroomPage'>['data'];

/** Copy of /showroom. */
export const getShowroomPage = (): Promise<ShowroomPage> => single('showroomPage', 'content/showroom-page.json');

export type NotFoundPage = CollectionEntry<'notFoundPage'>['data'];

/** Copy of the site's not-found page. */
export const getNotFoundPage = (): Promise<NotFoundPage> => single('notFoundPage', 'content/not-found-page.json');

export type InventoryPage = CollectionEntry<'inventoryPage'>['data'];

/** Copy of /inventory. */
export const getInventoryPage = (): Promise<InventoryPage> => single('inventoryPage', 'content/inventory-page.json');
