import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { SCREENS } from '../src/routes/routeTable';
import { test } from './fixtures';
import {
  ANDROID_APP_UA,
  activateEveryArea,
  DEMO,
  en,
  followRequests,
  logIn,
  settled,
  walkTo,
} from './helpers';

/**
 * every route, logged out and logged in, in English and in Thai (long strings), has no
 * serious or critical axe violation; touch targets are at least 44 px; the shell works from the keyboard.
 * Thailand is inactive in the default language list, so the Thai runs serve a list with it active, as an
 * operator opening Thailand would.
 */

const LANGUAGES = [
  { name: 'English', area: 'en-vn' },
  { name: 'Thai', area: 'th-th' },
] as const;

/** The route with what it needs to show its content (a game page needs a game). */
const urlOf = (area: string, path: string) =>
  path === 'Games/game'
    ? `/m/${area}/Games/game?gurl=${encodeURIComponent('/m/livechat-demo.html')}`
    : `/m/${area}/${path}`;

/**
 * axe's source, evaluated only where the page has no axe yet: the builder sends it before every scan, and a
 * group scans many screens in one document (about 80 ms a scan of running it again).
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Third-party frames (games, sports books, live chat) are not ours to fix.
    .exclude('iframe')
    // Only the violations are read, and the page is scanned in itself: with the frames excluded, axe's
    // default (a blank page opened to merge the frames' results) only adds a page per scan.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Interactive elements smaller than 44 × 44 px; inline links inside running text are exempt (WCAG 2.5.8). */
async function smallTouchTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.visibility === 'hidden') return false;
        if (el.closest('[aria-hidden="true"], iframe, .qa-overlay')) return false;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Radios and checkboxes count with their label, which is the target a finger hits.
        const target = el.matches('input[type="radio"], input[type="checkbox"]')
          ? (el.closest('label') ?? el)
          : el;
        const hit = target.getBoundingClientRect();
        return Math.round(hit.width) < 44 || Math.round(hit.height) < 44;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

// One page per group visits its routes in turn (a login per group, not per route: most of the suite's time
// went to logging in again), loading the first and moving to the others in the app; each route is a step, and
// every route's findings are reported, not only the first.
const ROUTES = SCREENS.filter((s) => s.guard !== 'appsOnly');
const HALVES = [ROUTES.slice(0, Math.ceil(ROUTES.length / 2)), ROUTES.slice(Math.ceil(ROUTES.length / 2))];

for (const language of LANGUAGES) {
  for (const member of [false, true]) {
    HALVES.forEach((routes, half) => {
      test(`${language.name}, ${member ? 'logged in' : 'visitor'}: routes ${half + 1} of 2`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        followRequests(page);
        await activateEveryArea(page);
        if (member) await logIn(page, DEMO);
        for (const [i, screen] of routes.entries()) {
          await test.step(screen.path, async () => {
            // The group's first route is loaded; the others are reached in the app, as a member moves.
            await walkTo(page, urlOf(language.area, screen.path), { load: i === 0 });
            await settled(page);
            expect.soft(await seriousViolations(page), `${screen.path}: axe`).toEqual([]);
            expect.soft(await smallTouchTargets(page), `${screen.path}: touch targets`).toEqual([]);
          });
        }
      });
    });
  }
}

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });
  test('fingerprint-login', async ({ page }) => {
    followRequests(page);
    await page.goto('/m/en-vn/fingerprint-login');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
  });
});

test('the shell works from the keyboard: skip link, side menu, bottom menu, login form', async ({ page }) => {
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).hash).toBe('#main');
  // The login form from the keyboard only: Tab reaches the first field.
  await page.goto('/m/en-vn/member/login');
  await expect(page.locator('input[name="loginId"]')).toBeVisible();
  for (let i = 0; i < 25; i++) {
    if (await page.evaluate(() => document.activeElement?.getAttribute('name') === 'loginId')) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.locator('input[name="loginId"]')).toBeFocused();
  await page.keyboard.type(DEMO.loginId);
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/m/en-vn/home');
  // The side menu opens with Enter, holds focus, and Escape closes it.
  const menuButton = page.getByRole('banner').getByRole('button', { name: en('header.openMenu') });
  await expect(menuButton).toBeVisible();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const sideMenu = page.getByRole('dialog');
  await expect(sideMenu).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sideMenu).toBeHidden();
  // The bottom menu is reachable and follows Enter.
  const deposit = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' });
  await deposit.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/m/en-vn/bank/deposit');
});
