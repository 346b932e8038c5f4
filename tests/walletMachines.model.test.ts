import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { allInToMainMachine } from '../machines/allInToMain';
import { depositMachine } from '../machines/deposit';
import { historyMachine } from '../machines/history';
import { rebateMachine } from '../machines/rebate';
import { transferMachine } from '../machines/transfer';
import { walletMachine } from '../machines/wallet';
import { withdrawMachine } from '../machines/withdraw';
import { type CoverageReport, coverage } from './support/modelCoverage';
import { pending } from './support/stubs';

/** Model-based coverage of the money machines: every state and transition reached, paths replayed. */

function expectFullCoverage(report: CoverageReport) {
  expect(report.missingStates, 'states never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  expect(report.replayMismatches, 'paths that replay differently').toEqual([]);
}

const known = (key: string) => ({ code: 2, key });
const unknown = { code: null, key: 'acct_NetworkFail' };
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
/** The balances when an intent began, and re-read ones that show (or do not show) its move. */
const BEFORE = { '-': '1000', SBO: '0' };
const reread = (after: Record<string, string>) => [done('rereadBalances', after), done('rereadBalances')];

describe('money machines: model-based coverage', () => {
  it('wallet', () => {
    const machine = walletMachine.provide({ actors: { loadWallets: pending(), loadBalance: pending() } });
    expectFullCoverage(
      coverage(machine, {
        payloads: {
          'xstate.done.actor.loadWallets': [
            done('loadWallets', { providers: [], balances: { '-': '10' }, promotions: [] }),
          ],
          'xstate.done.actor.loadBalance': [done('loadBalance', '5')],
          REFRESH: [{ type: 'REFRESH', providerId: 'SBO' }],
          MAIN_BALANCE: [{ type: 'MAIN_BALANCE', balance: '7.5' }],
        },
        contextKey: (c: { refreshing: string | null }) => c.refreshing,
      }),
    );
  });

  it('transfer', () => {
    const machine = transferMachine.provide({
      actors: { transfer: pending(), allIn: pending(), rereadBalances: pending() },
      actions: { beginIntent: assign({ intentKey: 'k', before: BEFORE }) },
    });
    expectFullCoverage(
      coverage(machine, {
        inputs: [{ fromProvider: '-', toProvider: 'SBO' }],
        payloads: {
          AMOUNT_CHANGED: [
            { type: 'AMOUNT_CHANGED', value: '10' },
            { type: 'AMOUNT_CHANGED', value: '0' },
          ],
          FROM_CHANGED: [{ type: 'FROM_CHANGED', providerId: '-' }],
          TO_CHANGED: [{ type: 'TO_CHANGED', providerId: 'SBO' }],
          PROMOTION_CHANGED: [{ type: 'PROMOTION_CHANGED', promoteId: 'WELCOME100' }],
          SUBMIT: [
            { type: 'SUBMIT', available: '100' },
            { type: 'SUBMIT', available: '1' },
          ],
          ALL_IN: [{ type: 'ALL_IN', providerId: 'EVO' }],
          'xstate.error.actor.transfer': [
            error('transfer', unknown),
            error('transfer', known('wallet_amount_inSufficient')),
            error('transfer', known('transfer_usedPromote_unFinished')),
          ],
          'xstate.error.actor.allIn': [error('allIn', unknown), error('allIn', known('x'))],
          'xstate.error.actor.rereadBalances': [error('rereadBalances', unknown)],
          'xstate.done.actor.rereadBalances': reread({ '-': '990', SBO: '10' }),
        },
        contextKey: (c: { amount: string; error: string | null; pending: unknown; toProvider: string }) => [
          c.amount,
          c.error !== null,
          c.pending === null ? null : 'allInTo' in (c.pending as object),
        ],
      }),
    );
  });

  it('allInToMain: the four branches, agreeing and declining', () => {
    const machine = allInToMainMachine.provide({
      actors: {
        check: pending(),
        confirmGiveUp: pending(),
        noticeUnfinished: pending(),
        transferAll: pending(),
        refreshMain: pending(),
      },
    });
    const check = (extraPromotion: string, firstPromotion: string) =>
      done('check', { extraPromotion, firstPromotion, providers: ['SBO', 'EVO'] });
    expectFullCoverage(
      coverage(machine, {
        payloads: {
          'xstate.done.actor.check': [check('A,B', 'F'), check('A', ''), check('', 'F'), check('', '')],
          'xstate.done.actor.confirmGiveUp': [done('confirmGiveUp', true), done('confirmGiveUp', false)],
          'xstate.done.actor.transferAll': [done('transferAll', { moved: ['SBO'], failed: ['EVO'] })],
          'xstate.error.actor.check': [error('check', unknown)],
        },
      }),
    );
  });

  it('withdraw', () => {
    const machine = withdrawMachine.provide({
      actors: { loadInfo: pending(), withdraw: pending(), rereadBalances: pending() },
      actions: { beginIntent: assign({ intentKey: 'k', before: BEFORE }) },
    });
    const info = (banks: number) =>
      done('loadInfo', {
        memberBankList: Array.from({ length: banks }, (_, i) => ({ memberBankId: `MB${i}`, bankName: 'B' })),
        minAmount: '50',
        maxAmount: '1000',
      });
    expectFullCoverage(
      coverage(machine, {
        payloads: {
          'xstate.done.actor.loadInfo': [info(0), info(1)],
          'xstate.done.actor.withdraw': [done('withdraw', { balance: '900' })],
          'xstate.error.actor.withdraw': [
            error('withdraw', unknown),
            error('withdraw', known('wallet_amount_inSufficient')),
            error('withdraw', known('acct_bank_notFound')),
          ],
          AMOUNT_CHANGED: [
            { type: 'AMOUNT_CHANGED', value: '100' },
            { type: 'AMOUNT_CHANGED', value: '' },
          ],
          BANK_CHANGED: [{ type: 'BANK_CHANGED', memberBankId: 'MB0' }],
          'xstate.done.actor.rereadBalances': reread({ '-': '900' }),
        },
        contextKey: (c: { amount: string; error: string | null; info: unknown }) => [
          c.amount,
          c.error,
          c.info === null,
        ],
      }),
    );
  });

  it('deposit and quickpay', () => {
    const machine = depositMachine.provide({
      actors: {
        loadInfo: pending(),
        deposit: pending(),
        quickpay: pending(),
        showQr: pending(),
        rereadBalances: pending(),
      },
      actions: { beginIntent: assign({ intentKey: 'k', before: BEFORE }) },
    });
    expectFullCoverage(
      coverage(machine, {
        inputs: [{ mode: 'deposit' }, { mode: 'quickpay' }],
        payloads: {
          'xstate.done.actor.loadInfo': [
            done('loadInfo', {
              methodList: [{ methodId: 'bank', methodName: 'Bank', minAmount: '50', maxAmount: '500' }],
            }),
          ],
          'xstate.done.actor.deposit': [done('deposit', { balance: '1300' }), done('deposit', {})],
          'xstate.error.actor.deposit': [
            error('deposit', unknown),
            error('deposit', known('wallet_deposit_limit')),
          ],
          'xstate.done.actor.quickpay': [done('quickpay', { qrImage: 'data:image/png;base64,AA' })],
          AMOUNT_CHANGED: [
            { type: 'AMOUNT_CHANGED', value: '100' },
            { type: 'AMOUNT_CHANGED', value: '9999' },
          ],
          METHOD_CHANGED: [{ type: 'METHOD_CHANGED', methodId: 'bank' }],
          PROMOTION_CHANGED: [{ type: 'PROMOTION_CHANGED', promoteId: '' }],
          'xstate.done.actor.rereadBalances': reread({ '-': '1100' }),
        },
        contextKey: (c: { amount: string; error: string | null; methods: unknown[]; mode: string }) => [
          c.amount,
          c.error,
          c.methods.length,
          c.mode,
        ],
      }),
    );
  });

  it('history', () => {
    const machine = historyMachine.provide({ actors: { loadPage: pending() } });
    expectFullCoverage(
      coverage(machine, {
        inputs: [{ queryType: 'deposit', fromDate: '2026-10-01', toDate: '2026-11-22', status: 'all' }],
        payloads: {
          'xstate.done.actor.loadPage': [
            done('loadPage', { historyRecords: [{ id: '1' }], totalPages: 3 }),
            done('loadPage', { historyRecords: [], totalPages: 0 }),
          ],
          FILTER_CHANGED: [{ type: 'FILTER_CHANGED', queryType: 'withdraw' }],
          PAGE: [
            { type: 'PAGE', page: 2 },
            { type: 'PAGE', page: 9 },
          ],
        },
        contextKey: (c: { page: number; queryType: string; totalPages: number }) => [
          c.page,
          c.queryType,
          c.totalPages,
        ],
      }),
    );
  });

  it('rebate', () => {
    const machine = rebateMachine.provide({ actors: { loadRebates: pending(), claim: pending() } });
    expectFullCoverage(
      coverage(machine, {
        payloads: {
          'xstate.done.actor.loadRebates': [
            done('loadRebates', { rebateList: [{ providerId: 'SBO', amount: '12.5' }] }),
          ],
          'xstate.done.actor.claim': [done('claim', { balance: '1263' })],
          CLAIM: [{ type: 'CLAIM', providerId: 'SBO' }],
        },
        contextKey: () => 0,
      }),
    );
  });
});
