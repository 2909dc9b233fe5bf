#!/usr/bin/env node
/**
 * `npm run deploy`'s first step: refuses to deploy while the local staff sign-in is switched on, or when
 * wrangler.toml's desk sign-in settings are not Cloudflare Access's own (rules: src/lib/desk/deploy-check.ts).
 * Exits 1 with the reasons; warns (exit 0) when the desk's sign-in is not set up at all.
 */
import { readFileSync } from 'node:fs';
import { deskDeployCheck, tomlVar } from '../../src/lib/desk/deploy-check.ts';

const toml = readFileSync('wrangler.toml', 'utf8');
const { errors, warnings } = deskDeployCheck({
  signIn: process.env.DESK_SIGN_IN,
  teamDomain: tomlVar(toml, 'ACCESS_TEAM_DOMAIN'),
  audience: tomlVar(toml, 'ACCESS_AUD'),
});
for (const warning of warnings) console.warn(`Warning: ${warning}`);
if (errors.length) {
  console.error(`Not deploying: the desk's sign-in is not ready.\n${errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(1);
}
