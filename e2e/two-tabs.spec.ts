import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  confirmDialog,
  cookieValue,
  en,
  hasSession,
  loginViaUi,
  recordCalls,
  registerMember,
} from './helpers';

/**
 * Two tabs end to end: the tabs of the site share the session cookies. A login, logout or change of
 * member in one tab reaches the other at once: it never shows one member's page while its calls leave with
 * another member's token, and it leaves the member pages when the session is gone.
 */

async function giveMainBalance(request: APIRequestContext, loginId: string, balance: string) {
  const response = await request.post('/api/__demo/member', {
    data: { loginId, balances: { '-': balance } },
  });
  expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
}

/** Every API call the page sends, with the token it carries. */
function callsWithTokens(page: Page): { path: string; token: string }[] {
  const seen: { path: string; token: string }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const auth = request.headers().authorization ?? '';
    seen.push({ path: url.pathname, token: auth.replace(/^Bearer\s+/i, '') });
  });
  return seen;
}

const logout = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: en('account.logout') })
    .click();

test('a logout in one tab takes the other off the member pages, without a call under the old token', async ({
  context,
  request,
}) => {
  const member = await registerMember(request);
  const first = await context.newPage();
  await loginViaUi(first, member);
  const oldToken = await cookieValue(context, 'token');

  const second = await context.newPage();
  await second.goto('/m/en-vn/bank/transfer');
  await expect(second.getByTestId('main-balance')).toBeVisible();
  const secondCalls = callsWithTokens(second);

  await first.goto('/m/en-vn/account');
  await logout(first);
  await first.waitForURL('**/m/en-vn/home');
  await expect.poll(() => hasSession(context)).toBe(false);

  // The other tab leaves the wallet for home, as after its own logout on the web (spec §4).
  await second.waitForURL('**/m/en-vn/home');
  await expect(second.getByTestId('main-balance')).toHaveCount(0);
  expect(secondCalls.filter((c) => c.token && c.token === oldToken)).toEqual([]);
});

test('a login in one tab makes the other a member page too', async ({ context, request }) => {
  const member = await registerMember(request);
  const visitorTab = await context.newPage();
  await visitorTab.goto('/m/en-vn/Promotion');
  await expect(visitorTab.locator('[data-machine="promotions"]')).toBeVisible();
  const visitorCalls = callsWithTokens(visitorTab);

  const loginTab = await context.newPage();
  await loginViaUi(loginTab, member);
  const token = await cookieValue(context, 'token');

  // The promotion page starts over for the member: its calls now carry the member's token.
  await expect
    .poll(() => visitorCalls.filter((c) => c.path === '/api/getpromotion').length)
    .toBeGreaterThan(0);
  expect(visitorCalls.filter((c) => c.path === '/api/getpromotion').every((c) => c.token === token)).toBe(
    true,
  );
  // Its own navigation reaches member pages without a login.
  await visitorTab.goto('/m/en-vn/bank/transfer');
  await expect(visitorTab.getByTestId('main-balance')).toBeVisible();
});

test('another member in one tab: the other shows that member’s balance and calls with that member’s token', async ({
  context,
  request,
}) => {
  const [before, after] = [await registerMember(request), await registerMember(request)];
  await giveMainBalance(request, before.loginId, '10');
  await giveMainBalance(request, after.loginId, '123.4');

  const first = await context.newPage();
  await loginViaUi(first, before);
  const oldToken = await cookieValue(context, 'token');
  const second = await context.newPage();
  await second.goto('/m/en-vn/bank/transfer');
  await expect(second.getByTestId('main-balance')).toContainText('10');
  const secondCalls = callsWithTokens(second);

  // The first tab follows a handover link and switches member without logging out in between.
  const hook = await request.post('/api/__demo/handover', { data: { loginId: after.loginId } });
  const { key } = ((await hook.json()) as { data: { key: string } }).data;
  const identifications = recordCalls(first, '/api/getloginfrom');
  await first.goto(`/m/en-vn/member/login?loginKey=${key}`);
  await first.getByRole('button', { name: en('login.handoverContinue') }).click();
  await first.waitForURL('**/m/en-vn/home');
  // The key is spent: the page that starts over for the new member does not ask about it again.
  await first.waitForLoadState('networkidle');
  expect(identifications).toHaveLength(1);
  await expect(confirmDialog(first)).toHaveCount(0);
  await expect.poll(() => cookieValue(context, 'token')).not.toBe(oldToken);
  const newToken = await cookieValue(context, 'token');

  // The second tab, left open on the wallet, starts over for the new member: their balance, their token.
  await expect(second.getByTestId('main-balance')).toContainText('123.4');
  await expect(second).toHaveURL(/\/m\/en-vn\/bank\/transfer/);
  expect(secondCalls.filter((c) => c.token === oldToken)).toEqual([]);
  expect(secondCalls.some((c) => c.token === newToken)).toBe(true);
});
