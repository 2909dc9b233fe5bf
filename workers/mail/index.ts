/**
 * The mail Worker: the one place that holds Cloudflare's `send_email` binding (Pages Functions cannot), reached
 * by the site's functions through the `MAILER` service binding (./handler.ts has the exchange), and the clock of
 * the lead outbox: every minute its schedule asks the site to run a delivery pass (Pages Functions have no cron).
 */
import { EmailMessage } from 'cloudflare:email';
import site from '../../content/site.json';
import { handleSend, runSchedule } from './handler';

interface MailEnv {
  EMAIL: SendEmail;
  /** The same secret as the Pages project's: POST /api/notifications asks for it. */
  DELIVERY_SECRET?: string;
  /** The site's address when it is not the site config's `siteUrl` (a preview, say). */
  SITE_URL?: string;
}

export default {
  fetch: (request, env) =>
    handleSend(request, (from, to, raw) => env.EMAIL.send(new EmailMessage(from, to, raw)), site.leads.sender.address),
  async scheduled(_controller, env) {
    console.log(await runSchedule(env.SITE_URL?.trim() || site.siteUrl, env.DELIVERY_SECRET));
  },
} satisfies ExportedHandler<MailEnv>;
