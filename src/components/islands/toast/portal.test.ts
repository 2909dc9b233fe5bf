import { createElement } from 'react';
import { createPortal as reactDomCreatePortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { createPortal } from './portal';

describe('createPortal', () => {
  it("builds exactly the element react-dom's createPortal builds", () => {
    const container = { nodeType: 1 } as unknown as Element;
    const children = createElement('p', null, 'Saved');
    const ours = createPortal(children, container) as unknown as Record<string, unknown>;
    const theirs = reactDomCreatePortal(children, container) as unknown as Record<string, unknown>;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const key of Object.keys(theirs)) expect(ours[key], key).toBe(theirs[key]);
  });
});
