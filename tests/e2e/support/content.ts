/**
 * Content records read straight from content/ for tests (the same files the build reads), typed by
 * the content schemas. List files carry each record's `id`, as the site's entries do.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { County, Municipality } from '../../../src/content';

const json = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const counties = json<County[]>('content/counties.json');
export const municipalities = json<Municipality[]>('content/municipalities.json');
export const policyIds = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
