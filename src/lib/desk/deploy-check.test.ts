import { describe, expect, it } from 'vitest';
import { deskDeployCheck, tomlVar } from './deploy-check';

const AUD = '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2';
const DOMAIN = 'https://firststategolfcarts.cloudflareaccess.com';

describe('deskDeployCheck', () => {
  it.each([
    ['Access set up, local sign-in off', { signIn: undefined, teamDomain: DOMAIN, audience: AUD }, 0, 0],
    ['the bare team host', { signIn: '', teamDomain: 'firststategolfcarts.cloudflareaccess.com', audience: AUD }, 0, 0],
    ['the local sign-in on', { signIn: 'local', teamDomain: DOMAIN, audience: AUD }, 1, 0],
    ['the local stand-in as team domain', { signIn: undefined, teamDomain: 'http://127.0.0.1:8788', audience: AUD }, 1, 0],
    ['another domain', { signIn: undefined, teamDomain: 'https://login.dealer.example', audience: AUD }, 1, 0],
    ['an AUD that is no tag', { signIn: undefined, teamDomain: DOMAIN, audience: 'local-desk' }, 1, 0],
    ['a domain without its tag', { signIn: undefined, teamDomain: DOMAIN, audience: '' }, 1, 0],
    ['no desk sign-in set up', { signIn: undefined, teamDomain: '', audience: '' }, 0, 1],
    ['local sign-in on, nothing set up', { signIn: 'local', teamDomain: undefined, audience: undefined }, 1, 1],
  ])('%s', (_name, input, errors, warnings) => {
    const check = deskDeployCheck(input);
    expect(check.errors).toHaveLength(errors);
    expect(check.warnings).toHaveLength(warnings);
  });

  it('names the switch to turn off', () => {
    expect(deskDeployCheck({ signIn: 'local', teamDomain: DOMAIN, audience: AUD }).errors[0]).toContain('unset DESK_SIGN_IN');
  });
});

describe('tomlVar', () => {
  const toml = '[vars]\nCONTACT_RATE_LIMIT = "5"\n# ACCESS_AUD = "commented"\nACCESS_TEAM_DOMAIN = ""\n  ACCESS_AUD = "abc"\n';
  it.each([
    ['CONTACT_RATE_LIMIT', '5'],
    ['ACCESS_TEAM_DOMAIN', ''],
    ['ACCESS_AUD', 'abc'],
    ['MISSING', undefined],
  ])('%s -> %j', (name, value) => expect(tomlVar(toml, name)).toBe(value));
});
