/**
 * Every content query, once. Pages, layouts and components ask here; nothing else calls
 * getCollection. Derived views (towns by county, nearest towns, top towns) live here too.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

export type Site = CollectionEntry<'site'>['data'];
export type County = CollectionEntry<'counties'>['data'] & { id: string };
export type Municipality = CollectionEntry<'municipalities'>['data'] & { id: string };
export type Vehicle = CollectionEntry<'vehicles'>['data'] & { id: string };

const flatten = <T extends { id: string; data: object }>(entries: T[]) =>
  entries.map((e) => ({ id: e.id, ...e.data }) as T['data'] & { id: string });

export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site.json is missing');
  return entry.data;
}

/** The counties in the header's order (New Castle, Kent, Sussex). */
export async function getCounties(): Promise<County[]> {
  return flatten(await getCollection('counties')).sort((a, b) => a.navOrder - b.navOrder);
}

/**
 * All municipality records in the spec's combined order: by county (Kent, New Castle, Sussex,
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

export async function getVehicle(id: string): Promise<Vehicle | undefined> {
  return (await getVehicles()).find((v) => v.id === id);
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

/** Rental plans for /rentals and the town rental pages, delivery terms and deposits. */
export async function getRentals(): Promise<Rentals> {
  const entry = await getEntry('rentals', 'rentals');
  if (!entry) throw new Error('content/rentals.json is missing');
  return entry.data;
}

// Contact, thank-you and eco impact pages (contact & eco area).

export type ContactPage = CollectionEntry<'contactPage'>['data'];

/** Copy and reply promise of /contact and /thank-you. */
export async function getContactPage(): Promise<ContactPage> {
  const entry = await getEntry('contactPage', 'contact-page');
  if (!entry) throw new Error('content/contact-page.json is missing');
  return entry.data;
}

export type EcoPage = CollectionEntry<'eco'>['data'];

/** Copy, benefit cards and fact cards of /eco-impact. */
export async function getEcoPage(): Promise<EcoPage> {
  const entry = await getEntry('eco', 'eco');
  if (!entry) throw new Error('content/eco.json is missing');
  return entry.data;
}
