import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  ANDROID_APP_UA,
  confirmDialog,
  cookieValue,
  emulateStandalone,
  en,
  failNext,
  IPHONE_UA,
  logIn,
  memberToken,
  recordCalls,
  registerMember,
} from './helpers';

/**
 * Error reports, end to end through the demo backend's fail hook: errorCode 10 opens the download of
 * the member's platform, reward_roulette_noDeposit names the minimum as the lucky-draw terms do, and every
 * failure a member may report carries a detail they can copy to support. Each test fails calls of its own
 * fresh member only (the hook's `token`), so tests running side by side never take each other's failure.
 */

const APK = 'https://download.example.com/app/lotusplay-1.19.1.apk';
const APP_STORE = 'https://apps.apple.com/app/id0000000000';

/** The two download pages answer with a stub, and whichever the app opens is recorded. */
async function recordDownloads(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  for (const pattern of ['https://download.example.com/**', 'https://apps.apple.com/**']) {
    await context.route(pattern, (route) => {
      opened.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>download</title>' });
    });
  }
  return opened;
}

/** errorCode 10 on the member's info page: the message, then, once closed, the download. */
async function errorCode10(page: Page, request: APIRequestContext): Promise<string[]> {
  const opened = await recordDownloads(page.context());
  const member = await registerMember(request);
  await logIn(page, member);
  await failNext(request, await memberToken(page.context()), {
    path: '/api/getmemberinfo',
    errorCode: 10,
    key: 'download.updateTitle',
  });
  await page.goto('/m/en-vn/account/userinfo');
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('download.updateTitle'));
  // Nothing opens before the member has read the message.
  expect(opened).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => opened).toHaveLength(1);
  return opened;
}

test.describe('errorCode 10 opens the download of the channel', () => {
  test.describe('in an Android phone browser', () => {
    test('the APK', async ({ page, request }) => {
      expect(await errorCode10(page, request)).toEqual([APK]);
    });
  });

  test.describe('in an iPhone browser', () => {
    test.use({ userAgent: IPHONE_UA });
    test('the App Store, never the APK', async ({ page, request }) => {
      expect(await errorCode10(page, request)).toEqual([APP_STORE]);
    });
  });

  test.describe('in the Android app', () => {
    test.use({ userAgent: ANDROID_APP_UA });
    test('the APK', async ({ page, request }) => {
      expect(await errorCode10(page, request)).toEqual([APK]);
    });
  });

  test.describe('in the iOS home-screen app', () => {
    // A Chromium user agent, so only the standalone display mode makes it the iOS channel.
    test('the App Store', async ({ page, request }) => {
      await emulateStandalone(page);
      expect(await errorCode10(page, request)).toEqual([APP_STORE]);
    });
  });
});

test.describe('reward_roulette_noDeposit names the minimum as the terms do, in the account unit', () => {
  for (const { currId, area, minimum } of [
    { currId: 'VND', area: 'en-vn', minimum: '300 K VND (300,000 VND)' },
    { currId: 'IDR', area: 'en-id', minimum: '150 K IDR (150,000 IDR)' },
  ]) {
    test(`a ${currId} account`, async ({ page, request }) => {
      const member = await registerMember(request, { area, currId });
      await logIn(page, member);
      await failNext(request, await memberToken(page.context()), {
        path: '/api/GetRouletteInfo',
        errorCode: 3,
        key: 'reward_roulette_noDeposit',
      });
      await page.goto(`/m/${area}/lucky-draw`);
      const dialog = confirmDialog(page);
      await expect(dialog).toContainText(en('reward_roulette_noDeposit').replace('{0}', minimum));
      await dialog.getByRole('button', { name: 'OK' }).click();
      // The terms on the page say the same amount.
      await page.getByText(en('lucky.terms')).click();
      await expect(page.locator('.terms')).toContainText(minimum);
    });
  }
});

test.describe('every failure a member may report has a detail to copy', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const failures = [
    {
      name: 'no answer',
      failure: { network: true },
      code: en('dialog.detailNoAnswer'),
      message: 'acct_NetworkFail',
    },
    {
      name: 'errorCode 2',
      failure: { errorCode: 2, key: 'acct_LoginFirst' },
      code: '2',
      message: 'acct_LoginFirst',
    },
    {
      name: 'errorCode 3',
      failure: { errorCode: 3, key: 'wallet_amount_inSufficient' },
      code: '3',
      message: 'wallet_amount_inSufficient',
    },
    {
      name: 'errorCode 5',
      failure: { errorCode: 5, key: 'acct_ip_blocked', format: ['198.51.100.4'] },
      code: '5',
      message: 'acct_ip_blocked',
    },
    {
      name: 'errorCode -1',
      failure: { errorCode: -1, key: 'page_Maintenance1' },
      code: '-1',
      message: 'page_Maintenance1',
    },
    // A key the app has no text for reads as the maintenance text; the key is under the details.
    { name: 'an unknown errorCode', failure: { errorCode: 42, key: 'odd_key' }, code: '42', message: null },
  ] as const;

  for (const { name, failure, code, message } of failures) {
    test(name, async ({ page, request, context }) => {
      const member = await registerMember(request);
      await logIn(page, member);
      const token = (await cookieValue(context, 'token'))!;
      const sessionId = (await cookieValue(context, 'sessionId'))!;
      await failNext(request, await memberToken(context), { path: '/api/getmemberinfo', ...failure });
      await page.goto('/m/en-vn/account/userinfo');

      const dialog = confirmDialog(page);
      if (message) await expect(dialog).toContainText(en(message).replace('{0}', '198.51.100.4'));
      else {
        await expect(dialog).toContainText(en('page_Maintenance1'));
        await expect(dialog).not.toContainText('odd_key');
      }
      const toggle = dialog.getByRole('button', { name: en('dialog.showDetail') });
      await toggle.click();
      await expect(dialog.getByRole('button', { name: en('dialog.hideDetail') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const row = (label: string) =>
        dialog.locator('dl div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(row(en('dialog.detailCall')).locator('dd')).toHaveText('/api/getmemberinfo');
      await expect(row(en('dialog.detailCode')).locator('dd')).toHaveText(code);
      await expect(row(en('dialog.detailVersion')).locator('dd')).toHaveText('1.19.1');
      if (!message) await expect(row(en('dialog.detailKey')).locator('dd')).toHaveText('odd_key');
      await expect(row(en('dialog.detailTime')).locator('dd')).toHaveText(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
      );

      await dialog.getByRole('button', { name: en('dialog.copy') }).click();
      await expect(dialog.getByRole('status')).toHaveText(en('dialog.copied'));
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`${en('dialog.detailCall')}: /api/getmemberinfo`);
      expect(copied).toContain(`${en('dialog.detailCode')}: ${code}`);
      expect(copied).toContain(`${en('dialog.detailVersion')}: 1.19.1`);
      // Nothing that opens the account: not the token, the session, nor the password.
      for (const secret of [token, sessionId, member.password]) {
        expect(copied).not.toContain(secret);
        await expect(dialog).not.toContainText(secret);
      }
    });
  }

  test('calls that fail together say so once', async ({ page, request, context }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    // The account page reads the member and the main balance side by side.
    for (const path of ['/api/getmemberinfo', '/api/getbalance'])
      await failNext(request, await memberToken(context), { path, errorCode: 2, key: 'acct_LoginFirst' });
    const answered = recordCalls(page, '/api/getbalance');
    await page.goto('/m/en-vn/account');
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('acct_LoginFirst'));
    await expect.poll(() => answered.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // Past the close animation, no second copy comes up.
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });

  test('a notice that is no failure has no detail', async ({ page }) => {
    await page.goto('/m/en-vn/lucky-draw');
    await page.locator('.spin-button').click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('acct_LoginFirst'));
    await expect(dialog.getByRole('button', { name: en('dialog.showDetail') })).toHaveCount(0);
  });
});
