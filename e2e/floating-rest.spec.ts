import { expect, type Page } from '@playwright/test';
import { SCREENS } from '../src/routes/routeTable';
import { test } from './fixtures';
import { activateEveryArea, DEMO, EVERY_50_MS, logIn, openInApp, walkTo } from './helpers';

/**
 * Spec §2: the floating quick menu never covers what a member types in or taps. On every screen, for a
 * visitor and a member, upright and turned, its box overlaps no input, button, link or label once the page
 * rests; while a form's field is focused and after the page scrolls too.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;

/** The controls the menu's box overlaps, each named by its tag, name and text. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const menu = document.querySelector('[data-testid="floating-menu"]');
    if (!menu) return ['(no floating menu)'];
    const m = menu.getBoundingClientRect();
    const found: string[] = [];
    const selector =
      'a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (menu.contains(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < m.right && m.left < r.right && r.top < m.bottom && m.top < r.bottom)
        found.push(
          `${element.tagName.toLowerCase()}[${element.getAttribute('name') ?? ''}] "${(element.textContent ?? '').trim().slice(0, 30)}"`,
        );
    }
    return found;
  });

async function expectNothingCovered(page: Page, where: string) {
  await expect(page.getByTestId('floating-menu')).toBeVisible();
  await expect
    .poll(() => covered(page), { ...EVERY_50_MS, message: `the quick menu covers controls on ${where}` })
    .toEqual([]);
}

const shown = SCREENS.filter((s) => !('bare' in s && s.bare) && s.guard !== 'appsOnly');
const FORM_SCREENS = ['bank/transfer', 'bank/deposit', 'bank/withdraw', 'account/referral', 'home'];
const visitorScreens = shown.filter((s) => s.guard === 'open' || s.guard === 'memberInApps');

for (const viewport of VIEWPORTS) {
  const turn = viewport.width > viewport.height ? 'landscape' : 'portrait';
  test.describe(`${turn} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a visitor: the quick menu covers no control on any screen', async ({ page }) => {
      test.setTimeout(120_000);
      // Each screen loaded: the menu's place as the app takes a page over (the member's walk moves in the app).
      for (const screen of visitorScreens) {
        await page.goto(`/m/en-vn/${screen.path}`);
        await expectNothingCovered(page, `visitor ${screen.path}`);
      }
    });

    test('a member: the quick menu covers no control on any screen', async ({ page }) => {
      test.setTimeout(180_000);
      await logIn(page, DEMO);
      // A member moves between screens in the app: the menu finds its place again on each arrival.
      await page.goto('/m/en-vn/home');
      for (const screen of shown) {
        await openInApp(page, `/m/en-vn/${screen.path}`);
        await expectNothingCovered(page, `member ${screen.path}`);
      }
    });

    for (const area of ['en-vn', 'vi-vn', 'th-th', 'id-id']) {
      test(`${area}: the forms' fields stay clear while focused and after a scroll`, async ({ page }) => {
        test.setTimeout(90_000);
        await activateEveryArea(page);
        await logIn(page, DEMO);
        for (const [index, path] of FORM_SCREENS.entries()) {
          // The first form loaded, the others reached in the app as a member moves between them.
          await walkTo(page, `/m/${area}/${path}`, { load: index === 0 });
          await expectNothingCovered(page, `${area} ${path}`);
          const field = page.locator('main input:visible').first();
          if (await field.count()) {
            await field.focus();
            await expectNothingCovered(page, `${area} ${path} with a field focused`);
          }
          await page.mouse.wheel(0, 300);
          await expectNothingCovered(page, `${area} ${path} after a scroll`);
        }
      });
    }
  });
}
