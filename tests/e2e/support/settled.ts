/**
 * "Nothing more happens" without sleeping: the page runs on Playwright's fake clock (flowing as real time
 * until a test moves it) and counts its own fetches in flight. `settled` waits until no fetch is in flight,
 * lets the clock run every timer the page set within `span` (a retry's back-off, a refresh), and waits
 * again: whatever the page would still do by itself is done, and a test can check that it did nothing more.
 */
import type { Page } from '@playwright/test';

/** Call before the page loads. */
export async function watchTimersAndFetches(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { fetchesInFlight: number };
    w.fetchesInFlight = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.fetchesInFlight += 1;
      return original(...args).finally(() => {
        w.fetchesInFlight -= 1;
      });
    };
  });
}

const noFetchInFlight = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { fetchesInFlight?: number }).fetchesInFlight === 0);

export async function settled(page: Page, span = 60_000): Promise<void> {
  await noFetchInFlight(page);
  await page.clock.runFor(span);
  await noFetchInFlight(page);
}
