import { expect, type Page } from '@playwright/test';
import { loginMachine } from '../../features/account/machines/login';
import { hasSession } from '../helpers';
import { closeDialog } from './members';
import { placeholderActors } from './plan';
import type { ModelContext, StateExpectation, UiModel } from './runner';
import { t } from './texts';

/**
 * The login page (member/login) for a visitor: the form, logging in, forgot password. The model's texts
 * `MEMBER`, `PASSWORD`, `EMAIL` are the test's own member's login id, password and email; anything else is
 * typed as it is. (A session handed over from another site, `handingOver.*`, and one resumed, `resuming`,
 * start from other inputs: `loginResumeUi` below covers `resuming`, `loginHandoverUi` and
 * `loginHandoverSessionUi` the handover.)
 */

const real = (ctx: Pick<ModelContext, 'member'>, value: string) =>
  value === 'MEMBER'
    ? ctx.member.loginId
    : value === 'PASSWORD'
      ? ctx.member.password
      : value === 'EMAIL@example.com'
        ? `${ctx.member.loginId}@example.com`
        : value;

const view = (page: Page) => page.locator('[data-machine="login"]');
const field = (page: Page, id: string) => page.locator(`#${id}`);

/** A field's event: the member types `value` into the field `id`; the same text again changes nothing. */
const typing = (type: string, value: string, id: string, contextKey: string) => ({
  payloads: [{ type, value }],
  perform: (ctx: ModelContext, e: { value: string }) => field(ctx.page, id).fill(real(ctx, e.value)),
  unavailable: {
    why: 'typing the same text changes nothing',
    when: (c: Record<string, unknown>, e: { value: string }) => c[contextKey] === e.value,
  },
});
const loginSubmit = (page: Page) => view(page).getByRole('button', { name: t('login.submit'), exact: true });
const forgotSubmit = (page: Page) => view(page).getByRole('button', { name: t('login.forgotSubmit') });
const refusal = (key: string) => ({ errorCode: 2, data: { resorceCode: [key] } });

const inForgot = (value: unknown) => typeof value === 'object' && value !== null && 'forgot' in value;

const formShown = async (ctx: ModelContext) => {
  const { page, model } = ctx;
  const c = model.context as { loginId: string; password: string; error: string | null };
  await expect(field(ctx.page, 'login-id')).toHaveValue(real(ctx, c.loginId));
  await expect(field(ctx.page, 'login-password')).toHaveValue(real(ctx, c.password));
  await expect(loginSubmit(page)).toBeEnabled();
  if (c.error) await expect(view(page)).toContainText(t(c.error));
};

const unavailableHere = { why: 'a visitor’s login page has no handover to confirm' };

const events: UiModel<typeof loginMachine>['events'] = {
  LOGIN_ID_CHANGED: {
    payloads: [
      { type: 'LOGIN_ID_CHANGED', value: 'MEMBER' },
      { type: 'LOGIN_ID_CHANGED', value: '' },
    ],
    perform: (ctx: ModelContext, e: { value: string }) =>
      field(ctx.page, inForgot(ctx.model.value) ? 'forgot-id' : 'login-id').fill(real(ctx, e.value)),
    unavailable: {
      why: 'typing the same text changes nothing',
      when: (c: Record<string, unknown>, e: { value: string }) => c.loginId === e.value,
    },
  },
  PASSWORD_CHANGED: typing('PASSWORD_CHANGED', 'PASSWORD', 'login-password', 'password'),
  EMAIL_CHANGED: typing('EMAIL_CHANGED', 'EMAIL@example.com', 'forgot-email', 'email'),
  SUBMIT: {
    perform: async ({ page, model }: ModelContext) => {
      await (inForgot(model.value) ? forgotSubmit(page) : loginSubmit(page)).click();
    },
  },
  FORGOT: {
    perform: ({ page }: ModelContext) =>
      view(page)
        .getByRole('button', { name: t('login.forgot') })
        .click(),
  },
  BACK: {
    perform: ({ page }: ModelContext) =>
      view(page)
        .getByRole('button', { name: t('login.backToLogin') })
        .click(),
  },
  CONFIRM: { unavailable: unavailableHere },
  CANCEL: { unavailable: unavailableHere },
  'xstate.done.actor.logIn': {},
  'xstate.error.actor.logIn': {
    payloads: [{ type: 'xstate.error.actor.logIn', error: { code: 2, key: 'acct_loginFail' } }],
    arm: async ({ answerNext }: ModelContext) => answerNext('/api/login', refusal('acct_loginFail')),
  },
  'xstate.done.actor.requestReset': {},
  'xstate.error.actor.requestReset': {
    payloads: [{ type: 'xstate.error.actor.requestReset', error: { code: 2, key: 'acct_forgot_notMatch' } }],
    arm: async ({ answerNext }: ModelContext) =>
      answerNext('/api/forgotpassword', refusal('acct_forgot_notMatch')),
  },
  'xstate.done.actor.resumeSession': {},
  'xstate.error.actor.resumeSession': {
    payloads: [{ type: 'xstate.error.actor.resumeSession', error: { code: 2, key: 'acct_loginFail' } }],
    arm: async ({ answerNext }: ModelContext) => answerNext('/api/sessionlogin', refusal('acct_loginFail')),
  },
  'xstate.done.actor.identifyHandover': { unavailable: unavailableHere },
  'xstate.error.actor.identifyHandover': { unavailable: unavailableHere },
  'xstate.done.actor.grantHandover': { unavailable: unavailableHere },
  'xstate.error.actor.grantHandover': { unavailable: unavailableHere },
} as never;

const notDriven: StateExpectation = {
  check: async () => {
    throw new Error('the handover is driven by loginHandoverUi');
  },
};

const states: UiModel<typeof loginMachine>['states'] = {
  // Transient: the way in is picked before anything renders; the page shows the one picked, the form or
  // the busy card of a resume or a handover, never a state of its own.
  starting: {
    check: async ({ page, model }) => {
      await expect(view(page)).not.toHaveAttribute('data-state', 'starting');
      if (model.value === 'editing') await expect(loginSubmit(page)).toBeVisible();
      else await expect(view(page).locator('.busy-card[aria-busy="true"]')).toBeVisible();
    },
  },
  handingOver: notDriven,
  'handingOver.identifying': notDriven,
  'handingOver.confirming': notDriven,
  'handingOver.granting': notDriven,
  // The browser's session is confirmed by the server first; no form meanwhile.
  resuming: {
    holds: ['/api/sessionlogin'],
    check: async ({ page }) => {
      await expect(view(page)).toContainText(t('login.resuming'));
      await expect(field(page, 'login-id')).toHaveCount(0);
    },
  },
  editing: {
    check: async (ctx) => {
      const { event, page } = ctx;
      // A refusal is said in the dialog (and so not again under the form); a reset is announced there.
      if (event.type === 'xstate.error.actor.logIn') await closeDialog(page, t('acct_loginFail'));
      if (event.type === 'xstate.error.actor.resumeSession') await closeDialog(page, t('acct_loginFail'));
      if (event.type === 'xstate.done.actor.requestReset')
        await closeDialog(page, t('acct_Passowrd_ResetSuccess'));
      await formShown(ctx);
      expect(await hasSession(page.context())).toBe(false);
    },
  },
  // The login is on its way, with the trimmed id: no second submit.
  loggingIn: {
    holds: ['/api/login'],
    check: async (ctx) => {
      await expect(loginSubmit(ctx.page)).toBeDisabled();
      expect(ctx.calls('/api/login').at(-1)?.body).toMatchObject({ loginId: ctx.member.loginId });
    },
  },
  forgot: { check: async ({ page }) => expect(field(page, 'login-password')).toHaveCount(0) },
  'forgot.filling': {
    check: async (ctx) => {
      const { page, event, model } = ctx;
      if (event.type === 'xstate.error.actor.requestReset')
        await closeDialog(page, t('acct_forgot_notMatch'));
      await expect(field(page, 'forgot-id')).toHaveValue(real(ctx, model.context.loginId as string));
      await expect(field(page, 'forgot-email')).toHaveValue(real(ctx, model.context.email as string));
      await expect(forgotSubmit(page)).toBeEnabled();
      if (model.context.error) await expect(view(page)).toContainText(t(model.context.error as string));
    },
  },
  'forgot.sending': {
    holds: ['/api/forgotpassword'],
    check: async (ctx) => {
      await expect(forgotSubmit(ctx.page)).toBeDisabled();
      expect(ctx.calls('/api/forgotpassword').at(-1)?.body).toMatchObject({
        loginId: ctx.member.loginId,
        email: `${ctx.member.loginId}@example.com`,
      });
    },
  },
  // Logged in: the page has moved on to home with the session's cookies.
  done: {
    leaves: true,
    check: async ({ page, member }) => {
      await page.waitForURL(`**/m/${member.area}/home`);
      await expect.poll(() => hasSession(page.context())).toBe(true);
    },
  },
};

const always = async (ctx: ModelContext) => {
  expect(ctx.calls('/api/login')).toHaveLength(ctx.entered('loggingIn'));
  expect(ctx.calls('/api/forgotpassword')).toHaveLength(ctx.entered('forgot.sending'));
};

const contextKey = (c: { loginId: string; password: string; email: string; error: string | null }) => [
  c.loginId,
  c.password,
  c.email,
  c.error,
];

export const loginUi: UiModel<typeof loginMachine> = {
  machine: loginMachine,
  planned: placeholderActors(loginMachine),
  input: { hasSession: false, handoverKey: null },
  contextKey,
  view,
  events,
  states,
  always,
  setup: async ({ page, member }) => {
    // A visitor: the member's session cookies are dropped.
    await page.context().clearCookies();
    await page.goto(`/m/${member.area}/member/login`);
  },
};

/** The same page opened with a session in the browser: it is resumed, or refused and the form shown. */
export const loginResumeUi: UiModel<typeof loginMachine> = {
  ...loginUi,
  variant: 'resume',
  input: { hasSession: true, handoverKey: null },
  // Only the resume is this variant's: the form after it is the visitor's (loginUi).
  events: Object.fromEntries(
    Object.entries(events).map(([type, mapping]) => [
      type,
      type.endsWith('.resumeSession') ? mapping : { ...mapping, unavailable: { why: 'driven in loginUi' } },
    ]),
  ) as typeof events,
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/member/login`);
  },
  states: {
    ...states,
    editing: {
      check: async (ctx) => {
        if (ctx.event.type === 'xstate.error.actor.resumeSession')
          await closeDialog(ctx.page, t('acct_loginFail'));
        await expect(field(ctx.page, 'login-id')).toBeVisible();
        await expect(loginSubmit(ctx.page)).toBeEnabled();
      },
    },
  },
  always: async () => {},
};

/**
 * A login handed over from another site (contract §8 "Login handover"): the page opens with
 * `?loginKey=` from the demo backend's `/api/__demo/handover` (for the test's own member). The member is
 * asked "Continue as …?" before anything is granted; cancelling opens the form (a visitor) or keeps the
 * session the browser holds (`loginHandoverSessionUi`).
 */
const handoverOnly = new Set([
  'CONFIRM',
  'CANCEL',
  'xstate.done.actor.identifyHandover',
  'xstate.error.actor.identifyHandover',
  'xstate.done.actor.grantHandover',
  'xstate.error.actor.grantHandover',
]);
const handoverEvents = (withResume: boolean) =>
  Object.fromEntries(
    Object.entries(events).map(([type, mapping]) => [
      type,
      handoverOnly.has(type) || (withResume && type.endsWith('.resumeSession'))
        ? (handoverMappings[type] ?? mapping)
        : { ...mapping, unavailable: { why: 'driven in loginUi' } },
    ]),
  ) as typeof events;

const handoverButton = (page: Page, key: 'login.handoverContinue' | 'login.handoverCancel') =>
  view(page).getByRole('button', { name: t(key), exact: true });

const handoverMappings: Record<string, unknown> = {
  CONFIRM: { perform: ({ page }: ModelContext) => handoverButton(page, 'login.handoverContinue').click() },
  CANCEL: { perform: ({ page }: ModelContext) => handoverButton(page, 'login.handoverCancel').click() },
  'xstate.done.actor.identifyHandover': {
    payloads: [{ type: 'xstate.done.actor.identifyHandover', output: { loginId: 'MEMBER' } }],
  },
  'xstate.error.actor.identifyHandover': {
    payloads: [
      { type: 'xstate.error.actor.identifyHandover', error: { code: 2, key: 'acct_loginFrom_invalid' } },
    ],
    arm: async ({ answerNext }: ModelContext) =>
      answerNext('/api/getloginfrom', refusal('acct_loginFrom_invalid')),
  },
  'xstate.done.actor.grantHandover': {
    payloads: [{ type: 'xstate.done.actor.grantHandover', output: {} }],
  },
  'xstate.error.actor.grantHandover': {
    payloads: [
      { type: 'xstate.error.actor.grantHandover', error: { code: 2, key: 'acct_loginFrom_invalid' } },
    ],
    arm: async ({ answerNext }: ModelContext) =>
      answerNext('/api/fromlogin', refusal('acct_loginFrom_invalid')),
  },
};

const handoverStates = (withSession: boolean): UiModel<typeof loginMachine>['states'] => ({
  ...states,
  handingOver: {
    check: async ({ page }) => {
      await expect(field(page, 'login-id')).toHaveCount(0);
      await expect(field(page, 'login-password')).toHaveCount(0);
    },
  },
  // `/api/getloginfrom` is on its way with the key: whose login it is not known yet.
  'handingOver.identifying': {
    holds: ['/api/getloginfrom'],
    check: async ({ page, calls, data }) => {
      await expect(view(page)).toContainText(t('login.handingOver'));
      await expect(handoverButton(page, 'login.handoverContinue')).toHaveCount(0);
      expect(calls('/api/getloginfrom').at(-1)?.body).toEqual({ key: data.key });
    },
  },
  // Asked first: nothing granted before the member says yes.
  'handingOver.confirming': {
    check: async ({ page, member, calls }) => {
      await expect(
        view(page).getByRole('heading', {
          name: t('login.handoverQuestion').replace('{loginId}', member.loginId),
        }),
      ).toBeVisible();
      const lead = withSession ? t('login.handoverSwitch') : t('login.handoverLead');
      await expect(view(page)).toContainText(lead.replace('{loginId}', member.loginId));
      await expect(handoverButton(page, 'login.handoverContinue')).toBeEnabled();
      await expect(handoverButton(page, 'login.handoverCancel')).toBeEnabled();
      expect(calls('/api/fromlogin')).toHaveLength(0);
      // The key left the address as the page opened.
      expect(new URL(page.url()).searchParams.has('loginKey')).toBe(false);
    },
  },
  // `/api/fromlogin` with the key and the site: the buttons are gone, the member is named.
  'handingOver.granting': {
    holds: ['/api/fromlogin'],
    check: async ({ page, member, calls, data }) => {
      await expect(view(page)).toContainText(t('login.handingOverAs').replace('{loginId}', member.loginId));
      await expect(handoverButton(page, 'login.handoverContinue')).toHaveCount(0);
      expect(calls('/api/fromlogin').at(-1)?.body).toEqual({ key: data.key, loginSite: 'mobile' });
    },
  },
  editing: {
    check: async (ctx) => {
      const { event, page } = ctx;
      // A key refused is said in the dialog; a cancelled one just opens the form.
      if (event.type.startsWith('xstate.error.actor.')) await closeDialog(page, t(refusedKeyOf(event.type)));
      // A refused grant keeps the login id the key named; a refused or cancelled key leaves it empty.
      await expect(field(page, 'login-id')).toHaveValue(real(ctx, ctx.model.context.loginId as string));
      await expect(loginSubmit(page)).toBeEnabled();
      if (!withSession) expect(await hasSession(page.context())).toBe(false);
      // The key leaves the address as the page opens: a reload opens the form.
      expect(new URL(page.url()).searchParams.has('loginKey')).toBe(false);
    },
  },
  done: {
    leaves: true,
    check: async ({ page, member, calls, history }) => {
      await page.waitForURL(`**/m/${member.area}/home`);
      await expect.poll(() => hasSession(page.context())).toBe(true);
      // Granted only on the member's yes; a cancel over an open session resumes it instead.
      expect(calls('/api/fromlogin')).toHaveLength(history.some((e) => e.type === 'CONFIRM') ? 1 : 0);
    },
  },
});

const refusedKeyOf = (type: string) =>
  type.endsWith('.resumeSession') ? 'acct_loginFail' : 'acct_loginFrom_invalid';

const handoverSetup =
  (withSession: boolean): UiModel<typeof loginMachine>['setup'] =>
  async ({ page, request, member, data }) => {
    if (!withSession) await page.context().clearCookies();
    const hook = await request.post('/api/__demo/handover', { data: { loginId: member.loginId } });
    data.key = ((await hook.json()) as { data: { key: string } }).data.key;
    await page.goto(`/m/${member.area}/member/login?loginKey=${data.key}`);
  };

/** A handover link's model, opened with or without a session the browser holds. */
const handoverParts = (
  withSession: boolean,
): Pick<UiModel<typeof loginMachine>, 'input' | 'events' | 'states' | 'always' | 'setup'> => ({
  input: { hasSession: withSession, handoverKey: 'KEY' },
  events: handoverEvents(withSession),
  states: handoverStates(withSession),
  always: async (ctx) => {
    // A key is spent once, and a confirmed handover does not start the login page over on its way out.
    expect(ctx.calls('/api/getloginfrom')).toHaveLength(ctx.entered('handingOver.identifying'));
    expect(ctx.calls('/api/fromlogin')).toHaveLength(ctx.entered('handingOver.granting'));
    if (withSession) expect(ctx.calls('/api/sessionlogin')).toHaveLength(ctx.entered('resuming'));
  },
  setup: handoverSetup(withSession),
});

export const loginHandoverUi: UiModel<typeof loginMachine> = {
  ...loginUi,
  variant: 'handover',
  ...handoverParts(false),
};

/** A handover link opened over a session the browser holds: cancelling keeps (resumes) that session. */
export const loginHandoverSessionUi: UiModel<typeof loginMachine> = {
  ...loginUi,
  variant: 'handover over a session',
  ...handoverParts(true),
};
