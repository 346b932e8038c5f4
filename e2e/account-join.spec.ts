import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  activateEveryArea,
  confirmDialog,
  cookieValue,
  en,
  hasSession,
  readLocale,
  recordCalls,
  uniqueLoginId,
  uniquePhone,
} from './helpers';

/**
 * Registration end to end: the id checked as the member types (taken, malformed, free), every field
 * with its own message, and a fresh member created with the referral and tracking cookies and logged in.
 * Every id registered here is unique to its test, so runs and workers never collide.
 */

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const machine = (page: Page) => page.locator('[data-machine="registration"]');
const submit = (page: Page) => page.getByRole('button', { name: en('join.submit') });

test('a taken id is refused as it is typed, and the form is not sent with it', async ({ page }) => {
  const checks = recordCalls(page, '/api/joinnow/valid/checkloginid');
  const creates = recordCalls(page, '/api/joinnow/create');
  await page.goto('/m/en-vn/JoinNow');
  await expect(machine(page)).toHaveAttribute('data-state', /form\.filling/);
  await field(page, 'loginId').pressSequentially('demo', { delay: 40 });
  await expect(page.locator('#join-loginId-error')).toHaveText(en('acct_loginId_taken'));
  await expect(machine(page)).toHaveAttribute('data-state', /loginId\.taken/);
  // Debounced: one check for the whole word, not one per key.
  expect(checks.map((c) => c.postDataJSON())).toEqual([{ loginId: 'demo' }]);
  // No dialog: the message belongs under its field.
  await expect(confirmDialog(page)).toHaveCount(0);

  await field(page, 'password').fill('secret123');
  await field(page, 'fullName').fill('Taken Test');
  await field(page, 'email').fill(`${uniqueLoginId()}@example.com`);
  await field(page, 'phone').fill('912000001');
  await submit(page).click();
  await expect(page.locator('#join-loginId-error')).toHaveText(en('acct_loginId_taken'));
  expect(creates).toHaveLength(0);

  // A malformed id is not even asked about.
  await field(page, 'loginId').fill('9lives');
  await expect(page.locator('#join-loginId-error')).toHaveText(en('acct_loginId_format'));
  expect(checks).toHaveLength(1);
});

test('an empty form shows each field its own message', async ({ page }) => {
  await page.goto('/m/en-vn/JoinNow');
  await expect(machine(page)).toHaveAttribute('data-state', /form\.filling/);
  await submit(page).click();
  for (const name of ['loginId', 'password', 'fullName', 'email', 'phone']) {
    await expect(page.locator(`#join-${name}-error`)).toHaveText(en('page_emptycheck'));
    await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  }
  await field(page, 'email').fill('not-an-email');
  await field(page, 'password').fill('short');
  await submit(page).click();
  await expect(page.locator('#join-email-error')).toHaveText(en('acct_email_format'));
  await expect(page.locator('#join-password-error')).toHaveText(en('acct_password_format'));
});

for (const area of ['en-vn', 'th-th']) {
  test(`${area}: each rule is said once, the invalid fields are marked and the first takes the focus`, async ({
    page,
  }) => {
    const texts = readLocale(area.slice(0, 2))!;
    await activateEveryArea(page);
    await page.goto(`/m/${area}/JoinNow`);
    await expect(machine(page)).toHaveAttribute('data-state', /form\.filling/);
    // Before any message, the hints say the rules.
    await expect(page.getByText(texts['join.loginIdHint']!, { exact: true })).toHaveCount(1);
    await expect(page.getByText(texts['join.passwordHint']!, { exact: true })).toHaveCount(1);
    await field(page, 'password').fill('short');
    await page.getByRole('button', { name: texts['join.submit'] }).click();
    await expect(page.locator('#join-password-error')).toHaveText(texts.acct_password_format!);
    // The message says the password's rule; its hint does not say it a second time.
    await expect(page.getByText(texts['join.passwordHint']!, { exact: true })).toHaveCount(0);
    await expect(field(page, 'password')).toHaveAttribute('aria-invalid', 'true');
    // The first field in the form that is wrong takes the focus: the empty id.
    await expect(field(page, 'loginId')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'loginId')).toBeFocused();
    // A hint that says something else than the message stays: the full name's.
    await expect(page.getByText(texts['join.fullNameHint']!, { exact: true })).toHaveCount(1);
  });
}

test('a fresh member: cookies sent along, password encrypted, logged in after success', async ({
  page,
  context,
}) => {
  // The visitor arrives through a friend's link with a campaign tag.
  await page.goto('/m/en-vn/home?ref=RFRIEND&tag=spring24');
  await expect.poll(() => cookieValue(context, 'referralId')).toBe('RFRIEND');
  const creates = recordCalls(page, '/api/joinnow/create');
  const accountChecks = recordCalls(page, '/api/joinnow/valid/accountinfo');
  const loginId = uniqueLoginId('n');
  await page.goto('/m/en-vn/JoinNow');
  await expect(page.getByText(en('join.referredBy').replace('{code}', 'RFRIEND'))).toBeVisible();
  await field(page, 'loginId').fill(loginId);
  await expect(page.getByText(en('join.idAvailable'))).toBeVisible();
  await field(page, 'password').fill('secret123');
  await field(page, 'fullName').fill('Nguyen Thi Moi');
  await field(page, 'email').fill(`${loginId}@example.com`);
  await expect(field(page, 'countryCode')).toHaveValue('+84');
  await field(page, 'phone').fill(uniquePhone(loginId));
  await submit(page).click();
  await page.waitForURL('**/m/en-vn/home');
  expect(await hasSession(context)).toBe(true);

  expect(accountChecks).toHaveLength(1);
  expect(creates).toHaveLength(1);
  const body = creates[0]!.postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    loginId,
    fullName: 'Nguyen Thi Moi',
    email: `${loginId}@example.com`,
    countryCode: '+84',
    currId: 'VND',
    referralId: 'RFRIEND',
    trackingTag: 'spring24',
    loginSite: 'mobile',
  });
  expect(creates[0]!.postData()).not.toContain('secret123');
  expect(Buffer.from(body.password!, 'base64')).toHaveLength(256);

  // The new member's own pages answer.
  await page.goto('/m/en-vn/account/userinfo');
  await expect(page.getByRole('main')).toContainText(loginId);
  await expect(page.getByRole('main')).toContainText('Nguyen Thi Moi');
});

test('an email someone else uses comes back under the email field', async ({ page }) => {
  const loginId = uniqueLoginId('m');
  await page.goto('/m/en-vn/JoinNow');
  await field(page, 'loginId').fill(loginId);
  await field(page, 'password').fill('secret123');
  await field(page, 'fullName').fill('Second Demo');
  await field(page, 'email').fill('demo@example.com');
  await field(page, 'phone').fill(uniquePhone(loginId));
  await submit(page).click();
  await expect(page.locator('#join-email-error')).toHaveText(en('acct_email_taken'));
  expect(await hasSession(page.context())).toBe(false);
});
