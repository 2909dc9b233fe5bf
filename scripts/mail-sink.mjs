#!/usr/bin/env node
/**
 * The local mail sink: it takes lead e-mails the way the mail Worker does (POST /send, the whole e-mail as the
 * body, X-Mail-From and X-Rcpt-To: functions/_lib/mail-transport.ts) and writes each one as an .eml file a
 * developer opens with any mail program, printing where. `npm start` runs one (scripts/serve.mjs); on its own:
 *   npx node scripts/mail-sink.mjs [--port 8025] [--dir .mail] [--refuse REGEX]
 * --refuse answers 422 (refused for good) for recipients that match, as a mail service refuses an address.
 * Files are named `<time received>-<Message-ID's local part>.eml`; an e-mail whose Message-ID this sink already
 * took is written again (nothing is hidden) and printed as a REPEAT.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, resolve as absolutePath } from 'node:path';
import { parseArgs } from 'node:util';

/** The value of a header of a raw e-mail (the first, unfolded), or ''. */
export function headerOf(raw, name) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/** A header's encoded words (RFC 2047, as the site writes them: UTF-8, base64) decoded for printing. */
export function decodeWords(text) {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_, data) => Buffer.from(data, 'base64').toString('utf8'));
}

const answer = (res, status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

/**
 * Starts a sink on `port` (0: any free port) writing into `dir`; resolves with its url, the files it wrote and a
 * close().
 */
export function startMailSink({ port = 0, host = '127.0.0.1', dir = '.mail', refuse, log = console.log } = {}) {
  mkdirSync(dir, { recursive: true });
  const seen = new Set();
  const files = [];
  let received = 0;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/send') return answer(res, 404, { error: 'POST /send' });
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const from = String(req.headers['x-mail-from'] ?? '');
      const to = String(req.headers['x-rcpt-to'] ?? '');
      if (!ADDRESS.test(from) || !ADDRESS.test(to)) return answer(res, 400, { error: 'X-Mail-From and X-Rcpt-To must be addresses' });
      if (refuse?.test(to)) {
        log(`Mail to ${to} refused (the sink refuses ${refuse})`);
        return answer(res, 422, { error: `recipient ${to} refused` });
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const messageId = headerOf(raw, 'Message-ID').replace(/^<|>$/g, '');
      const repeat = seen.has(messageId);
      seen.add(messageId);
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${String(++received).padStart(4, '0')}-${messageId.split('@')[0].replace(/[^\w.-]/g, '_') || 'mail'}.eml`;
      const file = join(dir, name);
      writeFileSync(file, raw);
      files.push(file);
      const shown = relative(process.cwd(), file);
      log(
        `${repeat ? 'REPEAT ' : ''}Mail to ${to}: "${decodeWords(headerOf(raw, 'Subject'))}" -> ${shown.startsWith('..') ? absolutePath(file) : shown}`,
      );
      answer(res, 202, { ok: true, file });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        dir,
        files,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '8025' }, dir: { type: 'string', default: '.mail' }, refuse: { type: 'string' } },
  });
  const sink = await startMailSink({
    port: Number(values.port),
    dir: values.dir,
    ...(values.refuse ? { refuse: new RegExp(values.refuse) } : {}),
  });
  console.log(`Mail sink at ${sink.url}: each e-mail is written to ${values.dir}/ as an .eml file`);
}
