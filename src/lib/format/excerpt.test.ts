import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

const PITCH = 'A lifted cart for trails. Seats 4, travels up to 45 miles per charge and tops out at 25 mph.';

describe('excerpt: at most max characters, cut at a sentence or a word, never inside one', () => {
  it.each<[string, string, number, string]>([
    ['fits whole', 'A cart.', 20, 'A cart.'],
    ['fits exactly', 'Twelve chars', 12, 'Twelve chars'],
    ['the first sentence, when the second does not fit', PITCH, 60, 'A lifted cart for trails.'],
    ['a sentence ending right at the limit', PITCH, 25, 'A lifted cart for trails.'],
    ['two sentences when both fit', 'One. Two. Three is longer.', 9, 'One. Two.'],
    ['"!" and "?" end sentences too', 'Go! Why not? Then more words here.', 14, 'Go! Why not?'],
    ['a decimal point ends nothing', 'Runs 37.5 miles on a charge, more on flat ground.', 30, 'Runs 37.5 miles on a charge…'],
    ['no sentence fits: whole words and an ellipsis', PITCH, 20, 'A lifted cart for…'],
    ['a cut at a space keeps the word before it', 'room for the whole crew and more', 12, 'room for the…'],
    ['trailing punctuation goes before the ellipsis', 'Seats 4, travels far', 9, 'Seats 4…'],
    ['a dash before the cut goes too', 'Fast – and quiet too', 7, 'Fast…'],
    ['one long word is cut where it must be', 'Supercalifragilistic', 5, 'Super…'],
  ])('%s', (_name, text, max, expected) => {
    const cut = excerpt(text, max);
    expect(cut).toBe(expected);
    expect(cut.replace(/…$/, '').length).toBeLessThanOrEqual(max);
  });

  it('never ends inside a word of the text (every cut ends where the text has a word end)', () => {
    const text =
      'The Denago EV Nomad XL is a versatile four-passenger cart with rear flip seat that moves easily between the fairway and the cul-de-sac.';
    for (let max = 10; max < text.length; max++) {
      const cut = excerpt(text, max).replace(/…$/, '');
      const next = text[cut.length];
      expect(next === undefined || /[\s,;:–—-]/.test(next), `max ${max}: "${cut}"`).toBe(true);
    }
  });
});
