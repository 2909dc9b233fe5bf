/**
 * axe as every spec runs it: in the page itself (axe's legacy mode), asking only for violations.
 *
 * The default mode analyses each frame, then opens a blank page to merge the frames' results, on every call: about
 * half of axe's time here. Its one gain, testing cross-origin frames, never applies: the site loads no third-party
 * frame before the visitor asks (the map spec checks that), and same-origin frames are still tested. On every page
 * the sweep checks, both modes find the same violations, passes and incomplete results, node for node.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
