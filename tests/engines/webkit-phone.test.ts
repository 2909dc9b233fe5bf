/** The engine suite in WebKit (WebKitGTK's MiniBrowser over WebDriver), at the phone width. */
import { launchWebKit } from './support/webkit';
import { engineSuite } from './support/suite';

engineSuite('WebKit', (origin) => launchWebKit(origin), 'phone');
