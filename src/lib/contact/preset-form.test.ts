import { describe, expect, it } from 'vitest';
import { presetForm } from './preset-form';
import { presetMessage } from './preset-message';
import { requestOptionsFixture as options } from './request-options.fixture';

describe('presetForm', () => {
  it('keeps the valid details, chooses the request’s interest and writes its message', () => {
    const details = { request: 'rental', fleet: 'four', plan: 'weekly', town: 'hometown', start: '2027-01-09' };
    expect(presetForm(`?${new URLSearchParams(details)}`, options)).toEqual({
      details,
      interest: 'rental',
      message: presetMessage(details, options),
    });
  });

  it('leaves out what is no choice (an unknown or sold cart, a date that is none)', () => {
    expect(presetForm('?request=test-drive&vehicle=cart-sold&date=2026-02-30&time=noon', options)).toEqual({
      details: { request: 'test-drive' },
      interest: 'sales',
      message: presetMessage({ request: 'test-drive' }, options),
    });
  });

  it('presets nothing for an address that names no request detail', () => {
    expect(presetForm('', options)).toEqual({ details: {}, message: '' });
    expect(presetForm('?utm_source=mail&request=buy', options)).toEqual({ details: {}, message: '' });
  });
});
