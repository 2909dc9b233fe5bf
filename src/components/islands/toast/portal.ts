/**
 * react-dom's `createPortal(children, container)` without importing react-dom. The renderer chunk every
 * island page loads (@astrojs/react's client) already holds react-dom, but as private code: an island that
 * imports `react-dom` makes the bundler split it into a chunk of its own, which costs every island page
 * about 0.6 KB brotli. `createPortal` only builds this element (the reconciler in the renderer does all
 * the work, events included); portal.test.ts checks that it still equals react-dom's own, so a React
 * upgrade that changes the shape fails there, not in a visitor's browser.
 */
import type { ReactNode, ReactPortal } from 'react';

const REACT_PORTAL_TYPE = Symbol.for('react.portal');

export function createPortal(children: ReactNode, container: Element): ReactPortal {
  return { $$typeof: REACT_PORTAL_TYPE, key: null, children, containerInfo: container, implementation: null } as unknown as ReactPortal;
}
