import { expect, type Page } from '@playwright/test';
import { assign } from 'xstate';
import type { DepositInfoResponse } from '../../features/money/contract/moneyReplies';
import { type DepositMode, depositMachine } from '../../features/money/machines/deposit';
import { failureOf } from '../../features/money/machines/moneyCall';

import { mainBalance } from '../helpers';
import { closeDialog, pick, setMember, tap } from './members';
import { callFailures, closeSuccess, errorLine, MAIN_1000, moneyTab, outcome } from './moneyCall.ui';
import { placeholderActors } from './plan';
import type { ModelContext, StateExpectation, UiModel, Unavailable } from './runner';
import { amountText, t } from './texts';

/**
 * The deposit machine in the app, in its two modes: the Deposit tab (bank/deposit: a deposit books at once)
 * and quickpay (bank/quickpay: the answer is a QR image in the global dialog).
 */

/** The demo backend's methods and limits (demo/world.ts DEPOSIT_METHODS). */
const INFO: DepositInfoResponse = {
  methodList: [
    { methodId: 'bank', methodName: 'Bank transfer', minAmount: '50', maxAmount: '50000' },
    { methodId: 'qr', methodName: 'QR pay', minAmount: '20', maxAmount: '20000' },
    { methodId: 'card', methodName: 'Phone card', minAmount: '10', maxAmount: '5000' },
  ],
} as DepositInfoResponse;

/** Why a refusal cannot be followed on quickpay. */
const QUICKPAY_DIALOG =
  'a refusal is said in the global dialog, and closing any dialog on the quickpay route goes back to the screen before it (spec §2 screen 1): the view and its machine are gone';

const tab = (page: Page) => page.locator('[data-machine="deposit"]');
const form = (page: Page) => tab(page).locator('form');
const amount = (page: Page) => tab(page).locator('[name="amount"]');
const method = (page: Page, id: string) => tab(page).locator(`[name="methodId"][value="${id}"]`);
const promotion = (page: Page) => tab(page).locator('[name="promoteId"]');
const submit = (page: Page, mode: DepositMode) =>
  page.getByRole('button', {
    name: t(mode === 'quickpay' ? 'quickpay.submit' : 'deposit.submit'),
    exact: true,
  });
const dialog = (page: Page) => page.getByRole('alertdialog');

const money = moneyTab(tab, form, {
  start: MAIN_1000,
  info: '/api/getdepositinfo',
  moved: { ...MAIN_1000, '-': '1100' },
  // Within every method's limits, and below the bank transfer's minimum (50).
  amounts: ['100', '20'],
});

const modeOf = (ctx: ModelContext) => ctx.model.context.mode as DepositMode;

/** The form with the model's values; locked (`fieldset` and fields disabled) unless editing. */
const formShown = async (ctx: ModelContext, { locked }: { locked: boolean }) => {
  const { page, model } = ctx;
  const c = model.context as { methodId: string; amount: string; promoteId: string };
  await expect(form(page)).toBeVisible();
  await expect(outcome(page)).toHaveCount(0);
  await expect(method(page, c.methodId)).toBeChecked();
  await expect(amount(page)).toHaveValue(c.amount);
  if (modeOf(ctx) === 'deposit') await expect(promotion(page)).toHaveValue(c.promoteId);
  else await expect(promotion(page)).toHaveCount(0);
  for (const field of [amount(page), method(page, c.methodId), submit(page, modeOf(ctx))]) {
    if (locked) await expect(field).toBeDisabled();
    else await expect(field).toBeEnabled();
  }
};

/** On its way to `path`, with these of the model's fields. */
const sending = (path: string, fields: string[]): StateExpectation => ({
  holds: [path],
  check: async (ctx) => {
    const c = ctx.model.context as Record<string, string>;
    expect(ctx.calls(path).at(-1)?.body).toMatchObject(Object.fromEntries(fields.map((f) => [f, c[f]])));
  },
});

const events: UiModel<typeof depositMachine>['events'] = {
  METHOD_CHANGED: {
    payloads: [{ type: 'METHOD_CHANGED', methodId: 'card' }],
    perform: ({ page }, e) => method(page, e.methodId).check(),
    unavailable: {
      why: 'picking the method already picked sends nothing',
      when: (c, e) => c.methodId === e.methodId,
    },
  },
  PROMOTION_CHANGED: {
    payloads: [{ type: 'PROMOTION_CHANGED', promoteId: 'WELCOME100' }],
    perform: ({ page }, e) => pick(promotion(page), e.promoteId),
    unavailable: {
      why: 'quickpay has no promotion; picking the one already picked sends nothing',
      when: (c, e) => c.mode === 'quickpay' || c.promoteId === e.promoteId,
    },
  },
  SUBMIT: {
    // The Deposit tab's wallet panel shows the balances again first (quickpay's screen has none: no money moves).
    before: (ctx) => (modeOf(ctx) === 'deposit' ? money.readStart(ctx) : Promise.resolve()),
    perform: (ctx) => tap(ctx.page, submit(ctx.page, modeOf(ctx))),
  },
  ...money.events,
  BALANCES: {
    ...money.events.BALANCES,
    unavailable: [
      money.events.BALANCES.unavailable as Unavailable,
      {
        when: (c) => c.mode === 'quickpay',
        why: 'the quickpay screen has no wallet panel (no money moves there)',
      },
    ],
  },
  DISMISS: {
    ...money.events.DISMISS,
    unavailable: {
      in: ['succeeded'],
      why: 'the deposit tab has no control that ends the success hold early (the dialog’s OK does not)',
    },
  },
  'xstate.done.actor.loadInfo': { payloads: [{ type: 'xstate.done.actor.loadInfo', output: INFO }] },
  'xstate.error.actor.loadInfo': {
    ...money.events['xstate.error.actor.loadInfo'],
    unavailable: { when: (c) => c.mode === 'quickpay', why: QUICKPAY_DIALOG },
  },
  'xstate.done.actor.deposit': {
    // The demo backend answers with the main balance; a server may answer with nothing.
    payloads: [
      { type: 'xstate.done.actor.deposit', output: { balance: '1100' } },
      { type: 'xstate.done.actor.deposit', output: {} },
    ],
    arm: async (ctx, e) => {
      if (e.output.balance === undefined) ctx.answerNext('/api/deposit', { errorCode: 0, data: {} });
    },
  },
  'xstate.error.actor.deposit': callFailures(
    'xstate.error.actor.deposit',
    '/api/deposit',
    'acct_bank_notFound',
  ),
  'xstate.done.actor.quickpay': {
    payloads: [{ type: 'xstate.done.actor.quickpay', output: { qrImage: 'qr' } }],
  },
  'xstate.error.actor.quickpay': {
    ...callFailures('xstate.error.actor.quickpay', '/api/quickpay', 'acct_bank_notFound'),
    unavailable: { when: (_, e) => failureOf(e.error).code !== null, why: QUICKPAY_DIALOG },
  },
  'xstate.done.actor.showQr': {
    unavailable: {
      why: 'closing the QR on the quickpay route goes back to the screen before it (spec §2 screen 1): the view and its machine are gone',
    },
  },
  'xstate.error.actor.showQr': {
    unavailable: { why: 'the global dialog always answers (runtime.ask never fails)' },
  },
  'xstate.after.successHold.deposit.succeeded': { delay: 1500 },
};

const states: UiModel<typeof depositMachine>['states'] = {
  // The methods and limits are on their way, or refused; the outcome notices.
  ...money.states,
  // The form, open, with the model's values, the method's limits and the error.
  editing: {
    check: async (ctx) => {
      const { page, event, model } = ctx;
      const error = model.context.error as string | null;
      // A refusal the server said comes in the notice dialog too.
      if (event.type.startsWith('xstate.error.actor.') && error !== 'acct_NetworkFail')
        await closeDialog(page, t(error as string));
      await formShown(ctx, { locked: false });
      await expect(tab(page).locator('#deposit-limits')).toBeVisible();
      await errorLine(tab(page), error);
    },
  },
  // On its way: nothing can send it again.
  submitting: {
    check: async (ctx) => formShown(ctx, { locked: true }),
  },
  // Passed through at once: the mode picks the call. The form is locked and the call that went out is the
  // mode's: a deposit on the Deposit tab, a QR on quickpay.
  'submitting.choosing': {
    check: async (ctx) => {
      await formShown(ctx, { locked: true });
      const quickpay = modeOf(ctx) === 'quickpay';
      expect(ctx.calls(quickpay ? '/api/quickpay' : '/api/deposit').length).toBeGreaterThan(0);
      expect(ctx.calls(quickpay ? '/api/deposit' : '/api/quickpay')).toHaveLength(0);
    },
  },
  'submitting.booking': sending('/api/deposit', ['methodId', 'amount', 'promoteId']),
  'submitting.requestingQr': sending('/api/quickpay', ['methodId', 'amount']),
  // The QR in the global dialog, with the amount; the form under it stays locked.
  showingQr: {
    check: async (ctx) => {
      const { page } = ctx;
      await expect(dialog(page).locator('img')).toHaveAttribute('src', /^data:image\//);
      await expect(dialog(page)).toContainText(t('quickpay_scan'));
      await expect(dialog(page)).toContainText(String(ctx.model.context.amount));
      await formShown(ctx, { locked: true });
    },
  },
  // No answer: the balances are read again, the form locked, no notice yet.
  rereading: {
    holds: ['/api/getallbalance'],
    check: async (ctx) => formShown(ctx, { locked: true }),
  },
  // The money is in: said, the form emptied and locked, the main balance from the answer (or read again).
  succeeded: {
    check: async (ctx) => {
      const { page } = ctx;
      await formShown(ctx, { locked: true });
      const backend = await setMember(ctx.request, ctx.member);
      // Answered with nothing, the demo backend booked nothing either (the answer was the test's).
      const answered = (ctx.event as { output?: { balance?: string } }).output?.balance;
      const sent = Number(ctx.calls('/api/deposit').at(-1)?.body.amount);
      const main = answered ? Number(MAIN_1000['-']) + sent : Number(MAIN_1000['-']);
      expect(Number(backend['-'])).toBe(main);
      if (answered) await expect(mainBalance(page)).toContainText(amountText(main));
      await closeSuccess(page);
    },
  },
};

const planned = placeholderActors(depositMachine).provide({
  actions: { beginIntent: assign({ intentKey: 'k', before: MAIN_1000 }) },
});
const contextKey = (c: { amount: string; error: string | null; methodId: string; promoteId: string }) => [
  c.amount,
  c.error,
  c.methodId,
  c.promoteId,
];

export const depositUi: UiModel<typeof depositMachine> = {
  machine: depositMachine,
  planned,
  input: { mode: 'deposit' },
  contextKey,
  view: tab,
  // The success hold (1.5 s or 1 s) could pass on a busy machine before the state is seen: the clock stops
  // before the member's step that leads into it.
  holdClockBeforeDelays: true,
  setup: async ({ page, request, member }) => {
    await setMember(request, member, { balances: MAIN_1000 });
    await page.goto(`/m/${member.area}/bank/deposit`);
  },
  events,
  states,
  untaken: {
    'deposit.showingQr xstate.done.actor.showQr -> deposit.editing':
      'closing the QR on the quickpay route goes back to the screen before it (spec §2 screen 1): the view and its machine are gone before the answer',
    'deposit.showingQr xstate.error.actor.showQr -> deposit.editing':
      'the QR is the global dialog, which always answers (runtime.ask never rejects)',
    'deposit.succeeded DISMISS -> deposit.editing':
      'the Deposit tab has no control that ends the success hold early (the dialog’s OK does not)',
  },
  // Requests sent and not sent: one per entry into the state that sends it; a resend keeps its key.
  always: async (ctx) => {
    expect(ctx.calls('/api/getdepositinfo')).toHaveLength(ctx.entered('loading'));
    expect(ctx.calls('/api/deposit')).toHaveLength(ctx.entered('submitting.booking'));
    expect(ctx.calls('/api/quickpay')).toHaveLength(ctx.entered('submitting.requestingQr'));
    if (ctx.event.type === 'RETRY' && ctx.model.value !== 'loading') {
      const keys = ctx.calls('/api/deposit').map((c) => c.headers['idempotency-key']);
      expect(new Set(keys).size).toBeLessThan(keys.length);
    }
  },
};

export const quickpayUi: UiModel<typeof depositMachine> = {
  ...depositUi,
  variant: 'quickpay',
  input: { mode: 'quickpay' },
  setup: async ({ page, request, member }) => {
    await setMember(request, member, { balances: MAIN_1000 });
    await page.goto(`/m/${member.area}/bank/quickpay`);
  },
};
