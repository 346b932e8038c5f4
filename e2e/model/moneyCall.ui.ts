import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { type BalancesEvent, type CallFailure, failureOf } from '../../features/money/machines/moneyCall';
import { expectFlowState, failNext, mainBalance } from '../helpers';
import { closeDialog, dialogUp, refusedCall, setMember, tap } from './members';
import type { EventMapping, ModelContext, StateExpectation } from './runner';
import { amountText, t } from './texts';

/**
 * The UI tables' part for the money call (features/money/machines/moneyCall.ts), once for every flow built on it (transfer,
 * withdraw, deposit): its failures as the demo backend gives them, the balances read again after no answer,
 * and the notice of an unknown outcome.
 */

export type Balances = Record<string, string>;

/** 1000 in the main wallet, nothing at any provider: what a deposit or a withdrawal starts from. */
export const MAIN_1000: Balances = {
  '-': '1000',
  SBO: '0',
  SABA: '0',
  EVO: '0',
  PT: '0',
  PG: '0',
  JILI: '0',
};

/** A refusal the server said (`errorCode` 2 with its key), and no answer at all. */
export const known = (key: string) => ({ code: 2, key });
export const unknown = { code: null, key: 'acct_NetworkFail' };

export const outcome = (page: Page) => page.locator('.outcome-unknown');

/** The balances every intent starts from, read again by the wallet panel before the member acts. */
export async function startBalances(ctx: ModelContext, balances: Balances) {
  await setMember(ctx.request, ctx.member, { balances });
  await ctx.page.clock.fastForward(600);
  await ctx.page.getByRole('button', { name: t('wallet.refreshAll') }).click();
  // Read: the new balances show while the spinner turns its last 500 ms, passed on the clock.
  const wallet = ctx.page.locator('[data-machine="wallet"]');
  await expectFlowState(wallet, 'settling');
  await expect(mainBalance(ctx.page)).toContainText(amountText(balances['-']));
  await ctx.page.clock.fastForward(600);
  await expectFlowState(wallet, 'ready');
}

/** The transfer tab (bank/transfer) opened on these balances, once the wallet panel has read them. */
export async function openTransferTab(
  ctx: Omit<ModelContext, 'model' | 'event' | 'entered' | 'history'>,
  balances: Balances,
) {
  await setMember(ctx.request, ctx.member, { balances });
  await ctx.page.goto(`/m/${ctx.member.area}/bank/transfer`);
  await expectFlowState(ctx.page.locator('[data-machine="wallet"]'), 'ready');
}

/** The demo backend answers the member's next call to `path` with this failure. */
export const failCall = (path: string) => async (ctx: ModelContext, event: AnyEventObject) => {
  const failure: CallFailure = failureOf(event.error);
  await failNext(
    ctx.request,
    ctx.member.token,
    failure.code === null ? { path, network: true } : { path, errorCode: 2, key: failure.key },
  );
};

/** The call's failures: no answer, and one refusal with `key`. */
export const callFailures = <T extends string>(type: T, path: string, key: string) => ({
  payloads: [
    { type, error: unknown },
    { type, error: known(key) },
  ],
  arm: failCall(path),
});

/** The balances read again after no answer: `moved` (the money moved before the line dropped), or as they were. */
export const rereadEvents = (moved: Balances[]) => ({
  'xstate.done.actor.rereadBalances': {
    payloads: [
      ...moved.map((output) => ({ type: 'xstate.done.actor.rereadBalances', output })),
      { type: 'xstate.done.actor.rereadBalances', output: undefined },
    ],
    arm: async ({ request, member }: ModelContext, e: { output?: Balances }) => {
      if (e.output) await setMember(request, member, { balances: e.output });
    },
  } as EventMapping,
  'xstate.error.actor.rereadBalances': {
    payloads: [{ type: 'xstate.error.actor.rereadBalances', error: new Error('balances not read') }],
    arm: ({ request, member }: ModelContext) =>
      failNext(request, member.token, {
        path: '/api/getallbalance',
        errorCode: 2,
        key: 'wallet_provider_notFound',
      }),
  } as EventMapping,
});

/** The outcome notices: money moved (nothing to send again), or unknown ("Send again"); no form under them. */
export const unansweredStates = (form: (page: Page) => ReturnType<Page['locator']>) =>
  ({
    moneyMoved: {
      check: async ({ page }) => {
        await expect(outcome(page)).toContainText(t('wallet.movedTitle'));
        await expect(outcome(page).getByRole('button', { name: t('wallet.unknownRetry') })).toHaveCount(0);
        await expect(form(page)).toHaveCount(0);
      },
    },
    outcomeUnknown: {
      check: async ({ page, event }) => {
        // Balances that could not be read again are said in the notice dialog.
        if (event.type === 'xstate.error.actor.rereadBalances')
          await closeDialog(page, t('wallet_provider_notFound'));
        await expect(outcome(page)).toContainText(t('wallet.unknownTitle'));
        await expect(outcome(page).getByRole('button', { name: t('wallet.unknownRetry') })).toBeEnabled();
        await expect(form(page)).toHaveCount(0);
      },
    },
  }) satisfies Record<string, StateExpectation>;

/** "Send again" after an unknown outcome; "Drop it" on either notice. */
export const sendAgain = (page: Page) =>
  outcome(page).getByRole('button', { name: t('wallet.unknownRetry') });
export const dropIt = (page: Page) =>
  outcome(page)
    .getByRole('button', { name: t('wallet.unknownDismiss') })
    .click();

/** The form's error line: the model's message (its text before any value), or none. */
export async function errorLine(root: ReturnType<Page['locator']>, error: string | null) {
  if (error) await expect(root.locator('.form-error')).toContainText(t(error).split('{')[0]!);
  else await expect(root.locator('.form-error')).toHaveCount(0);
}

/** A tab that reads its limits first (`path`): the refusal of that read, as the demo backend gives it. */
export const infoRefused = (path: string) =>
  refusedCall('xstate.error.actor.loadInfo', path, 'wallet_provider_notFound');

/** Its read on the way (a placeholder, no form; the call held), and refused (said, then "Try again"). */
export const infoStates = (tab: (page: Page) => ReturnType<Page['locator']>, path: string) =>
  ({
    loading: {
      holds: [path],
      check: async ({ page }) => {
        await expect(tab(page)).toHaveAttribute('aria-busy', 'true');
        await expect(tab(page).locator('form')).toHaveCount(0);
      },
    },
    loadFailed: {
      check: async ({ page }) => {
        await closeDialog(page, t('wallet_provider_notFound'));
        await expect(tab(page)).toContainText(t('wallet.loadFailed'));
        await expect(tab(page).getByRole('button', { name: t('common.retry') })).toBeEnabled();
        await expect(tab(page).locator('form')).toHaveCount(0);
      },
    },
  }) satisfies Record<string, StateExpectation>;

/** The success said in the global dialog while the clock is stopped for the success hold; closed. */
export async function closeSuccess(page: Page) {
  await dialogUp(page, t('wallet_Success'));
  await closeDialog(page, t('wallet_Success'));
}

/**
 * A bank tab that reads its limits first (`info`, the read's path), then sends one money call (deposit,
 * withdraw) from the balances `start`: the amount typed (`amounts`, the payloads), RETRY ("Try again"
 * after a failed read, "Send again" after an unknown outcome), "Drop it", the read refused, the balances
 * read again (`moved`: after the money moved); the read's states and the outcome notices over `form`.
 */
export const moneyTab = (
  tab: (page: Page) => ReturnType<Page['locator']>,
  form: (page: Page) => ReturnType<Page['locator']>,
  { info, start, moved, amounts }: { info: string; start: Balances; moved: Balances; amounts: string[] },
) => ({
  /** The balances the tab starts from, read again by the wallet panel (before the member sends). */
  readStart: (ctx: ModelContext) => startBalances(ctx, start),
  events: {
    AMOUNT_CHANGED: {
      payloads: amounts.map((value) => ({ type: 'AMOUNT_CHANGED', value }) as const),
      perform: ({ page }, e) => tab(page).locator('[name="amount"]').fill(e.value),
      unavailable: { why: 'typing the same amount changes nothing', when: (c, e) => c.amount === e.value },
    } as EventMapping<{ type: 'AMOUNT_CHANGED'; value: string }>,
    RETRY: {
      // The model is already in the state the step leads to.
      perform: async (ctx) =>
        ctx.model.value === 'loading'
          ? ctx.page.getByRole('button', { name: t('common.retry') }).click()
          : tap(ctx.page, sendAgain(ctx.page)),
    } as EventMapping<{ type: 'RETRY' }>,
    DISMISS: { perform: ({ page }) => dropIt(page) } as EventMapping<{ type: 'DISMISS' }>,
    // The wallet panel's "refresh all": the wallet reads the balances again and they reach the flow (its
    // `balances` actor follows the wallet); the intents begin from `start`.
    BALANCES: {
      payloads: [{ type: 'BALANCES', balances: start }],
      perform: (ctx) => startBalances(ctx, start),
      unavailable: {
        in: [
          'loading',
          'loadFailed',
          'noBank',
          'submitting',
          'rereading',
          'moneyMoved',
          'outcomeUnknown',
          'succeeded',
          'showingQr',
        ],
        why: 'the wallet panel is read again from the open form here; elsewhere its balances reach the flow all the same, and the intents begin from `start`',
      },
    } as EventMapping<BalancesEvent>,
    'xstate.error.actor.loadInfo': infoRefused(info) as EventMapping,
    ...rereadEvents([moved]),
  },
  states: { ...infoStates(tab, info), ...unansweredStates(form) },
});
