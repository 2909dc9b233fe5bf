#!/usr/bin/env node
/** Browser tests use Debian's Chromium. Install it when it is missing (CI machines start without it). */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
}
