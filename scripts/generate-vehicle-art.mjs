#!/usr/bin/env node
/**
 * Draws the side-view illustration of every catalogue vehicle (no real photos exist):
 *   npx node scripts/generate-vehicle-art.mjs   -> public/images/vehicles/<id>.svg
 * The drawing follows the record: seat rows from seatingCapacity, a lifted stance with knobby
 * tyres when the description says "lifted" (or the model is an XT), a cargo bed for utility
 * carts ("cargo bed"), a rear flip seat when the description mentions one, the brand's roof and
 * palette, and a body colour picked from the id so neighbouring cards differ. Re-run it after
 * adding a vehicle; the output is committed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { themeColors } from '../src/styles/theme-colors.ts';

/** The ground shadow's colour: the theme's darkest brand green (src/styles/global.css). */
const SHADOW = themeColors(readFileSync('src/styles/global.css', 'utf8'))['brand-900'];
const SRC = 'content/vehicles';
const OUT = 'public/images/vehicles';
const W = 480;
const H = 320;
const GROUND = 282;

const PALETTES = {
  Denago: {
    bodies: ['#d6452f', '#2563a8', '#f2f1ec', '#3d4349', '#e39a1c', '#2f7d6d'],
    roof: '#202428',
    seat: '#2a2d31',
    accent: '#f59e0b',
  },
  Evolution: {
    bodies: ['#1f7a4d', '#b9c3cc', '#14487a', '#e6dfcc', '#8c2323', '#2b2e31', '#5b7f95'],
    roof: '#f5f5f2',
    seat: '#3a2f28',
    accent: '#22c55e',
  },
};
const FALLBACK = PALETTES.Evolution;

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const r = f(n >> 16);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const round = (n) => Math.round(n * 10) / 10;

export function styleOf(v) {
  const text = `${v.name} ${v.description}`;
  if (/cargo bed/i.test(text)) return 'utility';
  if (/\blifted\b/i.test(text) || /\bXT\d/.test(v.name)) return 'lifted';
  return 'street';
}

function wheel(cx, r, lifted) {
  const cy = GROUND - r;
  const knobs = lifted
    ? `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="#3b3f44" stroke-width="5" stroke-dasharray="5 4"/>`
    : '';
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1d20"/>${knobs}` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.55)}" fill="#c9ced4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.4)}" fill="none" stroke="#8d949c" stroke-width="3" stroke-dasharray="4 3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.14)}" fill="#5b6168"/>`
  );
}

function seat(x, y, width, color, facingRear) {
  const back = facingRear ? x + width - 12 : x;
  return (
    `<rect x="${x}" y="${y - 12}" width="${width}" height="14" rx="6" fill="${color}"/>` +
    `<rect x="${back}" y="${y - 58}" width="13" height="52" rx="6" fill="${color}" transform="rotate(${facingRear ? 6 : -6} ${back + 6} ${y - 6})"/>`
  );
}

export function drawVehicle(v) {
  const palette = PALETTES[v.brand] ?? FALLBACK;
  const style = styleOf(v);
  const lifted = style === 'lifted';
  const utility = style === 'utility';
  const body = palette.bodies[hash(v.id) % palette.bodies.length];
  const premium = /\bmax\b/i.test(v.name);
  const roofColor = premium ? '#1d2023' : palette.roof;
  const seatColor = premium ? '#b8875a' : palette.seat;
  const flip = /flip seat/i.test(v.description);
  const rows = Math.max(1, Math.ceil(v.specifications.seatingCapacity / 2));

  const R = lifted ? 37 : 29;
  const clearance = lifted ? 60 : 34;
  const rowW = 62;
  const front = 84;
  const rear = utility ? 96 : 26;
  const L = front + rows * rowW + rear;
  const x0 = Math.round((W - L) / 2);
  const X = (x) => round(x0 + x);
  const bodyBottom = GROUND - clearance;
  const bodyTop = bodyBottom - 38;
  const roofY = bodyTop - (lifted ? 128 : 122);
  const rearWheel = X(Math.max(48, rear + 22));
  const frontWheel = X(L - 52);
  const dark = shade(body, -0.35);
  const light = shade(body, 0.25);

  const parts = [];
  parts.push(`<ellipse cx="${X(L / 2)}" cy="${GROUND + 6}" rx="${round(L / 2 + 24)}" ry="9" fill="${SHADOW}" opacity=".14"/>`);

  // Roof struts behind everything else on the body.
  const roofRear = utility ? rear + 2 : 10;
  const roofFront = L - front + 14;
  const strutXs = [roofRear + 6];
  for (let i = 1; i < rows; i++) strutXs.push(rear + i * rowW - 4);
  for (const sx of strutXs) parts.push(`<rect x="${X(sx)}" y="${roofY + 6}" width="6" height="${bodyTop - roofY - 4}" fill="#4a5056"/>`);
  parts.push(
    `<path d="M${X(roofFront - 8)} ${roofY + 8}L${X(L - front + 36)} ${bodyTop - 8}" stroke="#4a5056" stroke-width="6" stroke-linecap="round"/>`,
  );

  // Windshield.
  parts.push(
    `<path d="M${X(roofFront - 10)} ${roofY + 10}L${X(roofFront + 2)} ${roofY + 10}L${X(L - front + 50)} ${bodyTop - 10}L${X(L - front + 34)} ${bodyTop - 10}Z" fill="#bfe3f5" opacity=".55"/>`,
  );

  // Seats: rows from the front; a flip seat faces backwards on the last row.
  for (let i = 0; i < rows; i++) {
    const sx = L - front - (i + 1) * rowW + 6;
    const facingRear = flip && rows > 1 && i === rows - 1;
    parts.push(seat(X(sx), bodyTop, rowW - 14, seatColor, facingRear));
  }

  // Steering wheel.
  parts.push(
    `<path d="M${X(L - front + 10)} ${bodyTop - 6}L${X(L - front - 8)} ${bodyTop - 40}" stroke="#2a2d31" stroke-width="5" stroke-linecap="round"/>`,
  );
  parts.push(
    `<ellipse cx="${X(L - front - 10)}" cy="${bodyTop - 42}" rx="4" ry="12" fill="none" stroke="#2a2d31" stroke-width="4" transform="rotate(-30 ${X(L - front - 10)} ${bodyTop - 42})"/>`,
  );

  // Cargo bed.
  if (utility) {
    parts.push(
      `<rect x="${X(2)}" y="${bodyTop - 34}" width="${rear - 4}" height="36" rx="4" fill="${shade(body, -0.15)}" stroke="${dark}" stroke-width="3"/>`,
    );
    for (let s = 1; s < 4; s++)
      parts.push(`<path d="M${X(2 + s * ((rear - 4) / 4))} ${bodyTop - 30}v28" stroke="${dark}" stroke-width="2" opacity=".6"/>`);
  }

  // Lift kit: suspension arms visible under a lifted body.
  if (lifted) {
    for (const wx of [rearWheel, frontWheel]) {
      parts.push(
        `<path d="M${wx} ${GROUND - R}L${round(wx + (wx === frontWheel ? -30 : 30))} ${bodyBottom - 2}" stroke="#3b3f44" stroke-width="6" stroke-linecap="round"/>`,
      );
    }
  }

  // Body: rocker panel, rising cowl at the front.
  const b = [
    `M${X(4)} ${bodyTop + 6}`,
    `Q${X(4)} ${bodyTop} ${X(12)} ${bodyTop}`,
    `L${X(L - front - 10)} ${bodyTop}`,
    `Q${X(L - front + 12)} ${bodyTop - 16} ${X(L - 40)} ${bodyTop - 14}`,
    `Q${X(L + 2)} ${bodyTop - 12} ${X(L)} ${bodyTop + 16}`,
    `L${X(L - 4)} ${bodyBottom - 6}`,
    `Q${X(L - 6)} ${bodyBottom} ${X(L - 14)} ${bodyBottom}`,
    `L${X(10)} ${bodyBottom}`,
    `Q${X(4)} ${bodyBottom} ${X(4)} ${bodyBottom - 8}Z`,
  ].join('');
  parts.push(`<path d="${b}" fill="${body}" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>`);
  parts.push(
    `<path d="M${X(14)} ${bodyTop + 12}L${X(L - 24)} ${bodyTop + 12}" stroke="${light}" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
  );
  parts.push(`<rect x="${X(18)}" y="${bodyBottom - 13}" width="${L - 50}" height="5" rx="2.5" fill="${palette.accent}"/>`);

  // Wheel arches, wheels, lights.
  for (const wx of [rearWheel, frontWheel]) {
    parts.push(
      `<path d="M${round(wx - R - 7)} ${GROUND - R}A${R + 7} ${R + 7} 0 0 1 ${round(wx + R + 7)} ${GROUND - R}Z" fill="${dark}"/>`,
    );
  }
  parts.push(wheel(rearWheel, R, lifted), wheel(frontWheel, R, lifted));
  parts.push(`<ellipse cx="${X(L - 7)}" cy="${bodyTop + 4}" rx="5" ry="8" fill="#fff4c2" stroke="${dark}" stroke-width="1.5"/>`);
  parts.push(`<rect x="${X(2)}" y="${bodyTop + 6}" width="6" height="12" rx="2" fill="#e23b3b"/>`);
  if (lifted)
    parts.push(
      `<path d="M${X(L - 2)} ${bodyTop + 18}q14 4 10 ${bodyBottom - bodyTop - 16}" fill="none" stroke="#2a2d31" stroke-width="5" stroke-linecap="round"/>`,
    );

  // Roof last, so it reads as the top of the cart.
  const roofLen = roofFront - roofRear + 6;
  const roofFill = roofColor;
  const roofEdge = shade(roofColor, roofColor === '#f5f5f2' ? -0.25 : 0.3);
  parts.push(
    `<rect x="${X(roofRear - 4)}" y="${roofY}" width="${roofLen}" height="12" rx="6" fill="${roofFill}" stroke="${roofEdge}" stroke-width="2"/>`,
  );

  // Short carts are drawn larger so every card's cart fills its frame alike.
  const scale = round(Math.min(1.3, 430 / (L + 60)) * 100) / 100;
  const origin = `${W / 2} ${GROUND + 8}`;
  const transform =
    scale === 1 ? '' : ` transform="translate(${origin}) scale(${scale}) translate(${origin.replace(/(\S+) (\S+)/, '-$1 -$2')})"`;
  const title = `${v.name} illustration`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">` +
    `<title>${title}</title><g${transform}>${parts.join('')}</g></svg>\n`
  );
}

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(SRC).filter((f) => f.endsWith('.json'))) {
  const id = file.replace(/\.json$/, '');
  const v = { id, ...JSON.parse(readFileSync(`${SRC}/${file}`, 'utf8')) };
  const target = v.images?.[0];
  if (!target?.startsWith('/images/vehicles/') || !target.endsWith('.svg')) continue;
  writeFileSync(`public${target}`, drawVehicle(v));
  console.log(`public${target} (${styleOf(v)})`);
}
