import { expect, it } from 'vitest';
import { drawingAlt } from './drawing-alt';

it.each([
  ['Denago EV City', 'Illustration of the Denago EV City'],
  ['Evolution D5 Ranger 4+', 'Illustration of the Evolution D5 Ranger 4+'],
])('names the drawing of %s', (name, alt) => expect(drawingAlt(name)).toBe(alt));
