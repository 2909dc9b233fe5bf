/**
 * The content editor at /admin, driven as an editor uses it against a local stand-in for GitHub
 * (tests/e2e/support/github/): sign in through the site's own OAuth functions, change a vehicle's
 * price, add a photo with its description, save (a branch and a pull request), see the pull
 * request's preview, publish (the merge). Nothing reaches GitHub or any other host. The files change
 * byte for byte as the same edit made by hand and formatted by Prettier, and the content check passes
 * on the result. Also: /admin is not for search engines, has its own CSP, and no public page loads it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { builtPages, sitemapPaths } from '../support/built-site.ts';
import { photoFixture } from '../support/photo-fixture.ts';
import { standInPort } from './support/github/app.ts';
import { forward, GitHubStandIn, OWNER, REPO } from './support/github/stand-in.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TEST_PORT = Number(process.env.TEST_PORT || 8799);
/** Where the pull request's preview deployment is (the stand-in's CI answers with it; the browser is routed to the test server). */
const PREVIEW_ORIGIN = 'https://cms-preview.first-state-golf-carts.pages.dev';

/** The admin page's own script, as built. */
function adminScripts(): string[] {
  const html = readFileSync(join(ROOT, 'dist/admin.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}

test.describe('/admin', () => {
  test('is not for search engines, and runs under its own policy', async ({ request }) => {
    const res = await request.get('/admin');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(sitemapPaths()).not.toContain('/admin');

    const csp = headers['content-security-policy'] ?? '';
    expect(csp.split(',').length, 'one policy (the site-wide one is detached)').toBe(1);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('connect-src')).toContain('https://api.github.com');
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    // The sign-in window must be able to answer the editor.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    const home = await request.get('/');
    expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
  });

  test('loads nothing on public pages', () => {
    const scripts = adminScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const loading = builtPages().filter((page) => scripts.some((src) => readFileSync(page.file, 'utf8').includes(src)));
    expect(loading.map((p) => p.path)).toEqual([]);
  });
});

interface VehicleFile {
  name: string;
  price: number;
  photos?: { src: string }[];
  draft?: boolean;
}

/**
 * The vehicle the editor changes, read from content/ (not pinned): a published one, without photos while
 * one has none, so the photo starts the list; else the first, whose list the photo joins.
 */
function vehicleToEdit() {
  const vehicles = readdirSync(join(ROOT, 'content/vehicles'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(ROOT, 'content/vehicles', name), 'utf8');
      return { id: name.replace(/\.json$/, ''), file: `content/vehicles/${name}`, text, data: JSON.parse(text) as VehicleFile };
    })
    .filter((v) => !v.data.draft);
  const vehicle = vehicles.find((v) => !v.data.photos?.length) ?? vehicles[0];
  if (!vehicle) throw new Error('content/vehicles has no published vehicle to edit');
  return vehicle;
}

/** A photo file name the vehicle's folder does not hold yet. */
function newPhotoName(vehicle: ReturnType<typeof vehicleToEdit>) {
  const taken = new Set((vehicle.data.photos ?? []).map((p) => p.src.split('/').pop()));
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'front.jpg' : `front-${n}.jpg`;
    if (!taken.has(name)) return name;
  }
}

/** Where a JSON list ends: the index of its closing bracket, for the list opening at `open`. */
function listEnd(text: string, open: number) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') while (text[++i] !== '"') if (text[i] === '\\') i++;
    if (c === '[' || c === '{') depth++;
    if (c === ']' || c === '}') depth--;
    if (depth === 0) return i;
  }
  throw new Error('unclosed list');
}

/**
 * The same edit made by hand: the price's number changed, the photo written after the list's last one (or
 * a list of it after the last field), then Prettier as `npm run format` runs it.
 */
async function handEdit(vehicle: ReturnType<typeof vehicleToEdit>, price: number, photo: { src: string; alt: string }) {
  const item = `{ "src": "${photo.src}", "alt": "${photo.alt}" }`;
  let edited = vehicle.text.replace(`"price": ${vehicle.data.price},`, `"price": ${price},`);
  const list = edited.indexOf('"photos": [');
  if (list < 0) edited = edited.replace(/\n}\n$/, `,\n  "photos": [\n    ${item}\n  ]\n}\n`);
  else {
    const end = listEnd(edited, list + '"photos": '.length);
    edited = `${edited.slice(0, end).trimEnd()},\n    ${item}\n  ${edited.slice(end)}`;
  }
  const file = join(ROOT, vehicle.file);
  return format(edited, { ...(await resolveConfig(file)), filepath: file });
}

/** The editor draws a field when it scrolls into view: scrolls the edit pane until the field is there. */
async function reveal(page: Page, target: Locator) {
  await expect(async () => {
    if ((await target.count()) === 0) {
      await page.getByRole('group', { name: /^Edit .*Content$/ }).hover();
      await page.mouse.wheel(0, 800);
    }
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** Fails on the first console error or uncaught exception of any page of the context. */
function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}

test.describe('an editor, signed in with GitHub', () => {
  test.describe.configure({ timeout: 300_000 });
  let standIn: GitHubStandIn;

  test.beforeAll(async () => {
    standIn = new GitHubStandIn(ROOT);
    standIn.previewOrigin = PREVIEW_ORIGIN;
    await standIn.start(standInPort(TEST_PORT));
  });
  test.afterAll(async () => {
    await standIn?.stop();
  });

  test('changes a price, adds a photo with its description and publishes: the files change as a hand edit would', async ({
    context,
    page,
    baseURL,
  }) => {
    const vehicle = vehicleToEdit();
    const price = vehicle.data.price + 100;
    const photoFile = { name: newPhotoName(vehicle), mimeType: 'image/jpeg', buffer: await photoFixture() };
    const photo = { src: `${vehicle.id}/${photoFile.name}`, alt: `Front view of the ${vehicle.data.name} on the showroom floor` };

    const offMachine: string[] = [];
    const errors: string[] = [];
    await standIn.routeGitHub(context, offMachine);
    // The pull request's preview deployment, as the workflow's preview step reports it: here, the built site.
    await context.route(`${PREVIEW_ORIGIN}/**`, (route) => forward(route, `${baseURL}${new URL(route.request().url()).pathname}`));
    // GitHub Actions builds the site with GITHUB_REPOSITORY set (another build names none): the page names the stand-in's repository.
    await context.route(/\/admin$/, (route) =>
      forward(route, route.request().url(), (html) =>
        html.replace(/<meta name="cms-repository" content(="[^"]*")?>/, `<meta name="cms-repository" content="${OWNER}/${REPO}">`),
      ),
    );
    context.on('page', (p) => watchErrors(p, errors));
    watchErrors(page, errors);

    await test.step('signs in through /api/cms/auth and GitHub', async () => {
      await page.goto('/admin');
      await expect(page.locator('meta[name="cms-repository"]')).toHaveAttribute('content', `${OWNER}/${REPO}`);
      const signIn = context.waitForEvent('page', { timeout: 30_000 });
      await page.getByRole('button', { name: /^Sign In with/ }).click();
      const popup = await signIn;
      // Loading the repository's files takes a few seconds.
      await expect(page.getByRole('treeitem', { name: /Vehicles/ })).toBeVisible({ timeout: 60_000 });
      await expect.poll(() => popup.isClosed(), { message: 'the sign-in window closes by itself' }).toBe(true);
    });

    await test.step('changes the price and adds a photo with its description', async () => {
      await page.getByText(`${vehicle.data.name} · $${vehicle.data.price.toLocaleString('en-US')}`, { exact: true }).click();
      await page.getByRole('spinbutton', { name: 'Price' }).fill(String(price));
      const addPhoto = page.getByRole('button', { name: /^Add .*Photo/ });
      await reveal(page, addPhoto);
      await addPhoto.click();
      await page
        .getByRole('group', { name: /Photo\u2069” Field/ })
        .last()
        .locator('input[type=file]')
        .first()
        .setInputFiles(photoFile);
      // A phone-sized photo takes the editor a few seconds to read.
      await expect(page.getByText(photo.src)).toBeVisible({ timeout: 30_000 });
      const photos = page.getByRole('group', { name: /Photos\u2069” Field/ });
      // The new photo is the list's last.
      const description = photos.getByRole('textbox', { name: 'Description' }).last();
      // A description too short to say what the photo shows is refused beside its field, and nothing is saved.
      await description.fill('Front');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(description).toHaveAttribute('aria-invalid', 'true');
      await expect(
        photos
          .getByRole('group', { name: /Description\u2069” Field/ })
          .last()
          .getByRole('alert'),
      ).toContainText('at least 10 characters');
      expect(standIn.pulls).toEqual([]);
      await description.fill(photo.alt);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Send for Review' }).click();
    });

    const branch = `cms/vehicles/${vehicle.id}`;
    const expected = await handEdit(vehicle, price, photo);
    await test.step('the change is on a branch with a pull request, exactly as the hand edit', async () => {
      await expect.poll(() => standIn.pulls.find((p) => p.head === branch)?.labels ?? []).toContain('sveltia-cms/pending_review');
      const onBranch = (path: string) => standIn.store.blob(standIn.store.blobAt(`refs/heads/${branch}`, path)!);
      expect(onBranch(vehicle.file).toString('utf8')).toBe(expected);
      expect(onBranch(`content/vehicles/${photo.src}`).equals(photoFile.buffer), 'the photo, byte for byte').toBe(true);
      expect(
        standIn.store
          .changedFiles('refs/heads/main', `refs/heads/${branch}`)
          .map((f) => f.path)
          .sort(),
      ).toEqual([vehicle.file, `content/vehicles/${photo.src}`].sort());
    });

    await test.step('the pull request has a preview deployment', async () => {
      const head = standIn.store.resolve(`refs/heads/${branch}`)!;
      expect(standIn.statuses.get(head)?.map((s) => s.target_url)).toEqual([PREVIEW_ORIGIN]);
      await page.getByRole('radio', { name: 'Editorial Workflow' }).click();
      await page.getByRole('button', { name: vehicle.data.name, exact: true }).click();
      const view = page.getByRole('button', { name: 'View Preview' });
      // The editor looks deployments up every few seconds.
      await expect(view).toBeEnabled({ timeout: 60_000 });
      const opened = context.waitForEvent('page', { timeout: 30_000 });
      await view.click();
      const preview = await opened;
      await expect(preview).toHaveURL(`${PREVIEW_ORIGIN}/vehicles/${vehicle.id}`);
      await expect(preview.getByRole('heading', { level: 1 })).toContainText(vehicle.data.name);
      await preview.close();
    });

    await test.step('publishing merges the pull request', async () => {
      // Publishing is offered once the entry's status is Ready. On a loaded machine the status menu has lost the
      // choice (the menu still opening, or its label change still on its way): choose Ready until it is offered.
      const publish = page.getByRole('button', { name: 'Publish Entry' });
      await expect(async () => {
        if (!(await page.getByRole('menuitemradio', { name: 'Ready' }).isVisible())) {
          await page.getByRole('button', { name: /^Status:/ }).click();
        }
        await page.getByRole('menuitemradio', { name: 'Ready' }).click({ timeout: 10_000 });
        await expect(publish).toBeVisible({ timeout: 20_000 });
      }).toPass({ timeout: 150_000 });
      await publish.click();
      await page.getByRole('alertdialog', { name: 'Publish Entry' }).getByRole('button', { name: 'Publish' }).click();
      await expect.poll(() => standIn.pulls.find((p) => p.head === branch)?.state).toBe('merged');
      expect(standIn.store.blob(standIn.store.blobAt('refs/heads/main', vehicle.file)!).toString('utf8')).toBe(expected);
      await expect.poll(() => standIn.store.branchExists(branch), { message: 'the branch is deleted' }).toBe(false);
    });

    await test.step('the published content passes the content check', async () => {
      const checkout = mkdtempSync(join(tmpdir(), 'cms-published-'));
      try {
        standIn.store.checkout('refs/heads/main', checkout);
        symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
        const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: checkout, encoding: 'utf8', timeout: 120_000 });
        expect(`${run.stdout}${run.stderr}`).toContain('Content is valid');
        expect(run.status).toBe(0);
      } finally {
        rmSync(checkout, { recursive: true, force: true });
      }
    });

    expect(offMachine, 'requests that would have left this machine').toEqual([]);
    expect(errors).toEqual([]);
  });
});
