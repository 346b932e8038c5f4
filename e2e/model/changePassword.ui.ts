import { expect, type Page } from '@playwright/test';
import type { PasswordProvider } from '../../features/account/contract/accountReplies';
import { changePasswordMachine } from '../../features/account/machines/changePassword';

import { pick, refusedCall } from './members';
import { placeholderActors } from './plan';
import { reauthForm } from './reauth.ui';
import type { ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * A game provider's password (account/changepwd): the providers read first, the form checked, the member's
 * login password confirmed (`/api/checkpassword`), then the change. `PASSWORD` is the member's own.
 */

/** The providers as the demo backend lists them (their patterns decide the form's checks). */
const PROVIDERS: PasswordProvider[] = [
  {
    providerId: 'SBO',
    providerName: 'SBO Sports',
    acctId: '',
    pwdFormat: '^[A-Za-z0-9]{6,12}$',
    pwdFormatError: 'acct_pwdFormat_sbo',
  },
  {
    providerId: 'EVO',
    providerName: 'Evolution Live',
    acctId: '',
    pwdFormat: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[A-Za-z\\d]{8,16}$',
    pwdFormatError: 'acct_pwdFormat_evo',
  },
] as PasswordProvider[];

const view = (page: Page) => page.locator('[data-machine="changePassword"]');
const field = (page: Page, name: string) => view(page).locator(`[name="${name}"]`);
const submit = (page: Page) => view(page).getByRole('button', { name: t('pwd.submit') });

interface Ctx {
  providerId: string;
  newPwd: string;
  confirmPwd: string;
  error: string | null;
  changedProviderId: string | null;
}
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Ctx;

const formShown = async (ctx: ModelContext) => {
  const { page } = ctx;
  const c = contextOf(ctx);
  await expect(field(page, 'providerId')).toHaveValue(c.providerId);
  await expect(field(page, 'newPwd')).toHaveValue(c.newPwd);
  await expect(field(page, 'confirmPwd')).toHaveValue(c.confirmPwd);
  if (c.error) await expect(view(page).locator('#pwd-error')).toHaveText(t(c.error));
  else await expect(view(page).locator('#pwd-error')).toHaveCount(0);
};

const reauth = reauthForm({ view, submit, formShown });

export const changePasswordUi: UiModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  planned: placeholderActors(changePasswordMachine),
  contextKey: (c: Ctx & { providers: unknown[] }) => [
    c.providerId,
    c.newPwd,
    c.confirmPwd,
    c.error,
    c.changedProviderId,
    c.providers.length,
  ],
  view,
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/account/changepwd`);
  },

  events: {
    PROVIDER_CHANGED: {
      payloads: [{ type: 'PROVIDER_CHANGED', providerId: 'EVO' }],
      perform: ({ page }, e) => pick(field(page, 'providerId'), e.providerId),
      unavailable: {
        why: 'picking the provider already picked sends nothing',
        when: (c, e) => c.providerId === e.providerId,
      },
    },
    NEW_PWD_CHANGED: {
      payloads: [{ type: 'NEW_PWD_CHANGED', value: 'abc12345' }],
      perform: ({ page }, e) => field(page, 'newPwd').fill(e.value),
      unavailable: { why: 'typing the same text changes nothing', when: (c, e) => c.newPwd === e.value },
    },
    CONFIRM_PWD_CHANGED: {
      payloads: [
        { type: 'CONFIRM_PWD_CHANGED', value: 'abc12345' },
        { type: 'CONFIRM_PWD_CHANGED', value: 'zzz99999' },
      ],
      perform: ({ page }, e) => field(page, 'confirmPwd').fill(e.value),
      unavailable: { why: 'typing the same text changes nothing', when: (c, e) => c.confirmPwd === e.value },
    },
    ...reauth.events,
    'xstate.done.actor.loadProviders': {
      payloads: [
        { type: 'xstate.done.actor.loadProviders', output: PROVIDERS },
        { type: 'xstate.done.actor.loadProviders', output: [] },
      ] as never,
      // No provider account at all: the list answered empty for this page.
      arm: async ({ answerNext }, e) => {
        if ((e as unknown as { output: unknown[] }).output.length === 0)
          answerNext('/api/getchangepasswordprovider', { errorCode: 0, data: { providerList: [] } });
      },
    },
    'xstate.error.actor.loadProviders': refusedCall(
      'xstate.error.actor.loadProviders',
      '/api/getchangepasswordprovider',
      'acct_pwdFormat_sbo',
    ),
    'xstate.done.actor.changePassword': {
      payloads: [{ type: 'xstate.done.actor.changePassword', output: { acctId: 'NEW01' } }] as never,
    },
    'xstate.error.actor.changePassword': refusedCall(
      'xstate.error.actor.changePassword',
      '/api/changepassword',
      'acct_pwdFormat_sbo',
    ),
  },

  states: {
    noProviders: {
      check: async ({ page }) => {
        await expect(view(page)).toContainText(t('pwd.noProviders'));
        await expect(field(page, 'newPwd')).toHaveCount(0);
      },
    },
    ...reauth.states(
      (page) => field(page, 'newPwd'),
      ['/api/getchangepasswordprovider', 'acct_pwdFormat_sbo'],
      ['xstate.error.actor.changePassword', 'acct_pwdFormat_sbo'],
    ),
    // Its own read shows the busy placeholder too.
    loading: {
      holds: ['/api/getchangepasswordprovider'],
      check: async ({ page }) => {
        await expect(field(page, 'newPwd')).toHaveCount(0);
        await expect(view(page).locator('[aria-busy="true"]')).toHaveCount(1);
      },
    },
    // On its way, for the picked provider.
    submitting: {
      holds: ['/api/changepassword'],
      check: async (ctx) => {
        expect(ctx.calls('/api/changepassword').at(-1)?.body).toMatchObject({
          providerId: contextOf(ctx).providerId,
        });
        await expect(submit(ctx.page)).toBeDisabled();
      },
    },
    // The provider's new account id is shown.
    changed: {
      check: async (ctx) => {
        // "Password changed. Your {provider} account ID is now {acctId}.": its words before the values.
        await expect(view(ctx.page).getByText(t('pwd.changed').split('{')[0]!.trim())).toBeVisible();
        await expect(field(ctx.page, 'newPwd')).toHaveValue('');
      },
    },
  },

  always: async (ctx) => {
    expect(ctx.calls('/api/getchangepasswordprovider')).toHaveLength(ctx.entered('loading'));
    // The login password is checked once before each call: the step confirmed leads to it, nothing else.
    expect(ctx.calls('/api/checkpassword')).toHaveLength(ctx.entered('submitting'));
    expect(ctx.calls('/api/changepassword')).toHaveLength(ctx.entered('submitting'));
  },
};
