/**
 * Policies with bad frontmatter stop the build, all reported in one run, naming the file and the field
 * (proven with real Astro runs on a temporary copy of the project). A fee changed in content/rentals.json
 * changing on the policies and on /rentals is proven on the fixture build (fixture-build/edited-site.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectReported, runWithMistakes, type BrokenContentFixture } from './support/project-copy';

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
