/**
 * The byte budgets of every built page, in bytes. The quality tests enforce them and `npm run bench`
 * reports them (its Lighthouse budgets are assertions in bench/lighthouserc.json).
 */
export const BUDGET = {
  /**
   * The HTML and CSS the first screen needs (the document through the hero, with its inline CSS),
   * gzip: one TCP round trip (initial window ~14.6 KB), so the first paint needs no second one.
   */
  firstRoundTrip: 14 * 1024,
  /** A ceiling for the whole document (footer, town lists, JSON-LD), gzip: catches bloat below the fold. */
  wholePage: 32 * 1024,
  /**
   * All JavaScript a page with islands loads by itself (before and on hydration), brotli: what Cloudflare sends browsers that accept it
   * (every current one), at quality 5 as a CDN compresses on the fly. React 19 with react-dom is ~65 KB of it.
   */
  islandJs: 70 * 1024,
  /**
   * What an island hydrated only when the visitor asks for it (the inventory's compare tray) adds to that,
   * brotli: a press of Compare waits for it on a slow phone connection.
   */
  onDemandJs: 8 * 1024,
  /**
   * The dealer's desk (/desk: staff only, behind sign-in, never a visitor's page) in place of `islandJs`: React and
   * the desk island, brotli. Public pages keep `islandJs`.
   */
  deskJs: 80 * 1024,
  /** The LCP image as a 360 px wide phone loads it (see `lcpImageUrl`), as stored. */
  lcpImage: 60 * 1024,
} as const;

/** Staff pages (the desk): held to `deskJs`, not to a visitor's page's `islandJs`. */
const STAFF_PAGES = /^\/desk$/;

/** The island JavaScript budget a page is held to: `deskJs` for a staff page, else `islandJs`. */
export const islandJsLimit = (path: string): number => (STAFF_PAGES.test(path) ? BUDGET.deskJs : BUDGET.islandJs);
