/**
 * Editor-proof content of the home, services and about pages (home, reviews, FAQ, services, team, values): all the broken
 * fixtures at once must stop `astro sync` and `npm run check:content`, each run naming every file and
 * field.
 */
import { beforeAll, describe, it } from 'vitest';
import { expectReported, runWithMistakes, type BrokenContentFixture } from './support/project-copy';

type Rec = Record<string, unknown>;
type Fixture = BrokenContentFixture;

const fixtures: Fixture[] = [
  {
    name: 'a featured vehicle id that is not in the catalogue',
    breakIt: (p) => {
      const home = p.readJson<{ featured: { vehicleIds: string[] } }>('content/home.json');
      home.featured.vehicleIds[1] = 'evolution-d7-imaginary';
      p.writeJson('content/home.json', home);
    },
    expected: ['content/home.json:', '(entry "home"): field "featured.vehicleIds.1": unknown vehicle id "evolution-d7-imaginary"'],
  },
  {
    name: 'a labour rate written as text',
    breakIt: (p) => {
      const services = p.readJson<{ offers: { price: Rec }[] }>('content/services.json');
      services.offers[0]!.price = { kind: 'hourly', amount: '$155' };
      p.writeJson('content/services.json', services);
    },
    expected: ['content/services.json', 'field "offers.0.price.amount"'],
  },
  {
    name: 'a review with six stars',
    breakIt: (p) => {
      const reviews = p.readJson<Rec[]>('content/reviews.json');
      reviews[2]!['rating'] = 6;
      p.writeJson('content/reviews.json', reviews);
    },
    expected: ['content/reviews.json', 'entry "karen-s-milford"', 'field "rating"'],
  },
  {
    name: 'a team card without a role',
    breakIt: (p) => {
      const team = p.readJson<Rec[]>('content/team.json');
      delete team[0]!['role'];
      p.writeJson('content/team.json', team);
    },
    expected: ['content/team.json', 'field "role"'],
  },
  {
    name: 'a value naming an icon that does not exist',
    breakIt: (p) => {
      const values = p.readJson<Rec[]>('content/values.json');
      values[0]!['icon'] = 'rocket';
      p.writeJson('content/values.json', values);
    },
    expected: ['content/values.json', 'field "icon"'],
  },
  {
    name: 'page copy naming a value its page does not fill in',
    breakIt: (p) => {
      const about = p.readJson<{ story: { paragraphs: string[] } }>('content/about-page.json');
      about.story.paragraphs[0] = 'Founded in {foundedYr} by a family of cart lovers in Dover, Delaware.';
      p.writeJson('content/about-page.json', about);
    },
    expected: ['content/about-page.json', 'field "story.paragraphs.0"', 'unknown placeholder {foundedYr}'],
  },
  {
    name: 'a town page heading naming a value of the rental pages',
    breakIt: (p) => {
      const pages = p.readJson<{ sales: { services: { title: string } } }>('content/location-pages.json');
      pages.sales.services.title = 'Golf cart services in {town}, from {lowestPrice}';
      p.writeJson('content/location-pages.json', pages);
    },
    expected: ['content/location-pages.json', 'field "sales.services.title"', 'unknown placeholder {lowestPrice}'],
  },
  {
    name: 'a link to a page the site does not have',
    breakIt: (p) => {
      const notFound = p.readJson<{ links: { route: string }[] }>('content/not-found-page.json');
      notFound.links[0]!.route = 'showrooms';
      p.writeJson('content/not-found-page.json', notFound);
    },
    expected: ['content/not-found-page.json', 'field "links.0.route"', "must be one of the site's pages"],
  },
];

describe('core-page content mistakes fail the build, all reported in one run, naming file and field', () => {
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  beforeAll(() => {
    runs = runWithMistakes(fixtures);
  }, 300_000);
  it.each(fixtures)('$name', (fixture) => expectReported(runs, fixture));
});
