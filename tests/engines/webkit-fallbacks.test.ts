/** WebKit with anchor positioning, then popover too, switched off: the header's fallbacks. */
import { fallbackSuite } from './support/fallbacks';
import { launchWebKit } from './support/webkit';

fallbackSuite(
  'WebKit without anchor positioning',
  (origin) => launchWebKit(origin, { label: 'webkit-no-anchor', disable: ['CSSAnchorPositioning'] }),
  ['anchor positioning'],
);
fallbackSuite(
  'WebKit without popover or anchor positioning',
  (origin) => launchWebKit(origin, { label: 'webkit-no-popover', disable: ['CSSAnchorPositioning', 'PopoverAttribute'] }),
  ['anchor positioning', 'popover'],
);
