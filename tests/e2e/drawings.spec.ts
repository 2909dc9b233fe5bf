/**
 * Every cart drawing lies inside its frame and fills it: each catalogue vehicle's drawing as the build
 * serves it, the one drawing over every seat count, stance and frame, and every inline drawing of the
 * built pages that show one. Each is rendered in Chromium; its bounding box (every shape, strokes
 * included, through every transform) must lie inside the viewBox. Each vehicle's drawing is also the
 * drawing of its own record, at its own address.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cartSvg, vehicleIllustration, type CartStance } from '../../src/components/art/cart-drawing';
import { vehicleDrawingPath } from '../../src/lib/routes';
import { themeColors } from '../../src/styles/theme-colors';
import { readJson, vehicles } from './support/content';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Measured {
  box: Box;
  frame: { width: number; height: number };
}

/** Renders each SVG in the page and returns its drawing's bounding box in viewBox units, with the viewBox. */
async function measure(page: Page, svgs: string[]): Promise<Measured[]> {
  await page.setContent(`<body style="margin:0">${svgs.map((s) => `<div>${s}</div>`).join('')}</body>`);
  return measureSvgs(page, 'body > div > svg');
}

async function measureSvgs(page: Page, selector: string): Promise<Measured[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    (nodes as SVGSVGElement[]).map((svg) => {
      const toViewBox = svg.getScreenCTM()!.inverse();
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      for (const shape of svg.querySelectorAll<SVGGraphicsElement>('rect, circle, ellipse, path, line, polygon, polyline')) {
        const b = shape.getBBox();
        const style = getComputedStyle(shape);
        const half = style.stroke !== 'none' ? parseFloat(style.strokeWidth) / 2 : 0;
        const m = toViewBox.multiply(shape.getScreenCTM()!);
        for (const [x, y] of [
          [b.x - half, b.y - half],
          [b.x + b.width + half, b.y - half],
          [b.x - half, b.y + b.height + half],
          [b.x + b.width + half, b.y + b.height + half],
        ]) {
          const p = new DOMPoint(x, y).matrixTransform(m);
          left = Math.min(left, p.x);
          top = Math.min(top, p.y);
          right = Math.max(right, p.x);
          bottom = Math.max(bottom, p.y);
        }
      }
      const { width, height } = svg.viewBox.baseVal;
      return { box: { x: left, y: top, width: right - left, height: bottom - top }, frame: { width, height } };
    }),
  );
}

function expectInFrame({ box, frame }: Measured, name: string) {
  const at = `${name}: drawing ${JSON.stringify(box)} in a ${frame.width} x ${frame.height} frame`;
  expect(box.x, at).toBeGreaterThanOrEqual(0);
  expect(box.y, at).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, at).toBeLessThanOrEqual(frame.width);
  expect(box.y + box.height, at).toBeLessThanOrEqual(frame.height);
  // Fitted, not lost in its frame: it spans the frame's width or its height, margins aside.
  expect(Math.max(box.width / frame.width, box.height / frame.height), at).toBeGreaterThan(0.85);
}

const shadow = themeColors(readFileSync('src/styles/global.css', 'utf8'))['brand-900']!;

test('every catalogue vehicle’s drawing is the one drawing of its own record, at its own address, inside its frame', async ({ page }) => {
  expect(vehicles.length, 'vehicles').toBeGreaterThan(0);
  const drawings: string[] = [];
  for (const vehicle of vehicles) {
    const res = await page.request.get(vehicleDrawingPath(vehicle));
    expect(res.status(), vehicleDrawingPath(vehicle)).toBe(200);
    const svg = await res.text();
    expect(svg, `${vehicleDrawingPath(vehicle)} is not the drawing of ${vehicle.id}'s record`).toBe(vehicleIllustration(vehicle, shadow));
    drawings.push(svg);
  }
  const measured = await measure(page, drawings);
  measured.forEach((m, i) => expectInFrame(m, vehicleDrawingPath(vehicles[i]!)));
});

test('the one cart drawing fits any seat count, stance and frame', async ({ page }) => {
  const cases: { name: string; svg: string }[] = [];
  for (const frame of [
    { width: 480, height: 320 },
    { width: 400, height: 220 },
    { width: 300, height: 300 },
  ]) {
    for (const stance of ['street', 'lifted', 'utility'] as CartStance[]) {
      for (const seats of [1, 2, 4, 6, 8, 12]) {
        const look = { seats, stance, body: '#b4432b', roof: '#f5f5f2', seat: '#2a2d31', accent: '#2f8a52', shadow, flipSeat: seats === 4 };
        cases.push({ name: `${seats} seats, ${stance}, ${frame.width} x ${frame.height}`, svg: cartSvg(look, frame) });
      }
    }
  }
  const measured = await measure(
    page,
    cases.map((c) => c.svg),
  );
  measured.forEach((m, i) => expectInFrame(m, cases[i]!.name));
});

test('the drawings of the built pages fit their frames', async ({ page }) => {
  // The pages whose heroes, series cards, fleets and story show an inline cart drawing.
  for (const path of ['/', '/evolution', '/denago', '/rentals', '/about', '/dover', '/financing', '/services']) {
    await page.goto(path);
    const measured = await measureSvgs(page, 'main svg[viewBox="0 0 400 220"]');
    expect(measured.length, `${path} shows a cart drawing`).toBeGreaterThan(0);
    measured.forEach((m, i) => expectInFrame(m, `${path} drawing ${i + 1}`));
  }
});

/** A vehicle whose page shows its drawing: its content lists no photos (the API's record leaves them out). */
const withoutPhotos = (v: { id: string }) => (readJson<{ photos?: unknown[] }>(`content/vehicles/${v.id}.json`).photos ?? []).length === 0;

/**
 * One vehicle page per case of the marks (the badge's words, NEW, In Stock or Out of Stock, and whether the Pre-owned
 * mark shows), the one with the longest name in each: vehicle pages are one template whose pages differ only in their
 * words, so which marks show, their words and the name's wrapping are all that can move a mark onto the drawing.
 */
function oneVehiclePerMarkCase<V extends { name: string; isNew: boolean; inStock: boolean }>(list: V[]): V[] {
  const cases = new Map<string, V>();
  for (const vehicle of list) {
    const key = vehicle.isNew ? 'new' : `pre-owned, ${vehicle.inStock ? 'in stock' : 'out of stock'}`;
    const kept = cases.get(key);
    if (!kept || vehicle.name.length > kept.name.length) cases.set(key, vehicle);
  }
  return [...cases.values()];
}

test.describe('on a vehicle page, the status badge and the Pre-owned mark never cover the drawing', () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [360, 1280]) {
    test(`a vehicle of each case of marks at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const drawn = oneVehiclePerMarkCase(vehicles.filter(withoutPhotos));
      expect(drawn.length, 'vehicles shown by their drawing').toBeGreaterThan(0);
      for (const vehicle of drawn) {
        await page.goto(`/vehicles/${vehicle.id}`);
        const summary = page.getByTestId('vehicle-summary');
        const drawing = await summary.getByRole('img', { name: `Illustration of the ${vehicle.name}` }).boundingBox();
        const marks = [summary.locator('.badge').first(), summary.locator('.badge-pre-owned')];
        await expect(marks[0]!, vehicle.id).toBeVisible();
        if (!vehicle.isNew) await expect(marks[1]!, vehicle.id).toBeVisible();
        for (const mark of marks) {
          for (const box of await Promise.all((await mark.all()).map((m) => m.boundingBox()))) {
            expect(box!.y + box!.height, `${vehicle.id}: a mark ends above the drawing`).toBeLessThanOrEqual(drawing!.y);
          }
        }
      }
    });
  }
});

test.describe('on a card, the status badge and the Pre-owned mark never cover the drawing', () => {
  test.use({ javaScriptEnabled: false });
  const pages = ['/', '/inventory', '/evolution', '/denago', ...vehicles.filter((v) => !v.isNew).map((v) => `/vehicles/${v.id}`)];
  for (const width of [360, 1280]) {
    test(`home featured, inventory, brand model and similar cart cards at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        // A card's photo fills its frame under the marks (as photos on cards do); its drawing sits below them.
        const cards = page
          .locator('main article')
          .filter({ has: page.locator('.badge') })
          .filter({ hasNot: page.locator('.card-photo') });
        expect(await cards.count(), `${path} shows cards`).toBeGreaterThan(0);
        for (const card of await cards.all()) {
          const picture = (await card.getByRole('img').first().boundingBox())!;
          const marks = await card.locator('.badge').all();
          for (const box of await Promise.all(marks.map((m) => m.boundingBox()))) {
            expect(box!.y + box!.height, `${path}: a card's mark ends above its picture`).toBeLessThanOrEqual(picture.y);
          }
        }
      }
    });
  }
});
