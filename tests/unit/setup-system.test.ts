import { describe, expect, it } from 'vitest';
import { missingPackages } from '../../scripts/setup-system.mjs';

const files = [
  { pkg: 'chromium', file: '/usr/bin/chromium' },
  { pkg: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { pkg: 'libwebkit2gtk-4.1-0', file: '/usr/lib/MiniBrowser' },
  { pkg: 'libwebkit2gtk-4.1-0', file: '/usr/lib/WebKitWebProcess' },
];

describe('missingPackages', () => {
  it.each([
    ['everything present: nothing to install', files.map((f) => f.file), []],
    ['nothing present: every package once', [], ['chromium', 'webkit2gtk-driver', 'libwebkit2gtk-4.1-0']],
    [
      'one file of a package missing: that package',
      ['/usr/bin/chromium', '/usr/bin/WebKitWebDriver', '/usr/lib/MiniBrowser'],
      ['libwebkit2gtk-4.1-0'],
    ],
  ])('%s', (_case, present, expected) => {
    expect(missingPackages(files, (file) => present.includes(String(file)))).toEqual(expected);
  });
});
