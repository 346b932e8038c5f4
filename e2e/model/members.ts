import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { encryptForDemo } from '../../demo/demoKey';
import { activateEveryArea, apiLogin, failNext, registerMember, setSessionCookies } from '../helpers';
import { pictureNow } from './atlas';
import type { Member, ModelContext } from './runner';
import { MODEL_AREA, MODEL_AREA_INACTIVE, t } from './texts';

/**
 * One registered member per model test (no test races another on the shared demo member), logged in over
 * the API: the session cookies are set in the context, as a login leaves them (no login form per path).
 */
export async function freshMember(page: Page, request: APIRequestContext, baseURL: string): Promise<Member> {
  const registered = await registerMember(request, { area: MODEL_AREA });
  // The run's language may be one whose area the default list leaves inactive (`npm run atlas -- --lang th`).
  if (MODEL_AREA_INACTIVE) await activateEveryArea(page);
  return { ...registered, ...(await logInOverApi(page, request, baseURL, registered)) };
}

/** A new session of the member, over the API, its cookies set in the page's context as a login sets them. */
export async function logInOverApi(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  member: { loginId: string; password: string },
): Promise<{ token: string; sessionId: string }> {
  const { token, sessionId } = await apiLogin(request, member);
  await setSessionCookies(page.context(), baseURL, { token, sessionId });
  return { token, sessionId };
}

type Json = Record<string, unknown>;

async function hook(request: APIRequestContext, path: string, data: Json): Promise<Json> {
  const response = await request.post(path, { data });
  const body = (await response.json()) as { errorCode: number; data: Json };
  expect(body.errorCode, `${path} ${JSON.stringify(data)}`).toBe(0);
  return body.data;
}

/** Sets the member's demo state; answers their balances. */
export async function setMember(
  request: APIRequestContext,
  member: Member,
  state: Json = {},
): Promise<Record<string, string>> {
  const data = await hook(request, '/api/__demo/member', { loginId: member.loginId, ...state });
  return data.balances as Record<string, string>;
}

/**
 * A call's refusal that the server says (`errorCode` 2 with `key`), for a UI table: the actor's error event,
 * and the demo backend told to answer the member's next call to `path` so.
 */
export const refusedCall = (type: string, path: string, key: string) => ({
  payloads: [{ type, error: { code: 2, key } }],
  arm: ({ request, member }: ModelContext) => failNext(request, member.token, { path, errorCode: 2, key }),
});

/** Sets the member's lucky draw. */
export async function setRoulette(request: APIRequestContext, member: Member, state: Json): Promise<Json> {
  return hook(request, '/api/__demo/roulette', { loginId: member.loginId, ...state });
}

/**
 * Adds a saved bank account over the API (the form's own flow is the addBank model's), as the app does:
 * the login password checked first, its re-authentication token sent with the call (contract §9).
 */
export async function addBankOverApi(request: APIRequestContext, member: Member, bankAccNo = '0123456789') {
  const headers = { Authorization: `Bearer ${member.token}` };
  const check = await request.post('/api/checkpassword', {
    headers,
    data: { sid: member.sessionId, password: encryptForDemo(member.password) },
  });
  const { data } = (await check.json()) as { data: { reauthToken: string } };
  const response = await request.post('/api/addmemberbank', {
    headers: { ...headers, 'X-Reauth-Token': data.reauthToken },
    data: {
      sid: member.sessionId,
      bankId: 'TCB',
      bankAddress: 'Hanoi',
      bankAccNo,
      bankBranch: 'Main',
      provinceCode: 'HCM',
      cityCode: 'Q1',
    },
  });
  expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
}

/** A tap on a button that calls the server: past its 500 ms throttle first (Playwright's clock). */
export async function tap(page: Page, locator: import('@playwright/test').Locator) {
  await page.clock.fastForward(600);
  await locator.click();
}

/** The global dialog says `text`; the member closes it with OK, and it goes. */
export async function closeDialog(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  // The atlas pictures the state with the dialog that says it.
  await pictureNow(page);
  await dialog.getByRole('button', { name: t('dialog.ok'), exact: true }).click();
  await page.clock.fastForward(200);
  // The next queued dialog, if any, may follow.
  await expect(dialog.filter({ hasText: text })).toHaveCount(0);
}

/** The member presses the button named by a message key inside `root`. */
export async function press(root: import('@playwright/test').Locator, key: string) {
  await root.getByRole('button', { name: t(key) }).click();
}

/** The member picks the option `value` of a `<select>`. */
export async function pick(select: import('@playwright/test').Locator, value: string) {
  await select.selectOption(value);
}

/**
 * The global dialog saying `text`, once it is up, on a page whose clock may be stopped (a state held while
 * checked): the page's time runs on in steps of 50 ms, about as fast as the looks, until it shows (its view
 * comes in on animation frames, and React shows a view that was loading no sooner than 300 ms after its
 * placeholder: on a stopped clock, in steps of 20 ms, the first dialog took most of a second).
 */
export async function dialogUp(page: Page, text: string) {
  const said = page.getByRole('alertdialog').filter({ hasText: text });
  await expect
    .poll(
      async () => {
        if (await said.count()) return true;
        await page.clock.runFor(50);
        return false;
      },
      { intervals: [50] },
    )
    .toBe(true);
  return said;
}
