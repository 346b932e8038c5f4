import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea, DEMO, followRequests, logIn, settled, walkTo } from './helpers';

/**
 * Spec §2, six languages: no word is broken across lines ("Roda keberuntunga / n"), the bottom bar's labels
 * stay on one line each, each page has one heading of its name, and the demo's own content (reward names,
 * deposit methods, the VIP level) comes in the page's language.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;
const AREAS = ['en-vn', 'vi-vn', 'th-th', 'id-id', 'ms-my', 'zh-cn'] as const;
const PAGES = ['home', 'bank/deposit', 'lucky-draw'] as const;

/** Words (per the page language's word segmenter) whose letters the page lays out on more than one line. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const lang = document.documentElement.lang || 'en';
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('#root') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      // Inside an SVG (the wheel's labels) lines are the drawing's own.
      if (parent.closest('svg')) continue;
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        // Han characters may break between any two; a word of other scripts may not.
        if (!isWordLike || segment.length < 2 || /\p{Script=Han}/u.test(segment)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`"${segment}" in "${text.trim().slice(0, 40)}"`);
      }
    }
    return broken;
  });

/** The bottom bar's labels that take more than one line. */
const wrappedLabels = (page: Page) =>
  page
    .getByRole('navigation', { name: /./ })
    .locator('.bottom-item span')
    .evaluateAll((spans) =>
      spans
        .filter((s) => {
          const lines = new Set([...s.getClientRects()].map((r) => Math.round(r.top)));
          const line = Number.parseFloat(getComputedStyle(s).lineHeight) || 14;
          return lines.size > 1 || s.getBoundingClientRect().height > line * 1.5;
        })
        .map((s) => s.textContent ?? ''),
    );

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const area of AREAS) {
      test(`${area}: words whole, one-line bottom bar, one heading per page`, async ({ page }) => {
        test.setTimeout(90_000);
        followRequests(page);
        await activateEveryArea(page);
        await logIn(page, DEMO);
        // The first page is loaded, the others reached in the app.
        for (const [i, path] of PAGES.entries()) {
          await walkTo(page, `/m/${area}/${path}`, { load: i === 0 });
          await settled(page);
          await expect(page.locator('main h1, main h2').first()).toBeVisible();
          await expect
            .poll(() => brokenWords(page), { message: `${area} ${path}: broken words` })
            .toEqual([]);
          expect(await wrappedLabels(page), `${area} ${path}: bottom bar labels on two lines`).toEqual([]);
          // The page's name is said once: the header's title is not repeated as a visible heading below it.
          const header = page.locator('.app-header h1');
          const title = (await header.count()) ? ((await header.first().textContent())?.trim() ?? '') : '';
          const shownTwice = await page.locator('main :is(h1, h2, h3)').evaluateAll(
            (headings, name) =>
              headings.filter((h) => {
                const r = h.getBoundingClientRect();
                return (h.textContent ?? '').trim() === name && r.width > 2 && r.height > 2;
              }).length,
            title,
          );
          if (title) expect(shownTwice, `${area} ${path}: "${title}" shown as header and heading`).toBe(0);
        }
      });
    }
  });
}

/** The demo's content as the English demo names it; none may remain on a page in another language. */
const DEMO_ENGLISH = [
  /\b\d+ bonus\b/,
  /\b\d+ points\b/,
  /Bank transfer/,
  /QR pay/,
  /Phone card/,
  /\bSilver\b/,
  /\bGold\b/,
];

for (const viewport of VIEWPORTS) {
  for (const area of ['vi-vn', 'th-th', 'id-id', 'ms-my', 'zh-cn']) {
    test(`${area} ${viewport.width}x${viewport.height}: the demo's content comes in the page's language`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      followRequests(page);
      await activateEveryArea(page);
      await logIn(page, DEMO);
      for (const [i, path] of ['lucky-draw', 'bank/deposit', 'account', 'account/myvip'].entries()) {
        await walkTo(page, `/m/${area}/${path}`, { load: i === 0 });
        await settled(page);
        const text = await page.locator('main').evaluate((m) => {
          // The wheel's labels are SVG text with titles: read them too.
          return `${m.textContent ?? ''} ${[...m.querySelectorAll('title')].map((t) => t.textContent).join(' ')}`;
        });
        for (const english of DEMO_ENGLISH)
          expect(text, `${area} ${path} still shows ${english}`).not.toMatch(english);
      }
      // English pages keep the English names.
    });
  }
}

test('en-vn: the demo names its content in English', async ({ page }) => {
  await logIn(page, DEMO);
  await page.goto('/m/en-vn/bank/deposit');
  await expect(page.getByText('Bank transfer')).toBeVisible();
  await page.goto('/m/en-vn/lucky-draw');
  await expect(page.locator('main')).toContainText(/\d+ (bonus|points)/);
});
