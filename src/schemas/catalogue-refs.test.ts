import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { distinct, municipalityIds, municipalityRef, vehicleIds, vehicleRef } from './catalogue-refs';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('vehicleRef', () => {
  it('knows the catalogue', () => {
    expect(vehicleIds.size).toBeGreaterThan(0);
    expect(vehicleIds.has('denago-ev-city')).toBe(true);
  });

  it.each(['denago-ev-city', 'evolution-d6-max-xt4'])('accepts %s', (id) => {
    expect(vehicleRef.safeParse(id).success).toBe(true);
  });

  it.each([
    ['denago-ev-rover-xxxl', 'unknown vehicle id "denago-ev-rover-xxxl": there is no content/vehicles/denago-ev-rover-xxxl.json'],
    ['Denago EV City', 'unknown vehicle id "Denago EV City": there is no content/vehicles/Denago EV City.json'],
  ])('rejects %j, saying which file is missing', (id, message) => {
    expect(firstMessage(vehicleRef.safeParse(id))).toBe(message);
  });
});

describe('municipalityRef', () => {
  it.each(['dover', 'little-creek', 'milford-kent'])('accepts %s', (id) => {
    expect(municipalityIds.has(id)).toBe(true);
    expect(municipalityRef.safeParse(id).success).toBe(true);
  });

  it.each(['dover-beach', 'milford', 'Camden'])('rejects %s', (id) => {
    expect(firstMessage(municipalityRef.safeParse(id))).toContain(`unknown municipality id "${id}"`);
  });
});

describe('distinct', () => {
  const list = distinct(z.string());
  it.each([
    [['a', 'b'], true],
    [[], true],
    [['a', 'b', 'a'], false],
  ])('%j valid: %s', (ids, ok) => {
    expect(list.safeParse(ids).success).toBe(ok);
  });

  it('names the problem', () => {
    expect(firstMessage(list.safeParse(['x', 'x']))).toBe('lists the same id twice');
  });
});
