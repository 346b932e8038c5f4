import { expect, type Locator, type Route } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, loginViaUi } from './helpers';

/** Contract §6: landmarks, the loading overlay and form controls, as assistive technology sees them. */

/** Every input, select and textarea in `scope`: its name and whether a visible label names it. */
async function formControls(scope: Locator) {
  return scope.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input:not([type="hidden"]), select, textarea',
      ),
    ].map((control) => {
      const labels = [...(control.labels ?? [])];
      const visible = (el: HTMLElement) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      return {
        name: control.getAttribute('name'),
        label: labels.map((l) => l.textContent?.trim() ?? '').join(' '),
        labelVisible: labels.some(visible),
      };
    }),
  );
}

test('the bottom menu is a named nav with the spec items', async ({ page }) => {
  await page.goto('/m/en-vn/home');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  expect(await nav.evaluate((el) => el.tagName)).toBe('NAV');
  for (const name of ['Home', 'Deposit', 'Account', 'Promotion']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the bottom menu marks the page it opens as the page, and the rest of its section as where the member is', async ({
  page,
}) => {
  await loginViaUi(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const deposit = nav.getByRole('link', { name: 'Deposit', exact: true });
  await page.goto('/m/en-vn/bank/deposit');
  await expect(deposit).toHaveAttribute('aria-current', 'page');
  await page.goto('/m/en-vn/bank/transfer');
  // Transfer is a page of the bank, which Deposit opens: not the page that link opens.
  await expect(deposit).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
});

test('the account menu is a named nav listing the account pages', async ({ page }) => {
  await loginViaUi(page);
  await page.goto('/m/en-vn/account');
  const nav = page.getByRole('navigation', { name: 'Account menu' });
  await expect(nav).toBeVisible();
  expect(await nav.evaluate((el) => el.tagName)).toBe('NAV');
  for (const name of ['User info', 'My VIP', 'My referral', 'Bank details', 'Change password']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
});

test('the loading overlay is a status that reads "Loading…" while login is in flight', async ({ page }) => {
  // Hold the login call until the overlay has been checked: no fixed wait.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: Route | null = null;
  await page.route('**/api/login', async (route) => {
    held = route;
    await released;
    await route.continue();
  });

  await page.goto('/m/en-vn/member/login');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();

  const overlay = page.getByRole('status');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveText('Loading…');
  expect(held).not.toBeNull();
  // While the call is in flight the submit button cannot send it again.
  await expect(page.locator('form button[type="submit"]')).toBeDisabled();

  release();
  await page.waitForURL('**/m/en-vn/home');
  await expect(overlay).toHaveCount(0);
});

test('login form controls have visible labels and the API field names', async ({ page }) => {
  await page.goto('/m/en-vn/member/login');
  await expect(page.getByLabel('Username')).toHaveAttribute('name', 'loginId');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('name', 'password');

  const controls = await formControls(page.getByRole('main'));
  expect(controls.map((c) => c.name)).toEqual(['loginId', 'password']);
  for (const control of controls) {
    expect(control.label, `label of ${control.name}`).not.toBe('');
    expect(control.labelVisible, `visible label of ${control.name}`).toBe(true);
  }
});

test('the side menu language selector has a visible label and a name', async ({ page }) => {
  await page.goto('/m/en-vn/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const controls = await formControls(page.getByRole('dialog', { name: 'Menu' }));
  expect(controls).toEqual([{ name: 'area', label: 'Language and region', labelVisible: true }]);
});
