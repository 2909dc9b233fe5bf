/** Content records read straight from content/ for tests (the same files the build reads). */
import { readFileSync, readdirSync } from 'node:fs';

const json = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export interface CountyRecord {
  id: string;
  name: string;
  navOrder: number;
  townListOrder: number;
}
export interface TownRecord {
  id: string;
  name: string;
  county: string;
  slug: string;
  routeQualifier?: string;
  population: number;
  offersRentals?: boolean;
}

export const counties = json<CountyRecord[]>('content/counties.json');
export const municipalities = json<TownRecord[]>('content/municipalities.json');
export const policyIds = readdirSync('content/policies')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
