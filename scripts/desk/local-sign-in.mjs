/**
 * The local staff sign-in of `DESK_SIGN_IN=local npm start`: a stand-in for Cloudflare Access in front of the
 * local server, doing what Access does on Cloudflare and nothing more. It listens on the site's port and passes
 * every request to `wrangler pages dev` behind it; for `/desk` and `/api/desk/*` it turns its sign-in cookie
 * into the `Cf-Access-Jwt-Assertion` header (any such header the browser sends is dropped, as Access drops it),
 * and sends `/desk` without a sign-in to its sign-in page. It publishes its keys at
 * `/cdn-cgi/access/certs`, so its own address is the team domain the desk functions check tokens against
 * (scripts/desk/access-stand-in.mjs makes and signs them). Nothing of it is deployed: it lives in this script,
 * and `npm run deploy` refuses to run while DESK_SIGN_IN is set (scripts/desk/check-deploy.mjs).
 */
import { decodeJwt } from 'jose';
import { createServer, request as forward } from 'node:http';
import { CERTS_PATH, certsBody, signAssertion, standInKeys } from './access-stand-in.mjs';

export const LOCAL_AUDIENCE = 'local-desk';
const LOGIN_PATH = '/cdn-cgi/access/login';
const LOGOUT_PATH = '/cdn-cgi/access/logout';
const COOKIE = 'CF_Authorization';
const SIGN_IN_HOURS = 8;

const isDesk = (path) => path === '/desk' || path.startsWith('/desk/') || path.startsWith('/api/desk/') || path === '/api/desk';

/** A local path to go back to after signing in (never another site). */
const localPath = (value) => (typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : '/desk');

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function cookieOf(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A sign-in that has not expired. */
function validToken(token) {
  if (!token) return undefined;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 > Date.now() ? token : undefined;
  } catch {
    return undefined;
  }
}

function loginPage(back, error = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local staff sign-in</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#16201a}
label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.5rem 0 1rem;padding:.6rem;font:inherit}
button{padding:.7rem;font:inherit;font-weight:700;background:#185a33;color:#fff;border:0;border-radius:999px}p.note{color:#555}.error{color:#b91c1c}</style></head>
<body><h1>Local staff sign-in</h1><p class="note">This computer only: a stand-in for Cloudflare Access, which signs staff in on the real site.</p>
${error ? `<p class="error">${escape(error)}</p>` : ''}<form method="post" action="${LOGIN_PATH}">
<input type="hidden" name="redirect_url" value="${escape(back)}"><label for="email">Your e-mail</label>
<input id="email" name="email" type="email" required autocomplete="email" value="staff@localhost.test"><button>Sign in to the desk</button></form></body></html>`;
}

function readForm(req) {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body = (body + chunk).slice(0, 4096)));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });
}

/**
 * Starts the stand-in on `port` in front of `upstreamPort`; resolves once it listens, with the team domain and
 * audience tag the desk functions must be given.
 * @param {{ port: number, upstreamPort: number }} options
 */
export async function startLocalSignIn({ port, upstreamPort }) {
  const keys = await standInKeys();
  const teamDomain = `http://127.0.0.1:${port}`;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', teamDomain);
    if (url.pathname === CERTS_PATH) return res.writeHead(200, { 'Content-Type': 'application/json' }).end(certsBody(keys));
    if (url.pathname === LOGIN_PATH) {
      const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
      if (req.method !== 'POST') return res.writeHead(200, html).end(loginPage(localPath(url.searchParams.get('redirect_url'))));
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const back = localPath(form.get('redirect_url'));
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) return res.writeHead(400, html).end(loginPage(back, 'Give an e-mail address.'));
      const token = await signAssertion(keys, { issuer: teamDomain, audience: LOCAL_AUDIENCE, email, expiresIn: SIGN_IN_HOURS * 3600 });
      const cookie = `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SIGN_IN_HOURS * 3600}`;
      return res.writeHead(303, { Location: back, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' }).end();
    }
    if (url.pathname === LOGOUT_PATH) {
      return res.writeHead(303, { Location: '/', 'Set-Cookie': `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` }).end();
    }
    const headers = { ...req.headers };
    delete headers['cf-access-jwt-assertion'];
    if (isDesk(url.pathname)) {
      const token = validToken(cookieOf(req.headers.cookie, COOKIE));
      if (token) headers['cf-access-jwt-assertion'] = token;
      else if (!url.pathname.startsWith('/api/')) {
        return res.writeHead(302, { Location: `${LOGIN_PATH}?redirect_url=${encodeURIComponent(url.pathname + url.search)}` }).end();
      }
    }
    const upstream = forward({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('The local server is still starting: reload in a moment.');
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { teamDomain, audience: LOCAL_AUDIENCE, close: () => new Promise((done) => server.close(done)) };
}
