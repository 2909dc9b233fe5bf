/**
 * The dealer's side of every lead delivery (src/lib/leads/config.ts), from the site config as this deployment
 * was built with it: content/site.json (brand, phone, site URL, time zone, the showroom's hours and address, and the
 * `leads` block: the CRM's address, the sales inbox, the sender) and the contact page's response promise.
 */
import contactPage from '../../content/contact-page.json';
import site from '../../content/site.json';
import { emphasisParts, fillPlaceholders } from '../../src/lib/format/placeholders';
import { hoursRows, type HoursSet } from '../../src/lib/hours/opening-hours';
import type { LeadConfig } from '../../src/lib/leads/config';

const showroom = site.locations.find((location) => location.type === 'physical');

export const leadConfig: LeadConfig = {
  brandName: site.brandName,
  siteUrl: site.siteUrl.replace(/\/+$/, ''),
  phone: site.phone.display,
  timeZone: site.timeZone,
  salesInbox: site.leads.salesInbox,
  crmAddress: site.leads.crmAddress,
  sender: site.leads.sender,
  responsePromise: emphasisParts(fillPlaceholders(contactPage.thankYou.promise, contactPage.response))
    .map((part) => part.text)
    .join(''),
  // The one set of showroom hours every page shows (the build's content check holds its days to weekdays).
  hours: hoursRows(site.hours.showroom as HoursSet),
  showroom: showroom && {
    street: showroom.address.street,
    city: showroom.address.city,
    region: showroom.address.region,
    postalCode: showroom.address.postalCode,
  },
};
