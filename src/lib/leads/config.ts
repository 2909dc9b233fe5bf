/**
 * What the deliveries of a lead need to know about the dealer, gathered from the site config (content/site.json:
 * brand, phone, site URL, time zone, hours, showroom, and its `leads` block: the CRM's lead address, the sales
 * inbox and the sender) and the contact page's response promise (content/contact-page.json). The functions build
 * it once (functions/_lib/lead-config.ts); the builders take it as an argument, so their tests use fixtures.
 */

export interface LeadConfig {
  brandName: string;
  /** The site's address without a trailing slash: links in the e-mails, the ADF provider's URL. */
  siteUrl: string;
  /** The phone number as shown. */
  phone: string;
  /** The dealer's time zone (IANA): the ADF request date and the e-mails' times are written in it. */
  timeZone: string;
  /** Where the readable lead e-mail goes. */
  salesInbox: string;
  /** The CRM's lead address: it reads the ADF document that is the whole body of the e-mail. */
  crmAddress: string;
  /** Who every lead e-mail is from (an address of the dealer's own, verified sending domain). */
  sender: { name: string; address: string };
  /** When the customer can expect an answer, as the thank-you page promises it. */
  responsePromise: string;
  /** The showroom's hours, the rows every page shows ("Monday - Saturday", "9 AM - 6 PM"). */
  hours: readonly { days: string; hours: string }[];
  /** The showroom's address, for the ADF vendor. */
  showroom?: { street: string; city: string; region: string; postalCode: string } | undefined;
}
