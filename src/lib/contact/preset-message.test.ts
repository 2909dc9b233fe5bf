import { describe, expect, it } from 'vitest';
import { LIMITS } from './schema';
import { presetMessage } from './preset-message';
import { requestOptionsFixture as options } from './request-options.fixture';

describe('presetMessage', () => {
  it.each([
    [{ request: 'test-drive', vehicle: 'cart-one' }, "I'd like to book a test drive of the Cart One."],
    [
      { request: 'test-drive', vehicle: 'cart-one', date: '2026-12-03', time: 'morning' },
      "I'd like to book a test drive of the Cart One on December 3, 2026, in the morning.",
    ],
    [{ request: 'test-drive' }, "I'd like to book a test drive."],
    [{ request: 'quote', vehicle: 'cart-two' }, "I'd like a quote and the availability of the Cart Two."],
    [{ request: 'quote' }, "I'd like a quote and the availability."],
    [
      { request: 'rental', fleet: 'four', plan: 'weekly', start: '2027-01-09', town: 'faraway' },
      "I'd like to book a rental: Four Seater, Weekly plan, starting January 9, 2027, delivered to Faraway.",
    ],
    [{ request: 'rental', fleet: 'six' }, "I'd like to book a rental: Six Seater."],
    [{ request: 'rental' }, "I'd like to book a rental."],
    [{ request: 'service', time: 'afternoon' }, "I'd like to book a service appointment in the afternoon."],
    [{ request: 'service', date: '2026-12-24' }, "I'd like to book a service appointment on December 24, 2026."],
  ])('%j -> %s', (details, expected) => {
    expect(presetMessage(details, options)).toBe(expected);
  });

  it('leaves out what is no choice: an unknown vehicle, a plan the cart does not offer, a date that is none', () => {
    expect(presetMessage({ request: 'test-drive', vehicle: 'nope', date: '2026-02-30', time: 'noon' }, options)).toBe(
      "I'd like to book a test drive.",
    );
    expect(presetMessage({ request: 'rental', fleet: 'six', plan: 'weekly', town: 'nowhere' }, options)).toBe(
      "I'd like to book a rental: Six Seater.",
    );
  });

  it('writes nothing without a request (a plain message is the visitor’s own), or for a request that is none', () => {
    expect(presetMessage({}, options)).toBe('');
    expect(presetMessage({ vehicle: 'cart-one' }, options)).toBe('');
    expect(presetMessage({ request: 'toString' }, options)).toBe('');
  });

  it('always writes a message the message rule accepts', () => {
    for (const request of ['test-drive', 'quote', 'rental', 'service'])
      expect(presetMessage({ request }, options).length).toBeGreaterThanOrEqual(LIMITS.message.min);
  });
});
