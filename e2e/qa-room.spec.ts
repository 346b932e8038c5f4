import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea, DEMO } from './helpers';

/**
 * Contract §8, the `?qa=1` inspector, upright and turned: it never covers the page it inspects (folded a
 * strip, open a bottom or side sheet the page makes room for), lists the open screen's own flow first,
 * names each actor once, and its export button is readable (contrast at least 4.5:1).
 */

const inspector = (page: Page) => page.getByRole('region', { name: 'State inspector' });

/** The page's controls (outside the inspector) that the inspector's box overlaps. */
const coveredBy = (page: Page) =>
  page.evaluate(() => {
    const qa = document.querySelector('[data-testid="qa-overlay"]');
    if (!qa) return ['(no inspector)'];
    const q = qa.getBoundingClientRect();
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, label, [tabindex]:not([tabindex="-1"])',
    )) {
      if (qa.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      // What shows of it: its box cut by every ancestor that clips (the page's scroller among them).
      const box = element.getBoundingClientRect();
      const r = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (let a = element.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowY === 'visible' && getComputedStyle(a).overflowX === 'visible')
          continue;
        const c = a.getBoundingClientRect();
        r.left = Math.max(r.left, c.left);
        r.top = Math.max(r.top, c.top);
        r.right = Math.min(r.right, c.right);
        r.bottom = Math.min(r.bottom, c.bottom);
      }
      if (r.right - r.left <= 0 || r.bottom - r.top <= 0) continue;
      if (r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom)
        found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return found;
  });

/** WCAG contrast of an element's text colour on its background. */
const contrastOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    let bgElement: Element | null = element;
    let bg = 'rgba(0, 0, 0, 0)';
    while (bgElement) {
      bg = getComputedStyle(bgElement).backgroundColor;
      if (!/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') break;
      bgElement = bgElement.parentElement;
    }
    const a = lum(rgb(getComputedStyle(element).color));
    const b = lum(rgb(bg));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });

/** Whether the element's centre, scrolled into view, is the element itself. */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  for (const area of ['en-vn', 'vi-vn', 'th-th', 'id-id']) {
    test(`${area} ${viewport.width}x${viewport.height}: the inspector covers nothing of the page`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await activateEveryArea(page);
      await page.goto(`/m/${area}/member/login?qa=1`);
      const toggle = inspector(page).getByRole('button', { name: /State inspector/ });
      await expect(toggle).toBeVisible();
      // Folded: the bottom bar's Home and Deposit stay free.
      await expect.poll(() => coveredBy(page), { message: 'folded' }).toEqual([]);
      await toggle.click();
      await expect(inspector(page).getByRole('button', { name: 'Close' })).toBeVisible();
      await expect.poll(() => coveredBy(page), { message: 'open' }).toEqual([]);
      // The login button can be reached and tapped while the inspector is open.
      expect(await reachable(page.locator('form button[type="submit"]'))).toBe(true);
      const exportButton = inspector(page).getByRole('button', { name: 'Export trace' });
      await expect(exportButton).toBeVisible();
      expect(await contrastOf(exportButton)).toBeGreaterThanOrEqual(4.5);
      const size = await exportButton.evaluate((b) => Number.parseFloat(getComputedStyle(b).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);

      // Logged in, on Transfer: the screen's flow comes first and every actor is named once.
      await page.locator('input[name="loginId"]').fill(DEMO.loginId);
      await page.locator('input[name="password"]').fill(DEMO.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(`**/m/${area}/home**`);
      await page.goto(`/m/${area}/bank/transfer?qa=1`);
      await page.locator('input[name="amount"]').waitFor();
      await expect
        .poll(async () => {
          const onScreen = await page
            .locator('#main [data-machine]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-machine')));
          const first = inspector(page).locator('section[data-actor]').first();
          const stateId = await first.locator('[data-state-id]').first().getAttribute('data-state-id');
          return onScreen.includes(stateId?.split('.')[0] ?? '');
        })
        .toBe(true);
      const names = await inspector(page)
        .locator('section[data-actor]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-actor')));
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size, `actors named more than once: ${names.join(', ')}`).toBe(names.length);
    });
  }
}
