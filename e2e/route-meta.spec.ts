import { expect } from '@playwright/test';
import { SCREENS } from '../src/routes/routeTable';
import { test } from './fixtures';
import { DEMO, en, logIn, pathOf, readLocale, walkTo } from './helpers';

/**
 * the document title and SEO description of every route (spec §2 screen 6), in two
 * languages, as the running app sets them; and what `account/myvip` shows.
 */

/** Screens a logged-in visitor of the web cannot stay on, and where they land instead. */
const LANDS_ON: Partial<Record<string, string>> = { 'fingerprint-login': 'home' };

for (const area of ['en-vn', 'vi-vn'] as const) {
  test(`every route's title and description in ${area}`, async ({ page }) => {
    test.setTimeout(150_000);
    const locale = readLocale(area.slice(0, 2));
    expect(locale, `locales/${area.slice(0, 2)}.json`).not.toBeNull();
    const t = (key: string) => {
      const text = locale![key];
      expect(text, key).toBeTruthy();
      return text!;
    };
    // Open screens as a visitor (a member on the login page is sent on home), then the member's own.
    const open = SCREENS.filter((s) => !s.guard.startsWith('memberOr'));
    const members = SCREENS.filter((s) => s.guard.startsWith('memberOr'));
    expect(open.length + members.length).toBe(SCREENS.length);
    for (const screen of [...open, ...members]) {
      if (screen === members[0]) await logIn(page, DEMO);
      const landed = SCREENS.find((s) => s.path === (LANDS_ON[screen.path] ?? screen.path))!;
      // Loaded at the first screen and once logged in; the others reached in the app, whose title and
      // description follow each arrival.
      await walkTo(page, `/m/${area}/${screen.path}`, { load: screen === open[0] || screen === members[0] });
      await expect.poll(() => pathOf(page), screen.path).toBe(`/m/${area}/${landed.path}`);
      await expect
        .poll(() => page.title(), `title of ${screen.path}`)
        .toBe(`${t(`route.${landed.key}.title`)} | ${t('app.brand')}`);
      await expect(page.locator('meta[name="description"]'), `description of ${screen.path}`).toHaveAttribute(
        'content',
        t(`route.${landed.key}.description`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', area === 'vi-vn' ? 'vi-VN' : 'en-US');
    }
  });
}

test('account/myvip shows the level, its name, the progress to the next and the benefits', async ({
  page,
}) => {
  await logIn(page, DEMO);
  await page.goto('/m/en-vn/account/myvip');
  // The demo member: level 2, Silver, 64% of the way to Gold.
  await expect(page.getByRole('heading', { name: 'Silver' })).toBeVisible();
  await expect(page.getByText(en('vip.level').replace('{level}', '2'))).toBeVisible();
  const progress = page.getByRole('progressbar', { name: en('vip.progressTo').replace('{next}', 'Gold') });
  await expect(progress).toHaveAttribute('aria-valuenow', '64');
  await expect(page.locator('.vip-next')).toHaveText(/Silver\s*64% · Gold/);
  await expect(page.getByRole('heading', { name: en('vip.benefitsTitle') })).toBeVisible();
  for (const key of ['vip.benefit1', 'vip.benefit2', 'vip.benefit3']) {
    await expect(page.getByText(en(key))).toBeVisible();
  }
  await expect(page.locator('[data-machine="pageData"]')).toHaveAttribute('data-state', 'ready');
});
