/** The engine suite in Firefox (Firefox ESR over WebDriver BiDi), at the desktop width. */
import { launchFirefox } from './support/firefox';
import { engineSuite } from './support/suite';

engineSuite('Firefox', (origin) => launchFirefox(origin), 'desktop');
