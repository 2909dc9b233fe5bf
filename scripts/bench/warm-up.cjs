/**
 * Lighthouse CI's puppeteer script: it runs in the one Chromium all runs share, before the runs of
 * each page, and loads that page once, unmeasured. A freshly started Chromium spends its first
 * navigations on one-off start-up work (long tasks of 100+ ms) that belong to the browser, not to the page.
 */
module.exports = async (browser, { url }) => {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
  } finally {
    await page.close();
  }
};
