import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { dropBrandWord, modelCountLabel, modelPreview, modelSlug, moreModelsLabel } from './models';

describe('modelSlug', () => {
  cases('%j -> %s', modelSlug, [
    ['Evolution D5 Ranger 4 Plus', 'evolution-d5-ranger-4-plus'],
    ['Denago EV Rover XL6', 'denago-ev-rover-xl6'],
    ['D6 MAX XT4', 'd6-max-xt4'],
    ['  Evolution   Classic 2 Plus ', 'evolution-classic-2-plus'],
    ['EV City', 'ev-city'],
  ]);
});

describe('dropBrandWord', () => {
  cases('(%j, %j) -> %j', dropBrandWord, [
    ['Evolution D5 Maverick 4 Plus', 'Evolution', 'D5 Maverick 4 Plus'],
    ['EVOLUTION D6 MAX XT4', 'Evolution', 'D6 MAX XT4'],
    ['Denago EV City', 'Denago', 'EV City'],
    ['D5 Ranger 4', 'Evolution', 'D5 Ranger 4'],
    ['Evolutionary Cart', 'Evolution', 'Evolutionary Cart'],
    ['Evolution', 'Evolution', 'Evolution'],
    ['Denago EV Nomad', '', 'Denago EV Nomad'],
  ]);
});

describe('modelPreview', () => {
  it.each([
    [[], 3, [], 0],
    [['a'], 3, ['a'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], 3, ['a', 'b', 'c'], 3],
    [['a', 'b'], 0, [], 2],
  ])('%j with max %i shows %j and %i more', (models, max, shown, more) => {
    expect(modelPreview(models, max)).toEqual({ shown, more });
  });

  it('defaults to three links', () => {
    expect(modelPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});

describe('moreModelsLabel', () => {
  cases('%i -> %j', moreModelsLabel, [
    [0, undefined],
    [-1, undefined],
    [1, '+1 more model'],
    [2, '+2 more models'],
    [10, '+10 more models'],
  ]);
});

describe('modelCountLabel', () => {
  cases('%i -> %s', modelCountLabel, [
    [1, '1 model'],
    [3, '3 models'],
    [0, '0 models'],
  ]);
});
