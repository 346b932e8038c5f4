import { expect, type Locator, type Page } from '@playwright/test';

import { closeDialog, press, refusedCall, tap } from './members';
import type { EventMapping, ModelContext, StateExpectation } from './runner';
import { t } from './texts';

/**
 * The UI tables' part for the login password step (features/account/machines/reauth.ts), once for every form that asks it
 * before sending (addBank, changePassword). `PASSWORD` in a payload stands for the member's own.
 */

export const step = (page: Page) => page.getByRole('group', { name: t('reauth.title') });
export const real = (ctx: ModelContext, value: string) =>
  value === 'PASSWORD' ? ctx.member.password : value;

interface ReauthForm {
  view: (page: Page) => Locator;
  submit: (page: Page) => Locator;
  /** The form with the model's values. */
  formShown: (ctx: ModelContext) => Promise<void>;
}

/**
 * A form that asks for the step before it sends: its events (the submit, the step's field and buttons, the
 * check's answers, "Try again" on a failed read) and its own states around the step.
 */
export const reauthForm = ({ view, submit, formShown }: ReauthForm) => ({
  events: {
    SUBMIT: { perform: ({ page }) => tap(page, submit(page)) } as EventMapping<{ type: 'SUBMIT' }>,
    REAUTH_PWD_CHANGED: {
      payloads: [{ type: 'REAUTH_PWD_CHANGED', value: 'PASSWORD' }],
      perform: (ctx, e) => step(ctx.page).getByLabel(t('reauth.password')).fill(real(ctx, e.value)),
      unavailable: {
        why: 'typing the same text changes nothing',
        when: (c, e) => (c.reauth as { password: string }).password === e.value,
      },
    } as EventMapping<{ type: 'REAUTH_PWD_CHANGED'; value: string }>,
    CONFIRM: {
      perform: ({ page }) => tap(page, step(page).getByRole('button', { name: t('reauth.confirm') })),
    } as EventMapping<{ type: 'CONFIRM' }>,
    CANCEL: { perform: ({ page }) => press(step(page), 'reauth.cancel') } as EventMapping<{ type: 'CANCEL' }>,
    RETRY: { perform: ({ page }) => press(view(page), 'common.retry') } as EventMapping<{ type: 'RETRY' }>,
    'xstate.done.actor.checkPassword': {} as EventMapping,
    'xstate.error.actor.checkPassword': refusedCall(
      'xstate.error.actor.checkPassword',
      '/api/checkpassword',
      'acct_password_wrong',
    ),
  },
  /**
   * Its read on the way (`[path, refusal key]`; `field`, any field of the form, absent) and refused (said),
   * the form open (the send's refusal, `[event type, key]`, said first) and the step asked over the form.
   */
  states: (
    field: (page: Page) => Locator,
    [readPath, loadRefused]: [string, string],
    [refusal, key]: [string, string],
  ) =>
    ({
      loading: {
        holds: [readPath],
        check: async ({ page }) => {
          await expect(field(page)).toHaveCount(0);
        },
      },
      loadFailed: {
        check: async ({ page }) => {
          await closeDialog(page, t(loadRefused));
          await expect(view(page)).toContainText(t('acct.loadFailed'));
          await expect(field(page)).toHaveCount(0);
        },
      },
      editing: {
        check: async (ctx) => {
          if (ctx.event.type === refusal) await closeDialog(ctx.page, t(key));
          await formShown(ctx);
          await expect(submit(ctx.page)).toBeEnabled();
          await expect(step(ctx.page)).toHaveCount(0);
        },
      },
      reauthenticating: {
        check: async (ctx) => {
          await formShown(ctx);
          await expect(step(ctx.page)).toBeVisible();
        },
      },
    }) satisfies Record<string, StateExpectation>,
});
