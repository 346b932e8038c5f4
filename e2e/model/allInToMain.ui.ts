import { expect, type Page } from '@playwright/test';
import type { AllInCheckResponse } from '../../features/money/contract/moneyReplies';
import { allInToMainMachine } from '../../features/money/machines/allInToMain';

import { expectFlowState, mainBalance } from '../helpers';
import { closeDialog, refusedCall, setMember, tap } from './members';
import { openTransferTab } from './moneyCall.ui';
import { placeholderActors } from './plan';
import type { ModelContext, UiModel } from './runner';
import { amountText, t } from './texts';

/**
 * All in to the main wallet (the wallet panel's button on bank/transfer): the four branches of the check's
 * answer, the member agreeing or not, and what moves.
 */

/** Two provider wallets hold money: the check names them, and all in moves them. */
const START = { '-': '100', SBO: '40', SABA: '0', EVO: '12.5', PT: '0', PG: '0', JILI: '0' };
const PROVIDERS = ['SBO', 'EVO'];

const button = (page: Page) => page.getByRole('button', { name: t('wallet.allInToMain') });
const dialog = (page: Page) => page.getByRole('alertdialog');

const check = (extraPromotion: string, firstPromotion: string): AllInCheckResponse => ({
  extraPromotion,
  firstPromotion,
  providers: PROVIDERS,
});

const checkOf = (ctx: ModelContext) => ctx.model.context.check as AllInCheckResponse | null;

export const allInToMainUi: UiModel<typeof allInToMainMachine> = {
  machine: allInToMainMachine,
  planned: placeholderActors(allInToMainMachine),
  contextKey: (c: { check: AllInCheckResponse | null }) => [c.check?.extraPromotion, c.check?.firstPromotion],
  view: (page) => page.locator('[data-machine="allInToMain"]'),
  setup: (ctx) => openTransferTab(ctx, START),

  events: {
    START: {
      // Every tap starts from two provider wallets with money; the panel shows them first.
      before: async ({ page, request, member }) => {
        await setMember(request, member, { balances: START, extraPromotion: '', firstPromotion: '' });
        await page.clock.fastForward(600);
        await page.getByRole('button', { name: t('wallet.refreshAll') }).click();
        await expect(mainBalance(page)).toContainText('100');
        await page.clock.fastForward(600);
        await expectFlowState(page.locator('[data-machine="wallet"]'), 'ready');
      },
      perform: ({ page }) => tap(page, button(page)),
    },
    'xstate.done.actor.check': {
      payloads: [
        { type: 'xstate.done.actor.check', output: check('WELCOME100', 'FIRST100') },
        { type: 'xstate.done.actor.check', output: check('WELCOME100', '') },
        { type: 'xstate.done.actor.check', output: check('', 'FIRST100') },
        { type: 'xstate.done.actor.check', output: check('', '') },
      ] as never,
      arm: ({ request, member }, e) => {
        const { extraPromotion, firstPromotion } = (e as unknown as { output: AllInCheckResponse }).output;
        return setMember(request, member, { extraPromotion, firstPromotion }).then(() => {});
      },
    },
    'xstate.error.actor.check': refusedCall(
      'xstate.error.actor.check',
      '/api/checkallintomainwalletinfo',
      'wallet_provider_notFound',
    ),
    // The member's answer in the dialog.
    'xstate.done.actor.confirmGiveUp': {
      payloads: [
        { type: 'xstate.done.actor.confirmGiveUp', output: true },
        { type: 'xstate.done.actor.confirmGiveUp', output: false },
      ] as never,
      perform: async ({ page }, e) => {
        const agreed = (e as unknown as { output: boolean }).output;
        await dialog(page)
          .getByRole('button', { name: t(agreed ? 'dialog.continue' : 'dialog.cancel'), exact: true })
          .click();
        await page.clock.fastForward(200);
      },
    },
    'xstate.error.actor.confirmGiveUp': {
      unavailable: { why: 'the dialog always answers' },
    },
    'xstate.done.actor.noticeUnfinished': {
      perform: async ({ page }) => {
        await dialog(page)
          .getByRole('button', { name: t('dialog.ok'), exact: true })
          .click();
        await page.clock.fastForward(200);
      },
    },
    'xstate.error.actor.noticeUnfinished': { unavailable: { why: 'the notice always closes' } },
    'xstate.done.actor.transferAll': {},
    'xstate.error.actor.transferAll': {
      unavailable: { why: 'every provider call is settled: transferAll never rejects' },
    },
    'xstate.done.actor.rereadBalances': {},
    'xstate.error.actor.rereadBalances': refusedCall(
      'xstate.error.actor.rereadBalances',
      '/api/getbalance',
      'wallet_provider_notFound',
    ),
  },

  untaken: {
    'allInToMain.confirmingGiveUp xstate.error.actor.confirmGiveUp -> allInToMain.idle':
      'the question is the global dialog, which always answers (runtime.ask never rejects)',
    'allInToMain.transferring xstate.error.actor.transferAll -> allInToMain.rereading':
      'every provider’s call is settled, refused or unanswered: transferAll never rejects (a refusal is said by the dispatcher, the others still run)',
    'allInToMain.noticingUnfinished xstate.error.actor.noticeUnfinished -> allInToMain.idle':
      'the notice is the global dialog, which always closes (runtime.ask never rejects)',
  },
  states: {
    // The button waits for a tap; no question is open.
    idle: {
      check: async (ctx) => {
        const { page, event } = ctx;
        if (event.type === 'xstate.error.actor.check' || event.type === 'xstate.error.actor.rereadBalances')
          await closeDialog(page, t('wallet_provider_notFound'));
        await expect(dialog(page)).toHaveCount(0);
        await expect(button(page)).toBeEnabled();
        if (event.type === 'xstate.done.actor.rereadBalances') {
          // Everything moved to main, and the panel shows what the backend holds.
          const backend = await setMember(ctx.request, ctx.member);
          expect(backend).toMatchObject({ '-': '152.5', SBO: '0', EVO: '0' });
          await expect(mainBalance(page)).toContainText(amountText('152.5'));
        }
        if (event.type === 'xstate.done.actor.confirmGiveUp') {
          // Declined: nothing moved.
          expect(await setMember(ctx.request, ctx.member)).toMatchObject(START);
        }
      },
    },
    checking: {
      holds: ['/api/checkallintomainwalletinfo'],
      check: async ({ page }) => {
        await expect(button(page)).toBeDisabled();
        await expect(dialog(page)).toHaveCount(0);
      },
    },
    // The extra promotion is named; nothing has moved yet.
    confirmingGiveUp: {
      check: async (ctx) => {
        const d = dialog(ctx.page);
        await expect(d).toContainText(t('transfer_giveUpPromotion_confirm'));
        await expect(d).toContainText(checkOf(ctx)?.extraPromotion ?? '');
        await expect(d.getByRole('button', { name: t('dialog.continue'), exact: true })).toBeEnabled();
        await expect(d.getByRole('button', { name: t('dialog.cancel'), exact: true })).toBeEnabled();
        await expect(button(ctx.page)).toBeDisabled();
        expect(await setMember(ctx.request, ctx.member)).toMatchObject(START);
      },
    },
    // One call per provider, side by side, each to main.
    transferring: {
      holds: ['/api/allintransfer'],
      check: async (ctx) => {
        await expect(button(ctx.page)).toBeDisabled();
        const last = ctx.calls('/api/allintransfer').at(-1);
        expect(last?.body).toMatchObject({ allinTo: 'M' });
        expect(PROVIDERS).toContain(last?.body.providerId);
      },
    },
    // Every provider has answered before main is read, once.
    rereading: {
      holds: ['/api/getbalance'],
      check: async (ctx) => {
        await expect(button(ctx.page)).toBeDisabled();
        const moved = ctx.calls('/api/allintransfer').slice(-PROVIDERS.length);
        expect(moved.map((c) => c.body.providerId).sort()).toEqual([...PROVIDERS].sort());
        expect(ctx.calls('/api/getbalance').at(-1)?.body).toMatchObject({ providerId: '-' });
      },
    },
    // The first-deposit promotion is unfinished: said, with its name. With both promotions nothing moved.
    noticingUnfinished: {
      check: async (ctx) => {
        const { page, event } = ctx;
        if (event.type === 'xstate.error.actor.rereadBalances')
          await closeDialog(page, t('wallet_provider_notFound'));
        await expect(dialog(page)).toContainText(t('transfer_usedPromote_unFinished'));
        await expect(dialog(page)).toContainText(checkOf(ctx)?.firstPromotion ?? '');
        await expect(button(page)).toBeDisabled();
        const backend = await setMember(ctx.request, ctx.member);
        if (checkOf(ctx)?.extraPromotion) expect(backend).toMatchObject(START);
        else if (event.type !== 'xstate.error.actor.rereadBalances')
          expect(backend).toMatchObject({ '-': '152.5', SBO: '0', EVO: '0' });
      },
    },
  },

  // Calls sent and not sent: one check per tap, one call per provider per entry into `transferring`.
  always: async (ctx) => {
    expect(ctx.calls('/api/checkallintomainwalletinfo')).toHaveLength(ctx.entered('checking'));
    const transferring = ctx.entered('transferring');
    const sent = ctx.calls('/api/allintransfer').length;
    // The state is checked while its first call is held: the others may be on their way.
    if (ctx.model.value === 'transferring')
      expect(sent).toBeGreaterThanOrEqual((transferring - 1) * PROVIDERS.length + 1);
    else expect(sent).toBe(transferring * PROVIDERS.length);
  },
};
