import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea, answerApi, confirmDialog, readLocale } from './helpers';

/**
 * What a member reads and types, in the four languages the members test in and in both orientations: a
 * server's message key the app has no text for reads as the maintenance text, the key only under
 * "Show details"; an empty login submit marks its fields and gives the first one the focus.
 */

const AREAS = ['en-vn', 'vi-vn', 'th-th', 'id-id'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;

const textsOf = (area: string) => readLocale(area.slice(0, 2))!;
const loginIdInput = (page: Page) => page.locator('input[name="loginId"]');
const passwordInput = (page: Page) => page.locator('input[name="password"]');

for (const viewport of VIEWPORTS)
  for (const area of AREAS) {
    test.describe(`${area} at ${viewport.width}×${viewport.height}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await activateEveryArea(page);
      });

      test("a server's key without a text: the maintenance text, the key only under details", async ({
        page,
      }) => {
        const texts = textsOf(area);
        await answerApi(page, '/api/getip', 2, { resorceCode: ['transfer_providerMaintain'] });
        await page.goto(`/m/${area}/home`);
        const dialog = confirmDialog(page);
        await expect(dialog).toHaveAccessibleDescription(texts.page_Maintenance1!);
        await expect(dialog).not.toContainText('providerMaintain');
        await dialog.getByRole('button', { name: texts['dialog.showDetail']! }).click();
        await expect(dialog).toContainText('transfer_providerMaintain');
      });

      test('an empty login: both fields marked, the first focused, nothing sent', async ({ page }) => {
        const texts = textsOf(area);
        const logins: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/api/login')) logins.push(request.url());
        });
        await page.goto(`/m/${area}/member/login`);
        await page.locator('form button[type="submit"]').click();
        await expect(page.getByRole('alert')).toHaveText(texts.page_emptycheck!);
        for (const input of [loginIdInput(page), passwordInput(page)])
          await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(loginIdInput(page)).toBeFocused();
        expect(logins).toEqual([]);
      });
    });
  }
