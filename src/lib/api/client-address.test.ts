import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { addressBucket, parseIpv4, parseIpv6, UNKNOWN_BUCKET } from './client-address';

describe('addressBucket: one IPv4 address written many ways is one bucket', () => {
  it.each([
    '192.0.2.1',
    ' 192.0.2.1 ',
    '192.0.2.1.',
    '0300.0000.0002.0001',
    '0xc0.0x0.0x2.0x1',
    '0XC0.0.0X2.1',
    '3221225985',
    '0xc0000201',
    '030000001001',
    '192.0.513',
    '192.513',
    '::ffff:192.0.2.1',
    '::FFFF:c000:201',
    '[::ffff:c000:0201]',
    '0:0:0:0:0:ffff:192.0.2.1',
    '0000:0000:0000:0000:0000:ffff:c000:0201',
  ])('%j -> ipv4:192.0.2.1', (raw) => {
    expect(addressBucket(raw)).toBe('ipv4:192.0.2.1');
  });
});

describe('addressBucket: IPv6 by its /64', () => {
  cases('%j -> %s', addressBucket, [
    ['2001:db8:1:2::1', 'ipv6:2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', 'ipv6:2001:db8:1:2::/64'],
    ['2001:db8:1:2:3:4:5:6', 'ipv6:2001:db8:1:2::/64'],
    ['[2001:db8:1:2::]', 'ipv6:2001:db8:1:2::/64'],
    ['2001:db8:1:2::c000:201', 'ipv6:2001:db8:1:2::/64'],
    ['2001:db8:1:2:0:0:192.0.2.1', 'ipv6:2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', 'ipv6:2001:db8:1:3::/64'],
    ['2001:db8::1', 'ipv6:2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'ipv6:fe80:0:0:0::/64'],
    ['::1', 'ipv6:0:0:0:0::/64'],
    ['::', 'ipv6:0:0:0:0::/64'],
    // Only ::ffff:0:0/96 is IPv4: the deprecated IPv4-compatible form is another IPv6 address.
    ['::192.0.2.1', 'ipv6:0:0:0:0::/64'],
  ]);
});

describe('addressBucket: anything unreadable shares one bucket', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    'unknown',
    'localhost',
    '1.2.3.4.5',
    '256.0.0.1',
    '1.2.3.256',
    '1.2.65536',
    '4294967296',
    '08.1.1.1',
    '1..2.3',
    '1.2.3.4:80',
    '1::2::3',
    '12345::1',
    ':1',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '::ffff:1.2.3',
    '::ffff:01.2.3.4',
    '1.2.3.4::',
    'g::1',
  ])('%j -> unknown', (raw) => {
    expect(addressBucket(raw)).toBe(UNKNOWN_BUCKET);
  });
});

describe('parsers', () => {
  cases('parseIpv4(%j) = %i', parseIpv4, [
    ['0', 0],
    ['0x', 0],
    ['255.255.255.255', 4294967295],
    ['1.0.0.0', 16777216],
  ]);

  cases('parseIpv6(%j)', parseIpv6, [
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1::8', [1, 0, 0, 0, 0, 0, 0, 8]],
    ['1:2:3:4:5:6:7::', [1, 2, 3, 4, 5, 6, 7, 0]],
    ['::ffff:10.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]],
  ]);
});
