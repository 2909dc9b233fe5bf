/**
 * The browser under test talks to the site through this proxy, which passes every request on to the
 * served site unchanged except for two things the engine suite needs in every driver:
 *
 * - Each HTML page gets, as the first thing in its <head>, a same-origin script (allowed by the site's
 *   `script-src 'self'`) that records console errors, uncaught exceptions, unhandled rejections, failed
 *   loads and Content-Security-Policy violations in `window.__engineErrors`. WebKit's automation sessions
 *   are private, and WebKit reports no console message of a private page to anyone, so the page itself
 *   is the only witness in every engine.
 * - `failContact(true)` makes POST /api/contact answer 503 with a JSON error (a storage outage), so the
 *   contact form's failed send is a real server answer in both drivers.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RECORDER_PATH = '/__engine-suite/error-recorder.js';
export const CONTACT_OUTAGE = 'Our message service is down for a moment (engine suite outage).';

const RECORDER = `(() => {
  const errors = (window.__engineErrors = []);
  const text = (v) => { try { return v instanceof Error ? v.name + ': ' + v.message : typeof v === 'string' ? v : JSON.stringify(v); } catch (e) { return String(v); } };
  const consoleError = console.error;
  console.error = function (...args) { errors.push('console.error: ' + args.map(text).join(' ')); return consoleError.apply(this, args); };
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && t.nodeType === 1) errors.push('failed to load <' + t.localName + '> ' + (t.currentSrc || t.src || t.href || ''));
    else errors.push('uncaught ' + (e.error ? text(e.error) : e.message));
  }, true);
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + text(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => errors.push('CSP ' + e.violatedDirective + ' blocked ' + e.blockedURI), true);
})();`;

export interface SiteProxy {
  origin: string;
  failContact(on: boolean): void;
  close(): Promise<void>;
}

function injectRecorder(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
}

export async function startProxy(upstream: URL): Promise<SiteProxy> {
  let contactDown = false;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === RECORDER_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RECORDER);
      return;
    }
    if (contactDown && req.method === 'POST' && req.url?.startsWith('/api/contact')) {
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: CONTACT_OUTAGE }));
      return;
    }
    // The Host header stays the proxy's, so the site sees the browser's own origin (same-site posts).
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const out = forward(upstream, { method: req.method, path: req.url, headers }, (up) => {
      const type = String(up.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.from(injectRecorder(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
    });
    out.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`engine suite proxy: ${error.message}`);
    });
    req.pipe(out);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    failContact: (on) => {
      contactDown = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
