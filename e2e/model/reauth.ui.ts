import { expect, type Locator, type Page } from '@playwright/test';
import { reauthMachine } from '../../features/account/machines/reauth';
import { closeDialog, press, refusedCall, tap } from './members';
import { placeholderActors } from './plan';
import type { EventMapping, ModelContext, StateExpectation, UiModel } from './runner';
import { t } from './texts';

/**
 * The login password step (features/account/machines/reauth.ts): its own table (`reauthUi`, driven in the
 * add-bank form), and the part of the tables of every form that invokes it before sending (addBank,
 * changePassword), where the step is one state whose outcome the member decides. `PASSWORD` in a payload
 * stands for the member's own.
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
 * A form that asks for the step before it sends: its events (the submit, the step's outcome as the member
 * decides it, "Try again" on a failed read) and its own states around the step.
 */
export const reauthForm = ({ view, submit, formShown }: ReauthForm) => ({
  events: {
    SUBMIT: { perform: ({ page }) => tap(page, submit(page)) } as EventMapping<{ type: 'SUBMIT' }>,
    RETRY: { perform: ({ page }) => press(view(page), 'common.retry') } as EventMapping<{ type: 'RETRY' }>,
    // The step's outcome: the member's own password confirmed (the server's token goes with the call), or
    // the step cancelled. The step's own states are `reauthUi`'s.
    'xstate.done.actor.reauth': {
      payloads: [
        { type: 'xstate.done.actor.reauth', output: { reauthToken: 'TOKEN' } },
        { type: 'xstate.done.actor.reauth', output: 'cancelled' },
      ],
      perform: async (ctx, e) => {
        if ((e as { output?: unknown }).output === 'cancelled') return press(step(ctx.page), 'reauth.cancel');
        await step(ctx.page).getByLabel(t('reauth.password')).fill(ctx.member.password);
        await tap(ctx.page, step(ctx.page).getByRole('button', { name: t('reauth.confirm') }));
      },
    } as EventMapping,
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
      // The login password is asked for over the form; the call itself is not sent yet.
      reauthenticating: {
        check: async (ctx) => {
          await formShown(ctx);
          await expect(step(ctx.page)).toBeVisible();
          await expect(step(ctx.page)).toHaveAttribute('data-machine', 'reauth');
          await expect(step(ctx.page)).toHaveAttribute('data-state', 'asking');
          await expect(step(ctx.page).getByLabel(t('reauth.password'))).toHaveValue('');
          await expect(submit(ctx.page)).toHaveCount(0);
        },
      },
    }) satisfies Record<string, StateExpectation>,
});

// --- The step's own table, in the add-bank form ----------------------------------------------------------

const bankForm = (page: Page) => page.locator('[data-machine="addBank"]');
const bankField = (page: Page, name: string) => bankForm(page).locator(`[name="${name}"]`);

interface Ctx {
  password: string;
  error: string | null;
}
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Ctx;

/** The step's field and buttons, and the form it belongs to with the values typed before. */
const stepShown = async (ctx: ModelContext) => {
  await expect(bankField(ctx.page, 'bankAccNo')).toHaveValue('190312345678');
  await expect(bankField(ctx.page, 'bankAccNo')).toBeDisabled();
};

export const reauthUi: UiModel<typeof reauthMachine> = {
  machine: reauthMachine,
  planned: placeholderActors(reauthMachine),
  contextKey: (c: Ctx) => [c.password, c.error],
  view: (page) => step(page),
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/account/bankinfo`);
    await bankField(page, 'bankId').selectOption('TCB');
    await bankField(page, 'bankAddress').fill('Hanoi');
    await bankField(page, 'bankAccNo').fill('190312345678');
    await tap(page, bankForm(page).getByRole('button', { name: t('bankinfo.submit') }));
  },
  events: {
    REAUTH_PWD_CHANGED: {
      payloads: [{ type: 'REAUTH_PWD_CHANGED', value: 'PASSWORD' }],
      perform: (ctx, e) => step(ctx.page).getByLabel(t('reauth.password')).fill(real(ctx, e.value)),
      unavailable: {
        why: 'typing the same text changes nothing',
        when: (c, e) => (c as unknown as Ctx).password === e.value,
      },
    },
    CONFIRM: {
      perform: ({ page }) => tap(page, step(page).getByRole('button', { name: t('reauth.confirm') })),
    },
    CANCEL: { perform: ({ page }) => press(step(page), 'reauth.cancel') },
    'xstate.done.actor.checkPassword': {},
    'xstate.error.actor.checkPassword': refusedCall(
      'xstate.error.actor.checkPassword',
      '/api/checkpassword',
      'acct_password_wrong',
    ),
  },
  states: {
    // The password as typed, the refusal under it; a wrong password is said here, not in the dialog.
    asking: {
      check: async (ctx) => {
        const { password, error } = contextOf(ctx);
        await stepShown(ctx);
        if (ctx.event.type === 'xstate.error.actor.checkPassword')
          await expect(ctx.page.getByRole('alertdialog')).toHaveCount(0);
        await expect(step(ctx.page).getByLabel(t('reauth.password'))).toHaveValue(real(ctx, password));
        await expect(step(ctx.page).getByRole('button', { name: t('reauth.confirm') })).toBeEnabled();
        if (error) await expect(step(ctx.page)).toContainText(t(error));
      },
    },
    // `/api/checkpassword` is in flight: nothing can be confirmed again or cancelled.
    checking: {
      holds: ['/api/checkpassword'],
      check: async (ctx) => {
        await stepShown(ctx);
        await expect(step(ctx.page).getByRole('button', { name: t('reauth.confirm') })).toBeDisabled();
        await expect(step(ctx.page).getByRole('button', { name: t('reauth.cancel') })).toBeDisabled();
      },
    },
    // Confirmed: the step is gone, the form's call leaves with the server's token.
    confirmed: {
      leaves: true,
      holds: ['/api/addmemberbank'],
      check: async ({ page, calls }) => {
        await expect(step(page)).toHaveCount(0);
        await expect(bankForm(page)).toHaveAttribute('data-state', 'submitting');
        expect(calls('/api/addmemberbank')).toHaveLength(1);
        expect(calls('/api/addmemberbank')[0]?.headers['x-reauth-token']).toMatch(/^[\w-]{16,}$/);
      },
    },
    // Cancelled: the step is gone, the form is back with its values, nothing sent.
    cancelled: {
      leaves: true,
      check: async ({ page, calls }) => {
        await expect(step(page)).toHaveCount(0);
        await expect(bankForm(page)).toHaveAttribute('data-state', 'editing');
        await expect(bankField(page, 'bankAccNo')).toHaveValue('190312345678');
        expect(calls('/api/addmemberbank')).toHaveLength(0);
      },
    },
  },
  always: async (ctx) => {
    expect(ctx.calls('/api/checkpassword')).toHaveLength(ctx.entered('checking'));
  },
};
