/**
 * How a vehicle page marks what the build drew from its record, so that the VehicleLive island's fresh view
 * can take its place without touching it: the first screen (or the not-found page's placeholders) is the
 * element STATIC_VIEW_ID, every other such part (the specifications, the payment table) carries BUILT_PART,
 * and the island's own view carries data-vehicle-fresh. While a fresh view is on the page, fresh-view.css hides the
 * built parts. A module of its own, so the island's script carries the names only where it uses them.
 */
export const STATIC_VIEW_ID = 'vehicle-static';
export const BUILT_PART = 'data-vehicle-built';

/** Every built part of the page, as a selector. */
export const BUILT_VIEW = `#${STATIC_VIEW_ID},[${BUILT_PART}]`;
