import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmDialog, en, logInFreshMember, recordCalls } from './helpers';

/**
 * the four screens a real operator's server took down, served replies as such a server sends
 * them: ids as numbers (`groupId: 7`, a reward `id: 3`, `memberBankId: 9`), counts and flags as strings
 * or 0/1, a reward type the app does not know, and none of the fields the spec does not name. Each screen
 * works, shows no "undefined", and shows no bad-reply dialog.
 */

/** Answers every call of `path` with a success envelope carrying `data`. */
const serve = (page: Page, path: string, data: unknown) =>
  page.route(`**${path}`, (route) => route.fulfill({ json: { errorCode: 0, data } }));

async function expectNoBadReply(page: Page) {
  await expect(page.getByText(en('com_badReply'))).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('undefined');
}

test('Promotion: numeric group ids and lean cards give the server’s tabs and cards', async ({ page }) => {
  await serve(page, '/api/getpromotion', {
    menuMods: [
      { groupId: 0, resourceName: 'promo.group.all' },
      { groupId: 7, resourceName: 'Lottery' },
    ],
    promotionContents: [
      { groupIds: [0, 7], imgPath: '', promoteTitle: 'Numbers week', promoteContent: '<p>Seven.</p>' },
      { groupIds: 0, imgPath: '', promoteTitle: 'Everyone', promoteContent: '' },
    ],
  });
  await page.goto('/m/en-vn/Promotion');
  await expect(page.locator('[data-machine="promotions"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('tab')).toHaveText(['All', 'Lottery']);
  // The server's cards, not the build's copy.
  await expect(page.locator('.promo-card h3')).toHaveText(['Numbers week', 'Everyone']);
  await page.getByRole('tab', { name: 'Lottery' }).click();
  await expect(page.locator('.promo-card')).toHaveCount(1);
  await expectNoBadReply(page);
});

test.describe('a member', () => {
  test.beforeEach(async ({ page, request }) => {
    await logInFreshMember(page, request);
  });

  test('the wheel: numeric ids, counts as strings, a flag as 1 and an unknown reward type', async ({
    page,
  }) => {
    await serve(page, '/api/GetRouletteInfo', {
      rewardList: [
        { id: 1, reward: '10 points', type: 'points', rewardSort: '1' },
        { id: 2, reward: '50K bonus', type: 'bonus', rewardSort: '2' },
        { id: 3, reward: 'Mystery', type: 'cash', rewardSort: '3' },
        { id: 4, reward: 'Try again', rewardSort: 4 },
      ],
      spinCount: '2',
      rouletteIsSpin: 1,
      winnerList: null,
      memberList: [],
    });
    await page.goto('/m/en-vn/lucky-draw');
    await expect(page.locator('[data-machine="roulette"]')).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('svg.wheel [data-reward]')).toHaveCount(4);
    await expect(page.locator('[data-reward="3"] title')).toHaveText('Mystery');
    // An unknown type is a neutral card, without a bonus or points label.
    await expect(page.locator('.reward-card.is-other')).toHaveCount(2);
    await expect(page.getByText('2 spins left')).toBeVisible();
    await expect(page.locator('.spin-button')).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoBadReply(page);
  });

  test('withdrawing to a saved bank whose id is a number, sent back as its string', async ({ page }) => {
    await serve(page, '/api/getwithdrawinfo', {
      memberBankList: [{ memberBankId: 9, bankName: 'Vietcombank', bankAccNo: '0123456789' }],
      minAmount: 100,
      maxAmount: '5000',
    });
    const calls = recordCalls(page, '/api/withdraw');
    await page.route('**/api/withdraw', (route) =>
      route.fulfill({ json: { errorCode: 0, data: { balance: 699.5 } } }),
    );
    await page.goto('/m/en-vn/bank/withdraw');
    const bank = page.locator('select[name="memberBankId"]');
    await expect(bank).toHaveValue('9');
    await expect(bank.locator('option')).toHaveText(['Vietcombank · •••• 6789']);
    await page.locator('input[name="amount"]').fill('300.5');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({ amount: '300.5', memberBankId: '9' });
  });

  test('bank details: a saved bank with only its id and number', async ({ page }) => {
    await serve(page, '/api/getmemberbank', { memberBankList: [{ memberBankId: 9, bankAccNo: 123456789 }] });
    await page.goto('/m/en-vn/account/bankinfo');
    const card = page.locator('.bank-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('.bank-name')).toHaveText('—');
    await expect(card).toContainText('•••• 6789');
    await expect(card.locator('.verified')).toHaveCount(0);
    await expectNoBadReply(page);
  });

  test('the account pages: member info without the fields the spec does not name', async ({ page }) => {
    await serve(page, '/api/getmemberinfo', {
      memInfo: { loginId: 'lean01' },
      myReferral: { referralCode: 'R1' },
      myVip: { levelName: 'Gold', progress: '40' },
    });
    await page.goto('/m/en-vn/account');
    await expect(page.locator('.account-name')).toHaveText('lean01');
    await expect(page.locator('.vip-badge')).toHaveText('Gold');
    await expectNoBadReply(page);

    await page.goto('/m/en-vn/account/userinfo');
    const values = page.locator('.info-list dd');
    await expect(values).toHaveCount(6);
    await expect(values.first()).toHaveText('lean01');
    // Full name, email, phone, currency and registration date: not sent, shown as "—".
    await expect(values.nth(1)).toHaveText('—');
    await expect(values.nth(5)).toHaveText('—');
    await expectNoBadReply(page);

    await page.goto('/m/en-vn/account/myvip');
    await expect(page.locator('.vip-level')).toHaveText('Gold');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expectNoBadReply(page);
  });
});
