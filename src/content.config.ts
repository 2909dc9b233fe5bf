/**
 * Every content collection, wired to its loader and zod schema. A content mistake stops the build
 * with a message naming the file and the field (see src/content-loaders.ts).
 * Schemas live in src/schemas/, one module per area of the site.
 */
import { coreCollections } from './schemas/core';
import { policyCollections } from './schemas/policies';
import { rentalCollections } from './schemas/rentals';
import { brandCollections } from './schemas/brands';
import { financingCollections } from './schemas/financing';
import { doverCollections } from './schemas/dover';

export const collections = {
  ...coreCollections,
  ...policyCollections,
  ...rentalCollections,
  ...brandCollections,
  ...financingCollections,
  ...doverCollections,
};
