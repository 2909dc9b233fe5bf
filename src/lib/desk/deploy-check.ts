/**
 * What `npm run deploy` checks of the desk's sign-in before anything is deployed:
 * - the local staff sign-in (`DESK_SIGN_IN=local`, a stand-in for Cloudflare Access on this machine) is off:
 *   deploying while it is on refuses, so a machine set up to sign in without Access cannot publish;
 * - the team domain and audience tag in wrangler.toml are Access's own: an https `*.cloudflareaccess.com`
 *   domain (never the local stand-in's loopback address) and a 64-character hexadecimal AUD tag;
 * - both empty is allowed with a warning: the desk then answers 503 until they are set.
 */

export interface DeployCheckInput {
  /** The environment's DESK_SIGN_IN. */
  signIn: string | undefined;
  /** ACCESS_TEAM_DOMAIN and ACCESS_AUD of wrangler.toml [vars]. */
  teamDomain: string | undefined;
  audience: string | undefined;
}

export interface DeployCheck {
  errors: string[];
  warnings: string[];
}

const ACCESS_DOMAIN = /^(?:https:\/\/)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.cloudflareaccess\.com\/?$/i;
const AUD_TAG = /^[0-9a-f]{64}$/i;

export function deskDeployCheck({ signIn, teamDomain, audience }: DeployCheckInput): DeployCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (signIn?.trim()) {
    errors.push(`The local staff sign-in is switched on (DESK_SIGN_IN=${signIn.trim()}): unset DESK_SIGN_IN before deploying.`);
  }
  const domain = teamDomain?.trim() ?? '';
  const aud = audience?.trim() ?? '';
  if (!domain && !aud) {
    warnings.push('ACCESS_TEAM_DOMAIN and ACCESS_AUD are empty in wrangler.toml: the desk at /desk will answer 503 until they are set.');
    return { errors, warnings };
  }
  if (!ACCESS_DOMAIN.test(domain)) {
    errors.push(
      `ACCESS_TEAM_DOMAIN in wrangler.toml must be your Cloudflare Access team domain, https://<team>.cloudflareaccess.com (found "${domain}").`,
    );
  }
  if (!AUD_TAG.test(aud)) {
    errors.push(
      `ACCESS_AUD in wrangler.toml must be the Access application's Application Audience (AUD) tag, 64 hexadecimal characters (found "${aud}").`,
    );
  }
  return { errors, warnings };
}

/** A [vars] value of wrangler.toml (`NAME = "value"`), or undefined. */
export function tomlVar(toml: string, name: string): string | undefined {
  return new RegExp(`^\\s*${name}\\s*=\\s*"([^"\\n]*)"`, 'm').exec(toml)?.[1];
}
