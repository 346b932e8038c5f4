import { expect, type Page } from '@playwright/test';
import { assign } from 'xstate';
import type { WithdrawInfoResponse } from '../../features/money/contract/moneyReplies';
import { withdrawMachine } from '../../features/money/machines/withdraw';

import { mainBalance } from '../helpers';
import { addBankOverApi, closeDialog, setMember, tap } from './members';
import { callFailures, errorLine, MAIN_1000, moneyTab, outcome } from './moneyCall.ui';
import { placeholderActors } from './plan';
import type { ModelContext, UiModel } from './runner';
import { t } from './texts';

/** The withdraw tab (bank/withdraw): saved accounts and limits read first, then one withdrawal at a time. */

/** The model's accounts are `MB0`, `MB1`: the member's first and second saved account in the app. */
const info = (banks: number): WithdrawInfoResponse =>
  ({
    memberBankList: Array.from({ length: banks }, (_, i) => ({ memberBankId: `MB${i}`, bankName: 'B' })),
    minAmount: '50',
    maxAmount: '100000',
  }) as never;
const bankIndex = (id: unknown) => Number(String(id).replace('MB', ''));

const tab = (page: Page) => page.locator('[data-machine="withdraw"]');
const form = (page: Page) => tab(page).locator('form');
const amount = (page: Page) => tab(page).locator('[name="amount"]');
const bank = (page: Page) => tab(page).locator('[name="memberBankId"]');
const submit = (page: Page) => page.getByRole('button', { name: t('withdraw.submit'), exact: true });

const money = moneyTab(tab, form, {
  start: MAIN_1000,
  info: '/api/getwithdrawinfo',
  moved: { ...MAIN_1000, '-': '900' },
  amounts: ['100', ''],
});

const formShown = async (ctx: ModelContext, { locked }: { locked: boolean }) => {
  const { page, model } = ctx;
  await expect(form(page)).toBeVisible();
  await expect(amount(page)).toHaveValue(model.context.amount as string);
  expect(await bank(page).evaluate((s: HTMLSelectElement) => s.selectedIndex)).toBe(
    bankIndex(model.context.memberBankId),
  );
  if (locked) {
    await expect(amount(page)).toBeDisabled();
    await expect(bank(page)).toBeDisabled();
  } else {
    await expect(amount(page)).toBeEnabled();
    await expect(bank(page)).toBeEnabled();
  }
};

export const withdrawUi: UiModel<typeof withdrawMachine> = {
  machine: withdrawMachine,
  planned: placeholderActors(withdrawMachine).provide({
    actions: { beginIntent: assign({ intentKey: 'k', before: MAIN_1000 }) },
  }),
  contextKey: (c: { amount: string; error: string | null; info: unknown; memberBankId: string }) => [
    c.amount,
    c.error,
    c.info === null,
    c.memberBankId,
  ],
  view: tab,
  // The success hold (1.5 s or 1 s) could pass on a busy machine before the state is seen: the clock stops
  // before the member's step that leads into it.
  holdClockBeforeDelays: true,
  setup: async ({ page, request, member }) => {
    await setMember(request, member, { balances: MAIN_1000 });
    await page.goto(`/m/${member.area}/bank/withdraw`);
  },

  events: {
    BANK_CHANGED: {
      payloads: [{ type: 'BANK_CHANGED', memberBankId: 'MB1' }],
      perform: async ({ page }, e) => {
        await bank(page).selectOption({ index: bankIndex(e.memberBankId) });
      },
      unavailable: {
        why: 'picking the account already picked sends nothing',
        when: (c, e) => c.memberBankId === e.memberBankId,
      },
    },
    SUBMIT: {
      before: (ctx) => money.readStart(ctx),
      perform: ({ page }) => tap(page, submit(page)),
    },
    ...money.events,
    'xstate.done.actor.loadInfo': {
      payloads: [
        { type: 'xstate.done.actor.loadInfo', output: info(0) },
        { type: 'xstate.done.actor.loadInfo', output: info(2) },
      ],
      // A new member has no saved account; two are added for the second answer.
      arm: async ({ request, member, data }, e) => {
        const banks = (e as unknown as { output: WithdrawInfoResponse }).output.memberBankList.length;
        const saved = (data.banks as number | undefined) ?? 0;
        for (let n = saved; n < banks; n++) await addBankOverApi(request, member, `01234567${n}0`);
        data.banks = Math.max(saved, banks);
      },
    },
    'xstate.done.actor.withdraw': {
      payloads: [{ type: 'xstate.done.actor.withdraw', output: { balance: '900' } }],
    },
    'xstate.error.actor.withdraw': callFailures(
      'xstate.error.actor.withdraw',
      '/api/withdraw',
      'acct_bank_notFound',
    ),
    'xstate.after.successHold.withdraw.succeeded': { delay: 1000 },
  },

  states: {
    // The accounts and limits are on their way, or refused; the outcome notices.
    ...money.states,
    // No saved account: the way to add one, no form.
    noBank: {
      check: async ({ page }) => {
        await expect(tab(page)).toContainText(t('withdraw.noBank'));
        await expect(tab(page).getByRole('link', { name: t('withdraw.addBank') })).toBeVisible();
        await expect(form(page)).toHaveCount(0);
      },
    },
    editing: {
      check: async (ctx) => {
        const { page, event, model } = ctx;
        if (event.type === 'xstate.error.actor.withdraw')
          await closeDialog(page, t(model.context.error as string));
        // The hold over, the success is announced.
        if (event.type.startsWith('xstate.after.')) await closeDialog(page, t('wallet_Success'));
        await formShown(ctx, { locked: false });
        await expect(submit(page)).toBeEnabled();
        const error = model.context.error as string | null;
        await errorLine(tab(page), error);
        await expect(outcome(page)).toHaveCount(0);
      },
    },
    // On its way with the picked account; nothing can send it again.
    submitting: {
      holds: ['/api/withdraw'],
      check: async (ctx) => {
        await formShown(ctx, { locked: true });
        await expect(submit(ctx.page)).toBeDisabled();
        const picked = await bank(ctx.page).inputValue();
        expect(ctx.calls('/api/withdraw').at(-1)?.body).toMatchObject({
          amount: ctx.model.context.amount,
          memberBankId: picked,
        });
      },
    },
    // The balances are read again: the form stays in view, locked, with no notice yet: nothing can be sent.
    rereading: {
      holds: ['/api/getallbalance'],
      check: async (ctx) => {
        await formShown(ctx, { locked: true });
        await expect(submit(ctx.page)).toBeDisabled();
        await expect(outcome(ctx.page)).toHaveCount(0);
      },
    },
    // The withdrawal was received: said, the form locked, the main balance from the answer.
    succeeded: {
      check: async (ctx) => {
        const { page } = ctx;
        await expect(tab(page).locator('.form-success')).toHaveText(t('withdraw.processing'));
        await formShown(ctx, { locked: true });
        // wallet_Success comes when the hold ends (spec §9), not before.
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        const backend = await setMember(ctx.request, ctx.member);
        expect(backend['-']).toBe('900');
        await expect(mainBalance(page)).toContainText('900');
      },
    },
  },

  always: async (ctx) => {
    expect(ctx.calls('/api/getwithdrawinfo')).toHaveLength(ctx.entered('loading'));
    expect(ctx.calls('/api/withdraw')).toHaveLength(ctx.entered('submitting'));
  },
};
