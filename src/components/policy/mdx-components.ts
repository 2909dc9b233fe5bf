/**
 * The components a policy's MDX can use without importing anything. Each one reads its value from
 * content/ (rentals.json, delivery.json, site.json, financing.json, counties and towns), so a price or a phone number changes in one
 * place and every page that shows it follows.
 */
import Brand from './mdx/Brand.astro';
import Callout from './mdx/Callout.astro';
import ContactBlock from './mdx/ContactBlock.astro';
import DeliveryFee from './mdx/DeliveryFee.astro';
import DeliveryTime from './mdx/DeliveryTime.astro';
import Deposit from './mdx/Deposit.astro';
import Email from './mdx/Email.astro';
import FinancingTerms from './mdx/FinancingTerms.astro';
import FoundedYear from './mdx/FoundedYear.astro';
import FreeDeliveryMiles from './mdx/FreeDeliveryMiles.astro';
import FreeDeliveryMinimum from './mdx/FreeDeliveryMinimum.astro';
import Hours from './mdx/Hours.astro';
import Phone from './mdx/Phone.astro';
import PolicyLink from './mdx/PolicyLink.astro';
import PolicyTable from './mdx/PolicyTable.astro';
import RentalFootnote from './mdx/RentalFootnote.astro';
import RentalPrice from './mdx/RentalPrice.astro';
import RentalRates from './mdx/RentalRates.astro';
import RushFee from './mdx/RushFee.astro';
import SameDayCutoff from './mdx/SameDayCutoff.astro';
import ServedCounties from './mdx/ServedCounties.astro';
import TownCount from './mdx/TownCount.astro';
import Website from './mdx/Website.astro';

import type { PolicyTag } from '../../schemas/policies';

/** Every tag content/policies may use (src/schemas/policies.ts checks them), plus the table style. */
export const policyComponents = {
  table: PolicyTable,
  Brand,
  Callout,
  ContactBlock,
  DeliveryFee,
  DeliveryTime,
  Deposit,
  Email,
  FinancingTerms,
  FoundedYear,
  FreeDeliveryMiles,
  FreeDeliveryMinimum,
  Hours,
  Phone,
  PolicyLink,
  RentalFootnote,
  RentalPrice,
  RentalRates,
  RushFee,
  SameDayCutoff,
  ServedCounties,
  TownCount,
  Website,
} satisfies Record<PolicyTag | 'table', unknown>;
