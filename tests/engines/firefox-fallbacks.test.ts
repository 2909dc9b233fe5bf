/**
 * Firefox with anchor positioning switched off: the dropdowns' fallback. (Popover, in Firefox since
 * version 125, no longer has a switch; WebKit covers the popover fallback.)
 */
import { fallbackSuite } from './support/fallbacks';
import { launchFirefox } from './support/firefox';

fallbackSuite(
  'Firefox without anchor positioning',
  (origin) => launchFirefox(origin, { label: 'firefox-no-anchor', prefs: { 'layout.css.anchor-positioning.enabled': false } }),
  ['anchor positioning'],
);
