import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, loginViaUi, reauthenticate, recordCalls, registerMember } from './helpers';

/**
 * Change password end to end, on a member of the test's own: spec §5's checks in order (required,
 * mismatch clears both, the provider's own pattern message), then the member's login password (a wrong
 * one sends nothing else, Cancel keeps both passwords), then success with the new account id.
 */

const newPwd = (page: Page) => page.locator('input[name="newPwd"]');
const confirmPwd = (page: Page) => page.locator('input[name="confirmPwd"]');
const submit = (page: Page) => page.getByRole('button', { name: en('pwd.submit') });
const flowState = (page: Page) => page.locator('[data-machine="changePassword"]');

test('required, mismatch, the provider pattern, then success with the new account id', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await loginViaUi(page, member);
  const calls = recordCalls(page, '/api/changepassword');
  await page.goto('/m/en-vn/account/changepwd');
  await expect(flowState(page)).toHaveAttribute('data-state', 'editing');
  const upper = member.loginId.toUpperCase();
  await expect(page.getByTestId('provider-acct-id')).toHaveText(`SBO${upper}01`);

  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(en('acct_newPwd_require'));

  // Mismatch: the message, and both fields cleared.
  await newPwd(page).fill('abc123');
  await confirmPwd(page).fill('abc124');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(en('acct_password_notMatch'));
  await expect(newPwd(page)).toHaveValue('');
  await expect(confirmPwd(page)).toHaveValue('');

  // The provider's pattern, with its own message; another provider has another rule.
  await newPwd(page).fill('ab-c!');
  await confirmPwd(page).fill('ab-c!');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(en('acct_pwdFormat_sbo'));
  await page.locator('select[name="providerId"]').selectOption('PT');
  await newPwd(page).fill('12345');
  await confirmPwd(page).fill('12345');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(en('acct_pwdFormat_pt'));
  expect(calls).toHaveLength(0);

  // Success: marked, and the new account id shown.
  await page.locator('select[name="providerId"]').selectOption('SBO');
  await newPwd(page).fill('abc123');
  await confirmPwd(page).fill('abc123');
  await submit(page).click();

  // The login password first: Cancel goes back to the form with both passwords kept.
  const step = page.getByRole('group', { name: en('reauth.title') });
  await expect(step).toBeVisible();
  await step.getByRole('button', { name: en('reauth.cancel') }).click();
  await expect(flowState(page)).toHaveAttribute('data-state', 'editing');
  await expect(newPwd(page)).toHaveValue('abc123');
  await expect(confirmPwd(page)).toHaveValue('abc123');
  await page.waitForTimeout(550); // the button drops taps within 500 ms (spec §9)
  await submit(page).click();
  // A wrong password: its message under the field, and nothing else is sent.
  await reauthenticate(page, 'not-my-password');
  await expect(step.getByRole('alert')).toHaveText(en('acct_password_wrong'));
  expect(calls).toHaveLength(0);
  await reauthenticate(page, member.password);
  await expect(flowState(page)).toHaveAttribute('data-state', 'changed');
  await expect(page.getByRole('status')).toHaveText(
    en('pwd.changed').replace('{provider}', 'SBO Sports').replace('{acctId}', `SBO${upper}02`),
  );
  await expect(page.getByTestId('provider-acct-id')).toHaveText(`SBO${upper}02`);
  expect(calls).toHaveLength(1);
  const body = calls[0]!.postDataJSON() as { providerId: string; newPwd: string; confirmPwd: string };
  expect(body.providerId).toBe('SBO');
  // Encrypted, each on its own (RSA-OAEP is randomised): never the password itself.
  expect(calls[0]!.postData()).not.toContain('abc123');
  expect(Buffer.from(body.newPwd, 'base64')).toHaveLength(256);
  expect(body.newPwd).not.toBe(body.confirmPwd);
  // with the password check's re-authentication token (contract §9); without it, refused.
  expect(calls[0]!.headers()['x-reauth-token']).toMatch(/^[\w-]{16,}$/);
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  const direct = await request.post('/api/changepassword', {
    headers: { Authorization: `Bearer ${cookies.token}` },
    data: { sid: cookies.sessionId, ...body },
  });
  expect(((await direct.json()) as { data: { resorceCode: string[] } }).data.resorceCode).toEqual([
    'acct_reauth_required',
  ]);
});
