import { expect, type Page } from '@playwright/test';
import { assign } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { ANDROID_APP_UA, cookieValue, failNext, hasSession } from '../helpers';
import { closeDialog, logInOverApi } from './members';
import { placeholderActors } from './plan';
import type { EventMapping, ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * The member's session (spec §4, contract §2) in the app: the cookies read at start, the login form, a
 * login handed over from another site, the side menu's logout, a session the server ended (errorCode 1) or
 * refused from here (errorCode 4), and another tab of the site that logged in or out. The session marks the
 * page's main region; what it decides is seen in the page: the welcome for visitors on home, the login page
 * first in the apps, the cookies, the loading overlay while a call is out.
 */

const main = (page: Page) => page.locator('main[data-machine="session"]');
const openMenu = (page: Page) => page.getByRole('button', { name: t('header.openMenu') }).click();
const sideMenu = (page: Page) => page.getByRole('dialog', { name: t('side.title') });
const loginView = (page: Page) => page.locator('[data-machine="login"]');
const loginSubmit = (page: Page) =>
  loginView(page).getByRole('button', { name: t('login.submit'), exact: true });
const welcome = (page: Page) => page.getByRole('heading', { name: t('home.welcome') });
const overlay = (page: Page) => page.locator('.loading-overlay');
const bottomMenu = (page: Page) => page.getByRole('navigation', { name: t('menu.label') });
const refusal = (key: string) => ({ errorCode: 2, data: { resorceCode: [key] } });
const LOGOUT_REFUSED = 'com_request_invalid';

type Context = {
  device: 'web' | 'app';
  loginId: string | null;
  loginError: string | null;
  restricted?: boolean;
};
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Context;
const pathIs = (ctx: ModelContext, route: string) =>
  expect(ctx.page).toHaveURL(new RegExp(`/m/${ctx.member.area}/${route}(\\?.*)?$`));

/** The session the cookies now hold: the `fail` hook counts the calls of its token. */
const currentToken = async (ctx: ModelContext) =>
  (await cookieValue(ctx.page.context(), 'token')) ?? ctx.member.token;

/** A member's call (the Deposit tab's limits) answered with `errorCode`: the member taps Deposit. */
async function depositAnswered(ctx: ModelContext, errorCode: number) {
  // The key is the hook's due: errorCodes 1 and 4 say nothing (spec §8).
  await failNext(ctx.request, await currentToken(ctx), {
    path: '/api/getdepositinfo',
    errorCode,
    key: 'acct_sessionExpired',
  });
  await bottomMenu(ctx.page)
    .getByRole('link', { name: t('menu.deposit') })
    .click();
}

/**
 * Another tab of the site logs the member in (a new session of the same member) or out: the cookies change
 * under this tab, and that tab says so on the channel every tab of the site listens to
 * (src/platform/sessionSignal.ts). The other tab is a page of this origin that runs none of the app.
 */
async function anotherTab(ctx: ModelContext, loggedIn: boolean) {
  const context = ctx.page.context();
  const other = await context.newPage();
  try {
    await other.goto('/m/config.json');
    if (loggedIn) await logInOverApi(ctx.page, ctx.request, ctx.baseURL, ctx.member);
    else {
      const token = await cookieValue(context, 'token');
      await ctx.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
      await context.clearCookies({ name: 'sessionId' });
      await context.clearCookies({ name: 'token' });
    }
    await other.evaluate(() => new BroadcastChannel('session').postMessage({ at: Date.now() }));
  } finally {
    await other.close();
  }
}

const driven = { why: 'driven in the visitor’s table (`model: session`)' };
const handoverOnly = { why: 'a handed-over login is the handover tables’' };
const restrictedEnd = {
  why: 'the restrict page (errorCode 4) has no way on: the path ends there',
  when: (c: Record<string, unknown>) => !!c.restricted,
};

const events: UiModel<typeof sessionMachine>['events'] = {
  // The login form (the side menu's "Log in" first when another page shows).
  LOGIN: {
    payloads: [{ type: 'LOGIN', loginId: 'MEMBER', password: 'PASSWORD' }],
    perform: async ({ page, member }) => {
      if (!(await loginView(page).count())) {
        await openMenu(page);
        await sideMenu(page)
          .getByRole('link', { name: t('login.submit') })
          .click();
      }
      await loginView(page).locator('#login-id').fill(member.loginId);
      await loginView(page).locator('#login-password').fill(member.password);
      await loginSubmit(page).click();
    },
    unavailable: restrictedEnd,
  },
  'xstate.done.actor.login': {},
  'xstate.error.actor.login': {
    payloads: [{ type: 'xstate.error.actor.login', error: { code: 2, key: 'acct_loginFail' } }],
    arm: async ({ answerNext }) => answerNext('/api/login', refusal('acct_loginFail')),
  },
  GRANTED: { unavailable: handoverOnly },
  // The side menu's "Log out".
  LOGOUT: {
    perform: async ({ page }) => {
      await openMenu(page);
      await sideMenu(page)
        .getByRole('button', { name: t('account.logout') })
        .click();
    },
  },
  'xstate.done.actor.logout': {},
  // Refused: the message is said, and the session is forgotten all the same.
  'xstate.error.actor.logout': {
    payloads: [{ type: 'xstate.error.actor.logout', error: { code: 2, key: LOGOUT_REFUSED } }],
    arm: async (ctx) =>
      failNext(ctx.request, await currentToken(ctx), {
        path: '/api/logout',
        errorCode: 2,
        key: LOGOUT_REFUSED,
      }),
  },
  // The server ended the session (errorCode 1) on the member's next call.
  SESSION_ENDED: { perform: (ctx) => depositAnswered(ctx, 1) },
  // The server refuses the member from here (errorCode 4).
  RESTRICTED: {
    perform: (ctx) => depositAnswered(ctx, 4),
    unavailable: {
      in: ['loggedOut', 'loggingIn', 'loggingOut'],
      why: 'one transition of the whole machine: taken from a member’s page (a visitor’s is the same)',
    },
  },
  CHANGED_ELSEWHERE: {
    payloads: [
      { type: 'CHANGED_ELSEWHERE', loggedIn: true },
      { type: 'CHANGED_ELSEWHERE', loggedIn: false },
    ],
    perform: (ctx, e) => anotherTab(ctx, e.loggedIn),
    unavailable: [
      {
        in: ['loggingIn', 'loggingOut'],
        why: 'another tab’s change while a call of this one is out is not driven',
      },
      {
        in: ['loggedOut'],
        why: 'a logout elsewhere changes nothing for a visitor',
        when: (_, e) => !e.loggedIn,
      },
      restrictedEnd,
    ],
  },
} as UiModel<typeof sessionMachine>['events'];

/** A visitor's page: no session cookies; where the session left them, said as it was. */
async function visitorShown(ctx: ModelContext) {
  const { page, event } = ctx;
  expect(await hasSession(page.context())).toBe(false);
  if (event.type === 'RESTRICTED') {
    await pathIs(ctx, 'restrict');
    await expect(main(page).getByRole('heading', { name: t('route.restrict.title') })).toBeVisible();
    return;
  }
  if (event.type === 'xstate.error.actor.login') {
    await closeDialog(page, t('acct_loginFail'));
    await pathIs(ctx, 'member/login');
    await expect(loginSubmit(page)).toBeEnabled();
    return;
  }
  if (event.type === 'xstate.error.actor.logout') await closeDialog(page, t(LOGOUT_REFUSED));
  if (contextOf(ctx).device === 'app') {
    // The apps go back to the login page (spec §4).
    await pathIs(ctx, 'member/login');
    await expect(loginSubmit(page)).toBeEnabled();
  } else {
    // The web goes home, where a visitor is welcomed and asked to join or log in.
    await pathIs(ctx, 'home');
    await expect(welcome(page)).toBeVisible();
    await expect(main(page).getByRole('link', { name: t('route.login.title') })).toBeVisible();
  }
}

/** A call of the session is out: the page says "Loading…" once it takes a while (250 ms). */
async function loadingShown(page: Page) {
  await page.clock.fastForward(300);
  await expect(overlay(page)).toHaveText('Loading…');
}

const states: UiModel<typeof sessionMachine>['states'] = {
  // Passed through at start: the cookies decide at once; the page is a member's or a visitor's.
  resuming: {
    check: async (ctx) => {
      await expect(main(ctx.page)).not.toHaveAttribute('data-state', 'resuming');
      expect(await hasSession(ctx.page.context())).toBe(ctx.model.value === 'loggedIn');
    },
  },
  loggedOut: { check: visitorShown },
  // The login is out (held): the form's button is busy, "Loading…" over the page, no cookie yet.
  loggingIn: {
    holds: ['/api/login'],
    check: async (ctx) => {
      await expect(loginSubmit(ctx.page)).toBeDisabled();
      await loadingShown(ctx.page);
      expect(await hasSession(ctx.page.context())).toBe(false);
      expect(ctx.calls('/api/login').at(-1)?.body).toMatchObject({ loginId: ctx.member.loginId });
    },
  },
  // A member: both cookies; no visitor's welcome anywhere; after a login, the app goes on to home.
  loggedIn: {
    check: async (ctx) => {
      const { page, event } = ctx;
      await expect.poll(() => hasSession(page.context())).toBe(true);
      await expect(welcome(page)).toHaveCount(0);
      await expect(overlay(page)).toHaveCount(0);
      if (event.type === 'xstate.done.actor.login' || event.type === 'GRANTED') await pathIs(ctx, 'home');
    },
  },
  // The logout is out (held) with the member's token: "Loading…"; the session is forgotten whatever comes.
  loggingOut: {
    holds: ['/api/logout'],
    check: async (ctx) => {
      await loadingShown(ctx.page);
      const token = await cookieValue(ctx.page.context(), 'token');
      expect(ctx.calls('/api/logout').at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
    },
  },
};

/** The planned machine: no wallet spawned (one mock system for every path), the restrict page remembered. */
const planned = placeholderActors(
  sessionMachine.provide({
    actions: {
      openWallet: () => {},
      dropWallet: () => {},
      goToRestrict: assign({ restricted: true } as never) as never,
    },
  }),
);
const contextKey = (c: Context) => [
  c.loginId === null ? null : c.loginId === '' ? 'resumed' : 'named',
  c.loginError,
  !!c.restricted,
];

// Requests sent and not sent: one login per entry into loggingIn, one logout per entry into loggingOut.
const always = async (ctx: ModelContext) => {
  expect(ctx.calls('/api/login')).toHaveLength(ctx.entered('loggingIn'));
  expect(ctx.calls('/api/logout')).toHaveLength(ctx.entered('loggingOut'));
  await expect(main(ctx.page)).toBeVisible();
};

/** A visitor on the web: home, then everything the web can do with a session. */
export const sessionUi: UiModel<typeof sessionMachine> = {
  machine: sessionMachine,
  planned,
  input: { hasSessionCookies: false, device: 'web' },
  contextKey,
  maxSteps: 14,
  view: main,
  events,
  states,
  always,
  setup: async ({ page, member }) => {
    await page.context().clearCookies();
    await page.goto(`/m/${member.area}/home`);
  },
};

/** Only these events; the others are the visitor's table's. */
const only = (types: string[], mappings: Record<string, EventMapping> = {}) =>
  Object.fromEntries(
    Object.entries(events).map(([type, mapping]) => [
      type,
      mappings[type] ?? (types.includes(type) ? mapping : { ...mapping, unavailable: driven }),
    ]),
  ) as UiModel<typeof sessionMachine>['events'];

/** A login handed over from another site (contract §8): the page opens with its key, the member says yes. */
const handover = (withSession: boolean): UiModel<typeof sessionMachine> => ({
  ...sessionUi,
  variant: withSession ? 'handover over a session' : 'handover',
  input: { hasSessionCookies: withSession, device: 'web' },
  events: only([], {
    GRANTED: {
      payloads: [
        {
          type: 'GRANTED',
          loginId: 'MEMBER',
          grant: { sessionId: 's', token: 't', currId: 'VND', loginIpGeo: 'VN' },
        },
      ],
      perform: ({ page }) =>
        loginView(page)
          .getByRole('button', { name: t('login.handoverContinue'), exact: true })
          .click(),
      unavailable: { why: 'a key is spent once', when: (c) => c.loginId === 'MEMBER' },
    } as EventMapping,
  }),
  setup: async ({ page, request, member }) => {
    if (!withSession) await page.context().clearCookies();
    const hook = await request.post('/api/__demo/handover', { data: { loginId: member.loginId } });
    const key = ((await hook.json()) as { data: { key: string } }).data.key;
    await page.goto(`/m/${member.area}/member/login?loginKey=${key}`);
  },
  states: {
    ...states,
    // Before the member's yes: the question, no session.
    loggedOut: {
      check: async ({ page }) => {
        expect(await hasSession(page.context())).toBe(false);
        await expect(
          loginView(page).getByRole('button', { name: t('login.handoverContinue'), exact: true }),
        ).toBeEnabled();
      },
    },
  },
});

export const sessionHandoverUi = handover(false);
export const sessionHandoverSessionUi = handover(true);

/** A member in the Android app: every way out leads to the login page, and back in through it. */
export const sessionAppUi: UiModel<typeof sessionMachine> = {
  ...sessionUi,
  variant: 'app',
  userAgent: ANDROID_APP_UA,
  input: { hasSessionCookies: true, device: 'app' },
  events: only(
    [
      'LOGIN',
      'xstate.done.actor.login',
      'LOGOUT',
      'xstate.done.actor.logout',
      'xstate.error.actor.logout',
      'SESSION_ENDED',
    ],
    {
      CHANGED_ELSEWHERE: {
        ...events.CHANGED_ELSEWHERE,
        unavailable: [
          ...[events.CHANGED_ELSEWHERE.unavailable ?? []].flat(),
          { ...driven, when: (_, e) => (e as unknown as { loggedIn: boolean }).loggedIn },
        ],
      } as EventMapping,
    },
  ),
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/home`);
  },
};
