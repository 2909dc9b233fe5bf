/**
 * The dealer's desk against the real stack (wrangler pages dev with its own local D1, the desk's functions, the
 * built pages and islands), signed in with the tests' stand-in for Cloudflare Access. The specs change live
 * stock, so they run one after another, each first putting every cart back as the build has it.
 */
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { DESK_URL } from '../../playwright.config';
import { ASSERTION_HEADER, assertionFor, staffApi, staffContext } from './support/desk';
import { vehicles } from './support/content';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: DESK_URL });

interface Cart {
  id: string;
  name: string;
  built: string;
  status: string;
  version: number;
}

const ANNA = 'anna@dealer.example';
const BO = 'bo@dealer.example';

/** A cart for sale that is listed (pre-owned in stock first: what a lot sells), as content has it. */
const listed = vehicles.find((v) => !v.isNew && v.inStock) ?? vehicles.find((v) => v.isNew)!;

async function carts(api: APIRequestContext): Promise<Cart[]> {
  const res = await api.get('/api/desk/stock');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { carts: Cart[] }).carts;
}

/** Every cart as the build has it again (what earlier runs changed on this server's D1 is put back). */
async function backToBuild(api: APIRequestContext) {
  for (const cart of await carts(api)) {
    if (cart.status === cart.built) continue;
    const res = await api.put(`/api/desk/stock/${cart.id}`, { data: { status: cart.built, version: cart.version } });
    expect(res.status()).toBe(200);
  }
}

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Available Golf Carts \(\d+\)$/ });
const countOf = async (page: Page) => Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);

/** The desk, signed in, ready. */
async function openDesk(page: Page, hash = '') {
  await page.goto(`/desk${hash}`);
  await expect(page.getByTestId('desk-ready')).toBeVisible();
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await staffApi(ANNA);
});
test.afterAll(async () => {
  await backToBuild(api);
  await api.dispose();
});
test.beforeEach(async () => {
  await backToBuild(api);
});

test('marking a cart sold on the desk takes it out of a visitor’s inventory and marks its page sold, without a rebuild', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: DESK_URL });
  const before = await visitor.newPage();
  await before.goto('/inventory');
  const count = await countOf(before);
  await expect(before.locator(`a[href="/vehicles/${listed.id}"]`).first()).toBeAttached();
  await visitor.close();

  const staff = await staffContext(browser, ANNA);
  const desk = await staff.newPage();
  await openDesk(desk);
  const row = desk.getByTestId(`cart-${listed.id}`);
  await row.getByRole('button', { name: 'Sold', exact: true }).click();
  await row.getByRole('button', { name: 'Mark sold' }).click();
  await expect(row.getByRole('button', { name: 'Sold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(desk.getByRole('status').filter({ hasText: `${listed.name} is sold.` })).toBeVisible();

  const after = await browser.newContext({ baseURL: DESK_URL });
  const inventory = await after.newPage();
  await inventory.goto('/inventory');
  await expect(heading(inventory)).toHaveText(`Available Golf Carts (${count - 1})`);
  await expect(inventory.locator(`a[href="/vehicles/${listed.id}"]`)).toHaveCount(0);
  const page = await after.newPage();
  await page.goto(`/vehicles/${listed.id}`);
  await expect(page.getByTestId('vehicle-sold')).toHaveText('Sold');
  await expect(page.getByTestId('similar-carts')).toBeVisible();

  // Undo puts it back, for the next visitor too.
  await desk.getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByRole('button', { name: 'Sold', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(desk.getByRole('status').filter({ hasText: `Undone: ${listed.name} is ` })).toBeVisible();
  await after.close();
  await staff.close();
});

test('puts a cart on hold with its last day and note, shows it to visitors, and takes it off hold', async ({ browser }) => {
  const staff = await staffContext(browser, ANNA, { width: 360, height: 780 });
  const desk = await staff.newPage();
  await openDesk(desk);
  const row = desk.getByTestId(`cart-${listed.id}`);
  await row.getByRole('button', { name: 'On hold', exact: true }).click();
  await row.getByLabel(/^Note/).fill('Deposit taken, Mr. Reyes');
  await row.getByRole('button', { name: 'Put on hold' }).click();
  await expect(row.getByRole('button', { name: 'On hold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText('Note: Deposit taken, Mr. Reyes');
  await expect(row).toContainText(`by ${ANNA}, a moment ago`);

  const visitor = await browser.newContext({ baseURL: DESK_URL });
  const page = await visitor.newPage();
  await page.goto(`/vehicles/${listed.id}`);
  // The fresh view the island draws (the built one stays in the page, hidden).
  await expect(page.getByTestId('vehicle-summary').filter({ visible: true }).locator('.badge').first()).toHaveText('On Hold');
  await visitor.close();

  await row.getByRole('button', { name: 'Available', exact: true }).click();
  await row.getByRole('button', { name: 'Make available' }).click();
  await expect(row.getByRole('button', { name: 'Available', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).not.toContainText('Note:');
  const history = (await (await api.get('/api/desk/history?subject=vehicle')).json()) as {
    entries: { subjectId: string; from: string; to: string }[];
  };
  expect(history.entries.slice(0, 2)).toEqual([
    expect.objectContaining({ subjectId: listed.id, from: 'on-hold', to: 'available' }),
    expect.objectContaining({ subjectId: listed.id, to: 'on-hold' }),
  ]);
  await staff.close();
});

test('two staff change one cart at once: the second is told who changed it first and sees the state now', async ({ browser }) => {
  const anna = await staffContext(browser, ANNA);
  const bo = await staffContext(browser, BO);
  const annaDesk = await anna.newPage();
  const boDesk = await bo.newPage();
  await openDesk(annaDesk);
  await openDesk(boDesk);

  const annaRow = annaDesk.getByTestId(`cart-${listed.id}`);
  await annaRow.getByRole('button', { name: 'Sold', exact: true }).click();
  await annaRow.getByRole('button', { name: 'Mark sold' }).click();
  await expect(annaRow.getByRole('button', { name: 'Sold', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Bo's desk still shows the cart as it was when he opened it.
  const boRow = boDesk.getByTestId(`cart-${listed.id}`);
  await boRow.getByRole('button', { name: 'On hold', exact: true }).click();
  await boRow.getByRole('button', { name: 'Put on hold' }).click();
  await expect(boRow.getByRole('alert')).toHaveText(`Changed by ${ANNA} a moment ago: your change was not saved. This is the state now.`);
  await expect(boRow.getByRole('button', { name: 'Sold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await carts(api)).find((c) => c.id === listed.id)).toMatchObject({ status: 'sold' });
  await anna.close();
  await bo.close();
});

test('works a lead from new to contacted, with its history line', async ({ browser }) => {
  const email = `desk-lead-${Date.now()}@example.com`;
  const posted = await api.post('/api/contact', {
    data: {
      firstName: 'Lena',
      lastName: 'Ortiz',
      email,
      phone: '302-555-0142',
      interest: 'sales',
      message: 'Can I see the cart on Saturday morning?',
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  const staff = await staffContext(browser, ANNA);
  const desk = await staff.newPage();
  await openDesk(desk, '#leads');
  await desk.getByLabel('Status').selectOption('new');
  await desk
    .getByTestId('leads-list')
    .getByRole('button', { name: /Lena Ortiz/ })
    .first()
    .click();
  const lead = desk.getByTestId('lead-detail');
  await expect(lead.getByRole('heading', { name: `#${id} Lena Ortiz` })).toBeVisible();
  await expect(lead).toContainText(email);
  // Every destination the lead outbox has for it, each with its state (the mail sink of the test server takes them).
  const delivery = lead.getByTestId('lead-delivery');
  await expect(delivery.locator('[data-delivery="sales"]')).toContainText('Staff e-mail');
  await expect(delivery.locator('[data-delivery="customer"]')).toContainText(`To ${email}`);
  await expect(delivery.locator('[data-delivery="sales"]')).toHaveAttribute('data-state', /^(delivered|pending|sending)$/);
  await lead.getByLabel('Contacted').check();
  await lead.getByLabel('Note (optional)').fill('Called, booked Saturday 10 AM');
  await lead.getByRole('button', { name: 'Save the status' }).click();
  await expect(lead.getByRole('status')).toHaveText('Saved: Contacted.');
  await expect(lead.getByTestId('lead-history')).toContainText(`New → Contacted by ${ANNA}, a moment ago`);
  await expect(lead.getByTestId('lead-history')).toContainText('Called, booked Saturday 10 AM');

  await desk.goto('/desk#history');
  await expect(desk.getByTestId('history-list').getByText(`Lead #${id}, Lena Ortiz: New → Contacted`)).toBeVisible();
  await staff.close();
});

test('no desk route answers without a valid assertion', async () => {
  const routes: [string, string][] = [
    ['GET', '/api/desk/me'],
    ['GET', '/api/desk/stock'],
    ['GET', `/api/desk/stock/${listed.id}`],
    ['PUT', `/api/desk/stock/${listed.id}`],
    ['GET', '/api/desk/leads'],
    ['GET', '/api/desk/leads/1'],
    ['PUT', '/api/desk/leads/1'],
    ['GET', '/api/desk/leads.csv'],
    ['GET', '/api/desk/history'],
    ['GET', '/api/desk/no-such-route'],
  ];
  const wrongAudience = await assertionFor(ANNA, { audience: 'another-application' });
  const expired = await assertionFor(ANNA, { expiresIn: -60 });
  const anon = await apiRequest.newContext({ baseURL: DESK_URL });
  for (const [method, path] of routes) {
    const send = (headers: Record<string, string>) =>
      anon.fetch(path, {
        method,
        headers: { Origin: DESK_URL, ...headers },
        ...(method === 'PUT' ? { data: { status: 'sold', version: 0 } } : {}),
      });
    expect((await send({})).status(), `${method} ${path} without an assertion`).toBe(401);
    expect((await send({ [ASSERTION_HEADER]: wrongAudience })).status(), `${method} ${path}, another audience`).toBe(403);
    expect((await send({ [ASSERTION_HEADER]: expired })).status(), `${method} ${path}, expired`).toBe(403);
    expect((await send({ [ASSERTION_HEADER]: ANNA })).status(), `${method} ${path}, a header alone`).toBe(403);
  }
  await anon.dispose();
  // Nothing of those requests changed the cart.
  expect((await carts(api)).find((c) => c.id === listed.id)).toMatchObject({ status: 'available', version: expect.any(Number) });
});

test('the desk page without a sign-in says so, and shows nothing of the desk', async ({ page }) => {
  await page.goto('/desk');
  await expect(page.getByTestId('desk-problem')).toContainText('Sign-in needed');
  await expect(page.getByTestId('desk-ready')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`every section of the desk passes axe at ${width} px, with no console error`, async ({ browser }) => {
    const lead = {
      firstName: 'Axe',
      lastName: 'Check',
      email: `desk-axe-${Date.now()}@example.com`,
      phone: '302-555-0142',
      interest: 'service',
    };
    expect((await api.post('/api/contact', { data: { ...lead, message: 'Is there a battery check this week?' } })).status()).toBe(201);
    const staff = await staffContext(browser, ANNA, { width, height: 800 });
    const page = await staff.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const violations = async () =>
      (await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await openDesk(page);
    await page.getByTestId(`cart-${listed.id}`).getByRole('button', { name: 'On hold', exact: true }).click();
    expect(await violations(), 'stock, with a change open').toEqual([]);
    await page.goto('/desk#leads');
    await page.getByTestId('leads-list').getByRole('button').first().click();
    await expect(page.getByTestId('lead-detail').getByRole('button', { name: 'Save the status' })).toBeVisible();
    expect(await violations(), 'leads, with one open').toEqual([]);
    await page.goto('/desk#history');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    expect(await violations(), 'history').toEqual([]);
    expect(errors).toEqual([]);
    await staff.close();
  });
}
