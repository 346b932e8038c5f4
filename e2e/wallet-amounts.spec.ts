import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea, expectFlowState, logInFreshMember } from './helpers';

/**
 * Every wallet picker and list shows a balance whole: a long name gives way (ellipsis or wrap), the
 * number never does. Large balances in four languages, on a phone held upright and on its side.
 */

const BALANCES = {
  '-': '1234567.5',
  SBO: '8000000',
  SABA: '25.5',
  EVO: '10',
  PT: '0',
  PG: '999999.9',
  JILI: '0',
};

/** The text of `box` is not cut: it fits its own width and lies inside `within`. */
async function shownWhole(box: Locator, within: Locator) {
  const [fits, inner, outer] = await Promise.all([
    box.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5),
    box.boundingBox(),
    within.boundingBox(),
  ]);
  const text = await box.textContent();
  expect(fits, `"${text}" fits its box`).toBe(true);
  expect(inner!.x, `"${text}" starts inside`).toBeGreaterThanOrEqual(outer!.x - 0.5);
  expect(inner!.x + inner!.width, `"${text}" ends inside`).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
}

/** The amount as the page's language writes it (`1,234,567.5`, `1.234.567,5`). */
const written = (page: Page, amount: string) =>
  page.evaluate(
    ([value]) =>
      new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 1 }).format(
        Number(value),
      ),
    [amount],
  );

for (const area of ['en-vn', 'vi-vn', 'th-th', 'id-id']) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    test(`${area} at ${size.width}×${size.height}: pickers and lists show balances whole`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      await activateEveryArea(page);
      // A member of its own: no other test moves these balances while the lists are read.
      await logInFreshMember(page, request, BALANCES);
      await page.goto(`/m/${area}/bank/transfer`);
      await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
      await page.locator('select[name="toProvider"]').selectOption('PG');

      // The pickers: the chosen wallet's balance, whole, over each select.
      for (const [name, id] of [
        ['fromProvider', '-'],
        ['toProvider', 'PG'],
      ] as const) {
        const select = page.locator(`select[name="${name}"]`);
        const box = select.locator('xpath=..');
        const detail = box.locator('.select-face-detail');
        await expect(detail).toHaveText(await written(page, BALANCES[id]));
        await shownWhole(detail, select);
        // The select itself says the whole choice to assistive technology.
        await expect(select.locator('option:checked')).toContainText(await written(page, BALANCES[id]));
      }

      // The all-in list: every provider's balance.
      for (const row of await page.locator('.quick-list li').all())
        await shownWhole(row.locator('.wallet-amount'), row);

      // The wallet card's list of providers.
      await page.locator('.wallet-actions button[aria-expanded]').click();
      const rows = page.locator('.wallet-list li');
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) await shownWhole(row.locator('.wallet-amount'), row);
      await expect(rows.filter({ hasText: await written(page, BALANCES.SBO) })).toHaveCount(1);
    });
  }
}
