/**
 * The site's one icon set: every icon is a line drawing in a 24x24 box (the path data of one `d`
 * attribute, in ./drawings/<name>.ts), stroked in the current text colour by ./Icon.tsx. Content names an
 * icon by its key here; the content schemas' icon enum is built from these keys (src/schemas/icons.ts).
 *
 * Astro components draw from this table (`icons[name]`). An island imports the drawing file itself
 * (`import close from '../icons/drawings/close'`): one module per drawing is what lets the bundler ship
 * each island only the icons it draws.
 */
import alert from './drawings/alert';
import award from './drawings/award';
import ban from './drawings/ban';
import battery from './drawings/battery';
import bolt from './drawings/bolt';
import box from './drawings/box';
import calendar from './drawings/calendar';
import cart from './drawings/cart';
import check from './drawings/check';
import checkCircle from './drawings/check-circle';
import chevronDown from './drawings/chevron-down';
import clock from './drawings/clock';
import close from './drawings/close';
import globe from './drawings/globe';
import handshake from './drawings/handshake';
import heart from './drawings/heart';
import key from './drawings/key';
import leaf from './drawings/leaf';
import mail from './drawings/mail';
import map from './drawings/map';
import menu from './drawings/menu';
import paint from './drawings/paint';
import percent from './drawings/percent';
import phone from './drawings/phone';
import pin from './drawings/pin';
import shield from './drawings/shield';
import store from './drawings/store';
import sun from './drawings/sun';
import tag from './drawings/tag';
import tree from './drawings/tree';
import truck from './drawings/truck';
import wind from './drawings/wind';
import wrench from './drawings/wrench';

/** The path data of one icon. */
export type IconDrawing = string;

/** Every icon by the name content and components use. */
export const icons = {
  alert,
  award,
  ban,
  battery,
  bolt,
  box,
  calendar,
  cart,
  check,
  'check-circle': checkCircle,
  'chevron-down': chevronDown,
  clock,
  close,
  globe,
  handshake,
  heart,
  key,
  leaf,
  mail,
  map,
  menu,
  paint,
  percent,
  phone,
  pin,
  shield,
  store,
  sun,
  tag,
  tree,
  truck,
  wind,
  wrench,
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;
