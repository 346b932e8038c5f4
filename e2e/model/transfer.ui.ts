import { expect, type Page } from '@playwright/test';
import { assign } from 'xstate';
import { sanitizeAmountInput } from '../../domain/money';
import { transferMachine } from '../../features/money/machines/transfer';

import { mainBalance } from '../helpers';
import { closeDialog, pick, setMember, tap } from './members';
import {
  callFailures,
  closeSuccess,
  dropIt,
  openTransferTab,
  outcome,
  rereadEvents,
  sendAgain,
  startBalances,
  unansweredStates,
} from './moneyCall.ui';
import { placeholderActors } from './plan';
import type { EventMapping, ModelContext, UiModel } from './runner';
import { amountText, t } from './texts';

/**
 * The transfer machine in the app (bank/transfer): what each of its events is for a member or for the demo
 * backend, and what each of its states shows.
 */

/** Balances at the start of every intent: main and SABA can both pay 1000, so the source holds 1000 either way. */
export const START = { '-': '1000', SBO: '0', SABA: '1000', EVO: '0', PT: '0', PG: '0', JILI: '0' };

const form = (page: Page) => page.locator('form.card');
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const submit = (page: Page) => page.getByRole('button', { name: t('transfer.submit'), exact: true });
const allInButtons = (page: Page) =>
  page.locator('.quick-list').getByRole('button', { name: new RegExp(`^${t('transfer.allIn')} `) });

/** The balances every intent starts from, read again by the wallet panel before the member acts. */
const startFromStart = (ctx: ModelContext) => startBalances(ctx, START);

/** The model has taken the balances the opened tab shows. */
const balancesKnown = (c: Record<string, unknown>) => Object.keys(c.balances as object).length > 0;

const unchanged = (field: string) => (context: Record<string, unknown>, value: unknown) =>
  context[field] === value;

/** A select of the form (`name`) set to the payload's `key`; the option already picked sends nothing. */
const picked = <T extends string, K extends string>(
  name: string,
  key: K,
  payload: { type: T } & { [k in K]: string },
): EventMapping<{ type: T } & { [k in K]: string }> => ({
  payloads: [payload],
  perform: ({ page }, e) => pick(field(page, name), e[key]),
  unavailable: {
    why: 'picking the option already picked sends nothing',
    when: (c, e) => unchanged(name)(c, e[key]),
  },
});

const formShown = async (ctx: ModelContext, { disabled }: { disabled: boolean }) => {
  const { page, model } = ctx;
  const types = ctx.history.map((e) => e.type);
  const lastMove = Math.max(
    types.lastIndexOf('xstate.done.actor.transfer'),
    types.lastIndexOf('xstate.done.actor.allIn'),
  );
  if (types.lastIndexOf('xstate.error.actor.rereadBalances') > lastMove) {
    // The balances could not be read again: no form to fill against amounts nobody has seen.
    await expect(page.locator('.tab-panel').getByText(t('wallet.loadFailed'))).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    return;
  }
  const c = model.context as { fromProvider: string; toProvider: string; amount: string; promoteId: string };
  await expect(form(page)).toBeVisible();
  await expect(outcome(page)).toHaveCount(0);
  await expect(field(page, 'fromProvider')).toHaveValue(c.fromProvider);
  await expect(field(page, 'toProvider')).toHaveValue(c.toProvider);
  await expect(field(page, 'amount')).toHaveValue(c.amount);
  await expect(field(page, 'promoteId')).toHaveValue(c.promoteId);
  for (const name of ['fromProvider', 'toProvider', 'amount', 'promoteId']) {
    if (disabled) await expect(field(page, name)).toBeDisabled();
    else await expect(field(page, name)).toBeEnabled();
  }
  if (disabled) await expect(submit(page)).toBeDisabled();
  else await expect(submit(page)).toBeEnabled();
};

const errorShown = async ({ page, model }: ModelContext) => {
  const error = model.context.error as string | null;
  if (error) await expect(page.locator('#transfer-error')).toHaveText(t(error));
  else await expect(page.locator('#transfer-error')).toHaveCount(0);
};

export const transferUi: UiModel<typeof transferMachine> = {
  machine: transferMachine,
  planned: placeholderActors(transferMachine).provide({
    actions: { beginIntent: assign({ intentKey: 'k', before: START }) },
  }),
  input: { fromProvider: '-' },
  contextKey: (c: {
    amount: string;
    error: string | null;
    pending: unknown;
    fromProvider: string;
    toProvider: string;
    promoteId: string;
    balances: Record<string, string>;
  }) => [
    balancesKnown(c),
    c.amount,
    c.error,
    c.pending === null ? null : 'allInTo' in (c.pending as object),
    c.fromProvider,
    c.toProvider,
    c.promoteId,
  ],
  view: (page) => page.locator('[data-machine="transfer"]'),
  // The success hold (1.5 s or 1 s) could pass on a busy machine before the state is seen: the clock stops
  // before the member's step that leads into it.
  holdClockBeforeDelays: true,
  setup: (ctx) => openTransferTab(ctx, START),

  events: {
    FROM_CHANGED: picked('fromProvider', 'providerId', { type: 'FROM_CHANGED', providerId: 'SABA' }),
    TO_CHANGED: picked('toProvider', 'providerId', { type: 'TO_CHANGED', providerId: 'SBO' }),
    AMOUNT_CHANGED: {
      payloads: [
        { type: 'AMOUNT_CHANGED', value: '10' },
        { type: 'AMOUNT_CHANGED', value: '5000' },
      ],
      perform: ({ page }, e) => field(page, 'amount').fill(e.value),
      unavailable: {
        why: 'typing the same amount changes nothing',
        when: (c, e) => unchanged('amount')(c, sanitizeAmountInput(e.value)),
      },
    },
    PROMOTION_CHANGED: picked('promoteId', 'promoteId', {
      type: 'PROMOTION_CHANGED',
      promoteId: 'WELCOME100',
    }),
    // The wallet's balances reach the flow by themselves (its `balances` actor follows the wallet panel),
    // once the tab has opened on START: the model takes them first, and the page has nothing to do.
    BALANCES: {
      payloads: [{ type: 'BALANCES', balances: START }],
      perform: async () => {},
      unavailable: [
        {
          why: 'the balances reach the flow by themselves; the model takes those of the opened tab, once',
          when: balancesKnown,
        },
        {
          in: ['submitting', 'allIn', 'rereading', 'moneyMoved', 'outcomeUnknown', 'succeeded'],
          why: 'the opened tab’s balances reached the flow while the form was being filled in',
        },
      ],
    },
    SUBMIT: {
      // The wallet panel shows 1000 for the source (main or SABA), read again just before the tap.
      before: startFromStart,
      perform: (ctx) => tap(ctx.page, submit(ctx.page)),
      unavailable: {
        why: 'the tab opens on balances the wallet has read: they reach the flow before any tap',
        when: (c) => !balancesKnown(c),
      },
    },
    ALL_IN: {
      payloads: [{ type: 'ALL_IN', providerId: 'EVO' }],
      before: startFromStart,
      perform: async (ctx, e) => {
        await tap(
          ctx.page,
          ctx.page.locator('.quick-list li').filter({ hasText: e.providerId }).getByRole('button'),
        );
      },
    },
    RETRY: {
      perform: ({ page }) => tap(page, sendAgain(page)),
    },
    DISMISS: {
      perform: ({ page }) => dropIt(page),
      unavailable: {
        in: ['succeeded'],
        why: 'the transfer tab has no control that ends the success hold early (the dialog’s OK does not)',
      },
    },
    'xstate.done.actor.transfer': {},
    'xstate.error.actor.transfer': callFailures(
      'xstate.error.actor.transfer',
      '/api/transfer',
      'wallet_amount_inSufficient',
    ),
    'xstate.done.actor.allIn': {},
    'xstate.error.actor.allIn': callFailures(
      'xstate.error.actor.allIn',
      '/api/allintransfer',
      'wallet_provider_notFound',
    ),
    // Balances that show the move (the call reached the server before the line dropped), or not.
    ...rereadEvents([
      { ...START, '-': '990', SBO: '10' },
      { ...START, '-': '0', EVO: '1000' },
    ]),
    'xstate.after.successHold.transfer.succeeded': { delay: 1500 },
  },

  untaken: {
    'transfer.succeeded DISMISS -> transfer.editing':
      'the transfer tab has no control that ends the success hold early (the dialog’s OK does not)',
  },
  states: {
    // The form, enabled, with the model's values and error.
    editing: {
      check: async (ctx) => {
        // A refusal is said in the notice dialog too; the member closes it.
        if (ctx.event.type.startsWith('xstate.error.actor.'))
          await closeDialog(ctx.page, t(ctx.model.context.error as string));
        await formShown(ctx, { disabled: false });
        await errorShown(ctx);
        await expect(allInButtons(ctx.page).first()).toBeEnabled();
      },
    },
    // The call is on its way: nothing can send it again; it carries exactly the form.
    submitting: {
      holds: ['/api/transfer'],
      check: async (ctx) => {
        await formShown(ctx, { disabled: true });
        await expect(allInButtons(ctx.page).first()).toBeDisabled();
        const c = ctx.model.context as Record<string, string>;
        expect(ctx.calls('/api/transfer').at(-1)?.body).toMatchObject({
          fromProvider: c.fromProvider,
          toProvider: c.toProvider,
          amount: c.amount,
          promoteId: c.promoteId,
        });
      },
    },
    allIn: {
      holds: ['/api/allintransfer'],
      check: async (ctx) => {
        await formShown(ctx, { disabled: true });
        await expect(allInButtons(ctx.page).first()).toBeDisabled();
        const to = ctx.model.context.toProvider;
        expect(ctx.calls('/api/allintransfer').at(-1)?.body).toMatchObject({ allinTo: to, providerId: to });
      },
    },
    // No answer: the balances are being read again; still nothing can be sent.
    rereading: {
      holds: ['/api/getallbalance'],
      check: async (ctx) => {
        await expect(submit(ctx.page)).toBeDisabled();
        await expect(outcome(ctx.page)).toHaveCount(0);
      },
    },
    ...unansweredStates(form),
    // The money moved: the confirmation, the form emptied, the panel shows the backend's main balance.
    succeeded: {
      check: async (ctx) => {
        const { page, request, member } = ctx;
        await expect(page.locator('.form-success')).toHaveText(t('wallet_Success'));
        await expect(field(page, 'amount')).toHaveValue('');
        const backend = await setMember(request, member);
        // A transfer moves money and never creates or loses it.
        const total = Object.values(backend).reduce((sum, b) => sum + Number(b), 0);
        expect(total).toBe(2000);
        expect(backend).not.toEqual(START);
        if (ctx.event.type === 'xstate.done.actor.allIn') expect(backend['-']).toBe('0');
        await expect(mainBalance(page)).toContainText(amountText(backend['-']));
        await closeSuccess(page);
      },
    },
  },

  // Requests sent and not sent: one transfer per entry into `submitting`, one all in per entry into
  // `allIn`; a resend carries the same Idempotency-Key.
  always: async (ctx) => {
    expect(ctx.calls('/api/transfer')).toHaveLength(ctx.entered('submitting'));
    expect(ctx.calls('/api/allintransfer')).toHaveLength(ctx.entered('allIn'));
    if (ctx.event.type === 'RETRY') {
      const sent = [...ctx.calls('/api/transfer'), ...ctx.calls('/api/allintransfer')];
      const keys = sent.map((c) => c.headers['idempotency-key']);
      expect(new Set(keys).size).toBeLessThan(keys.length);
    }
  },
};
