import { chromium } from 'playwright-core';
const [url, sel, out, width = '1280'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.locator(sel).first().screenshot({ path: out });
await b.close();
