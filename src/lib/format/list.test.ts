import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { countyShortName, sentenceList } from './list';

describe('sentenceList', () => {
  cases('%j -> %j', sentenceList, [
    [[], ''],
    [['Kent'], 'Kent'],
    [['Kent', 'Sussex'], 'Kent and Sussex'],
    [['Kent', 'New Castle', 'Sussex'], 'Kent, New Castle and Sussex'],
    [['Club Car', 'EZ-GO', 'Tomberlin', 'Swift EV'], 'Club Car, EZ-GO, Tomberlin and Swift EV'],
  ]);
});

describe('countyShortName', () => {
  cases('%j -> %j', countyShortName, [
    ['Kent County', 'Kent'],
    ['New Castle County', 'New Castle'],
    ['Sussex', 'Sussex'],
    ['County Line County', 'County Line'],
  ]);
});
