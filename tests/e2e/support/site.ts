/** Content values the browser tests compare pages against (never copies typed into a test). */
import { readFileSync } from 'node:fs';

export const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
  brandName: string;
  phone: { display: string; e164: string };
  email: string;
  financingUrl: string;
};
