/**
 * The hand-written part of the CMS configuration, kept small: how the collections are grouped and
 * named for an editor, and the few fields a schema cannot describe well enough, keyed by field path
 * (`<collection>.<field>.<sub-field>`, list items add no step). Everything else comes from the zod
 * schemas (`npm run cms:config`).
 */
import type { CmsPlan } from '../lib/cms/collections';
import { policyRoute, routePath, vehicleRoute } from '../lib/routes';

/** An entry's page, with its id left for the CMS to fill in. */
const pageOf = (route: typeof vehicleRoute | typeof policyRoute) => routePath(route, { id: '{{slug}}' });

export const cmsPlan: CmsPlan = {
  folders: ['vehicles', 'policies'],
  groups: [
    {
      name: 'business',
      label: 'Business',
      description: 'Contact details, hours, rentals and financing.',
      collections: ['site', 'rentals', 'financing'],
    },
    {
      name: 'places',
      label: 'Towns and counties',
      description: 'The towns and counties served, and the copy of their pages.',
      collections: ['municipalities', 'counties', 'townServices', 'locationPages', 'dover'],
    },
    { name: 'lists', label: 'FAQ, reviews and team', collections: ['faq', 'reviews', 'team', 'values'] },
    { name: 'pages', label: 'Page copy', description: 'The words of each page.', collections: ['home'] },
  ],
  settings: {
    vehicles: {
      singular: 'Vehicle',
      summary: '{{name}} · ${{price}}',
      sortable: ['name', 'brand', 'price'],
      preview: pageOf(vehicleRoute),
      description: 'One file per vehicle: its file name is its ID and its address, /vehicles/the-file-name.',
    },
    policies: { singular: 'Policy', summary: '{{title}}', sortable: ['title', 'order'], preview: pageOf(policyRoute) },
    site: { label: 'Site: phone, e-mail, hours, locations' },
    municipalities: { label: 'Towns' },
    faq: { label: 'FAQ' },
  },
  overrides: {
    'vehicles.photos': {
      label: 'Photos',
      hint: 'The first photo leads the vehicle page. Photos straight from a phone are fine: the build resizes them and removes their location data.',
    },
    'vehicles.photos.src': {
      label: 'Photo',
      widget: 'image',
      media_folder: '{{slug}}',
      public_folder: '{{slug}}',
      choose_url: false,
      accept: 'image/jpeg,image/png,image/webp,image/avif',
      pattern: undefined,
    },
    'vehicles.photos.alt': {
      label: 'Description',
      hint: 'What the photo shows, read aloud to people who cannot see it, e.g. "Front view with the white roof and LED headlights".',
    },
    'vehicles.isNew': { label: 'New (not pre-owned)' },
    'policies.footer': {
      label: 'Footer group',
      hint: 'customer: the terms of a purchase, a rental or a visit, listed first; company: how the company itself works, under its name.',
    },
    'site.phone.display': { label: 'Phone as shown' },
    'site.phone.e164': { label: 'Phone as dialed', hint: '+1 and the ten digits of the number shown.' },
    'site.leads': { label: 'Lead e-mails', hint: 'Where the requests from the website go.' },
    'site.leads.crmAddress': { label: 'CRM lead address', hint: 'The address the CRM vendor gives for website leads (ADF).' },
    'site.leads.salesInbox': { label: 'Sales inbox', hint: 'Where the readable copy of each request goes.' },
    'site.leads.sender': {
      label: 'Lead e-mails come from',
      hint: 'An address of the dealer\'s own domain, verified for sending in Cloudflare (README "Leads").',
    },
  },
};
