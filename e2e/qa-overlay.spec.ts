import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO } from './helpers';

/**
 * Foundation item 13: with `?qa=1` the running app lists each running actor, its current state and its
 * last events; the flag lasts for the tab until `?qa=0`; nothing of it shows otherwise.
 */

const overlay = (page: Page) => page.getByRole('complementary', { name: 'QA state overlay' });
const row = (page: Page, actor: string) => overlay(page).locator(`tr[data-actor="${actor}"]`).first();
const cells = (page: Page, actor: string) => row(page, actor).locator('td');

test('lists the running actors with their state and last events, following the flows', async ({ page }) => {
  await page.goto('/m/en-vn/member/login?qa=1');
  await expect(overlay(page)).toBeVisible();
  for (const actor of ['session', 'deviceChannel', 'hostFailover', 'confirmDialog', 'navigationHistory'])
    await expect(row(page, actor)).toBeVisible();
  await expect(cells(page, 'session').nth(1)).not.toHaveText('');
  await expect(cells(page, 'deviceChannel').nth(1)).toHaveText('mobileWeb');
  const visitorState = await cells(page, 'session').nth(1).textContent();

  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/m/en-vn/home');
  // The session moved on and its last events say why.
  await expect(cells(page, 'session').nth(1)).not.toHaveText(visitorState ?? '');
  await expect(cells(page, 'session').nth(2)).toContainText('LOGIN');

  // A screen's own flows show while the screen is open, and leave with it.
  await page.goto('/m/en-vn/bank/transfer');
  await expect(row(page, 'transfer')).toBeVisible();
  await expect(cells(page, 'transfer').nth(1)).toHaveText('editing');
  await expect(cells(page, 'wallet').nth(1)).toHaveText(/ready|settling|loading/);
  await page.locator('input[name="amount"]').fill('5');
  await expect(cells(page, 'transfer').nth(2)).toContainText('AMOUNT_CHANGED');
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(row(page, 'history')).toBeVisible();
  await expect(overlay(page).locator('tr[data-actor="transfer"]')).toHaveCount(0);
});

test('stays on for the tab until ?qa=0, and is absent without the flag', async ({ page, context }) => {
  await page.goto('/m/en-vn/home');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  await page.goto('/m/en-vn/home?qa=1');
  await expect(overlay(page)).toBeVisible();
  await page.goto('/m/en-vn/Promotion');
  await expect(overlay(page)).toBeVisible();
  await page.goto('/m/en-vn/home?qa=0');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  await page.goto('/m/en-vn/Promotion');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  // Another tab starts without it.
  await page.goto('/m/en-vn/home?qa=1');
  const other = await context.newPage();
  await other.goto('/m/en-vn/home');
  await expect(other.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
});
