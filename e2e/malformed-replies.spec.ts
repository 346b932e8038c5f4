import { expect, type Page } from '@playwright/test';
import { test as suiteTest } from './fixtures';
import { confirmDialog, cookieValue, en, expectFlowState, logInFreshMember, serveAppPage } from './helpers';

/**
 * Malformed replies end to end: a server whose replies differ from the contract (the demo's
 * `__demo/malformed` hook) never takes a screen down. The screen says what happened in the member's
 * language with a way on, the shell stays, and nothing is thrown uncaught. Each test has a member of its
 * own and its bad replies reach only that member's calls, so tests running beside these never see them.
 */

/** The member of the running test: the bad replies go to the calls carrying this token only. */
let token = '';

/** The next `times` answers of `path` to this test's member are success envelopes carrying `data`. */
async function malformNext(page: Page, path: string, data: unknown, times = 1) {
  const response = await page.request.post('/api/__demo/malformed', { data: { path, data, times, token } });
  expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
}

/** Every test of this file ends with no uncaught error on its page, counted from before the login. */
const test = suiteTest.extend<{ noPageErrors: undefined }>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

async function expectShell(page: Page) {
  await expect(page.getByRole('navigation', { name: en('menu.label') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

/** The shell stands, and no dialog is open. */
async function expectShellNoDialog(page: Page) {
  await expect(confirmDialog(page)).toHaveCount(0);
  await expectShell(page);
}

/** The bad-reply dialog, naming the endpoint in its detail; closed with OK. */
async function expectBadReplyDialog(page: Page, path: string) {
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('com_badReply'));
  await dialog.getByRole('button', { name: en('dialog.showDetail') }).click();
  const panel = dialog.locator('.dialog-detail-panel');
  await expect(panel).toContainText(path);
  await expect(panel).toContainText(en('dialog.detailMismatch'));
  await dialog.getByRole('button', { name: en('dialog.ok') }).click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page, request, context }) => {
  await logInFreshMember(page, request);
  token = (await cookieValue(context, 'token')) ?? '';
  expect(token).not.toBe('');
});

test('bank/transfer: balances that cannot be read leave no form to send, and Retry reads them again', async ({
  page,
}) => {
  await malformNext(page, '/api/gettransferinfo', { providerList: [{ providerId: { id: 7 } }] });
  await page.goto('/m/en-vn/bank/transfer');
  await expectBadReplyDialog(page, '/api/gettransferinfo: providerList.0.providerId');
  await expect(page.locator('[data-machine="wallet"]')).toHaveAttribute('data-state', 'failed');
  await expect(page.locator('input[name="amount"]')).toHaveCount(0);
  // Nor can everything be moved to the main wallet against balances nobody has seen.
  const allIn = page.getByRole('button', { name: en('wallet.allInToMain') });
  await expect(allIn).toBeDisabled();
  await expectShell(page);

  await page
    .locator('.tab-panel')
    .getByRole('button', { name: en('common.retry') })
    .click();
  await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
  await expect(page.locator('input[name="amount"]')).toBeVisible();
  await expect(allIn).toBeEnabled();
});

test('bank/transfer: a rebate reply without its list shows the page, not an error', async ({ page }) => {
  await malformNext(page, '/api/GetInstantRebateInfo', {});
  await page.goto('/m/en-vn/bank/transfer');
  await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
  await expect(page.locator('input[name="amount"]')).toBeVisible();
  await expectShellNoDialog(page);
});

test('bank/withdraw: limits that cannot be read say so, with Retry and no form', async ({ page }) => {
  await malformNext(page, '/api/getwithdrawinfo', { memberBankList: [], minAmount: 'NaN', maxAmount: 5 });
  await page.goto('/m/en-vn/bank/withdraw');
  await expectBadReplyDialog(page, '/api/getwithdrawinfo: minAmount');
  const panel = page.locator('.tab-panel');
  await expect(panel).toContainText(en('wallet.loadFailed'));
  await expect(panel.locator('input[name="amount"]')).toHaveCount(0);
  await expectShell(page);
  await panel.getByRole('button', { name: en('common.retry') }).click();
  // Read again, the limits are fine: this new member has no bank account yet, so the tab offers to add one.
  await expect(panel.getByRole('link', { name: en('withdraw.addBank') })).toBeVisible();
  await expect(panel).not.toContainText(en('wallet.loadFailed'));
});

test('account/bankinfo: a bank list of the wrong shape says so; one without provinces still works', async ({
  page,
}) => {
  await malformNext(page, '/api/getbanklist', { bankList: 'none' });
  await page.goto('/m/en-vn/account/bankinfo');
  await expectBadReplyDialog(page, '/api/getbanklist: bankList');
  await expect(page.getByText(en('acct.loadFailed')).first()).toBeVisible();
  await expectShell(page);

  await malformNext(page, '/api/getbanklist', {
    bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }],
    cityList: [],
  });
  await page.reload();
  await expect(page.locator('select[name="bankId"]')).toBeVisible();
  await expectShellNoDialog(page);
});

test('lucky-draw: a wheel reply of the wrong shape says the draw is unavailable, with Retry', async ({
  page,
}) => {
  await malformNext(page, '/api/GetRouletteInfo', { rewardList: [{ id: 'rw1', type: 'cash' }] });
  await page.goto('/m/en-vn/lucky-draw');
  await expectBadReplyDialog(page, '/api/GetRouletteInfo: rewardList.0');
  await expect(page.getByText(en('lucky.unavailable'))).toBeVisible();
  await expectShell(page);
  await page
    .getByRole('button', { name: en('common.retry') })
    .first()
    .click();
  await expect(page.getByText(en('lucky.unavailable'))).toHaveCount(0);
});

test('home: a notices reply of the wrong shape shows no dialog and leaves the page whole', async ({
  page,
}) => {
  await malformNext(page, '/api/getnotices', { noticeList: [{ id: 1 }] });
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('heading', { name: en('route.home.title') })).toBeAttached();
  await expect(page.locator('.entry-grid a')).toHaveCount(6);
  await expectShellNoDialog(page);
});

test('a screen whose code cannot load shows the translated error screen in the shell, with Retry and Home', async ({
  page,
}) => {
  await page.route(/\/assets\/LuckyDrawView-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/m/en-vn/lucky-draw');
  const screen = page.locator('[data-error="route"]');
  await expect(screen).toContainText(en('error.title'));
  await expect(screen.getByRole('button', { name: en('common.retry') })).toBeVisible();
  await expectShell(page);

  await screen.getByRole('link', { name: en('menu.home') }).click();
  await page.waitForURL('**/m/en-vn/home');
  await expect(page.locator('.entry-grid a')).toHaveCount(6);
});

test('home: a part whose code cannot load goes down alone; the entries stay', async ({ page }) => {
  await page.route(/\/assets\/HomeFeed-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/m/en-vn/home');
  await expect(page.locator('[data-error="part"]').first()).toContainText(en('error.part'));
  await expect(page.locator('.entry-grid a')).toHaveCount(6);
  await expect(page.locator('[data-error="route"]')).toHaveCount(0);
  await expectShell(page);
});

/** The other screens that read from the API, each with the call it waits for. */
const SCREENS_AND_CALLS: [screen: string, path: string][] = [
  ['bank/deposit', '/api/getdepositinfo'],
  ['bank/history', '/api/gethistoryrecord'],
  ['account', '/api/getmemberinfo'],
  ['account/userinfo', '/api/getmemberinfo'],
  ['account/myvip', '/api/getmemberinfo'],
  ['account/referral', '/api/usersharejson'],
  ['account/changepwd', '/api/getchangepasswordprovider'],
  ['account/bankinfo', '/api/getmemberbank'],
  ['Promotion', '/api/getpromotion'],
];

for (const [screen, path] of SCREENS_AND_CALLS) {
  test(`${screen}: a reply of ${path} that is not an object says so in the shell`, async ({ page }) => {
    await malformNext(page, path, 'broken');
    await page.goto(`/m/en-vn/${screen}`);
    await expectBadReplyDialog(page, `${path}: data`);
    await expectShell(page);
    await expect(page.locator('[data-error="route"]')).toHaveCount(0);
  });
}

test('a balance sent as the float 0.30000000000000004 shows as 0.3, not as "—"', async ({ page }) => {
  await malformNext(page, '/api/getallbalance', {
    balanceList: [
      { providerId: '-', balance: 0.30000000000000004 },
      { providerId: 'SBO', balance: '0' },
    ],
  });
  await page.goto('/m/en-vn/bank/transfer');
  await expect(page.getByTestId('main-balance')).toContainText('0.3');
  await expect(confirmDialog(page)).toHaveCount(0);
});

test('malformed config, language list, translations and static files: the app starts and says why on the console', async ({
  page,
}) => {
  const said: string[] = [];
  page.on('console', (message) => message.type() === 'error' && said.push(message.text()));
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route('**/m/config.json', (route) => route.fulfill(json([1, 2])));
  await page.route('**/m/static/language-list.json*', (route) => route.fulfill(json({ areas: 'none' })));
  await page.route('**/m/locales/en.json*', (route) =>
    route.fulfill(json({ 'menu.home': { text: 'Home' } })),
  );
  await page.route('**/m/static/en-vn/*.json*', (route) =>
    route.fulfill(json({ games: 'x', hotEvents: [null] })),
  );
  await serveAppPage(page);
  await page.goto('/m/en-vn/Games');
  // Without texts every key shows its last part (spec §7).
  await expect(page.getByRole('navigation', { name: 'label', exact: true })).toBeVisible();
  await expect(page.locator('[data-error="route"]')).toHaveCount(0);
  expect(said.join('\n')).toContain('config.json');
  expect(said.join('\n')).toContain('language-list.json');
  expect(said.join('\n')).toContain('translations are not text');
});
