/**
 * Following a call to action to the contact form: fill in the visitor's part of the preset form, send it,
 * and read what the test server stored in its local D1 (wrangler's, as `npm run messages` reads it).
 */
import { expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { waitForIslands } from './islands';

/** A visitor of their own: the e-mail finds the stored message again. */
export function visitor(label: string) {
  return {
    firstName: 'Dana',
    lastName: 'Whitaker',
    email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '302-555-0188',
    message: `Please get back to me about this ${label} request.`,
  };
}

/** A form control by its visible label (the label may end in a required-field asterisk). */
export const formField = (page: Page, label: string) =>
  page.locator('form[action="/api/contact"]').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Waits for the form to hydrate, fills in the visitor and sends it; resolves on /thank-you. */
export async function sendForm(page: Page, person: ReturnType<typeof visitor>) {
  await waitForIslands(page);
  await formField(page, 'First Name').fill(person.firstName);
  await formField(page, 'Last Name').fill(person.lastName);
  await formField(page, 'Email').fill(person.email);
  await formField(page, 'Phone').fill(person.phone);
  await formField(page, 'Message').fill(person.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
}

/** The message stored for an e-mail address in the test server's local D1 (PERSIST_TO when it sets one). */
export function storedMessage(email: string): Record<string, string | number | null> {
  const where = ['--local', ...(process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [])];
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'DB',
      ...where,
      '--json',
      '--command',
      `SELECT * FROM contact_messages WHERE email = '${email.replace(/'/g, "''")}'`,
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
  );
  expect(run.status, run.stderr).toBe(0);
  const rows = (JSON.parse(run.stdout) as { results: Record<string, string | number | null>[] }[])[0]?.results ?? [];
  expect(rows, `one message stored for ${email}`).toHaveLength(1);
  return rows[0]!;
}
