/**
 * Consistency of the location content: the county delivery notes type no figure of their own. (The copy's
 * placeholders are checked by its schema: see the fixtures in home-services-about-content.test.ts; how many rental
 * towns each county has is the content's to say, and `npm run check:spec` compares it with the
 * specification.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const counties = read('counties.json') as { id: string; name: string; deliveryNote: string }[];

describe.each(counties)('$name delivery note', (county) => {
  // A radius or a fee has one home (site.json, rentals.json): the editor's note describes the zone in
  // words and never types a figure that could drift from it.
  it('types no figure of its own', () => {
    expect(county.deliveryNote).not.toMatch(/\d/);
  });
});
