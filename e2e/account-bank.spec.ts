import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmDialog, en, loginViaUi, reauthenticate, recordCalls, registerMember } from './helpers';

/**
 * Bank details end to end, on a member of the test's own: the withdraw tab leads a member without
 * a bank here, each validation message of spec §5, then the member's login password (a
 * wrong one sends nothing else, Cancel keeps the form), then success with the automatic verification.
 */

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const addButton = (page: Page) => page.getByRole('button', { name: en('bankinfo.submit') });

test('from the withdraw tab to a verified bank account, through every message', async ({ page, request }) => {
  const member = await registerMember(request);
  await loginViaUi(page, member);

  // Without a bank, the withdraw tab leads to bank details.
  await page.goto('/m/en-vn/bank/withdraw');
  await page.getByRole('link', { name: en('withdraw.addBank') }).click();
  await page.waitForURL('**/m/en-vn/account/bankinfo');
  await expect(page.getByText(en('bankinfo.none'))).toBeVisible();
  const form = page.locator('[data-machine="addBank"]');
  await expect(form).toHaveAttribute('data-state', 'editing');
  const calls = recordCalls(page, '/api/addmemberbank');

  // Nothing filled in: page_emptycheck.
  await addButton(page).click();
  await expect(form.getByRole('alert')).toHaveText(en('page_emptycheck'));
  await field(page, 'bankId').selectOption('TCB');
  await field(page, 'bankAccNo').fill('190312345678');
  await addButton(page).click();
  await expect(form.getByRole('alert')).toHaveText(en('page_emptycheck'));

  // 51 characters: the length error; the counter shows it too.
  await field(page, 'bankAddress').fill('1 Trang Tien, Hoan Kiem, Ha Noi');
  await field(page, 'bankAccNo').fill('1'.repeat(51));
  await expect(form.getByText('51/50')).toBeVisible();
  await addButton(page).click();
  await expect(form.getByRole('alert')).toHaveText(en('acct_bankAccNo_lengthError'));
  expect(calls).toHaveLength(0);

  // Province then city; a new province resets the city.
  await field(page, 'provinceCode').selectOption('HN');
  await field(page, 'cityCode').selectOption('HK');
  await field(page, 'provinceCode').selectOption('HCM');
  await expect(field(page, 'cityCode')).toHaveValue('0');
  await field(page, 'cityCode').selectOption('Q1');
  await field(page, 'bankAccNo').fill('190312345678');
  await addButton(page).click();

  // The login password first: Cancel goes back to the form as it was.
  const step = page.getByRole('group', { name: en('reauth.title') });
  await expect(step).toBeVisible();
  await expect(step.getByLabel(en('reauth.password'))).toBeFocused();
  await step.getByRole('button', { name: en('reauth.cancel') }).click();
  await expect(form).toHaveAttribute('data-state', 'editing');
  await expect(field(page, 'bankAccNo')).toHaveValue('190312345678');
  await expect(field(page, 'cityCode')).toHaveValue('Q1');
  await page.waitForTimeout(550); // the button drops taps within 500 ms (spec §9)
  await addButton(page).click();
  // A wrong password: its message under the field, and nothing else is sent.
  const checks = recordCalls(page, '/api/checkpassword');
  await reauthenticate(page, 'not-my-password');
  await expect(step.getByRole('alert')).toHaveText(en('acct_password_wrong'));
  expect(calls).toHaveLength(0);
  // Encrypted like login's: never the password itself; the check names the call (contract §10).
  expect(checks[0]!.postData()).not.toContain('not-my-password');
  expect(checks[0]!.postDataJSON()).toMatchObject({ operation: 'addmemberbank' });
  await reauthenticate(page, member.password);
  await expect(confirmDialog(page)).toContainText(en('acct_bankAccount_automaticVerified'));
  // the call carried the check's re-authentication token (contract §9).
  expect(calls[0]!.headers()['x-reauth-token']).toMatch(/^[\w-]{16,}$/);
  expect(calls.map((c) => c.postDataJSON())).toEqual([
    {
      sid: expect.any(String),
      bankId: 'TCB',
      bankAccNo: '190312345678',
      bankAddress: '1 Trang Tien, Hoan Kiem, Ha Noi',
      bankBranch: '',
      provinceCode: 'HCM',
      cityCode: 'Q1',
    },
  ]);
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();

  // The list is read again: the new account, verified, only its last digits on screen.
  const list = page.getByRole('list', { name: en('bankinfo.myBanks') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Techcombank');
  await expect(list).toContainText('•••• 5678');
  await expect(list).not.toContainText('190312345678');
  await expect(list).toContainText(en('bankinfo.verified'));
  await expect(field(page, 'bankAccNo')).toHaveValue('');

  // The same account again: the server refuses, in the dialog.
  await field(page, 'bankId').selectOption('TCB');
  await field(page, 'bankAccNo').fill('190312345678');
  await field(page, 'bankAddress').fill('Again');
  await page.waitForTimeout(550); // the button drops taps within 500 ms (spec §9)
  await addButton(page).click();
  await reauthenticate(page, member.password);
  await expect(confirmDialog(page)).toContainText(en('acct_bankAccNo_exist'));

  // the session's own token and id alone add no account: a direct call is refused.
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  const direct = await request.post('/api/addmemberbank', {
    headers: { Authorization: `Bearer ${cookies.token}` },
    data: {
      sid: cookies.sessionId,
      bankId: 'TCB',
      bankAccNo: '5550001111',
      bankAddress: 'Elsewhere',
      bankBranch: '',
      provinceCode: '0',
      cityCode: '0',
    },
  });
  expect(await direct.json()).toEqual({
    errorCode: 2,
    data: { resorceCode: ['acct_reauth_required'] },
  });

  // And the withdraw tab now offers it.
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await page.goto('/m/en-vn/bank/withdraw');
  await expect(page.locator('select[name="memberBankId"]')).toContainText('Techcombank');
});
