/**
 * What shoppers type for a filter's value: each pattern (lower case; a word may end in "s", and \W? lets a
 * space, a hyphen or nothing join a phrase's parts) with the filter it sets and the value (none: the number
 * typed). The inventory page passes this list to its island, which ships the rule (`matchesBrowse`), not the words.
 */
import type { SearchWords } from './browse';

export const SEARCH_WORDS: SearchWords = [
  ['street\\W?legal|lsv', 'use', 'street-legal'],
  ['used|pre\\W?owned', 'condition', 'pre-owned'],
  ['new', 'condition', 'new'],
  ['(\\d+)\\W?seat(?:er)?', 'seats'],
];
