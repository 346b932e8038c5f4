import { type APIRequestContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import {
  confirmDialog,
  DEMO,
  en,
  expectFlowState,
  failNext,
  holdCalls,
  logIn,
  mainBalance,
  readLocale,
  recordCalls,
} from './helpers';

/**
 * Moving money end to end against the demo ledger in Chromium. The demo world is shared by the
 * whole run, so this file runs its tests one after another and sets the member's state through the
 * demo-only hooks before each (never `reset`, which would end other tests' sessions).
 */
test.describe.configure({ mode: 'serial' });

type Balances = Record<string, string>;

/** Sets the demo member's wallets and promotions; answers the balances the backend now holds. */
async function setMember(
  request: APIRequestContext,
  state: {
    balances?: Balances;
    extraPromotion?: string;
    firstPromotion?: string;
    activePromotions?: Record<string, string>;
    rebates?: Balances;
  } = {},
): Promise<Balances> {
  const response = await request.post('/api/__demo/member', { data: { loginId: DEMO.loginId, ...state } });
  const body = (await response.json()) as { errorCode: number; data: { balances: Balances } };
  expect(body.errorCode).toBe(0);
  return body.data.balances;
}

/** The backend's balances, read through the member hook without changing anything. */
const backendBalances = (request: APIRequestContext) => setMember(request);

/**
 * The first call to `path` gets no answer: the connection drops before it reaches the server, or, when
 * `applied`, after the server has applied it. Later calls go through.
 */
async function loseFirstCall(page: Page, path: string, { applied = false } = {}) {
  let lost = false;
  await page.route(`**${path}`, async (route) => {
    if (lost) return route.continue();
    lost = true;
    if (applied) await route.fetch();
    await route.abort('connectionreset');
  });
}

/**
 * "Send again" on the notice of a call whose outcome is unknown: it succeeds, and the two calls sent carry
 * one Idempotency-Key.
 */
async function sendAgainWithTheSameKey(page: Page, notice: Locator, calls: Request[]) {
  await notice.getByRole('button', { name: en('wallet.unknownRetry') }).click();
  await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
  expect(calls).toHaveLength(2);
  const keys = calls.map((call) => call.headers()['idempotency-key']);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
}

/** Taps closer than 500 ms to the last one are dropped by design (spec §9); a second tap waits. */
const afterThrottle = (page: Page) => page.waitForTimeout(550);

const START: Balances = { '-': '1000', SBO: '0', SABA: '0', EVO: '0', PT: '0', PG: '0', JILI: '0' };
const NO_PROMOTIONS = { extraPromotion: '', firstPromotion: '', activePromotions: { SBO: '', SABA: '' } };

const amountInput = (page: Page) => page.locator('input[name="amount"]');
const transferButton = (page: Page) => page.getByRole('button', { name: 'Transfer', exact: true });

async function openTransfer(page: Page) {
  await page.goto('/m/en-vn/bank/transfer');
  await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
}

/** Opens the transfer form and fills it: `amount` to the wallet `toProvider`, not sent yet. */
async function fillTransfer(page: Page, toProvider: string, amount: string) {
  await openTransfer(page);
  await page.locator('select[name="toProvider"]').selectOption(toProvider);
  await amountInput(page).fill(amount);
}

test.beforeEach(async ({ page, request }) => {
  await setMember(request, { balances: START, ...NO_PROMOTIONS });
  await logIn(page);
});

test.describe('transfer', () => {
  /** The transfer calls of the test's page, recorded from before it opens the form. */
  let calls: Request[] = [];
  test.beforeEach(({ page }) => {
    calls = recordCalls(page, '/api/transfer');
  });

  /** `count` transfer calls went out, and the backend holds `balances`. */
  async function expectTransfers(request: APIRequestContext, count: number, balances: Balances) {
    expect(calls).toHaveLength(count);
    expect(await backendBalances(request)).toMatchObject(balances);
  }
  test('without a promotion: one call with the form fields, balances and accountInfo follow', {
    tag: '@nginx',
  }, async ({ page, request }) => {
    await openTransfer(page);
    await expect(mainBalance(page)).toContainText('1,000');
    await page.locator('select[name="toProvider"]').selectOption('SBO');
    await amountInput(page).fill('120.5');
    await transferButton(page).click();

    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    // What moved, from where to where, and the main wallet's new balance.
    await expect(confirmDialog(page)).toContainText('Moved 120.5 from Main wallet to SBO Sports.');
    await expect(confirmDialog(page)).toContainText('Main wallet: 879.5');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({
      fromProvider: '-',
      toProvider: 'SBO',
      amount: '120.5',
      promoteId: '',
    });
    await expect(mainBalance(page)).toContainText('879.5');
    expect(await backendBalances(request)).toMatchObject({ '-': '879.5', SBO: '120.5' });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('accountInfo') ?? '{}').mainBlance))
      .toBe('879.5');
  });

  test('with a promotion: the promoteId is sent; a second one on the same wallet shows the used promotion', async ({
    page,
    request,
  }) => {
    await fillTransfer(page, 'SBO', '100');
    await page.locator('select[name="promoteId"]').selectOption('WELCOME100');
    await transferButton(page).click();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
    expect(calls[0]!.postDataJSON()).toMatchObject({ toProvider: 'SBO', promoteId: 'WELCOME100' });
    expect(await backendBalances(request)).toMatchObject({ '-': '900', SBO: '100' });

    // errorCode 3 transfer_providerPromote_alreadyExist: the dialog names the promotion in use.
    await amountInput(page).fill('50');
    await page.locator('select[name="promoteId"]').selectOption('WELCOME100');
    await afterThrottle(page);
    await transferButton(page).click();
    await expect(confirmDialog(page)).toContainText(
      en('transfer_providerPromote_alreadyExist').replace('{0}', 'Welcome bonus 100%'),
    );
    await expectTransfers(request, 2, { '-': '900', SBO: '100' });
  });

  test('insufficient funds: refused before sending; the server refusing clears the amount', async ({
    page,
    request,
  }) => {
    await fillTransfer(page, 'SBO', '1000.1');
    await transferButton(page).click();
    await expect(page.getByRole('alert')).toContainText(en('wallet_amount_inSufficient'));
    expect(calls).toHaveLength(0);

    // The server knows better (money moved elsewhere): its refusal clears the amount.
    await failNext(request, null, { path: '/api/transfer', errorCode: 2, key: 'wallet_amount_inSufficient' });
    await amountInput(page).fill('10');
    await afterThrottle(page);
    await transferButton(page).click();
    await expect(confirmDialog(page)).toContainText(en('wallet_amount_inSufficient'));
    await expect(amountInput(page)).toHaveValue('');
    await expectTransfers(request, 1, { '-': '1000', SBO: '0' });
  });

  test('the multi-click key shows the next allowed time', async ({ page, request }) => {
    await failNext(request, null, {
      path: '/api/transfer',
      errorCode: 3,
      key: 'wallet_mutiClick_notAllowed',
      format: ['14:05:30'],
    });
    await fillTransfer(page, 'EVO', '5');
    await transferButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('wallet_mutiClick_notAllowed').replace('{0}', '14:05:30'));
    await expect(dialog).not.toContainText('{0}');
    expect(await backendBalances(request)).toMatchObject({ '-': '1000', EVO: '0' });
  });

  test('a refusal with a key the app has no text for: the maintenance text, the key only under details', async ({
    page,
    request,
  }) => {
    await failNext(request, null, { path: '/api/transfer', errorCode: 2, key: 'transfer_providerMaintain' });
    await fillTransfer(page, 'EVO', '5');
    await transferButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('page_Maintenance1'));
    await expect(page.locator('body')).not.toContainText('providerMaintain');
    await dialog.getByRole('button', { name: en('dialog.showDetail') }).click();
    await expect(dialog).toContainText('transfer_providerMaintain');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // Under the form too: the text, never the raw key.
    await expect(page.locator('#transfer-error')).toHaveText(en('page_Maintenance1'));
    await expect(page.locator('body')).not.toContainText('providerMaintain');
    expect(await backendBalances(request)).toMatchObject({ '-': '1000', EVO: '0' });
  });

  test('the amount keeps at most one decimal digit', async ({ page }) => {
    await openTransfer(page);
    await amountInput(page).pressSequentially('12.345');
    await expect(amountInput(page)).toHaveValue('12.3');
  });

  test('en-vn: an amount is read as English writes it; what is no amount is not sent, and the field says why', async ({
    page,
    request,
  }) => {
    await openTransfer(page);
    await page.locator('select[name="toProvider"]').selectOption('SBO');
    const problem = page.locator('#transfer-amount-problem');
    // Filled at once, "12.345" is twelve and a bit in English: never 12345, and not cut to 12.3 unsaid.
    await amountInput(page).fill('12.345');
    await expect(amountInput(page)).toHaveValue('12.345');
    await expect(problem).toHaveText(en('wallet_amount_decimals'));
    await expect(amountInput(page)).toHaveAttribute('aria-invalid', 'true');
    for (const typed of ['1e5', '-5', '5abc']) {
      await amountInput(page).fill(typed);
      await expect(amountInput(page)).toHaveValue(typed);
      await expect(problem).toHaveText(en('wallet_amount_format').replace('{0}', '1,234.5'));
    }
    await transferButton(page).click();
    await expect(amountInput(page)).toBeFocused();
    expect(calls).toHaveLength(0);
    // Grouped thousands, filled or typed: the amount they say.
    await amountInput(page).fill('');
    await amountInput(page).pressSequentially('1,000');
    await expect(problem).toHaveCount(0);
    await afterThrottle(page);
    await transferButton(page).click();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({ toProvider: 'SBO', amount: '1000' });
    expect(await backendBalances(request)).toMatchObject({ '-': '0', SBO: '1000' });
  });

  test('vi-vn: a comma is the decimal point and a point groups thousands, typed or filled', async ({
    page,
    request,
  }) => {
    const vi = readLocale('vi')!;
    await page.goto('/m/vi-vn/bank/transfer');
    await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
    await page.locator('select[name="toProvider"]').selectOption('SBO');
    const submit = page.getByRole('button', { name: vi['transfer.submit'], exact: true });
    const problem = page.locator('#transfer-amount-problem');
    // Typed: the second decimal digit is not taken.
    await amountInput(page).pressSequentially('12,34');
    await expect(amountInput(page)).toHaveValue('12,3');
    // "12.5" is no Vietnamese amount (a point groups thousands): said once the member sends, not sent.
    await amountInput(page).fill('12.5');
    await expect(problem).toHaveCount(0);
    await submit.click();
    await expect(problem).toHaveText(vi.wallet_amount_format!.replace('{0}', '1.234,5'));
    expect(calls).toHaveLength(0);
    await amountInput(page).fill('12,5');
    await afterThrottle(page);
    await submit.click();
    await expect(confirmDialog(page)).toContainText(vi.wallet_Success!);
    expect(calls[0]!.postDataJSON()).toMatchObject({ amount: '12.5' });
    await confirmDialog(page).getByRole('button').click();
    // "1.000" is a thousand: more than the 987,5 left, so refused before sending (read as 1, it would go).
    await amountInput(page).fill('1.000');
    await expect(problem).toHaveCount(0);
    await afterThrottle(page);
    await submit.click();
    await expect(page.locator('#transfer-error')).toHaveText(vi.wallet_amount_inSufficient!);
    await expectTransfers(request, 1, { '-': '987.5', SBO: '12.5' });
  });

  test('ten rapid taps send one call and move the money once', async ({ page, request }) => {
    // The answer is held back, as on a slow network, until every tap has landed (whatever the machine's
    // speed): the taps land while the call is in flight.
    const release = await holdCalls(page, '**/api/transfer');
    await fillTransfer(page, 'PG', '10');
    // Ten taps in one burst, faster than any person, then ten more spread over the throttle window.
    await transferButton(page).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 10; i++) button.click();
    });
    for (let i = 0; i < 10; i++) await transferButton(page).dispatchEvent('click');
    await expect.poll(() => calls.length).toBe(1);
    release();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    await page.waitForTimeout(1000);
    await expectTransfers(request, 1, { '-': '990', PG: '10' });
  });

  test('a call aborted in flight after the money moved: the re-read balances say so, and nothing can be resent', async ({
    page,
    request,
  }) => {
    // The request reaches the server (money moves), then the connection drops before the answer.
    await loseFirstCall(page, '/api/transfer', { applied: true });
    await fillTransfer(page, 'SABA', '250');
    const reread = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/getallbalance');
    await transferButton(page).click();
    await reread;

    const notice = page.getByRole('alert').filter({ hasText: en('wallet.movedTitle') });
    await expect(notice).toBeVisible();
    await expect(page.locator('[data-machine="transfer"]')).toHaveAttribute('data-state', 'moneyMoved');
    await expect(notice.getByRole('button', { name: en('wallet.unknownRetry') })).toHaveCount(0);
    // Still on the bank page: an answered re-read proves the server is up, so no maintenance.
    expect(new URL(page.url()).pathname).toBe('/m/en-vn/bank/transfer');
    const backend = await backendBalances(request);
    expect(backend).toMatchObject({ '-': '750', SABA: '250' });
    await expect(mainBalance(page)).toContainText('750');
    expect(calls).toHaveLength(1);

    await notice.getByRole('button', { name: en('wallet.unknownDismiss') }).click();
    await expect(page.locator('[data-machine="transfer"]')).toHaveAttribute('data-state', 'editing');
    expect(calls).toHaveLength(1);
  });

  test('a call lost before the server: "Send again" resends the same Idempotency-Key, and the money moves once', async ({
    page,
    request,
  }) => {
    await loseFirstCall(page, '/api/transfer');
    await fillTransfer(page, 'SABA', '250');
    await transferButton(page).click();

    const notice = page.getByRole('alert').filter({ hasText: en('wallet.unknownTitle') });
    await expect(notice).toBeVisible();
    await expect(page.locator('[data-machine="transfer"]')).toHaveAttribute('data-state', 'outcomeUnknown');
    expect(await backendBalances(request)).toMatchObject({ '-': '1000', SABA: '0' });

    await sendAgainWithTheSameKey(page, notice, calls);
    expect(await backendBalances(request)).toMatchObject({ '-': '750', SABA: '250' });
  });
});

test.describe('all in to the main wallet', () => {
  const withProviders: Balances = { ...START, '-': '100', SBO: '40', EVO: '12.5' };

  /** Starts the all-in and records its calls. */
  async function startAllIn(page: Page) {
    const allIn = recordCalls(page, '/api/allintransfer');
    const mainReads: { request: Request; at: number }[] = [];
    const allInDone: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/getbalance' && r.postDataJSON()?.providerId === '-')
        mainReads.push({ request: r, at: Date.now() });
    });
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname === '/api/allintransfer') allInDone.push(Date.now());
    });
    await openTransfer(page);
    await page.getByRole('button', { name: en('wallet.allInToMain') }).click();
    return { allIn, mainReads, allInDone };
  }

  const idle = (page: Page) =>
    expect(page.locator('[data-machine="allInToMain"]')).toHaveAttribute('data-state', 'idle');

  /** The member answers `answer` to the last question, and nothing moves: no all-in call, the balances kept. */
  async function answerAndNothingMoves(
    page: Page,
    request: APIRequestContext,
    allIn: Request[],
    answer: string,
  ) {
    await confirmDialog(page).getByRole('button', { name: answer }).click();
    await idle(page);
    expect(allIn).toHaveLength(0);
    expect(await backendBalances(request)).toMatchObject({ '-': '100', SBO: '40', EVO: '12.5' });
  }

  test('no promotion: every provider moves, then the main wallet is read once', async ({ page, request }) => {
    await setMember(request, { balances: withProviders });
    const { allIn, mainReads, allInDone } = await startAllIn(page);
    await expect(mainBalance(page)).toContainText('152.5');
    await idle(page);
    await expect(page.locator('.wallet-moved')).toHaveText(
      'Moved 52.5 from the game wallets to Main wallet. Main wallet: 152.5',
    );
    expect(allIn.map((r) => r.postDataJSON())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ allinTo: 'M', providerId: 'SBO' }),
        expect.objectContaining({ allinTo: 'M', providerId: 'EVO' }),
      ]),
    );
    expect(allIn).toHaveLength(2);
    expect(mainReads).toHaveLength(1);
    expect(mainReads[0]!.at).toBeGreaterThanOrEqual(Math.max(...allInDone));
    expect(await backendBalances(request)).toMatchObject({ '-': '152.5', SBO: '0', EVO: '0' });
  });

  test('only an extra promotion: the member confirms giving it up, then everything moves', async ({
    page,
    request,
  }) => {
    await setMember(request, { balances: withProviders, extraPromotion: 'WELCOME100' });
    const { allIn } = await startAllIn(page);
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('transfer_giveUpPromotion_confirm'));
    expect(allIn).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(mainBalance(page)).toContainText('152.5');
    expect(allIn).toHaveLength(2);
    expect(await backendBalances(request)).toMatchObject({ '-': '152.5' });
  });

  test('only an extra promotion, declined: nothing moves', async ({ page, request }) => {
    await setMember(request, { balances: withProviders, extraPromotion: 'WELCOME100' });
    const { allIn } = await startAllIn(page);
    await answerAndNothingMoves(page, request, allIn, 'Cancel');
  });

  test('only a first-deposit promotion: everything moves, then the unfinished notice', async ({
    page,
    request,
  }) => {
    await setMember(request, { balances: withProviders, firstPromotion: 'FIRST100' });
    const { allIn, mainReads } = await startAllIn(page);
    await expect(confirmDialog(page)).toContainText(en('transfer_usedPromote_unFinished'));
    expect(allIn).toHaveLength(2);
    expect(mainReads).toHaveLength(1);
    await expect(mainBalance(page)).toContainText('152.5');
    await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
    await idle(page);
  });

  test('both promotions: give up the extra one, then the unfinished notice, and nothing moves', async ({
    page,
    request,
  }) => {
    await setMember(request, {
      balances: withProviders,
      extraPromotion: 'WELCOME100',
      firstPromotion: 'FIRST100',
    });
    const { allIn } = await startAllIn(page);
    await expect(confirmDialog(page)).toContainText(en('transfer_giveUpPromotion_confirm'));
    await confirmDialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(confirmDialog(page)).toContainText(en('transfer_usedPromote_unFinished'));
    await answerAndNothingMoves(page, request, allIn, 'OK');
  });

  test('one provider failing is reported; the others still move and main is read once', async ({
    page,
    request,
  }) => {
    await setMember(request, { balances: withProviders });
    await failNext(request, null, {
      path: '/api/allintransfer',
      errorCode: 2,
      key: 'wallet_provider_maintenance',
    });
    const { allIn, mainReads } = await startAllIn(page);
    await expect(confirmDialog(page)).toBeVisible();
    await idle(page);
    expect(allIn).toHaveLength(2);
    expect(mainReads).toHaveLength(1);
    const backend = await backendBalances(request);
    // Exactly one of the two providers moved.
    expect([backend.SBO, backend.EVO].filter((b) => b === '0')).toHaveLength(1);
    await expect(mainBalance(page)).toContainText(backend['-']!);
  });
});

test.describe('withdraw', () => {
  const withdrawButton = (page: Page) => page.getByRole('button', { name: 'Withdraw', exact: true });

  async function openWithdraw(page: Page) {
    await page.goto('/m/en-vn/bank/withdraw');
    await expect(page.locator('[data-machine="withdraw"]')).toHaveAttribute('data-state', 'editing');
  }

  test('validation: an empty amount and one above the balance are refused before sending', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/withdraw');
    await openWithdraw(page);
    await withdrawButton(page).click();
    await expect(page.getByRole('alert')).toContainText(en('wallet_amount_require'));
    await amountInput(page).pressSequentially('0');
    await afterThrottle(page);
    await withdrawButton(page).click();
    await expect(page.getByRole('alert')).toContainText(en('wallet_amount_require'));
    await amountInput(page).fill('');
    await amountInput(page).pressSequentially('12.345');
    await expect(amountInput(page)).toHaveValue('12.3');
    expect(calls).toHaveLength(0);
  });

  test('en-vn: a pasted amount is read, not cut; the limits read as the hint writes them', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/withdraw');
    await openWithdraw(page);
    await amountInput(page).fill('1.50');
    await expect(page.locator('#withdraw-amount-problem')).toHaveText(en('wallet_amount_decimals'));
    await withdrawButton(page).click();
    expect(calls).toHaveLength(0);
    await amountInput(page).fill('40');
    await afterThrottle(page);
    await withdrawButton(page).click();
    await expect(page.locator('#withdraw-limits')).toContainText('Max 100,000');
    await expect(page.getByRole('alert')).toHaveText(
      en('wallet_withdraw_limit').replace('{0}', '50').replace('{1}', '100,000'),
    );
    expect(calls).toHaveLength(0);
  });

  test('vi-vn: typed with a decimal comma, sent as the amount it says', async ({ page, request }) => {
    const vi = readLocale('vi')!;
    const calls = recordCalls(page, '/api/withdraw');
    await page.goto('/m/vi-vn/bank/withdraw');
    await expect(page.locator('[data-machine="withdraw"]')).toHaveAttribute('data-state', 'editing');
    const submit = page.getByRole('button', { name: vi['withdraw.submit'], exact: true });
    await amountInput(page).fill('40');
    await submit.click();
    await expect(page.locator('.form-error')).toHaveText(
      vi.wallet_withdraw_limit!.replace('{0}', '50').replace('{1}', '100.000'),
    );
    await amountInput(page).fill('');
    await amountInput(page).pressSequentially('300,55');
    await expect(amountInput(page)).toHaveValue('300,5');
    await afterThrottle(page);
    await submit.click();
    await expect(confirmDialog(page)).toContainText(vi.wallet_Success!);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({ amount: '300.5' });
    expect(await backendBalances(request)).toMatchObject({ '-': '699.5' });
  });

  test('success: one call with the saved bank, wallet_Success after 1 s, main balance stored', async ({
    page,
    request,
  }) => {
    const calls = recordCalls(page, '/api/withdraw');
    await page.goto('/m/en-vn/bank/withdraw');
    await expect(page.locator('select[name="memberBankId"]')).toHaveValue('MB1');
    await amountInput(page).fill('300.5');
    await withdrawButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: en('withdraw.processing') })).toBeVisible();
    const answeredAt = Date.now();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(700);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({ amount: '300.5', memberBankId: 'MB1' });
    expect(await backendBalances(request)).toMatchObject({ '-': '699.5' });
    await expect(mainBalance(page)).toContainText('699.5');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('accountInfo') ?? '{}').mainBlance))
      .toBe('699.5');
  });
});

test.describe('deposit and quickpay', () => {
  test('a deposit adds to the main wallet', async ({ page, request }) => {
    const calls = recordCalls(page, '/api/deposit');
    await page.goto('/m/en-vn/bank/deposit');
    await page.getByLabel('Bank transfer').check();
    await amountInput(page).fill('60');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toMatchObject({ methodId: 'bank', amount: '60' });
    expect(await backendBalances(request)).toMatchObject({ '-': '1060' });
    await expect(mainBalance(page)).toContainText('1,060');
  });

  test('quickpay shows its QR code in the dialog; closing it goes back', async ({ page }) => {
    await page.goto('/m/en-vn/bank/deposit');
    await page.getByRole('link', { name: en('deposit.quickpayLink') }).click();
    await page.waitForURL('**/m/en-vn/bank/quickpay');
    await page.getByLabel('QR pay').check();
    await amountInput(page).fill('25');
    await page.getByRole('button', { name: en('quickpay.submit') }).click();
    const dialog = confirmDialog(page);
    // The QR library loads only now, on the first QR: on a busy machine that may take a while.
    await expect(dialog).toContainText(en('quickpay.title'), { timeout: 20_000 });
    const qr = dialog.getByRole('img', { name: en('dialog.qrAlt') });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/m/en-vn/bank/deposit');
    await expect(dialog).toBeHidden();
  });
});

test.describe('instant rebate', () => {
  test('a claim lost before the server: the card offers "Send again" with the same Idempotency-Key; the rebate is paid once', async ({
    page,
    request,
  }) => {
    await setMember(request, { rebates: { SBO: '12.5', EVO: '0' } });
    const calls = recordCalls(page, '/api/RebateTransfer');
    await loseFirstCall(page, '/api/RebateTransfer');
    await openTransfer(page);
    const panel = page.locator('[data-machine="rebate"]');
    await panel.getByRole('button', { name: en('wallet.claim') }).click();

    await expect(panel).toHaveAttribute('data-state', 'outcomeUnknown');
    const notice = panel.getByRole('alert');
    await expect(notice).toContainText(en('wallet.rebateUnknownText'));
    expect(await backendBalances(request)).toMatchObject({ '-': '1000' });

    await sendAgainWithTheSameKey(page, notice, calls);
    expect(await backendBalances(request)).toMatchObject({ '-': '1012.5' });
    // Nothing is owed any more: the panel takes no room.
    await expect(panel).toHaveCount(0);
  });

  test('a claim says what it moved: the rebate owed, the provider it came from, and the main balance', async ({
    page,
    request,
  }) => {
    await setMember(request, { rebates: { SBO: '12.5', EVO: '0' } });
    await openTransfer(page);
    const panel = page.locator('[data-machine="rebate"]');
    await panel.getByRole('button', { name: en('wallet.claim') }).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('wallet_Success'));
    await expect(dialog).toContainText(/Claimed the 12\.5 rebate from .+ into Main wallet\./);
    await expect(dialog).toContainText('Main wallet: 1,012.5');
    expect(await backendBalances(request)).toMatchObject({ '-': '1012.5' });
  });
});

test('history pages through the records with the filters in each call', async ({ page }) => {
  const calls = recordCalls(page, '/api/gethistoryrecord');
  await page.goto('/m/en-vn/bank/history');
  const pager = page.getByRole('navigation', { name: en('history.pages') });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const total = Number(/of (\d+)/.exec((await pager.textContent()) ?? '')?.[1]);
  // The seeded history holds more than one page of deposits in the last 30 days.
  expect(total).toBeGreaterThanOrEqual(2);
  const firstPage = await page.locator('.history-list li').allTextContents();
  expect(firstPage).toHaveLength(10);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${total}`);
  expect(await page.locator('.history-list li').allTextContents()).not.toEqual(firstPage);
  expect(calls.at(-1)!.postDataJSON()).toMatchObject({ queryType: 'deposit', page: 2, status: 'all' });
  for (let p = 3; p <= total; p++) {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page ${p} of ${total}`);
  }
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  const lastPage = await page.locator('.history-list li').count();
  expect(lastPage).toBeGreaterThan(0);
  expect(lastPage).toBeLessThanOrEqual(10);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(`Page ${total - 1} of ${total}`);

  await page.getByRole('button', { name: 'Withdrawals' }).click();
  await expect(pager).toContainText('Page 1 of');
  expect(calls.at(-1)!.postDataJSON()).toMatchObject({ queryType: 'withdraw', page: 1 });
  await page.locator('select[name="status"]').selectOption('failed');
  await expect
    .poll(() => calls.at(-1)?.postDataJSON())
    .toMatchObject({ queryType: 'withdraw', status: 'failed', page: 1 });
});
