/**
 * The schema.org fields each structured-data type must carry on this site, and the types it must never emit.
 * Based on Google's required properties for rich results, plus the site's own demands (products state
 * availability and condition). A type missing from the table is reported, so a new kind of structured
 * data arrives together with its rule.
 *
 * A field written `a|b` is satisfied by either property.
 */

/** The local business types the site may emit: each must carry a name and an address. */
const LOCAL_BUSINESS_TYPES = ['LocalBusiness', 'AutomotiveBusiness', 'AutoDealer', 'AutoRental', 'AutoRepair', 'AutoPartsStore', 'Store'];

/** One rule for several types (a type and its subtypes, or types that need only a name). */
const sharing = (types: readonly string[], fields: readonly string[]): Record<string, readonly string[]> =>
  Object.fromEntries(types.map((type) => [type, fields]));

export const requiredFields: Readonly<Record<string, readonly string[]>> = {
  ...sharing(['Organization', 'Corporation', 'WebSite'], ['name', 'url']),
  ...sharing(LOCAL_BUSINESS_TYPES, ['name', 'address']),
  ...sharing(['Product', 'Vehicle', 'Car', 'IndividualProduct'], ['name', 'offers']),
  ...sharing(
    ['ProductModel', 'Brand', 'Service', 'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'ItemPage', 'Person', 'Place'],
    ['name'],
  ),
  ...sharing(['City', 'AdministrativeArea', 'State', 'Country'], ['name']),
  ...sharing(['PriceSpecification', 'UnitPriceSpecification'], ['price', 'priceCurrency']),
  ...sharing(['ItemList', 'BreadcrumbList'], ['itemListElement']),
  PostalAddress: ['addressLocality', 'addressRegion'],
  GeoCoordinates: ['latitude', 'longitude'],
  GeoCircle: ['geoMidpoint', 'geoRadius'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  ContactPoint: ['telephone|email', 'contactType'],
  Offer: ['price|priceSpecification', 'priceCurrency|priceSpecification'],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  CompoundPriceSpecification: ['priceComponent'],
  MerchantReturnPolicy: ['applicableCountry', 'returnPolicyCategory'],
  PropertyValue: ['name', 'value'],
  QuantitativeValue: ['value|minValue|maxValue'],
  OfferCatalog: ['name', 'itemListElement'],
  ListItem: ['position'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Article: ['headline'],
  Report: ['headline|name'],
  ImageObject: ['url|contentUrl'],
  EntryPoint: ['urlTemplate'],
  SearchAction: ['target'],
};

/** Fields required only where the type sits inside another (child type -> parent type -> fields). */
export const requiredInContext: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // Product structured data states the cart's real availability and condition.
  Offer: { Product: ['availability', 'itemCondition'], Vehicle: ['availability', 'itemCondition'], Car: ['availability', 'itemCondition'] },
  // A breadcrumb trail needs a label for each step.
  ListItem: { BreadcrumbList: ['name'] },
};

/**
 * A business named inside another entity (an offer's seller, a service's provider) is a reference to
 * the dealer, which the page describes in full elsewhere: a name (or an @id) is enough there.
 */
const BUSINESS_TYPES = new Set(['Organization', 'Corporation', ...LOCAL_BUSINESS_TYPES]);
const REFERENCE_FIELDS = ['name|@id'] as const;

/** The reviews are sample content; self-authored ratings must not pose as third-party ones. */
export const forbiddenTypes: readonly string[] = ['Review', 'AggregateRating', 'Rating'];

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t])
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^https?:\/\/schema\.org\//, ''));
}

function missing(node: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.filter((f) => !f.split('|').some((alt) => present(node[alt])));
}

/**
 * Everything wrong with one parsed JSON-LD document: a missing `@context`, unknown or forbidden types,
 * missing required fields. Each problem names the path to the node (`$.offers[0]`).
 */
export function structuredDataProblems(doc: unknown): string[] {
  const problems: string[] = [];
  const roots = Array.isArray(doc) ? doc : [doc];
  roots.forEach((root, i) => {
    const at = Array.isArray(doc) ? `$[${i}]` : '$';
    if (typeof root !== 'object' || root === null) {
      problems.push(`${at}: not an object`);
      return;
    }
    const context = (root as Record<string, unknown>)['@context'];
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context))
      problems.push(`${at}: @context must be "https://schema.org"`);
    visit(root, at, [], problems);
  });
  return problems;
}

function visit(value: unknown, at: string, parentTypes: string[], problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => visit(v, `${at}[${i}]`, parentTypes, problems));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  const types = typesOf(node);
  for (const type of types) {
    if (forbiddenTypes.includes(type)) {
      problems.push(`${at}: @type ${type} must not be emitted (sample reviews are not third-party ratings)`);
      continue;
    }
    const rule = parentTypes.length > 0 && BUSINESS_TYPES.has(type) ? REFERENCE_FIELDS : requiredFields[type];
    if (!rule) {
      problems.push(`${at}: no rule for @type ${type}: add its required fields to src/lib/seo/structured-data-rules.ts`);
      continue;
    }
    const inContext = parentTypes.flatMap((p) => requiredInContext[type]?.[p] ?? []);
    for (const field of missing(node, [...rule, ...inContext])) problems.push(`${at} (${type}): missing ${field.replace(/\|/g, ' or ')}`);
  }
  const childParents = types.length > 0 ? types : parentTypes;
  for (const [key, child] of Object.entries(node)) {
    if (key === '@context' || key === '@type') continue;
    if (forbiddenKeys.includes(key)) problems.push(`${at}.${key}: must not be emitted (sample reviews are not third-party ratings)`);
    visit(child, `${at}.${key}`, key === '@graph' ? [] : childParents, problems);
  }
}

const forbiddenKeys = ['review', 'reviews', 'aggregateRating'];

/** Every Offer-like price in a document (`price`, `lowPrice`, `highPrice`), for "the page shows this price" checks. */
export function structuredDataPrices(doc: unknown): number[] {
  const out: number[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v !== 'object' || v === null) return;
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      if (['price', 'lowPrice', 'highPrice'].includes(k) && (typeof child === 'number' || typeof child === 'string')) {
        const n = Number(child);
        if (Number.isFinite(n)) out.push(n);
      } else walk(child);
    }
  };
  walk(doc);
  return out;
}

/** The dealer as every page must state it: one identifier, one name, the showroom's address and coordinates. */
export interface DealerIdentity {
  id: string;
  name: string;
  /** schema.org PostalAddress fields of the showroom. */
  address: Record<string, unknown>;
  latitude: number;
  longitude: number;
}

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).every((k) => k === '@type' || a[k] === b[k]) && Object.keys(a).every((k) => k === '@type' || k in b);

/**
 * Everything that contradicts the one dealer in a JSON-LD document. A business stated at the top of a
 * document is the dealer: it carries the dealer's `@id`. Any business node, wherever it is, uses no other
 * `@id` or name, and an address or geo point it states is the showroom's (a page about a town serves the
 * town through `areaServed`; it never moves the dealer there).
 */
export function dealerIdentityProblems(doc: unknown, dealer: DealerIdentity): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, at: string, nested: boolean): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`, nested));
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    if (typesOf(node).some((t) => BUSINESS_TYPES.has(t))) {
      const id = node['@id'];
      if (id === undefined ? !nested : id !== dealer.id) problems.push(`${at}: @id must be the dealer's ${dealer.id}, found ${String(id)}`);
      if (node['name'] !== undefined && node['name'] !== dealer.name)
        problems.push(`${at}: name must be the dealer's "${dealer.name}", found "${String(node['name'])}"`);
      const address = node['address'];
      if (
        address !== undefined &&
        !(typeof address === 'object' && address !== null && sameFields(address as Record<string, unknown>, dealer.address))
      )
        problems.push(`${at}: address must be the showroom's`);
      const geo = node['geo'] as Record<string, unknown> | undefined;
      if (geo !== undefined && (geo['latitude'] !== dealer.latitude || geo['longitude'] !== dealer.longitude))
        problems.push(
          `${at}: geo must be the showroom's (${dealer.latitude}, ${dealer.longitude}), found (${String(geo['latitude'])}, ${String(geo['longitude'])})`,
        );
    }
    for (const [key, child] of Object.entries(node)) if (key !== '@context') walk(child, `${at}.${key}`, true);
  };
  (Array.isArray(doc) ? doc : [doc]).forEach((root, i) => walk(root, Array.isArray(doc) ? `$[${i}]` : '$', false));
  return problems;
}

/** The `@id` of the business providing each Service of a document (undefined for a provider given without one). */
export function serviceProviders(doc: unknown): (string | undefined)[] {
  return (Array.isArray(doc) ? doc : [doc])
    .filter(
      (n): n is Record<string, unknown> => typeof n === 'object' && n !== null && typesOf(n as Record<string, unknown>).includes('Service'),
    )
    .map((service) => (service['provider'] as Record<string, unknown> | undefined)?.['@id'] as string | undefined);
}
