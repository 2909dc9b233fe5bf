/**
 * /contact, the contact form island and its toasts: every state of the form, with the
 * API answered by route interception (201, 400 with fields, 503, empty 500, network failure), plus the
 * form without JavaScript. Expected texts come from content/ and the shared schema, never typed copies.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { CONFIRMATION_LABELS, type ConfirmationLine } from '../../src/lib/contact/confirmation';
import { dealerToday, DETAIL_FIELDS, DETAIL_LABELS, DETAIL_MESSAGES, latestDate, REQUEST_LABELS } from '../../src/lib/contact/details';
import { presetMessage } from '../../src/lib/contact/preset-message';
import type { RequestOptions } from '../../src/lib/contact/request-options';
import { INTEREST_LABELS, INTERESTS } from '../../src/lib/contact/schema';
import { formatUsd } from '../../src/lib/format/usd';
import { FALLBACK_ERROR } from '../../src/components/islands/contact/submission';
import { SWIPE_DISMISS_PX, TOAST_DURATION_MS } from '../../src/lib/toast/queue';
import { islandScripts, waitForIslands } from './support/islands';
import { storedMessage } from './support/requests';
import { contactPage, counties, rentals, showroomHours, site, vehicles } from './support/content';

const VALID = {
  firstName: 'Dana',
  lastName: 'Whitaker',
  email: 'dana@example.com',
  phone: '302-555-0188',
  message: 'Do you have a 6-seat Evolution in stock for a test drive?',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A form control by its visible label (the label may end in a required-field asterisk). */
const field = (page: Page, label: string) =>
  page.locator('form[action="/api/contact"]').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function openForm(page: Page) {
  await page.goto('/contact');
  await page.locator('form[action="/api/contact"]').scrollIntoViewIfNeeded();
  await waitForIslands(page);
}

async function fill(page: Page, values: Partial<typeof VALID> = VALID) {
  const labels: Record<keyof typeof VALID, string> = {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  };
  for (const [key, value] of Object.entries(values)) await field(page, labels[key as keyof typeof VALID]).fill(value);
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();
const today = () => dealerToday(new Date(), site.timeZone);
/** The date `days` after `date` (YYYY-MM-DD). */
const dayAfter = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};
const toastLocator = (page: Page) => page.locator('#toast-region [data-toast]');

async function expectValuesKept(page: Page, interest: string) {
  await expect(field(page, 'First Name')).toHaveValue(VALID.firstName);
  await expect(field(page, 'Last Name')).toHaveValue(VALID.lastName);
  await expect(field(page, 'Email')).toHaveValue(VALID.email);
  await expect(field(page, 'Phone')).toHaveValue(VALID.phone);
  await expect(field(page, "I'm interested in")).toHaveValue(interest);
  await expect(field(page, 'Message')).toHaveValue(VALID.message);
}

test.describe('contact page content', () => {
  test('hero, details card, hours and structured data come from the site config', async ({ page }) => {
    await page.goto('/contact');
    const hero = page.locator('section.hero');
    await expect(hero.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
    await expect(hero.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();

    const details = page.getByRole('region', { name: 'Contact details' });
    const showroom = site.locations.find((l) => l.type === 'physical')!;
    await expect(details).toContainText(showroom.address.street);
    await expect(details).toContainText(`${showroom.address.city}, ${showroom.address.region} ${showroom.address.postalCode}`);
    await expect(details).toContainText(contactPage.serviceArea);
    for (const c of counties) await expect(details).toContainText(c.name.replace(/ County$/, ''));
    await expect(details.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveText(site.phone.display);
    await expect(details.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    await expect(details.locator(`a[href="${site.siteUrl}"]`)).toBeVisible();

    const hours = page.getByRole('region', { name: 'Business hours' });
    for (const row of showroomHours) {
      await expect(hours.locator('dl > div', { has: page.locator('dt', { hasText: row.days }) })).toContainText(row.hours);
    }

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    // AutoDealer is schema.org's LocalBusiness for car dealers.
    const dealer = blocks.map((b) => JSON.parse(b)).find((d) => [d['@type']].flat().includes('AutoDealer'));
    expect(dealer).toBeTruthy();
    expect(dealer.name).toBe(site.brandName);
    expect(dealer.telephone).toBe(site.phone.e164);
    expect(dealer.address.streetAddress).toBe(showroom.address.street);
    expect(dealer.address.addressRegion).toBe('DE');
    expect(dealer.openingHoursSpecification.map(({ '@type': _t, ...h }: Record<string, unknown>) => h)).toEqual(
      site.hours.showroom.open.map((p) => ({ dayOfWeek: p.days, opens: p.opens, closes: p.closes })),
    );
    expect(dealer.areaServed.map((a: { name: string }) => a.name)).toEqual(['Delaware', ...counties.map((c) => `${c.name}, Delaware`)]);
    expect(JSON.stringify(dealer)).not.toMatch(/Pennsylvania|Pocono|Scranton|Luzerne|New Jersey|Atlantic/);
  });

  test('the page hydrates one island and loads less than 70 KB of compressed JavaScript, using the form included', async ({ page }) => {
    const scripts = islandScripts(page);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await openForm(page);
    await expect(page.locator('astro-island')).toHaveCount(1);
    const hydrated = await scripts.measure();
    expect(
      hydrated.files.some((f) => f.includes('ContactForm')),
      hydrated.files.join(', '),
    ).toBe(true);

    // Everything a visitor can set off: inline errors, re-checks while typing, a failed send and its toast.
    await send(page);
    await expect(field(page, 'First Name')).toHaveAttribute('aria-invalid', 'true');
    await fill(page);
    await send(page);
    await expect(toastLocator(page)).toBeVisible();

    const loaded = await scripts.measure();
    expect(loaded.files, 'scripts loaded after hydration').toEqual(hydrated.files);
    expect(loaded.brotli, `JS on /contact: ${loaded.files.join(', ')} (gzip ${loaded.gzip} B)`).toBeLessThan(70 * 1024);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain form posting the contract field names to /api/contact', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form[action="/api/contact"]');
    await expect(form).toHaveAttribute('method', 'post');
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'interest', 'message', 'website', ...DETAIL_FIELDS]) {
      await expect(form.locator(`[name="${name}"]`), name).toHaveCount(1);
    }
    await expect(form.locator('select[name="interest"] option')).toHaveText(INTERESTS.map((i) => INTEREST_LABELS[i]));
    await expect(form.locator('select[name="interest"]')).toHaveValue('sales');
    // The honeypot sits off-screen, hidden from assistive technology and out of the tab order.
    const trap = (await form.locator('[name="website"]').boundingBox())!;
    expect(trap.x + trap.width).toBeLessThan(0);
    await expect(form.locator('[aria-hidden="true"]:has([name="website"])')).toHaveCount(1);
    await expect(form.locator('[name="website"]')).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('posts urlencoded fields natively and follows the 303 to /thank-you', async ({ page }) => {
    let posted: Request | undefined;
    await page.route('**/api/contact', async (route) => {
      posted = route.request();
      await route.fulfill({ status: 303, headers: { Location: '/thank-you' } });
    });
    await page.goto('/contact');
    await fill(page);
    await field(page, "I'm interested in").selectOption('service');
    await send(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(posted?.method()).toBe('POST');
    expect(posted?.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const body = new URLSearchParams(posted?.postData() ?? '');
    const blankDetails = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, '']));
    expect(Object.fromEntries(body)).toEqual({ ...blankDetails, ...VALID, interest: 'service', website: '' });
  });

  test('opens a preset request as the island does: its details chosen, its interest, its message written', async ({ page }) => {
    const v = vehicles.find((x) => x.isNew)!;
    const options = await requestOptionsOf(page);
    await page.goto(`/contact?request=test-drive&vehicle=${v.id}&time=noon`);
    await expect(page.locator('[data-no-script]')).toHaveText(contactPage.form.noScript);
    await expect(page.locator('form details')).toHaveAttribute('open', '');
    for (const name of DETAIL_FIELDS) await expect(field(page, DETAIL_LABELS[name])).toBeVisible();
    await expect(field(page, DETAIL_LABELS.request)).toHaveValue('test-drive');
    await expect(field(page, DETAIL_LABELS.vehicle)).toHaveValue(v.id);
    // A value that is no choice is left out.
    await expect(field(page, DETAIL_LABELS.time)).toHaveValue('');
    await expect(field(page, "I'm interested in")).toHaveValue('sales');
    await expect(field(page, 'Message')).toHaveValue(presetMessage({ request: 'test-drive', vehicle: v.id }, options));
  });

  test('opens a rental request with the Rental interest, and sends it as rental', async ({ page }) => {
    const options = await requestOptionsOf(page);
    const fleet = options.fleets.at(-1)!;
    const details = { request: 'rental', fleet: fleet.id, plan: fleet.plans[0]!.id };
    const email = `nojs-rental-${Date.now()}@example.com`;
    await page.goto(`/contact?${new URLSearchParams(details)}`);
    await expect(field(page, "I'm interested in")).toHaveValue('rental');
    await fill(page, { firstName: VALID.firstName, lastName: VALID.lastName, email, phone: VALID.phone });
    await send(page);
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+&request=rental/);
    expect(storedMessage(email)).toMatchObject({ interest: 'rental', request: 'rental', message: presetMessage(details, options) });
  });

  test('opens a plain /contact blank, every request detail offered', async ({ page }) => {
    await page.goto('/contact');
    const details = page.locator('form details');
    await expect(details.locator('summary')).toHaveText(contactPage.form.details.add);
    await details.locator('summary').click();
    for (const name of DETAIL_FIELDS) await expect(field(page, DETAIL_LABELS[name])).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
  });

  test('sends the request details it was given natively, and they are stored', async ({ page }) => {
    const v = vehicles.find((x) => x.inStock)!;
    const date = dayAfter(today(), 5);
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/contact');
    await page.locator('form details summary').click();
    await field(page, DETAIL_LABELS.request).selectOption('test-drive');
    await field(page, DETAIL_LABELS.vehicle).selectOption(v.id);
    await field(page, DETAIL_LABELS.date).fill(date);
    await fill(page, { ...VALID, email });
    const [response] = await Promise.all([page.waitForResponse('**/api/contact'), send(page)]);
    expect(response.status()).toBe(303);
    expect(storedMessage(email)).toMatchObject({ request: 'test-drive', vehicle_id: v.id, preferred_date: date, preferred_time: null });
  });

  test('a native post reaches the real API and lands on /thank-you', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, { ...VALID, message: `${VALID.message} (no-JS check ${Date.now()})` });
    const [response] = await Promise.all([page.waitForResponse('**/api/contact'), send(page)]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
    await expect(page.locator('h1')).toHaveText(contactPage.thankYou.title);
  });
});

test.describe('contact form with JavaScript', () => {
  test('shows every inline error, announces them, and focuses the first', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/contact', (route) => {
      calls++;
      return route.abort();
    });
    await openForm(page);
    await field(page, 'Email').fill('not-an-email');
    await send(page);

    const expected: [string, string][] = [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Enter an e-mail address like name@example.com'],
      ['Phone', 'Phone number is required'],
      ['Message', 'Message is required'],
    ];
    for (const [label, message] of expected) {
      const control = field(page, label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(field(page, 'First Name')).toBeFocused();
    await expect(page.locator('form [role="status"]')).toHaveText(`Please correct the ${expected.length} highlighted fields.`);
    expect(calls).toBe(0);

    // Fixing a field clears its error as the visitor types.
    await field(page, 'First Name').fill('Dana');
    await expect(field(page, 'First Name')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('First name is required')).toHaveCount(0);
  });

  test('refuses junk with the API’s own rules before sending: a phone needs 10 digits, a name a letter', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/contact', (route) => {
      calls++;
      return route.abort();
    });
    await openForm(page);
    await fill(page, { ...VALID, firstName: '12345', lastName: '\u200b\u200b', phone: '302-555-01' });
    await send(page);
    for (const [label, message] of [
      ['First Name', 'First name must contain a letter'],
      ['Last Name', 'Last name is required'],
      // A phone typed partly: ten characters, eight digits.
      ['Phone', 'Enter a 10-digit phone number'],
    ]) {
      await expect(field(page, label!)).toHaveAccessibleDescription(new RegExp(message!));
    }
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid');
    expect(calls).toBe(0);
  });

  test('success: Sending... while posting, then JSON with an Idempotency-Key and on to /thank-you', async ({ page }) => {
    let request: Request | undefined;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact', async (route) => {
      request = route.request();
      await held;
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ ok: true, id: 1, next: '/thank-you?ref=1' }),
      });
    });
    await openForm(page);
    await fill(page);
    await field(page, "I'm interested in").selectOption('parts');
    await send(page);

    const button = page.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect.poll(() => request).toBeTruthy();
    release();
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);

    expect(request!.headers()['content-type']).toContain('application/json');
    expect(request!.headers()['idempotency-key']).toMatch(UUID);
    // No request details chosen: none sent; the page it was opened from (none here) goes with it.
    expect(request!.postDataJSON()).toEqual({ ...VALID, interest: 'parts', referrer: '', website: '' });
  });

  test('400 with fields: inline server errors, a destructive Error toast, every value kept', async ({ page }) => {
    const error = 'Please correct the highlighted fields.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error, fields: { email: 'Email domain cannot receive mail' } }),
      }),
    );
    await openForm(page);
    await fill(page);
    await field(page, "I'm interested in").selectOption('general');
    await send(page);

    const toast = toastLocator(page);
    await expect(toast).toHaveAttribute('data-toast', 'destructive');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(error);
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email domain cannot receive mail');
    await expect(field(page, 'Email')).toBeFocused();
    await expectValuesKept(page, 'general');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("503: the server's error text; a retry of the same fill reuses its key, a changed fill gets a new one", async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Messages are paused for maintenance' }),
      });
    });
    await openForm(page);
    await fill(page);
    await send(page);
    await expect(toastLocator(page)).toContainText('Messages are paused for maintenance');
    await expectValuesKept(page, 'sales');

    await send(page);
    await expect.poll(() => keys.length).toBe(2);
    await field(page, 'Message').fill(`${VALID.message} Thanks!`);
    await send(page);
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // One toast at a time, however many failures.
    await expect(toastLocator(page)).toHaveCount(1);
  });

  test('network failure and an empty error answer fall back to the generic message', async ({ page }) => {
    let attempt = 0;
    await page.route('**/api/contact', (route) => (++attempt === 1 ? route.abort('failed') : route.fulfill({ status: 500, body: '' })));
    await openForm(page);
    await fill(page);
    await send(page);
    await expect(toastLocator(page)).toContainText(FALLBACK_ERROR);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(toastLocator(page)).toHaveCount(0);

    await send(page);
    await expect(toastLocator(page)).toContainText(FALLBACK_ERROR);
    await expectValuesKept(page, 'sales');
  });
});

test.describe('toasts', () => {
  async function raiseToast(page: Page) {
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await openForm(page);
    await fill(page);
    await send(page);
    await expect(toastLocator(page)).toBeVisible();
  }

  test('are announced politely and close themselves after the default duration', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await openForm(page);
    // Time stands still from here on, so the toast's timer runs only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await fill(page);
    await send(page);
    await expect(page.locator('#toast-region [role="status"][aria-live="polite"]')).toContainText(FALLBACK_ERROR);
    await page.clock.runFor(TOAST_DURATION_MS - 50);
    await expect(toastLocator(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(toastLocator(page)).toHaveCount(0);
  });

  test(`a swipe over ${SWIPE_DISMISS_PX} px dismisses; a shorter one does not`, async ({ page }) => {
    await raiseToast(page);
    const box = (await toastLocator(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + SWIPE_DISMISS_PX - 10, y, { steps: 5 });
    await page.mouse.up();
    await expect(toastLocator(page)).toBeVisible();

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + SWIPE_DISMISS_PX + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect(toastLocator(page)).toHaveCount(0);
  });
});

test('/thank-you: receipt, reply promise, phone and hours, three steps, both locations, onward links, noindex, no JS', async ({ page }) => {
  const scripts = islandScripts(page);
  await page.goto('/thank-you');
  await expect(page.locator('h1')).toHaveText(contactPage.thankYou.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('response-promise')).toHaveText(
    new RegExp(`up to ${contactPage.response.maxHours} hours.*${contactPage.response.typicalHours} hours during business hours`),
  );

  const call = page.getByRole('region', { name: 'Call us' });
  await expect(call.locator(`a[href="tel:${site.phone.e164}"]`)).toContainText(site.phone.display);
  for (const row of showroomHours) await expect(call).toContainText(row.hours);

  await expect(page.locator('#next-steps ol > li h3')).toHaveText(contactPage.nextSteps.map((s, i) => `Step ${i + 1}: ${s.title}`));
  for (const location of site.locations) {
    const card = page.locator('li', { has: page.getByRole('heading', { name: location.name, exact: true }) });
    await expect(card).toContainText(location.address.street);
  }
  for (const href of ['/inventory', '/rentals', '/services', '/']) await expect(page.locator(`#explore a[href="${href}"]`)).toBeVisible();
  expect((await scripts.measure()).files).toEqual([]);
});

test.describe('reaching the form on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the form is in the first screen, or one tap away through the hero’s jump link', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    const top = (await form.boundingBox())!.y;
    if (top >= 780) {
      const jump = page.locator('section.hero').getByRole('link', { name: contactPage.hero.formAction });
      const link = (await jump.boundingBox())!;
      expect(link.y + link.height, 'the jump link sits in the first screen').toBeLessThanOrEqual(780);
      await expect(jump).toHaveAttribute('href', '#contact-form');
      await jump.click();
      await expect(page.getByRole('heading', { name: contactPage.form.title })).toBeInViewport();
      await expect(page.locator('form[action="/api/contact"] summary')).toBeInViewport();
    }
  });
});

test.describe('a request preset by the address', () => {
  const v = vehicles.find((x) => x.isNew)!;

  test('a phone visitor who taps a request link on a vehicle page lands on the form, not on the hero', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/vehicles/${v.id}`);
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Book a Test Drive Online' }).click();
    await expect(page).toHaveURL(/\/contact\?request=test-drive&vehicle=[^#]+#contact-form$/);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: contactPage.form.title })).toBeInViewport();
    await expect(page.locator('form details summary')).toBeInViewport();
    await expect(page.locator('section.hero h1')).not.toBeInViewport();
  });

  test('says what it is about, shows the request’s details, and can be changed or cleared', async ({ page }) => {
    await page.goto(`/contact?request=test-drive&vehicle=${v.id}`);
    await waitForIslands(page);
    const summary = page.locator('form details summary');
    await expect(summary).toHaveText(`${contactPage.form.details.about} Test drive · ${v.name}`);
    await expect(page.locator('form details')).toHaveAttribute('open', '');
    await expect(field(page, DETAIL_LABELS.vehicle)).toHaveValue(v.id);
    await expect(field(page, DETAIL_LABELS.date)).toHaveAttribute('min', today());
    await expect(field(page, DETAIL_LABELS.date)).toHaveAttribute('max', latestDate(today()));
    // A test drive asks for a cart, a date and a time of day, not for a rental.
    await expect(field(page, DETAIL_LABELS.time)).toBeVisible();
    await expect(field(page, DETAIL_LABELS.fleet)).toHaveCount(0);
    await expect(field(page, "I'm interested in")).toHaveValue('sales');

    // Change it: a service appointment asks for a date and a time only, and chooses the service interest.
    await field(page, DETAIL_LABELS.request).selectOption('service');
    await expect(field(page, DETAIL_LABELS.vehicle)).toHaveCount(0);
    await expect(summary).toHaveText(`${contactPage.form.details.about} Service appointment`);
    await expect(field(page, "I'm interested in")).toHaveValue('service');

    // Clear it.
    await page.getByRole('button', { name: contactPage.form.details.clear }).click();
    await expect(summary).toHaveText(contactPage.form.details.add);
    await expect(field(page, DETAIL_LABELS.request)).toHaveValue('');
  });

  test('leaves out a value that is no choice', async ({ page }) => {
    await page.goto('/contact?request=quote&vehicle=no-such-cart');
    await waitForIslands(page);
    await expect(page.locator('form details summary')).toHaveText(`${contactPage.form.details.about} Quote and availability`);
  });

  test('a rental shows its estimate: plan + delivery to the town + deposit', async ({ page }) => {
    const fleet = rentals.fleets[0]!;
    const plan = fleet.plans[0]!;
    await page.goto(`/contact?request=rental&fleet=${fleet.id}&plan=${plan.id}`);
    await waitForIslands(page);
    await expect(page.getByText(contactPage.form.details.estimate)).toHaveCount(0);
    await field(page, DETAIL_LABELS.town).selectOption({ label: 'Dover' });
    const estimate = page.locator('form details p', { hasText: contactPage.form.details.estimate });
    // Dover is the showroom's town: delivery is free.
    await expect(estimate).toContainText(`${formatUsd(plan.price)} plan + free delivery`);
    await expect(estimate).toContainText(`${formatUsd(fleet.deposit)} refundable deposit = ${formatUsd(plan.price + fleet.deposit)}`);
    await expect(estimate).toContainText(contactPage.form.details.estimateNote);
  });

  test('checks the details with the API’s rules before sending, and sends them with the message', async ({ page }) => {
    let posted: Request | undefined;
    await page.route('**/api/contact', async (route) => {
      posted = route.request();
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ ok: true, id: 1, next: '/thank-you?ref=1' }),
      });
    });
    await page.goto(`/contact?request=test-drive&vehicle=${v.id}&date=${dayAfter(today(), -1)}&time=afternoon`);
    await waitForIslands(page);
    await fill(page);
    await send(page);
    await expect(field(page, DETAIL_LABELS.date)).toHaveAccessibleDescription(DETAIL_MESSAGES.date);
    await expect(field(page, DETAIL_LABELS.date)).toBeFocused();
    expect(posted).toBeUndefined();

    await field(page, DETAIL_LABELS.date).fill(dayAfter(today(), 1));
    await send(page);
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
    expect(posted!.postDataJSON()).toEqual({
      ...VALID,
      interest: 'sales',
      request: 'test-drive',
      vehicle: v.id,
      date: dayAfter(today(), 1),
      time: 'afternoon',
      referrer: '',
      website: '',
    });
  });
});

/** What requests can be about, as this build serves them to the form and the API. */
const requestOptionsOf = async (page: Page) => (await (await page.request.get('/data/request-options.json')).json()) as RequestOptions;

/** The confirmation line of the thank-you page with this label. */
const confirmed = (page: Page, line: ConfirmationLine) =>
  page
    .getByTestId('confirmation')
    .locator('div', { has: page.getByText(CONFIRMATION_LABELS[line], { exact: true }) })
    .locator('dd');

test.describe('a preset request arrives with its message written', () => {
  const v = vehicles.find((x) => x.isNew)!;

  test('the message says what the preset says, stays once the form hydrates, and is the visitor’s to edit', async ({ page }) => {
    const options = await requestOptionsOf(page);
    await page.goto(`/contact?request=test-drive&vehicle=${v.id}`);
    await waitForIslands(page);
    await expect(field(page, 'Message')).toHaveValue(presetMessage({ request: 'test-drive', vehicle: v.id }, options));
    await field(page, 'Message').fill(VALID.message);
    await field(page, DETAIL_LABELS.request).selectOption('quote');
    await expect(field(page, 'Message')).toHaveValue(VALID.message);
  });

  test('a rental request is stored as rental, and the thank-you page confirms its reference, plan and estimate', async ({ page }) => {
    const options = await requestOptionsOf(page);
    const fleet = options.fleets[0]!;
    const plan = fleet.plans.at(-1)!;
    const town = options.towns.find((t) => t.rentals)!;
    const details = { request: 'rental', fleet: fleet.id, plan: plan.id, town: town.id };
    const email = `rental-${Date.now()}@example.com`;
    await page.goto(`/contact?${new URLSearchParams(details)}`);
    await waitForIslands(page);
    await expect(field(page, "I'm interested in")).toHaveValue('rental');
    await fill(page, { firstName: VALID.firstName, lastName: VALID.lastName, email, phone: VALID.phone });
    await send(page);
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+/);
    const stored = storedMessage(email);
    expect(stored).toMatchObject({ interest: 'rental', request: 'rental', rental_plan: plan.id, message: presetMessage(details, options) });
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(confirmed(page, 'reference')).toHaveText(`#${stored.id}`);
    await expect(confirmed(page, 'request')).toHaveText(REQUEST_LABELS.rental);
    await expect(confirmed(page, 'plan')).toHaveText(plan.title);
    await expect(confirmed(page, 'town')).toHaveText(town.name);
    await expect(confirmed(page, 'estimate')).toContainText(`= ${formatUsd(stored.estimate_total_usd as number)}`);
    await expect(confirmed(page, 'vehicle')).toBeHidden();
  });
});

test.describe('the thank-you page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('confirms the reference and the request of a form sent without JavaScript', async ({ page }) => {
    const v = vehicles.find((x) => x.inStock)!;
    const email = `nojs-thanks-${Date.now()}@example.com`;
    await page.goto('/contact');
    await page.locator('form details summary').click();
    await field(page, DETAIL_LABELS.request).selectOption('test-drive');
    await field(page, DETAIL_LABELS.vehicle).selectOption(v.id);
    await fill(page, { ...VALID, email });
    await send(page);
    await expect(page).toHaveURL(/\/thank-you\?ref=\d+&request=test-drive&vehicle=/);
    expect(page.url()).not.toContain(encodeURIComponent(email));
    const stored = storedMessage(email);
    await expect(confirmed(page, 'reference')).toHaveText(`#${stored.id}`);
    await expect(confirmed(page, 'request')).toHaveText(REQUEST_LABELS['test-drive']);
    await expect(confirmed(page, 'vehicle')).toContainText(v.name);
    await expect(page.getByTestId('response-promise')).toBeVisible();
  });

  test('a page opened by hand, or an address that names no valid reference, confirms nothing', async ({ page }) => {
    for (const path of ['/thank-you', '/thank-you?ref=abc&request=rental']) {
      await page.goto(path);
      await expect(page.getByTestId('confirmation')).toBeHidden();
      await expect(page.locator('h1')).toHaveText(contactPage.thankYou.title);
    }
  });
});

test.describe('the form at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  /** The option texts of the form's lists wider than their closed select's room for text. */
  async function cutOptions(page: Page): Promise<string[]> {
    await page.goto('/contact');
    await page.locator('form details summary').click();
    return page.locator('form[action="/api/contact"] select').evaluateAll((selects) => {
      const context = document.createElement('canvas').getContext('2d')!;
      return (selects as HTMLSelectElement[]).flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The text's room: the box without its padding (the right padding holds the arrow).
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => `${select.name}: ${o.text}`);
      });
    });
  }

  test('no option text of the form’s lists but the carts’ is cut: each fits its closed select', async ({ page }) => {
    expect((await cutOptions(page)).filter((o) => !o.startsWith('vehicle: '))).toEqual([]);
  });
});
