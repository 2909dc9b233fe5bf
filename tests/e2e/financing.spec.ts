/** /financing: benefits, partner cards, terms and small print checked against content/financing.json. */
import { expect, test } from '@playwright/test';
import { fillEvery } from '../../src/lib/format/placeholders';
import { staticRoutes, telHref } from '../../src/lib/routes';
import { financing as financingCopy, financingWords, site } from './support/content';

const financing = fillEvery(financingCopy, financingWords);

test('hero, terms, six benefits, why-choose, call to action and the credit-approval footnote', async ({ page }) => {
  await page.goto(staticRoutes.financing);
  await expect(page.locator('h1')).toHaveText(financing.hero.title);
  const apply = page.locator('.hero').getByRole('link', { name: /Apply Online/ });
  await expect(apply).toHaveAttribute('href', site.financingUrl);
  await expect(apply).toHaveAttribute('target', '_blank');

  // The rate, the term range and who gets the rate, built from the terms (no page says "select models").
  await expect(page.locator('.terms-highlights')).toContainText(financingWords.termRange);
  await expect(page.locator('.terms-highlights')).toContainText(financingWords.promoApr);
  await expect(page.locator('.terms-highlights')).toContainText(financingWords.promoCarts);
  await expect(page.locator('main')).not.toContainText(/select (new )?models/i);

  await expect(page.locator('#benefits li')).toHaveCount(financing.benefits.items.length);
  for (const b of financing.benefits.items) await expect(page.locator('#benefits')).toContainText(b.description);
  await expect(page.locator('#why li')).toHaveCount(financing.whyChoose.items.length);

  await expect(page.locator('#cta').getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', telHref(site.phone.e164));
  await expect(page.locator('#cta').getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', staticRoutes.contact);
  await expect(page.locator('.financing-footnote')).toContainText(financing.footnote);
  await expect(page.locator('.financing-footnote')).toContainText(/subject to credit approval/i);
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
});

test('a card per partner: an external application in a new tab, or a phone link', async ({ page }) => {
  await page.goto(staticRoutes.financing);
  const cards = page.locator('.partner-card');
  await expect(cards).toHaveCount(financing.partners.items.length);
  const phones = financing.partners.items.filter((p) => p.action.type === 'phone').length;

  for (const [i, partner] of financing.partners.items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(partner.title);
    const link = card.locator('a.partner-action');
    await expect(link).toContainText(partner.buttonText);
    if (partner.action.type === 'phone') {
      await expect(link).toHaveAttribute('href', telHref(site.phone.e164));
      await expect(link).not.toHaveAttribute('target', /.+/);
    } else {
      const url = partner.action.type === 'external' ? partner.action.url : site.financingUrl;
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toContainText('opens in a new tab');
    }
  }
  await expect(page.locator('.partner-card a[target="_blank"]')).toHaveCount(financing.partners.items.length - phones);
  await expect(page.locator('.partner-card a[href^="tel:"]')).toHaveCount(phones);
});
