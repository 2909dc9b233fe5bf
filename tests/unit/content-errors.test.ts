/**
 * An editor's everyday mistakes, made together in one copy of the project: one run of the build's
 * content step and one run of `npm run check:content` each report every one of them, and nothing
 * else. Each message names the file with its line, the entry and the field, and says how to fix it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectReported, runWithMistakes, type BrokenContentFixture, type ProjectCopy } from './support/project-copy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const editJson = (p: ProjectCopy, file: string, change: (data: Json) => void) => {
  const data = p.readJson<Json>(file);
  change(data);
  p.writeJson(file, data);
};
const editText = (p: ProjectCopy, file: string, change: (text: string) => string) => {
  const before = p.read(file);
  const after = change(before);
  expect(after, `the edit of ${file} applies`).not.toBe(before);
  p.write(file, after);
};
/** The line of the first occurrence of `text` in a file of the copy. */
const lineOf = (p: ProjectCopy, file: string, text: string) =>
  p
    .read(file)
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

const fixtures: BrokenContentFixture[] = [
  {
    name: 'a trailing comma in municipalities.json names that file and the line of the comma',
    breakIt: (p) => editText(p, 'content/municipalities.json', (t) => t.replace(/\}\s*\]\s*$/, '},\n]\n')),
    expected: ['content/municipalities.json:', 'invalid JSON: remove the comma after the last item: JSON allows no comma before "]"'],
  },
  {
    name: 'a missing comma in counties.json names that file',
    breakIt: (p) => editText(p, 'content/counties.json', (t) => t.replace('"seat": "Dover",', '"seat": "Dover"')),
    expected: ['content/counties.json:', 'invalid JSON: a comma is missing after this value'],
  },
  {
    name: 'a missing closing --- says so',
    breakIt: (p) => editText(p, 'content/policies/storage-policy.mdx', (t) => t.replace(/\n---\n/, '\n\n')),
    expected: [
      'content/policies/storage-policy.mdx:1:1 (entry "storage-policy"): the frontmatter opened by "---" on line 1 is never closed: add a line "---"',
    ],
  },
  {
    name: 'an unknown MDX tag lists the available tags, with file and line',
    breakIt: (p) => editText(p, 'content/policies/return-policy.mdx', (t) => t.replace('<Phone />', '<Telephone />')),
    expected: [
      '(entry "return-policy"): unknown tag <Telephone>: the tags a page can use are <Brand>, <Callout>, <ContactBlock>, <DeliveryFee>, <DeliveryTime>, <Deposit>',
      'content/policies/return-policy.mdx:',
    ],
  },
  {
    name: 'a tag naming a rental fleet that does not exist',
    breakIt: (p) =>
      editText(p, 'content/policies/rental-policy.mdx', (t) => t.replace('<Deposit fleet="6-seater" />', '<Deposit fleet="8-seater" />')),
    expected: ['(entry "rental-policy"): <Deposit fleet>: unknown rental fleet "8-seater": use one of "4-seater", "6-seater", "utility"'],
  },
  {
    name: 'a date written 01/23/2025',
    breakIt: (p) =>
      editText(p, 'content/policies/delivery-policy.mdx', (t) => t.replace(/^effectiveDate: .*$/m, 'effectiveDate: 01/23/2025')),
    expected: ['(entry "delivery-policy"): field "effectiveDate": must be a date like 2025-01-23 (year-month-day); found "01/23/2025"'],
  },
  {
    name: "a policy's footer group that is not one of the two",
    breakIt: (p) => editText(p, 'content/policies/ethics-policy.mdx', (t) => t.replace(/^footer: .*$/m, 'footer: about-us')),
    expected: ['(entry "ethics-policy"): field "footer": must be "customer" (listed first) or "company" (under the company name)'],
  },
  {
    name: 'an image path that does not exist names the file and the field',
    breakIt: (p) => editJson(p, 'content/site.json', (v) => (v['defaultShareImage']['src'] = '/images/share-front.jpg')),
    expected: [
      'content/site.json:',
      'field "defaultShareImage.src": there is no file public/images/share-front.jpg: add the file or correct the path',
    ],
  },
  {
    name: 'a photo whose file does not exist names the file and the field',
    breakIt: (p) =>
      editJson(p, 'content/vehicles/evolution-classic-2-plus.json', (v) => {
        v['photos'] = [{ src: 'evolution-classic-2-plus/front.jpg', alt: 'Front view of the cart on the showroom floor' }];
      }),
    expected: [
      'content/vehicles/evolution-classic-2-plus.json:',
      '(entry "evolution-classic-2-plus"): field "photos.0.src": there is no image file "evolution-classic-2-plus/front.jpg" (looked for content/vehicles/evolution-classic-2-plus/front.jpg): add it or correct the path',
    ],
  },
  {
    name: 'a photo without a description says what to write',
    breakIt: (p) => {
      p.write('content/vehicles/evolution-turfman-200/side.jpg', photos.fine);
      editJson(
        p,
        'content/vehicles/evolution-turfman-200.json',
        (v) => (v['photos'] = [{ src: 'evolution-turfman-200/side.jpg', alt: 'cart' }]),
      );
    },
    expected: ['(entry "evolution-turfman-200"): field "photos.0.alt": describe what the photo shows for someone who cannot see it'],
  },
  {
    name: 'a photo too small to look sharp says to use the original',
    breakIt: (p) => {
      p.write('content/vehicles/evolution-d5-ranger-4/front.jpg', photos.small);
      editJson(p, 'content/vehicles/evolution-d5-ranger-4.json', (v) => {
        v['photos'] = [{ src: 'evolution-d5-ranger-4/front.jpg', alt: 'Front view of the Ranger on the showroom floor' }];
      });
    },
    expected: [
      'content/vehicles/evolution-d5-ranger-4.json:',
      '(entry "evolution-d5-ranger-4"): field "photos.0.src": the photo is 640 x 480 px, too small to look sharp: use a file at least 800 px on its long side (the original from the phone or camera',
    ],
  },
  {
    name: 'a photo file over 20 MB is refused, saying how to make it smaller',
    breakIt: (p) => {
      p.write('content/vehicles/evolution-d5-ranger-6/front.jpg', photos.huge);
      editJson(p, 'content/vehicles/evolution-d5-ranger-6.json', (v) => {
        v['photos'] = [{ src: 'evolution-d5-ranger-6/front.jpg', alt: 'Front view of the Ranger on the showroom floor' }];
      });
    },
    expected: [
      '(entry "evolution-d5-ranger-6"): field "photos.0.src": the photo file is 21.0 MB, over the 20.0 MB a photo may be: save it again as a JPEG',
    ],
  },
  {
    name: 'a photo in public/ instead of beside its vehicle says where it goes',
    breakIt: (p) =>
      editJson(p, 'content/vehicles/evolution-carrier-6-plus.json', (v) => {
        v['photos'] = [{ src: '/images/share-default.jpg', alt: 'The carrier parked at the beach entrance' }];
      }),
    expected: [
      '(entry "evolution-carrier-6-plus"): field "photos.0.src": must be a photo file (jpg, png, webp or avif) in a folder beside the vehicle, e.g. "denago-ev-city/front.jpg"',
    ],
  },
  {
    name: 'a page title that search results would cut off names its length',
    breakIt: (p) =>
      editJson(p, 'content/eco.json', (d) => {
        d['seo'].title = 'Eco-Impact Calculator: the CO2, gasoline and money an electric golf cart saves you every year';
      }),
    expected: [
      'content/eco.json:3 (entry "eco"): field "seo.title": makes a page title of 93 characters',
      'search results cut it after about 60, so shorten it to 60 or fewer',
    ],
  },
  {
    name: 'a placeholder in copy no page fills in, which visitors would read as written',
    breakIt: (p) =>
      editJson(p, 'content/values.json', (d) => {
        d[0].text = 'Straight answers, clear prices from {aprFrom} APR and no pressure.';
      }),
    expected: [
      '(entry "honesty"): field "text": unknown placeholder {aprFrom}: this text fills in none, so visitors would read "{aprFrom}": write the value itself',
      'content/values.json:',
    ],
  },
  {
    name: 'a phone number shown and a phone number dialled that differ',
    breakIt: (p) => editJson(p, 'content/site.json', (d) => (d['phone'].e164 = '+18885550143')),
    expected: ['content/site.json:', '(entry "site"): field "phone.e164": must dial the number "display" shows'],
  },
  {
    name: 'a photo in public/ that cannot be decoded names the file',
    breakIt: (p) =>
      p.write('public/images/share-default.jpg', readFileSync(join(p.dir, 'public/images/share-default.jpg')).subarray(0, 3000)),
    expected: [
      'Content error in public/images/share-default.jpg: this image cannot be shown (',
      'export it again from the original, or replace it',
    ],
  },
  {
    name: 'a drawing in public/ that cannot be read names the file',
    breakIt: (p) => p.write('public/images/badge.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10'),
    expected: ['Content error in public/images/badge.svg: this image cannot be shown ('],
  },
  {
    name: 'a price written as text says to write a plain number',
    breakIt: (p) => editJson(p, 'content/vehicles/denago-ev-city.json', (v) => (v['price'] = '$15,000')),
    expected: [
      'content/vehicles/denago-ev-city.json:5 (entry "denago-ev-city"): field "price": must be a number of US dollars, without "$" or quotes',
    ],
  },
];

/** Photo files: one the site takes, one too small, and one over 20 MB (a picture followed by 21 MB the decoders skip). */
const photos = { fine: Buffer.alloc(0), small: Buffer.alloc(0), huge: Buffer.alloc(0) };

describe('every mistake of every file in one run', () => {
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  beforeAll(async () => {
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2f7d6d' } })
        .jpeg()
        .toBuffer();
    photos.fine = await jpeg(1200, 800);
    photos.small = await jpeg(640, 480);
    photos.huge = Buffer.concat([photos.fine, Buffer.alloc(21 * 1024 * 1024 - photos.fine.length)]);
    runs = runWithMistakes(fixtures);
  }, 300_000);

  it.each(fixtures)('$name', (fixture) => expectReported(runs, fixture));

  it('reports each mistake once and nothing else, under one count', () => {
    for (const output of [runs!.sync, runs!.check]) {
      const files = new Set([...output.matchAll(/^Content error in ([^\s:]+)/gm)].map((m) => m[1]));
      expect(output).toContain(`${fixtures.length} content errors in ${files.size} files:`);
      expect(output.match(/^Content error in /gm)).toHaveLength(fixtures.length);
    }
  });

  it('says what to do next, and shows the editor no stack trace', () => {
    expect(runs!.sync).toContain('Fix each line above, then run `npm run check:content`');
    expect(runs!.check).toContain('Fix each line above and run `npm run check:content` again');
    for (const output of [runs!.sync, runs!.check]) expect(output).not.toMatch(/Stack trace|^\s+at /m);
  });
});

describe('removing a vehicle that other content names', () => {
  const removal: BrokenContentFixture = {
    name: 'lists every place that names it',
    breakIt: (p) => p.delete('content/vehicles/evolution-d6-max-xt4.json'),
    expected: [],
  };
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  let places: string[] = [];
  beforeAll(() => {
    runs = runWithMistakes([
      {
        ...removal,
        breakIt: (p) => {
          places = [
            `content/brands/evolution.json:${lineOf(p, 'content/brands/evolution.json', '"evolution-d6-max-xt4"')} (entry "evolution"): field "featured.vehicles.5"`,
            `content/home.json:${lineOf(p, 'content/home.json', '"evolution-d6-max-xt4"')} (entry "home"): field "featured.vehicleIds.1"`,
          ];
          removal.breakIt(p);
        },
      },
    ]);
  }, 300_000);

  it('fails naming each place, file, line and field, and the missing file', () => {
    expect(places).toHaveLength(2);
    expectReported(runs, {
      ...removal,
      expected: [
        '2 content errors in 2 files:',
        ...places.map(
          (place) => `${place}: unknown vehicle id "evolution-d6-max-xt4": there is no content/vehicles/evolution-d6-max-xt4.json`,
        ),
      ],
    });
  });
});
