/**
 * The README's "Everyday edits", made the way it tells an editor to make them, on a copy of the project.
 * Each edit picks what it changes by a rule from the copy's own content (the cheapest model of a brand's
 * first series, a pre-owned cart in stock, a county's towns…), never by today's ids or figures, so the
 * edits still apply after any other edit of the content. Each returns what it did, for the tests to check
 * on the built copy.
 */
import { policyPath, townRentalPath, townSalesPath } from '../../../src/lib/routes';
import { photoFixture, type PhotoOptions } from '../../support/photo-fixture';
import type { ProjectCopy } from '../support/project-copy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Series {
  /** The brand page's file name in dist/: `evolution.html`. */
  page: string;
  /** The series card's id: `series-<id>` on the brand page. */
  id: string;
  brand: string;
  category: string;
}

export interface EditedSite {
  /** A series whose cheapest model's price was cut below every other model's: the new "Starting at". */
  price: Series & { vehicle: string; newPrice: number };
  /** A new vehicle (a copy of `source`, renamed, another row of seats) in a series of its own brand. */
  added: Series & { vehicle: string; name: string; source: string };
  /** A vehicle removed with every list that named it, and the series it was a model of. */
  removed: { vehicle: string; brandPage: string; series: Series };
  /**
   * Photos added to a vehicle the home page features: each shown upright as a portrait or not, its focal
   * point, and the test photo it is (photoFixture's options).
   */
  photos: {
    vehicle: string;
    photos: { src: string; alt: string; focus?: { x: number; y: number }; portrait: boolean; fixture: PhotoOptions }[];
  };
  /** A pre-owned cart in stock, sold. */
  sold: { vehicle: string };
  /**
   * A rental fleet's daily price changed (rentals.json), and in delivery.json both delivery rules' fee per
   * mile and the rush fee, with the free radius each fee starts beyond.
   */
  rental: {
    fleet: string;
    plans: { id: string; title: string; price: number; duration: string }[];
    daily: number;
    feePerMile: number;
    freeWithinMiles: number;
    rushFee: number;
    sales: { feePerMile: number; freeWithinMiles: number };
  };
  /** A fee only a policy states, edited in its text. */
  policyFee: { policy: string; before: string; after: string };
  /** A town added, and a second one with a rental page. */
  towns: { sales: { name: string; path: string }; rental: { name: string; path: string; rentalPath: string } };
  /** The fictional phone number replaced by a real-looking one. */
  phone: { display: string; e164: string };
  /** Drafts of each kind: they must stay out of the published site. */
  drafts: { vehicle: string; townPath: string; policyPath: string; faqQuestion: string };
  /** A list item removed and one added (a brand page's featured models). */
  list: { brandPage: string; removed: string; added: string };
}

const vehicleIds = (p: ProjectCopy) =>
  p
    .list('content/vehicles')
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
const vehicle = (p: ProjectCopy, id: string) => p.readJson<Json>(`content/vehicles/${id}.json`);
const editJson = <T = Json>(p: ProjectCopy, file: string, change: (data: T) => void) => {
  const data = p.readJson<T>(file);
  change(data);
  p.writeJson(file, data);
};
const editText = (p: ProjectCopy, file: string, change: (text: string) => string) => {
  const before = p.read(file);
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} does not apply`);
  p.write(file, after);
};

/** The brands' series, by their brand page (content/brands/<id>.json), with their new models. */
function seriesOf(p: ProjectCopy): (Series & { models: string[] })[] {
  const ids = vehicleIds(p);
  return p
    .list('content/brands')
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const page = p.readJson<Json>(`content/brands/${file}`);
      const brandId = file.replace(/\.json$/, '');
      return (page['series']?.items ?? []).map((item: Json) => {
        const models = ids.filter((id) => {
          const v = vehicle(p, id);
          return v['isNew'] && !v['draft'] && v['brand'].toLowerCase() === brandId && v['category'] === item['title'];
        });
        const brand = models.length ? vehicle(p, models[0]!)['brand'] : brandId;
        return { page: `${brandId}.html`, id: item['id'], brand, category: item['title'], models };
      });
    });
}

/** Every everyday edit, in the order an editor might make them; returns what was done. */
export async function makeEverydayEdits(p: ProjectCopy): Promise<EditedSite> {
  const home = p.readJson<Json>('content/home.json');
  const featuredOnHome: string[] = home['featured'].vehicleIds;

  // Remove a vehicle: one a brand page features but the home page does not, with every list naming it.
  const brandFiles = p
    .list('content/brands')
    .filter((f) => f.endsWith('.json'))
    .sort();
  const featuredLists = brandFiles.flatMap((file) => {
    const page = p.readJson<Json>(`content/brands/${file}`);
    const key = ['featured', 'lineup'].find((k) => Array.isArray(page[k]?.vehicles));
    return key ? [{ file, key, ids: page[key].vehicles as string[] }] : [];
  });
  // …from a series that keeps a model without it, so its card stays; from a list that has a model of its
  // brand to add in its place.
  const seriesBefore = seriesOf(p);
  const brandOf = (id: string) => vehicle(p, id)['brand'] as string;
  const removable = (ids: string[]) =>
    ids.find((id) => !featuredOnHome.includes(id) && seriesBefore.some((s) => s.models.includes(id) && s.models.length >= 2));
  const addable = (ids: string[]) =>
    vehicleIds(p).find(
      (id) => !ids.includes(id) && vehicle(p, id)['isNew'] && !vehicle(p, id)['draft'] && brandOf(id) === brandOf(ids[0]!),
    );
  const fromList = featuredLists.find((l) => l.ids.length >= 2 && removable(l.ids) && addable(l.ids))!;
  const removedId = removable(fromList.ids)!;
  const removedFrom = seriesBefore.find((s) => s.models.includes(removedId))!;
  const addedToList = addable(fromList.ids)!;
  p.delete(`content/vehicles/${removedId}.json`);
  editJson(p, `content/brands/${fromList.file}`, (page) => {
    page[fromList.key].vehicles = page[fromList.key].vehicles.filter((id: string) => id !== removedId);
    // Lists: a model of the same brand added to the same list.
    page[fromList.key].vehicles.push(addedToList);
  });

  // Change a price: the cheapest model of the first series with two or more models now costs less than any.
  const series = seriesOf(p).find((s) => s.models.length >= 2)!;
  const prices = series.models.map((id) => vehicle(p, id)['price'] as number);
  const cheapest = series.models[prices.indexOf(Math.min(...prices))]!;
  const newPrice = Math.min(...prices) - 101;
  editJson(p, `content/vehicles/${cheapest}.json`, (v) => (v['price'] = newPrice));

  // Add a vehicle: copy a file of another series to a new id and edit its fields (one its drawing shows:
  // another row of seats); the build draws its picture from them. The copied file may carry lines the
  // original had for its own pictures (a stale `images`): the copy must still get its own drawing.
  const other = seriesOf(p).find((s) => s.models.length >= 1 && s.id !== series.id)!;
  const source = other.models[0]!;
  const addedId = `${source}-touring`;
  const addedName = `${vehicle(p, source)['name']} Touring`;
  const specifications = vehicle(p, source)['specifications'] as Json;
  p.writeJson(`content/vehicles/${addedId}.json`, {
    ...vehicle(p, source),
    name: addedName,
    price: (vehicle(p, source)['price'] as number) + 400,
    description: `${vehicle(p, source)['description']} The Touring edition adds a folding rear seat and a tinted windshield.`,
    specifications: { ...specifications, seatingCapacity: (specifications['seatingCapacity'] as number) + 2 },
    images: [`/images/vehicles/${source}.svg`],
  });

  // Add photos: two phone photos of a vehicle the home page features, the first held upright with its
  // subject low in the picture (a focal point), the second landscape.
  const photographed = featuredOnHome.find((id) => p.exists(`content/vehicles/${id}.json`))!;
  const photos = [
    {
      src: `${photographed}/front.jpg`,
      alt: 'Front three-quarter view of the cart parked on the showroom lot',
      focus: { x: 50, y: 100 },
      portrait: true,
      fixture: { seed: 1 },
    },
    {
      src: `${photographed}/side.jpg`,
      alt: 'Side view of the cart with its seats and roof',
      portrait: false,
      fixture: { seed: 2, shape: 'landscape' as const },
    },
  ];
  for (const photo of photos) p.write(`content/vehicles/${photo.src}`, await photoFixture(photo.fixture));
  editJson(p, `content/vehicles/${photographed}.json`, (v) => (v['photos'] = photos.map(({ src, alt, focus }) => ({ src, alt, focus }))));

  // Sell a pre-owned cart: one in stock.
  const preowned = vehicleIds(p).find((id) => !vehicle(p, id)['isNew'] && vehicle(p, id)['inStock'] && !vehicle(p, id)['draft'])!;
  editJson(p, `content/vehicles/${preowned}.json`, (v) => (v['inStock'] = false));

  // Change a price (rentals.json) and the fees the policies show through their tags (delivery.json).
  let rental: EditedSite['rental'] | undefined;
  editJson(p, 'content/rentals.json', (r) => {
    const fleet = r['fleets'].find((f: Json) => f.plans.length >= 2);
    const daily = fleet.plans[0];
    daily.price = Math.round(daily.price * 1.3);
    rental = {
      fleet: fleet.id,
      plans: fleet.plans,
      daily: daily.price,
      feePerMile: 0,
      freeWithinMiles: 0,
      rushFee: 0,
      sales: { feePerMile: 0, freeWithinMiles: 0 },
    };
  });
  editJson(p, 'content/delivery.json', (d) => {
    d['rental'].feePerMile += 3;
    d['rental'].rushFee += 13;
    d['sales'].feePerMile += 5;
    Object.assign(rental!, {
      feePerMile: d['rental'].feePerMile,
      freeWithinMiles: d['rental'].freeWithinMiles,
      rushFee: d['rental'].rushFee,
      sales: { feePerMile: d['sales'].feePerMile, freeWithinMiles: d['sales'].freeWithinMiles },
    });
  });

  // Change a fee only a policy states, right in its text: the first "$n per hour" of a policy.
  const policyFile = p
    .list('content/policies')
    .sort()
    .find((f) => /\$\d+ per hour/.test(p.read(`content/policies/${f}`)))!;
  const before = /\$(\d+) per hour/.exec(p.read(`content/policies/${policyFile}`))!;
  const after = `$${Number(before[1]) + 5} per hour`;
  editText(p, `content/policies/${policyFile}`, (t) => t.replace(before[0], after));

  // Add a town, and one with a rental page, in the county of the showroom's town.
  const towns = p.readJson<Json[]>('content/municipalities.json');
  const model = towns.find((t) => t['offersRentals'] && !t['draft']) ?? towns[0]!;
  const newTown = (name: string, offersRentals: boolean, dlat: number): Json => {
    const id = name.toLowerCase().replace(/\s+/g, '-');
    return {
      id,
      name,
      county: model['county'],
      type: 'Town',
      slug: id,
      population: 412,
      coordinates: { lat: Number((model['coordinates'].lat + dlat).toFixed(4)), lng: model['coordinates'].lng },
      ...(offersRentals ? { offersRentals: true } : {}),
      local: `${name} sits among farm fields and tree lines, with a general store, a fire hall and a ballpark that fills on summer evenings. Neighbors use carts for the short trips between them, and for hauling gear to the creek where families launch kayaks on weekend mornings.`,
    };
  };
  const salesTown = newTown('Cedar Hollow', false, 0.012);
  const rentalTown = newTown('Maple Crossing', true, -0.014);
  p.writeJson('content/municipalities.json', [...towns, salesTown, rentalTown]);

  // Replace a placeholder: the fictional phone number, in both of its forms.
  const phone = { display: '1-302-736-4218', e164: '+13027364218' };
  editJson(p, 'content/site.json', (site) => {
    site['phone'].display = phone.display;
    site['phone'].e164 = phone.e164;
  });

  // Drafts: a new vehicle, a town, a policy and an FAQ entry.
  const draftVehicle = `${source}-concept`;
  p.writeJson(`content/vehicles/${draftVehicle}.json`, {
    ...vehicle(p, source),
    name: `${vehicle(p, source)['name']} Concept`,
    draft: true,
  });
  const draftTown = p.readJson<Json[]>('content/municipalities.json').find((t) => !t['offersRentals'] && t['county'] !== model['county'])!;
  editJson<Json[]>(p, 'content/municipalities.json', (list) => (list.find((t) => t['id'] === draftTown['id'])!['draft'] = true));
  // A policy no other content names (published content cannot name a draft).
  const contentFiles = ['content', 'content/policies', 'content/brands'].flatMap((folder) =>
    p
      .list(folder)
      .filter((f) => /\.(json|mdx)$/.test(f))
      .map((f) => `${folder}/${f}`),
  );
  const draftPolicy = p
    .list('content/policies')
    .sort()
    .map((f) => f.replace(/\.mdx$/, ''))
    .find(
      (id) =>
        id !== policyFile.replace(/\.mdx$/, '') &&
        !/^sameAs:/m.test(p.read(`content/policies/${id}.mdx`)) &&
        contentFiles.every((file) => file === `content/policies/${id}.mdx` || !p.read(file).includes(id)),
    )!;
  editText(p, `content/policies/${draftPolicy}.mdx`, (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
  const faq = p.readJson<Json[]>('content/faq.json');
  const draftFaq = faq[faq.length - 1]!;
  p.writeJson(
    'content/faq.json',
    faq.map((entry) => (entry === draftFaq ? { ...entry, draft: true } : entry)),
  );

  const prune = ({ models: _models, ...rest }: Series & { models: string[] }) => rest;
  return {
    price: { ...prune(series), vehicle: cheapest, newPrice },
    added: { ...prune(other), vehicle: addedId, name: addedName, source },
    removed: { vehicle: removedId, brandPage: fromList.file.replace(/\.json$/, '.html'), series: prune(removedFrom) },
    photos: { vehicle: photographed, photos },
    sold: { vehicle: preowned },
    rental: rental!,
    policyFee: { policy: policyFile.replace(/\.mdx$/, ''), before: before[0], after },
    towns: {
      sales: { name: salesTown['name'], path: townSalesPath(salesTown as { slug: string }) },
      rental: {
        name: rentalTown['name'],
        path: townSalesPath(rentalTown as { slug: string }),
        rentalPath: townRentalPath(rentalTown as { slug: string }),
      },
    },
    phone,
    drafts: {
      vehicle: draftVehicle,
      townPath: townSalesPath(draftTown as { slug: string; routeQualifier?: string }),
      policyPath: policyPath({ id: draftPolicy }),
      faqQuestion: draftFaq['question'],
    },
    list: { brandPage: fromList.file.replace(/\.json$/, '.html'), removed: removedId, added: addedToList },
  };
}
