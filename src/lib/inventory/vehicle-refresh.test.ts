import { describe, expect, it } from 'vitest';
import { HttpError } from './fetch-policy';
import { DETAIL_POLICY, isVehicleGone } from './vehicle-refresh';

describe('DETAIL_POLICY: one retry, 1 s after the first attempt', () => {
  it('retries once', () => {
    expect(DETAIL_POLICY.retries).toBe(1);
    expect(DETAIL_POLICY.delays[0]).toBe(1000);
  });
});

describe('isVehicleGone', () => {
  it.each<[string, unknown, boolean]>([
    ['API 404 (JSON)', new HttpError('Vehicle not found', 404, true), true],
    ['host 404 page (HTML)', new HttpError('Vehicle not found', 404, false), false],
    ['API 500', new HttpError('x', 500, true), false],
    ['network', new HttpError('x'), false],
    ['other error', new Error('x'), false],
  ])('%s -> %s', (_name, error, gone) => expect(isVehicleGone(error)).toBe(gone));
});
