/**
 * Content editors' guarantees, proven with real Astro runs on a temporary copy of the project:
 * - a rental fee changed in content/rentals.json changes on the rental policy AND on /rentals, and the
 *   delivery fees and rush fee changed in content/delivery.json on both policies that state them;
 * - policies with bad frontmatter stop the build, all reported in one run, naming the file and the field.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../src/lib/format/usd';
import { copyProject, expectReported, runWithMistakes, type BrokenContentFixture, type ProjectCopy } from './support/project-copy';

interface Rentals {
  fleets: { id: string; plans: { id: string; price: number }[] }[];
}
interface Delivery {
  rental: { feePerMile: number; rushFee: number; freeWithinMiles: number };
  sales: { feePerMile: number; freeWithinMiles: number };
}

const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');

describe('a rental price and the delivery fees live in one place', () => {
  let project: ProjectCopy | undefined;
  let newPrice = 0;
  let newFee = 0;
  let newSalesFee = 0;
  let newRushFee = 0;
  let delivery: Delivery;
  let build: { status: number | null; output: string };

  beforeAll(() => {
    project = copyProject();
    const original = project.read('content/rentals.json');
    const rentals = JSON.parse(original) as Rentals;
    const daily = rentals.fleets.find((f) => f.id === '4-seater')!.plans.find((p) => p.id === 'daily')!;
    // A price that appears nowhere in the content, so finding it proves it came from this edit.
    newPrice = daily.price + 17;
    while (original.includes(String(newPrice))) newPrice += 1;
    daily.price = newPrice;
    project.writeJson('content/rentals.json', rentals);
    delivery = project.readJson<Delivery>('content/delivery.json');
    newFee = delivery.rental.feePerMile + 3;
    newSalesFee = delivery.sales.feePerMile + 5;
    newRushFee = delivery.rental.rushFee + 13;
    while (original.includes(String(newRushFee))) newRushFee += 1;
    delivery.rental = { ...delivery.rental, feePerMile: newFee, rushFee: newRushFee };
    delivery.sales = { ...delivery.sales, feePerMile: newSalesFee };
    project.writeJson('content/delivery.json', delivery);
    build = project.astro('build');
  }, 300_000);

  afterAll(() => project?.remove());

  it('the edited site builds', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
  });

  it('the rental policy shows the new daily price, delivery fee and rush fee', () => {
    const page = textOf(project!.read('dist/policies/rental-policy.html'));
    expect(page).toContain(formatUsd(newPrice));
    expect(page).toContain(`${formatUsd(newFee)} for each mile beyond ${delivery.rental.freeWithinMiles}`);
    expect(page).toContain(`${formatUsd(newRushFee)} rush fee`);
  });

  it('the delivery policy shows both new delivery fees and the rush fee', () => {
    const page = textOf(project!.read('dist/policies/delivery-policy.html'));
    expect(page).toContain(`${formatUsd(newFee)} for each mile beyond ${delivery.rental.freeWithinMiles}`);
    expect(page).toContain(`${formatUsd(newSalesFee)} for each mile beyond ${delivery.sales.freeWithinMiles}`);
    expect(page).toContain(`${formatUsd(newRushFee)} rush fee`);
  });

  // Fails (does not skip) when /rentals is not built.
  it('/rentals shows the same new daily price and delivery fee', () => {
    expect(existsSync(join(project!.dir, 'dist/rentals.html')), '/rentals must be built (src/pages/rentals.astro)').toBe(true);
    const page = textOf(project!.read('dist/rentals.html'));
    expect(page).toContain(formatUsd(newPrice));
    expect(page).toMatch(new RegExp(`\\${formatUsd(newFee)}(?![\\d,])`));
  });
});

describe('bad policy frontmatter stops the build, all reported in one run, naming the file and the field', () => {
  const frontmatter = (id: string, field: string, edit: (frontmatter: string) => string): BrokenContentFixture => ({
    name: `${id}: ${field}`,
    breakIt: (p) => {
      const file = `content/policies/${id}.mdx`;
      const [, head = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(p.read(file)) ?? [];
      const edited = edit(head);
      expect(edited, 'the test edit applies').not.toBe(head);
      p.write(file, edited + body);
    },
    expected: [`content/policies/${id}.mdx:`, `(entry "${id}"): field "${field}"`],
  });
  const fixtures = [
    frontmatter('return-policy', 'effectiveDate', (fm) => fm.replace(/^effectiveDate:.*$/m, 'effectiveDate: someday')),
    frontmatter('storage-policy', 'description', (fm) => fm.replace(/^description:.*\n/m, '')),
    frontmatter('feedback-policy', 'hero', (fm) => fm.replace(/^hero:.*$/m, 'hero: rainbow')),
    frontmatter('ethics-policy', 'order', (fm) => fm.replace(/^order:.*$/m, 'order: first')),
  ];
  let runs: ReturnType<typeof runWithMistakes> | undefined;
  beforeAll(() => {
    runs = runWithMistakes(fixtures);
  }, 300_000);
  it.each(fixtures)('$name', (fixture) => expectReported(runs, fixture));
});
