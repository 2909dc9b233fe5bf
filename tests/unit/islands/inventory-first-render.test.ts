/**
 * The inventory island's first render (what hydration must match) is the page's static list: the built card
 * grid, or with no cart built, the skeleton cards. Either way the island's code draws no card and no skeleton
 * until the list changes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import InventoryBrowser from '../../../src/components/islands/InventoryBrowser';
import SkeletonGrid from '../../../src/components/inventory/SkeletonGrid';
import { SKELETON_COUNT } from '../../../src/lib/inventory/view';
import { listedVehicles } from '../../../src/lib/inventory/listing';
import { vehicles } from '../../e2e/support/content';

const render = (initialVehicles: ReturnType<typeof listedVehicles>, children: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(
    createElement(
      InventoryBrowser,
      { initialVehicles, endpoint: '/api/vehicles', etag: '"e"', monthly: {}, conditions: {}, searchWords: [] },
      children,
    ),
  );
const count = (html: string, text: string) => html.split(text).length - 1;

describe('the inventory island’s first render', () => {
  it('with no cart built: the page’s static list (its skeleton cards) while it loads, no skeleton of its own', () => {
    const html = render([], createElement('ul', { id: 'static-list' }));
    expect(html).toContain('<ul id="static-list"></ul>');
    expect(count(html, 'skeleton-card')).toBe(0);
    expect(html).toContain('Available Golf Carts (0)');
    expect(html).not.toContain('No vehicles found');
  });

  it('the skeleton list the page gives it: SKELETON_COUNT cards, busy', () => {
    const html = renderToStaticMarkup(createElement(SkeletonGrid));
    expect(count(html, 'data-testid="skeleton-card"')).toBe(SKELETON_COUNT);
    expect(html).toContain('aria-busy="true"');
  });

  it('with carts built: the page’s static grid, not a grid of its own', () => {
    const built = listedVehicles(vehicles);
    const html = render(built, createElement('ul', { id: 'static-grid' }));
    expect(html).toContain('<ul id="static-grid"></ul>');
    expect(count(html, '<article')).toBe(0);
    expect(html).toContain(`Available Golf Carts (${built.length})`);
  });
});
