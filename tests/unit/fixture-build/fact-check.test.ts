/**
 * The fact check over the fixture build: every page of the edited site states content's figures (the
 * edited fees and prices included), and a figure typed into a page's copy that contradicts content (a
 * customer figure of its own, planted in a copy of the built home page, not in the shared edits) is caught,
 * naming the page and both values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from './fixture-results';
import { describeProblem, factProblems } from '../../../src/lib/facts/fact-check';
import { builtPages } from '../../support/built-site.ts';
import { contentFacts } from '../quality/facts';
import { readableText, structuredData } from '../quality/readable-text';

const { dir } = await fixtureSite();
const facts = contentFacts(dir);
const pages = builtPages(join(dir, 'dist')).map((page) => ({ path: page.path, source: readFileSync(page.file, 'utf8') }));
const problemsOf = (list: { path: string; source: string }[]) =>
  list.flatMap(({ path, source }) =>
    factProblems({ path, text: readableText(source), jsonLd: structuredData(source) }, facts).map(describeProblem),
  );

/** A customer figure that is not content's. */
const planted = facts.customers === 427 ? 428 : 427;

describe('the fact check over the edited site', () => {
  it('finds every page stating content’s figures', () => {
    expect(problemsOf(pages)).toEqual([]);
  });

  it('catches a customer figure typed into the home page’s copy, naming the page and both values', () => {
    const planting = pages.map((page) =>
      page.path === '/'
        ? { ...page, source: page.source.replace('</main>', `<p>${planted} happy customers and counting.</p></main>`) }
        : page,
    );
    expect(planting.find((page) => page.path === '/')?.source).toContain(`${planted} happy customers`);
    expect(problemsOf(planting)).toEqual([
      `/: customer figure: the page says "${planted} happy customers"; content says ${facts.customers.toLocaleString('en-US')}+`,
    ]);
  });
});
