import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea, DEMO, logIn } from './helpers';

/**
 * Spec §2 on a turned phone (844 × 390): while a field is focused the form keeps the screen. The banner and
 * bottom bar step aside and the header no longer sticks, so the field and the form's button are in view and
 * nothing fixed lies over them. Upright (390 × 844) the bars stay where they are and cover no field either.
 */

/** How much of the viewport's height fixed or sticky things (bars, banner, header) take right now. */
const barsHeight = (page: Page) =>
  page.evaluate(() => {
    let total = 0;
    for (const element of document.querySelectorAll<HTMLElement>(
      '.download-banner, .app-header, .bottom-menu',
    )) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || !element.checkVisibility()) continue;
      const r = element.getBoundingClientRect();
      const visible = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      total += visible;
    }
    return total;
  });

/** Whether the element's centre is the element itself (or inside it): nothing lies over it. */
const uncovered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const r = element.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (element === hit || element.contains(hit) || hit.contains(element));
    });

const FORMS = [
  ['bank/transfer', 'input[name="amount"]'],
  ['bank/deposit', 'input[name="amount"]'],
  ['bank/withdraw', 'input[name="amount"]'],
] as const;

for (const area of ['en-vn', 'vi-vn', 'th-th', 'id-id']) {
  test(`${area} 844x390: a focused field keeps the screen for its form`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 844, height: 390 });
    await activateEveryArea(page);
    await logIn(page, DEMO);
    for (const [path, field] of FORMS) {
      await page.goto(`/m/${area}/${path}`);
      await page.locator(field).first().waitFor();
      await page.locator(field).first().focus();
      await expect
        .poll(() => barsHeight(page), { message: `${area} ${path}: bars while typing` })
        .toBeLessThanOrEqual(390 * 0.15);
      await expect
        .poll(() => uncovered(page, field), { message: `${area} ${path}: the field is in view` })
        .toBe(true);
      const submit = page.locator('main form button[type="submit"]').first();
      if (await submit.count()) {
        await submit.scrollIntoViewIfNeeded();
        await expect.poll(() => uncovered(page, 'main form button[type="submit"]')).toBe(true);
      }
      // Leaving the field brings the bars back.
      await page.locator(field).first().blur();
      await expect.poll(() => barsHeight(page)).toBeGreaterThan(390 * 0.15);
    }
  });

  test(`${area} 390x844: the bars stay and cover no focused field`, async ({ page }) => {
    test.setTimeout(60_000);
    await activateEveryArea(page);
    await logIn(page, DEMO);
    for (const [path, field] of FORMS) {
      await page.goto(`/m/${area}/${path}`);
      await page.locator(field).first().focus();
      await expect(page.locator('.bottom-menu')).toBeVisible();
      await expect
        .poll(() => uncovered(page, field), { message: `${area} ${path}: the field is in view` })
        .toBe(true);
    }
  });
}
