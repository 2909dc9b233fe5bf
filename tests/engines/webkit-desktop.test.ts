/** The engine suite in WebKit (WebKitGTK's MiniBrowser over WebDriver), at the desktop width. */
import { launchWebKit } from './support/webkit';
import { engineSuite } from './support/suite';

engineSuite('WebKit', (origin) => launchWebKit(origin), 'desktop');
