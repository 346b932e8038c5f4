import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { answerApi, confirmDialog, en } from './helpers';

/** Contract §6 and spec §2 screen 1: the global confirm dialog, driven by the confirmDialog machine. */

const dialogRoot = (page: Page) => page.locator('[data-machine="confirmDialog"]');

/** Opens the dialog the way the server does: an errorCode 2 answer to the start-up call. */
async function openDialog(page: Page) {
  await answerApi(page, '/api/getip', 2, { resorceCode: ['acct_LoginFirst'] });
  await page.goto('/m/en-vn/home');
  await expect(confirmDialog(page)).toBeVisible();
}

test('is an accessible modal alert dialog with real buttons', async ({ page }) => {
  await openDialog(page);
  const dialog = confirmDialog(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleName('Notice');
  await expect(dialog).toHaveAccessibleDescription(en('acct_LoginFirst'));
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  expect(await ok.evaluate((el) => el.tagName)).toBe('BUTTON');
  // The confirm button takes the focus, so Enter answers the dialog.
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(dialogRoot(page)).toHaveAttribute('data-state', 'hidden');
});

test('a click outside closes it: data-state goes shown → hidden', async ({ page }) => {
  await openDialog(page);
  await expect(dialogRoot(page)).toHaveAttribute('data-state', 'shown');
  // Record every state the machine's root element shows from here on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { dialogStates: string[] }).dialogStates = seen;
    const read = () => {
      const state = document.querySelector('[data-machine="confirmDialog"]')?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });

  // The top-left corner is backdrop, outside the centred dialog.
  const box = (await confirmDialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThan(5);
  expect(box.y).toBeGreaterThan(5);
  await page.mouse.click(5, 5);

  await expect(dialogRoot(page)).toHaveAttribute('data-state', 'hidden');
  await expect(confirmDialog(page)).toHaveCount(0);
  const states = await page.evaluate(() => (window as unknown as { dialogStates: string[] }).dialogStates);
  expect(states).toEqual(['shown', 'closed', 'hidden']);
  // The click did not go through to the page below: still on home.
  expect(new URL(page.url()).pathname).toBe('/m/en-vn/home');
});

test('a click inside the dialog does not close it', async ({ page }) => {
  await openDialog(page);
  await confirmDialog(page).getByRole('heading', { name: 'Notice' }).click();
  await expect(dialogRoot(page)).toHaveAttribute('data-state', 'shown');
  await expect(confirmDialog(page)).toBeVisible();
});

test("a server's key the app has no text for reads as the maintenance text, the key only under details", async ({
  page,
}) => {
  await answerApi(page, '/api/getip', 2, { resorceCode: ['transfer_providerMaintain'] });
  await page.goto('/m/en-vn/home');
  const dialog = confirmDialog(page);
  await expect(dialog).toHaveAccessibleDescription(en('page_Maintenance1'));
  await expect(dialog).not.toContainText('transfer_providerMaintain');
  await expect(dialog).not.toContainText('providerMaintain');
  await dialog.getByRole('button', { name: en('dialog.showDetail') }).click();
  const keyRow = dialog
    .locator('dl div')
    .filter({ has: page.getByText(en('dialog.detailKey'), { exact: true }) });
  await expect(keyRow.locator('dd')).toHaveText('transfer_providerMaintain');
});
