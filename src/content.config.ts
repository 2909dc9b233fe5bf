/**
 * Every content collection, wired to its loader and zod schema. A content mistake stops the build
 * with a message naming the file and the field (see src/content-loaders.ts).
 * Schemas live in src/schemas/, one module per area of the site.
 */
import { contactPageCollections } from './schemas/contact-page';
import { coreCollections } from './schemas/core';
import { ecoCollections } from './schemas/eco';
import { policyCollections } from './schemas/policies';
import { rentalCollections } from './schemas/rentals';

export const collections = {
  ...coreCollections,
  ...policyCollections,
  ...rentalCollections,
  ...contactPageCollections,
  ...ecoCollections,
};
