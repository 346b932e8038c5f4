import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { JoinField } from '../../domain/validators';
import { registrationMachine } from '../../features/account/machines/registration';
import { apiLogin, hasSession, repoFile } from '../helpers';
import { press } from './members';
import { placeholderActors } from './plan';
import { type Hold, heldBack, type ModelContext, type UiModel } from './runner';
import { MODEL_AREA_INACTIVE, MODEL_REGISTRATION, t } from './texts';

/**
 * Registration (`JoinNow`) in the app, for a visitor: the login id checked while they type, the form
 * checked on submit, then the account's email and phone, then the account created and the member logged in.
 * The ids, emails and phones a path types are its own (`0000000` in a payload is the path's own number), so paths
 * never find each other's accounts.
 */

const CODES = '**/m/static/country-phone-codes.json';
/** The phone codes the local file gives. */
const DIAL_CODES = (
  JSON.parse(readFileSync(repoFile('public/static/country-phone-codes.json'), 'utf8')) as {
    countryCodes: { dialCode: string }[];
  }
).countryCodes.map((c) => c.dialCode);
const FIELDS: JoinField[] = ['loginId', 'password', 'fullName', 'email', 'countryCode', 'phone'];
const OTHERS = ['password', 'fullName', 'email', 'phone'] as const;

type Context = {
  form: Record<JoinField, string>;
  errors: Partial<Record<JoinField, string>>;
  formError: string | null;
  countryCodes: string[];
};
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Context;
/** What the member types for a model value: `0000000` is the path's own number. */
const PATH_NUMBER = '0000000';
const typed = (ctx: { data: Record<string, unknown> }, value: string) =>
  value.replace(PATH_NUMBER, String(ctx.data.suffix));

const view = (page: Page) => page.locator('[data-machine="registration"]');
const field = (page: Page, name: JoinField) => view(page).locator(`[name="${name}"]`);
const submit = (page: Page) => view(page).getByRole('button', { name: t('join.submit') });
const status = (page: Page) => view(page).locator('#join-loginId-status');
const refused = (key: string) => ({ errorCode: 2, data: { resorceCode: [key] } });
const BUSY = ['form.loading', 'form.loadFailed', 'form.checkingAccount', 'form.creating', 'form.registered'];

/** The fields with the model's values, each with its own message (or none), and the form's message. */
async function formShown(ctx: ModelContext, { locked }: { locked: boolean }) {
  const { page } = ctx;
  const c = contextOf(ctx);
  for (const name of FIELDS) {
    await expect(field(page, name)).toHaveValue(typed(ctx, c.form[name]));
    const message = view(page).locator(`#join-${name}-error`);
    const key = c.errors[name];
    if (key) await expect(message).toHaveText(t(key));
    else await expect(message).toHaveCount(0);
  }
  if (c.formError) await expect(view(page).locator('#join-form-error')).toHaveText(t(c.formError));
  else await expect(view(page).locator('#join-form-error')).toHaveCount(0);
  for (const name of ['loginId', ...OTHERS] as const) {
    if (locked) await expect(field(page, name)).toBeDisabled();
    else await expect(field(page, name)).toBeEnabled();
  }
}

const events: UiModel<typeof registrationMachine>['events'] = {
  FIELD_CHANGED: {
    payloads: [
      // A login id the format refuses, and one of the path's own.
      { type: 'FIELD_CHANGED', field: 'loginId', value: 'ab1' },
      { type: 'FIELD_CHANGED', field: 'loginId', value: 'join0000000' },
      { type: 'FIELD_CHANGED', field: 'password', value: 'secret12' },
      { type: 'FIELD_CHANGED', field: 'fullName', value: 'Model Member' },
      { type: 'FIELD_CHANGED', field: 'email', value: 'join0000000@example.com' },
      { type: 'FIELD_CHANGED', field: 'phone', value: '090000000' },
    ],
    perform: (ctx, e) => field(ctx.page, e.field).fill(typed(ctx, e.value)),
    unavailable: [
      {
        in: BUSY,
        why: 'the fields are locked while the account is checked or created, and gone on a failed read; the phone codes are a local file: the member types once it is read',
      },
      {
        why: 'typing the value the field holds sends nothing',
        when: (c, e) => (c as unknown as Context).form[e.field] === e.value,
      },
    ],
  },
  // A plain tap: no time may pass (the id's check waits for the member's pause on the page's clock).
  SUBMIT: { perform: ({ page }) => submit(page).click() },
  RETRY: { perform: ({ page }) => press(view(page), 'common.retry') },
  'xstate.done.actor.loadCountryCodes': {
    payloads: [{ type: 'xstate.done.actor.loadCountryCodes', output: DIAL_CODES }],
  },
  'xstate.error.actor.loadCountryCodes': {
    payloads: [{ type: 'xstate.error.actor.loadCountryCodes', error: new Error('codes not read') }],
    arm: async ({ data }) => {
      data.failCodes = true;
    },
  },
  'xstate.done.actor.checkLoginId': {},
  'xstate.error.actor.checkLoginId': {
    payloads: [
      { type: 'xstate.error.actor.checkLoginId', error: { code: 2, key: 'acct_loginId_taken' } },
      { type: 'xstate.error.actor.checkLoginId', error: { code: null, key: 'acct_NetworkFail' } },
    ],
    arm: async (ctx) => ctx.answerNext('/api/joinnow/valid/checkloginid', refused('acct_loginId_taken')),
    unavailable: {
      when: (_, e) => (e.error as { code: unknown }).code === null,
      why: 'no answer is the host failover’s (maintenance, spec §8): the page is gone',
    },
  },
  'xstate.done.actor.checkAccountInfo': {},
  'xstate.error.actor.checkAccountInfo': {
    // A refusal under its field, and one for the whole form.
    payloads: [
      { type: 'xstate.error.actor.checkAccountInfo', error: { code: 2, key: 'acct_email_taken' } },
      { type: 'xstate.error.actor.checkAccountInfo', error: { code: 2, key: 'page_Maintenance1' } },
    ],
    arm: async (ctx, e) =>
      ctx.answerNext('/api/joinnow/valid/accountinfo', refused((e.error as { key: string }).key)),
  },
  'xstate.done.actor.create': {
    // The demo backend opens accounts in VND and IDR only: in an area it has none for (a run in Thai,
    // Malay or Chinese), the account is answered with a session of the path's own member.
    arm: async (ctx) => {
      if (!MODEL_AREA_INACTIVE) return;
      const session = await apiLogin(ctx.request, ctx.member);
      ctx.answerNext('/api/joinnow/create', {
        errorCode: 0,
        data: { ...session, currId: MODEL_REGISTRATION.currId },
      });
    },
  },
  'xstate.error.actor.create': {
    payloads: [{ type: 'xstate.error.actor.create', error: { code: 2, key: 'acct_phone_taken' } }],
    arm: async (ctx) => ctx.answerNext('/api/joinnow/create', refused('acct_phone_taken')),
  },
  'xstate.after.checkDelay.registration.loginId.waiting': { delay: 500 },
};
export const registrationUi: UiModel<typeof registrationMachine> = {
  machine: registrationMachine,
  planned: placeholderActors(registrationMachine),
  input: { ...MODEL_REGISTRATION, referralId: '', trackingTag: '' },
  contextKey: (c: Context) => [
    c.form.loginId,
    OTHERS.filter((name) => c.form[name]).length,
    Object.entries(c.errors)
      .filter(([, key]) => key)
      .sort()
      .join(),
    c.formError,
    c.countryCodes.length > 0,
  ],
  maxSteps: 24,
  view,
  // The id is checked once the member pauses (500 ms): the clock stops before they type.
  holdClockBeforeDelays: true,
  setup: async (ctx) => {
    const { page, data } = ctx;
    data.suffix = String(Math.floor(1_000_000 + Math.random() * 9_000_000));
    // The member's own session is not wanted here: registration is for visitors.
    await page.context().clearCookies();
    await page.route(CODES, async (route) => {
      const hold = data.codesHold as { arrived: () => void; released: Promise<void> } | undefined;
      if (hold) {
        data.codesHold = undefined;
        hold.arrived();
        await hold.released;
      }
      if (data.failCodes) {
        data.failCodes = false;
        return route.abort('failed');
      }
      return route.fallback();
    });
    await page.goto(`/m/${ctx.member.area}/JoinNow`);
  },
  events,
  untaken: {
    'registration.loginId.checking xstate.error.actor.checkLoginId -> registration.loginId.unchecked [unanswered]':
      'no answer to the id’s check is the host failover’s: maintenance and its alert (spec §8), the page is gone',
    'registration.form.loading FIELD_CHANGED -> (self) [isOtherField]':
      'the phone codes are a local file, read as the page opens; the path holds the read only while `form.loading` is checked, and the member types once it is read',
    'registration.form.loadFailed FIELD_CHANGED -> (self) [isOtherField]':
      'the failed read’s card has no form to type in',
  },
  states: {
    // The id's line: a status (checking, available) or a message under the id, never both at once.
    loginId: {
      check: async ({ page }) => {
        const shown =
          (await status(page).count()) + (await view(page).locator('#join-loginId-error').count());
        expect(shown).toBeLessThanOrEqual(1);
      },
    },
    // The registration card with its title, until the member is in and the app goes on.
    form: {
      check: async ({ page, model }) => {
        const registered = JSON.stringify(model.value).includes('registered');
        await expect(view(page).getByRole('heading', { name: t('join.title') })).toHaveCount(
          registered ? 0 : 1,
        );
      },
    },
    // Nothing typed yet: no status, nothing asked.
    'loginId.unchecked': {
      check: async ({ page }) => expect(status(page)).toHaveCount(0),
    },
    // The member is typing: the check waits for the pause.
    'loginId.waiting': {
      check: async ({ page }) => expect(status(page)).toHaveCount(0),
    },
    'loginId.checking': {
      holds: ['/api/joinnow/valid/checkloginid'],
      check: async (ctx) => {
        await expect(status(ctx.page)).toHaveText(t('join.checkingId'));
        expect(ctx.calls('/api/joinnow/valid/checkloginid').at(-1)?.body).toMatchObject({
          loginId: typed(ctx, contextOf(ctx).form.loginId),
        });
      },
    },
    'loginId.available': {
      check: async (ctx) => {
        if (contextOf(ctx).errors.loginId) await expect(status(ctx.page)).toHaveCount(0);
        else await expect(status(ctx.page)).toContainText(t('join.idAvailable'));
      },
    },
    // Refused by the server or by the format: the message under the id (checked with the form).
    'loginId.taken': {
      check: async ({ page }) => {
        await expect(status(page)).toHaveCount(0);
        await expect(view(page).locator('#join-loginId-error')).toHaveText(t('acct_loginId_taken'));
      },
    },
    'loginId.invalid': {
      check: async ({ page }) => {
        await expect(status(page)).toHaveCount(0);
        await expect(view(page).locator('#join-loginId-error')).toHaveText(t('acct_loginId_format'));
      },
    },
    // The phone codes are read (the local file held): the code the area gives is the only choice.
    'form.loading': {
      waitsOn: ({ data }): Hold => {
        const { hold, arrive, released } = heldBack();
        data.codesHold = { arrived: arrive, released };
        return hold;
      },
      check: async ({ page }) => {
        await expect(field(page, 'countryCode')).toBeDisabled();
        await expect(field(page, 'countryCode').locator('option')).toHaveCount(1);
      },
    },
    'form.loadFailed': {
      check: async ({ page }) => {
        await expect(view(page)).toContainText(t('join.loadFailed'));
        await expect(view(page).getByRole('button', { name: t('common.retry') })).toBeEnabled();
        await expect(view(page).locator('form')).toHaveCount(0);
      },
    },
    // The form, open: every field with its value and message.
    'form.filling': {
      check: async (ctx) => {
        await formShown(ctx, { locked: false });
        await expect(field(ctx.page, 'countryCode')).toBeEnabled();
        await expect(submit(ctx.page)).toBeEnabled();
      },
    },
    // Email and phone are checked with the server (held): the form locked.
    'form.checkingAccount': {
      holds: ['/api/joinnow/valid/accountinfo'],
      check: async (ctx) => {
        await formShown(ctx, { locked: true });
        const f = contextOf(ctx).form;
        expect(ctx.calls('/api/joinnow/valid/accountinfo').at(-1)?.body).toMatchObject({
          email: typed(ctx, f.email),
          phone: typed(ctx, f.phone),
          countryCode: f.countryCode,
        });
      },
    },
    // The account is created (held): the form locked; the password leaves encrypted.
    'form.creating': {
      holds: ['/api/joinnow/create'],
      check: async (ctx) => {
        await formShown(ctx, { locked: true });
        const f = contextOf(ctx).form;
        const body = ctx.calls('/api/joinnow/create').at(-1)?.body ?? {};
        expect(body).toMatchObject({
          loginId: typed(ctx, f.loginId),
          fullName: f.fullName,
          email: typed(ctx, f.email),
          phone: typed(ctx, f.phone),
          countryCode: f.countryCode,
          currId: MODEL_REGISTRATION.currId,
        });
        expect(body.password).not.toBe(f.password);
      },
    },
    // The member is in: the session is stored and the app goes on (home).
    'form.registered': {
      leaves: true,
      check: async ({ page, member }) => {
        await expect.poll(() => hasSession(page.context())).toBe(true);
        await expect(page).toHaveURL(new RegExp(`/m/${member.area}/home$`));
      },
    },
  },
  // Requests sent and not sent: each check once per entry into its state, nothing while the form is invalid.
  always: async (ctx) => {
    expect(ctx.calls('/api/joinnow/valid/checkloginid')).toHaveLength(ctx.entered('loginId.checking'));
    expect(ctx.calls('/api/joinnow/valid/accountinfo')).toHaveLength(ctx.entered('form.checkingAccount'));
    expect(ctx.calls('/api/joinnow/create')).toHaveLength(ctx.entered('form.creating'));
  },
};
