/**
 * The one drawing of a golf cart: a side view with one seat row per two seats, roof, windshield,
 * steering wheel, wheels and lights, in three stances (street, lifted on knobby tires, utility with a
 * cargo bed). Every cart picture of the site comes from here: each catalogue vehicle's drawing, drawn by
 * the build from its record by `vehicleIllustration` below (src/pages/images/vehicles/[id].svg.ts and
 * [id].png.ts, and inline in the inventory's list), and the inline drawings of heroes, series cards and
 * rental fleets (CartArt.astro).
 *
 * The cart is drawn in its own coordinates, then scaled and centred to fit its frame with a margin on
 * every side, so no part of it (the roof included) ever leaves the frame, whatever its length.
 */

export type CartStance = 'street' | 'lifted' | 'utility';

export interface CartLook {
  seats: number;
  stance: CartStance;
  /** Body colour, as every colour of the look a hex colour (its shades are computed from it). */
  body: string;
  /** Roof, seats and the accent stripe. */
  roof: string;
  seat: string;
  accent: string;
  /** The ground shadow's colour. */
  shadow: string;
  /** A rear flip seat: the last row faces backwards. */
  flipSeat?: boolean;
}

export interface Frame {
  width: number;
  height: number;
  /** Empty space kept on every side, in frame units. */
  margin?: number;
}

const GROUND = 282;
const HEX = /^#[0-9a-f]{6}$/i;

/** A darker (negative amount) or lighter (positive) tone of a hex colour. */
export function tone(color: string, amount: number): string {
  const n = hex(color);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const rgb = (f(n >> 16) << 16) | (f((n >> 8) & 255) << 8) | f(n & 255);
  return `#${(rgb | (1 << 24)).toString(16).slice(1)}`;
}

/** A hex colour's value; any other colour is a mistake of the caller (a theme token must be resolved first). */
function hex(color: string): number {
  if (!HEX.test(color)) throw new Error(`a cart's colours are hex colours like "#1f7a4d", not "${color}"`);
  return parseInt(color.slice(1), 16);
}

/** A light colour (a white roof gets a darker edge, a dark roof a lighter one). */
function isLight(color: string): boolean {
  const n = hex(color);
  return (n >> 16) + ((n >> 8) & 255) + (n & 255) > 3 * 192;
}

const round = (n: number) => Math.round(n * 10) / 10;

function wheel(cx: number, r: number, lifted: boolean): string {
  const knobs = lifted ? `<circle r="${r - 2}" fill="none" stroke="#3b3f44" stroke-width="5" stroke-dasharray="5 4"/>` : '';
  return (
    `<g transform="translate(${cx} ${GROUND - r})"><circle r="${r}" fill="#1b1d20"/>${knobs}` +
    `<circle r="${round(r * 0.55)}" fill="#c9ced4"/>` +
    `<circle r="${round(r * 0.4)}" fill="none" stroke="#8d949c" stroke-width="3" stroke-dasharray="4 3"/>` +
    `<circle r="${round(r * 0.14)}" fill="#5b6168"/></g>`
  );
}

function seat(x: number, y: number, width: number, color: string, facingRear: boolean): string {
  const back = facingRear ? x + width - 12 : x;
  return (
    `<rect x="${x}" y="${y - 12}" width="${width}" height="14" rx="6" fill="${color}"/>` +
    `<rect x="${back}" y="${y - 58}" width="13" height="52" rx="6" fill="${color}" transform="rotate(${facingRear ? 6 : -6} ${back + 6} ${y - 6})"/>`
  );
}

/** The cart's parts in its own coordinates, and the box they fill (strokes and shadow included). */
function drawCart(look: CartLook): { parts: string; box: { x: number; y: number; width: number; height: number } } {
  const lifted = look.stance === 'lifted';
  const utility = look.stance === 'utility';
  const rows = Math.min(4, Math.max(1, Math.ceil(look.seats / 2)));
  const R = lifted ? 37 : 29;
  const clearance = lifted ? 60 : 34;
  const rowW = 62;
  const front = 84;
  const rear = utility ? 96 : 26;
  const L = front + rows * rowW + rear;
  const bodyBottom = GROUND - clearance;
  const bodyTop = bodyBottom - 38;
  const roofY = bodyTop - (lifted ? 128 : 122);
  const rearWheel = Math.max(48, rear + 22);
  const frontWheel = L - 52;
  const dark = tone(look.body, -0.35);
  const light = tone(look.body, 0.25);

  const parts: string[] = [];
  parts.push(`<ellipse cx="${L / 2}" cy="${GROUND + 6}" rx="${L / 2 + 24}" ry="9" fill="${look.shadow}" opacity=".14"/>`);

  // Roof struts behind everything else on the body.
  const roofRear = utility ? rear + 2 : 10;
  const roofFront = L - front + 14;
  const strutXs = [roofRear + 6];
  for (let i = 1; i < rows; i++) strutXs.push(rear + i * rowW - 4);
  for (const sx of strutXs) parts.push(`<rect x="${sx}" y="${roofY + 6}" width="6" height="${bodyTop - roofY - 4}" fill="#4a5056"/>`);
  parts.push(
    `<path d="M${roofFront - 8} ${roofY + 8}L${L - front + 36} ${bodyTop - 8}" stroke="#4a5056" stroke-width="6" stroke-linecap="round"/>`,
  );

  // Windshield.
  parts.push(
    `<path d="M${roofFront - 10} ${roofY + 10}L${roofFront + 2} ${roofY + 10}L${L - front + 50} ${bodyTop - 10}L${L - front + 34} ${bodyTop - 10}Z" fill="#bfe3f5" opacity=".55"/>`,
  );

  // Seats: rows from the front; a flip seat faces backwards on the last row.
  for (let i = 0; i < rows; i++) {
    const sx = L - front - (i + 1) * rowW + 6;
    parts.push(seat(sx, bodyTop, rowW - 14, look.seat, Boolean(look.flipSeat) && rows > 1 && i === rows - 1));
  }

  // Steering wheel.
  parts.push(
    `<path d="M${L - front + 10} ${bodyTop - 6}L${L - front - 8} ${bodyTop - 40}" stroke="#2a2d31" stroke-width="5" stroke-linecap="round"/>`,
  );
  parts.push(
    `<ellipse cx="${L - front - 10}" cy="${bodyTop - 42}" rx="4" ry="12" fill="none" stroke="#2a2d31" stroke-width="4" transform="rotate(-30 ${L - front - 10} ${bodyTop - 42})"/>`,
  );

  // Cargo bed.
  if (utility) {
    parts.push(
      `<rect x="2" y="${bodyTop - 34}" width="${rear - 4}" height="36" rx="4" fill="${tone(look.body, -0.15)}" stroke="${dark}" stroke-width="3"/>`,
    );
    for (let s = 1; s < 4; s++)
      parts.push(`<path d="M${round(2 + s * ((rear - 4) / 4))} ${bodyTop - 30}v28" stroke="${dark}" stroke-width="2" opacity=".6"/>`);
  }

  // Lift kit: suspension arms visible under a lifted body.
  if (lifted) {
    for (const wx of [rearWheel, frontWheel]) {
      parts.push(
        `<path d="M${wx} ${GROUND - R}L${wx + (wx === frontWheel ? -30 : 30)} ${bodyBottom - 2}" stroke="#3b3f44" stroke-width="6" stroke-linecap="round"/>`,
      );
    }
  }

  // Body: rocker panel, rising cowl at the front.
  const body = [
    `M4 ${bodyTop + 6}`,
    `Q4 ${bodyTop} 12 ${bodyTop}`,
    `L${L - front - 10} ${bodyTop}`,
    `Q${L - front + 12} ${bodyTop - 16} ${L - 40} ${bodyTop - 14}`,
    `Q${L + 2} ${bodyTop - 12} ${L} ${bodyTop + 16}`,
    `L${L - 4} ${bodyBottom - 6}`,
    `Q${L - 6} ${bodyBottom} ${L - 14} ${bodyBottom}`,
    `L10 ${bodyBottom}`,
    `Q4 ${bodyBottom} 4 ${bodyBottom - 8}Z`,
  ].join('');
  parts.push(`<path d="${body}" fill="${look.body}" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>`);
  parts.push(
    `<path d="M14 ${bodyTop + 12}L${L - 24} ${bodyTop + 12}" stroke="${light}" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
  );
  parts.push(`<rect x="18" y="${bodyBottom - 13}" width="${L - 50}" height="5" rx="2.5" fill="${look.accent}"/>`);

  // Wheel arches, wheels, lights.
  for (const wx of [rearWheel, frontWheel]) {
    parts.push(`<path d="M${wx - R - 7} ${GROUND - R}A${R + 7} ${R + 7} 0 0 1 ${wx + R + 7} ${GROUND - R}Z" fill="${dark}"/>`);
  }
  parts.push(wheel(rearWheel, R, lifted), wheel(frontWheel, R, lifted));
  parts.push(`<ellipse cx="${L - 7}" cy="${bodyTop + 4}" rx="5" ry="8" fill="${'#fff4c2'}" stroke="${dark}" stroke-width="1.5"/>`);
  parts.push(`<rect x="2" y="${bodyTop + 6}" width="6" height="12" rx="2" fill="#e23b3b"/>`);
  if (lifted)
    parts.push(
      `<path d="M${L - 2} ${bodyTop + 18}q14 4 10 ${bodyBottom - bodyTop - 16}" fill="none" stroke="#2a2d31" stroke-width="5" stroke-linecap="round"/>`,
    );

  // Roof last, so it reads as the top of the cart.
  const roofEdge = tone(look.roof, isLight(look.roof) ? -0.25 : 0.3);
  parts.push(
    `<rect x="${roofRear - 4}" y="${roofY}" width="${roofFront - roofRear + 6}" height="12" rx="6" fill="${look.roof}" stroke="${roofEdge}" stroke-width="2"/>`,
  );

  // What the parts cover: the shadow is the widest part and the lowest, the roof's edge the highest;
  // a lifted cart's mud flap reaches past the front of the body.
  const left = L / 2 - (L / 2 + 24);
  const right = Math.max(L / 2 + (L / 2 + 24), lifted ? L + 14 : L + 2);
  const top = roofY - 1;
  const bottom = GROUND + 6 + 9;
  return { parts: parts.join(''), box: { x: left, y: top, width: right - left, height: bottom - top } };
}

/** The scale and offset that fit a box inside a frame, centred, with the frame's margin on every side. */
export function fitTransform(box: { x: number; y: number; width: number; height: number }, frame: Frame): string {
  const margin = frame.margin ?? Math.round(Math.min(frame.width, frame.height) * 0.04);
  const scale = Math.min((frame.width - 2 * margin) / box.width, (frame.height - 2 * margin) / box.height);
  const dx = (frame.width - box.width * scale) / 2 - box.x * scale;
  const dy = (frame.height - box.height * scale) / 2 - box.y * scale;
  const n = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
  return `translate(${n(dx, 1)} ${n(dy, 1)}) scale(${n(scale, 3)})`;
}

export interface SvgOptions {
  /** The size it is shown at: the frame's by default; the height follows the frame's proportions. */
  width?: number;
  /** Added to the <svg> element: a class, `aria-hidden`. */
  attributes?: string;
  /** Names it for assistive technology: then it is an image with that name. */
  title?: string;
  /** A file of its own (it needs the SVG namespace); inline in HTML it does not. */
  file?: boolean;
}

/** A cart as an SVG file or inline element. */
export function cartSvg(look: CartLook, frame: Frame, options: SvgOptions = {}): string {
  const { parts, box } = drawCart(look);
  const width = options.width ?? frame.width;
  const height = Math.round((width * frame.height) / frame.width);
  const label = options.title?.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const a11y = label ? ` role="img" aria-label="${label}"` : '';
  return (
    `<svg${options.file ? ' xmlns="http://www.w3.org/2000/svg"' : ''} viewBox="0 0 ${frame.width} ${frame.height}" width="${width}" height="${height}"${a11y}` +
    `${options.attributes ? ` ${options.attributes}` : ''}>` +
    `${label ? `<title>${label}</title>` : ''}<g transform="${fitTransform(box, frame)}">${parts}</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// A catalogue vehicle's illustration

/**
 * A catalogue vehicle's illustration, drawn from its record: seat rows from its seating capacity, a
 * lifted stance with knobby tires when the description says "lifted" (or the model is an XT), a cargo
 * bed for utility carts ("cargo bed"), a rear flip seat when the description mentions one, the brand's
 * roof and palette (a Max model gets the dark roof and tan seats), and a body colour picked from the id
 * so neighbouring cards differ. The build serves it at the vehicle's own address (`vehicleDrawingPath`).
 */

interface DrawnVehicle {
  id: string;
  name: string;
  brand: string;
  description: string;
  specifications: { seatingCapacity: number };
}

interface Palette {
  bodies: readonly string[];
  roof: string;
  seat: string;
  accent: string;
}

const PALETTES: Record<string, Palette> = {
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

/** The frame of every illustration file: 3:2, like the photo frames of cards and pages. */
export const ILLUSTRATION_FRAME = { width: 480, height: 320 } as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function stanceOf(v: Pick<DrawnVehicle, 'name' | 'description'>): CartStance {
  const text = `${v.name} ${v.description}`;
  if (/cargo bed/i.test(text)) return 'utility';
  if (/\blifted\b/i.test(text) || /\bXT\d/.test(v.name)) return 'lifted';
  return 'street';
}

/** How a vehicle is drawn; `shadow` is the ground shadow's colour (the theme's darkest green). */
export function vehicleLook(v: DrawnVehicle, shadow: string): CartLook {
  const palette = PALETTES[v.brand] ?? PALETTES['Evolution']!;
  const premium = /\bmax\b/i.test(v.name);
  return {
    seats: v.specifications.seatingCapacity,
    stance: stanceOf(v),
    body: palette.bodies[hash(v.id) % palette.bodies.length]!,
    roof: premium ? '#1d2023' : palette.roof,
    seat: premium ? '#b8875a' : palette.seat,
    accent: palette.accent,
    shadow,
    flipSeat: /flip seat/i.test(v.description),
  };
}

/** The illustration file of a vehicle: a standalone SVG named "<name> illustration". */
export function vehicleIllustration(v: DrawnVehicle, shadow: string): string {
  return `${cartSvg(vehicleLook(v, shadow), ILLUSTRATION_FRAME, { title: `${v.name} illustration`, file: true })}\n`;
}

/** The frame of a vehicle's share card: the size social sites show a link's picture at. */
export const SHARE_FRAME = { width: 1200, height: 630 } as const;

/** The illustration fitted to the share card's frame, as a file (rendered to PNG by the build). */
export function vehicleDrawingCard(v: DrawnVehicle, shadow: string): string {
  return cartSvg(vehicleLook(v, shadow), SHARE_FRAME, { title: `${v.name} illustration`, file: true });
}

/**
 * The same illustration as an inline element, named as its file is where shown (`alt`): a list of thirty
 * cards draws its pictures in the page itself, where thirty image files would each cost the browser a
 * document of its own (and the main thread its set-up).
 */
export function vehicleDrawing(v: DrawnVehicle, shadow: string, alt: string): string {
  return cartSvg(vehicleLook(v, shadow), ILLUSTRATION_FRAME, { title: alt });
}
