import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import type { Balances } from '../domain/moneyRules';
import { allInToMainMachine } from '../features/money/machines/allInToMain';
import { historyMachine } from '../features/money/machines/history';
import { rebateMachine } from '../features/money/machines/rebate';
import { transferMachine } from '../features/money/machines/transfer';
import { withdrawMachine } from '../features/money/machines/withdraw';
import { walletMachine } from '../machines/wallet';
import { expectFullCoverage, expectMachineCovered, expectRulesKept } from './support/fullCoverage';
import {
  checkRules,
  coverage,
  fail,
  type RulesReport,
  runsOf,
  type StateRules,
  type Step,
  startsOf,
  stepsSince,
  stepsTo,
} from './support/modelCoverage';
import { pendingDeposit, pendingTransfer, pendingWithdraw } from './support/moneyLogic';
import { done, error } from './support/stubs';

/** Model-based coverage of the money machines: every state and transition reached, paths replayed. */

const known = (key: string) => ({ code: 2, key });
const unknown = { code: null, key: 'acct_NetworkFail' };
/** The balances when an intent began, and re-read ones that show (or do not show) its move. */
const BEFORE = { '-': '1000', SBO: '0' };
const reread = (after: Record<string, string>) => [done('rereadBalances', after), done('rereadBalances')];

/** The transfer's events and answers, for its coverage and its rules. */
const TRANSFER_OPTIONS = {
  inputs: [{ fromProvider: '-', toProvider: 'SBO' }],
  payloads: {
    AMOUNT_CHANGED: [
      { type: 'AMOUNT_CHANGED', value: '10' },
      { type: 'AMOUNT_CHANGED', value: '0' },
    ],
    FROM_CHANGED: [{ type: 'FROM_CHANGED', providerId: '-' }],
    TO_CHANGED: [{ type: 'TO_CHANGED', providerId: 'SBO' }],
    PROMOTION_CHANGED: [{ type: 'PROMOTION_CHANGED', promoteId: 'WELCOME100' }],
    // The wallet shows enough for 10, or too little (the balances reach the flow by its `balances` actor).
    BALANCES: [
      { type: 'BALANCES', balances: { '-': '100', SBO: '0' } },
      { type: 'BALANCES', balances: { '-': '1', SBO: '0' } },
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
  contextKey: (c: { amount: string; error: string | null; pending: unknown; balances: Balances }) => [
    c.amount,
    c.error !== null,
    c.pending === null ? null : 'allInTo' in (c.pending as object),
    c.balances['-'],
  ],
};

/** The all in's four branches (which promotions the check reports), agreeing and declining. */
const check = (extraPromotion: string, firstPromotion: string) =>
  done('check', { extraPromotion, firstPromotion, providers: ['SBO', 'EVO'] });
const ALL_IN_PAYLOADS = {
  'xstate.done.actor.check': [check('A,B', 'F'), check('A', ''), check('', 'F'), check('', '')],
  'xstate.done.actor.confirmGiveUp': [done('confirmGiveUp', true), done('confirmGiveUp', false)],
  'xstate.done.actor.transferAll': [done('transferAll', { moved: ['SBO'], failed: ['EVO'] })],
  'xstate.error.actor.check': [error('check', unknown)],
};

/** The withdrawal's events and answers (no saved bank, one), with more refusals where a test wants them. */
const withdrawOptions = (...refusals: ReturnType<typeof error>[]) => {
  const info = (banks: number) =>
    done('loadInfo', {
      memberBankList: Array.from({ length: banks }, (_, i) => ({ memberBankId: `MB${i}`, bankName: 'B' })),
      minAmount: '50',
      maxAmount: '1000',
    });
  return {
    payloads: {
      'xstate.done.actor.loadInfo': [info(0), info(1)],
      'xstate.done.actor.withdraw': [done('withdraw', { balance: '900' })],
      'xstate.error.actor.withdraw': [
        error('withdraw', unknown),
        error('withdraw', known('wallet_amount_inSufficient')),
        ...refusals,
      ],
      AMOUNT_CHANGED: [
        { type: 'AMOUNT_CHANGED', value: '100' },
        { type: 'AMOUNT_CHANGED', value: '' },
      ],
      BANK_CHANGED: [{ type: 'BANK_CHANGED', memberBankId: 'MB0' }],
      BALANCES: [{ type: 'BALANCES', balances: BEFORE }],
      'xstate.done.actor.rereadBalances': reread({ '-': '900' }),
    },
    contextKey: (c: { amount: string; error: string | null; info: unknown }) => [
      c.amount,
      c.error,
      c.info === null,
    ],
  };
};

describe('money machines: model-based coverage', () => {
  it('wallet', () => {
    expectMachineCovered(walletMachine, {
      payloads: {
        'xstate.done.actor.loadWallets': [
          done('loadWallets', { providers: [], balances: { '-': '10' }, promotions: [] }),
        ],
        'xstate.done.actor.loadBalance': [done('loadBalance', '5')],
        REFRESH: [{ type: 'REFRESH', providerId: 'SBO' }],
        MAIN_BALANCE: [{ type: 'MAIN_BALANCE', balance: '7.5' }],
      },
      contextKey: (c: { refreshing: string | null }) => c.refreshing,
    });
  });

  it('transfer', () => {
    expectFullCoverage(coverage(pendingTransfer(BEFORE), TRANSFER_OPTIONS));
  });

  it('allInToMain: the four branches, agreeing and declining', () => {
    expectMachineCovered(allInToMainMachine, {
      payloads: ALL_IN_PAYLOADS,
    });
  });

  it('withdraw', () => {
    const machine = pendingWithdraw(BEFORE);
    expectFullCoverage(coverage(machine, withdrawOptions(error('withdraw', known('acct_bank_notFound')))));
  });

  it('deposit and quickpay', () => {
    expectFullCoverage(
      coverage(pendingDeposit(BEFORE), {
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
          BALANCES: [{ type: 'BALANCES', balances: BEFORE }],
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
    expectMachineCovered(historyMachine, {
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
    });
  });

  it('rebate', () => {
    expectMachineCovered(rebateMachine, {
      payloads: {
        'xstate.done.actor.loadRebates': [
          done('loadRebates', { rebateList: [{ providerId: 'SBO', amount: '12.5' }] }),
          done('loadRebates', { rebateList: [] }),
        ],
        'xstate.done.actor.claim': [done('claim', { balance: '1263' })],
        'xstate.error.actor.claim': [error('claim', unknown), error('claim', known('rebate_none'))],
        CLAIM: [{ type: 'CLAIM', providerId: 'SBO' }],
      },
      contextKey: () => 0,
    });
  });
});

/* ------------------------------------------------------------------------------------------------------ */
/* Per state: every generated path replayed with spies, every state it reaches checked against the spec.  */
/* ------------------------------------------------------------------------------------------------------ */

function expectRulesHold(report: RulesReport) {
  expectRulesKept(report);
  expect(report.pathCount).toBeGreaterThan(0);
}

const has = (list: string | undefined) => !!list && list.split(',').some((k) => k.trim() !== '');
const outputOf = (event: unknown) => (event as { output?: unknown }).output;

describe('allInToMain: each state against spec §4 (four branches)', () => {
  type M = typeof allInToMainMachine;
  type Check = { extraPromotion: string; firstPromotion: string; providers: string[] };
  /** The run since the member's last tap, and the check's answer in it (spec: check first). */
  const runOf = (step: MoneyStep) => {
    const run = stepsSince(step, 'START');
    const answered = run.find((s) => s.event.type === 'xstate.done.actor.check');
    const check = answered ? (outputOf(answered.event) as Check) : null;
    return {
      run,
      check,
      extra: has(check?.extraPromotion),
      first: has(check?.firstPromotion),
      agreed: run.some(
        (s) => s.event.type === 'xstate.done.actor.confirmGiveUp' && outputOf(s.event) === true,
      ),
    };
  };
  /** Money moves (transfer all) only in the branches of the spec, and only after a give-up was agreed to. */
  const moneyRule = (step: MoneyStep) => {
    const { run, extra, first, agreed } = runOf(step);
    const moves = startsOf(run, 'transferAll').length;
    if (moves === 0) return;
    if (extra && first) fail('the both-promotions branch moved money (spec: confirm, then the notice only)');
    if (extra && !agreed) fail('money moved before the member agreed to give up the extra promotion');
    if (moves > 1) fail(`transfer all started ${moves} times in one run`);
  };
  const nothingStarted = (step: MoneyStep) => expect(step.started, 'actors started').toEqual([]);

  const rules: StateRules<M> = {
    idle: (step) => {
      moneyRule(step);
      nothingStarted(step);
      const { run, extra, first, agreed } = runOf(step);
      const moved = startsOf(run, 'transferAll').length > 0;
      // After all providers finish, the main wallet is refreshed (once).
      if (moved)
        expect(startsOf(run, 'rereadBalances'), 'main wallet refreshed after the transfers').toHaveLength(1);
      // A pending first promotion ends every run that went on (moved, or agreed to give up) with its notice.
      if (first && (moved || (extra && agreed)))
        expect(startsOf(run, 'noticeUnfinished'), 'the unfinished-promotion notice was shown').toHaveLength(
          1,
        );
    },
    checking: (step) => {
      moneyRule(step);
      expect(step.event.type).toBe('START');
      expect(step.started.map((s) => s.src)).toEqual(['check']);
      expect(step.context).toMatchObject({ check: null, result: null });
    },
    confirmingGiveUp: (step) => {
      moneyRule(step);
      const { check, extra } = runOf(step);
      if (!extra) fail('asked to give up a promotion the check did not report');
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'confirmGiveUp', input: { promotions: check?.extraPromotion } }),
      ]);
      expect(step.context.check).toEqual(check);
    },
    transferring: (step) => {
      moneyRule(step);
      const { check } = runOf(step);
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'transferAll', input: { providers: check?.providers } }),
      ]);
    },
    rereading: (step) => {
      moneyRule(step);
      expect(step.previous?.matches('transferring'), 'refreshed only after the transfers finished').toBe(
        true,
      );
      expect(step.started.map((s) => s.src)).toEqual(['rereadBalances']);
      if (step.event.type === 'xstate.done.actor.transferAll')
        expect(step.context.result).toEqual(outputOf(step.event));
    },
    noticingUnfinished: (step) => {
      moneyRule(step);
      const { run, check, extra, first } = runOf(step);
      if (!first) fail('the unfinished-promotion notice without a first promotion');
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'noticeUnfinished', input: { promotions: check?.firstPromotion } }),
      ]);
      // Only first: transfer all, then the notice. Both: nothing moves before the notice.
      if (!extra)
        expect(startsOf(run, 'rereadBalances'), 'transfer all and refresh before the notice').toHaveLength(1);
      else expect(startsOf(run, 'transferAll'), 'no money moved').toHaveLength(0);
    },
  };

  const machine = allInToMainMachine;
  const options = {
    simplePaths: true,
    payloads: ALL_IN_PAYLOADS,
    // One run at a time: a new START forgets the last (what tells states apart is the check and the result).
    contextKey: (c: { check: unknown; result: unknown }) => [c.check, c.result],
  };

  it('every state of every generated path keeps its rule', () => {
    const report = checkRules(machine, rules, options);
    expectRulesHold(report);
    // All four branches were walked to their end.
    expect(report.checks.noticingUnfinished).toBeGreaterThan(0);
    expect(report.checks.confirmingGiveUp).toBeGreaterThan(0);
  });

  it('mutation: the both-promotions branch moving money is reported', () => {
    // Agreeing to give up the extra promotion while the first one is pending goes on to transfer all.
    const mutant = machine.provide({ guards: { agreedWithFirstPending: () => false } });
    const report = checkRules(mutant, rules, options);
    expect(report.violations.join('\n')).toMatch(
      /transferring after START → xstate\.done\.actor\.check → xstate\.done\.actor\.confirmGiveUp: the both-promotions branch moved money/,
    );
  });

  it('mutation: the "only first" branch skipping the notice is reported', () => {
    const mutant = machine.provide({ guards: { onlyFirst: () => false } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /idle after START → xstate\.done\.actor\.check → xstate\.done\.actor\.transferAll → xstate\.done\.actor\.rereadBalances: the unfinished-promotion notice was shown/,
    );
  });
});

/** The states after a money call (contract §8), written out in each money flow, for one flow's call. */
type MoneyStep = Step<typeof transferMachine> | Step<typeof withdrawMachine>;
function afterCallRules(calls: string[]) {
  const callStarts = (steps: MoneyStep[]) =>
    steps.flatMap((s) => s.started.filter((c) => calls.includes(c.src)));
  const rules = {
    // No answer: the balances are read again, nothing is resent.
    rereading: (step: MoneyStep) => {
      expect(step.started.map((s) => s.src)).toEqual(['rereadBalances']);
      const failure = (step.event as { error?: { code?: unknown } }).error;
      expect(failure?.code, 'only an unknown outcome re-reads').toBeNull();
    },
    // The balances show the money moved: nothing can be sent again.
    moneyMoved: (step: MoneyStep) => {
      expect(step.started).toEqual([]);
      expect(step.event.type).toBe('xstate.done.actor.rereadBalances');
      expect(outputOf(step.event), 'balances were read').toBeDefined();
      expect(step.state.can({ type: 'RETRY' }), 'no resend when the money moved').toBe(false);
    },
    // Unknown: only an explicit RETRY resends.
    outcomeUnknown: (step: MoneyStep) => {
      expect(step.started).toEqual([]);
      expect(step.state.can({ type: 'RETRY' })).toBe(true);
    },
    // The money moved: the form is cleared.
    succeeded: (step: MoneyStep) => {
      expect(step.event.type).toMatch(new RegExp(`^xstate\\.done\\.actor\\.(${calls.join('|')})$`));
      expect(step.context.amount).toBe('');
      expect(step.state.hasTag('success')).toBe(true);
    },
    /** In flight: one call, with the intent's key; a RETRY resends the same key, a new intent a new one. */
    inFlight: (step: MoneyStep, src: string, expected: Record<string, unknown>) => {
      // The wallet's balances changed meanwhile: kept, and nothing is sent.
      if (step.event.type === 'BALANCES') return expect(step.started).toEqual([]);
      expect(step.started).toEqual([expect.objectContaining({ src, input: expected })]);
      expect(step.state.hasTag('busy')).toBe(true);
      const key = (step.started[0]?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      expect(key, 'an idempotency key').toBeTruthy();
      const before = callStarts(step.earlier).map(
        (c) => (c.input as { idempotencyKey: string }).idempotencyKey,
      );
      if (step.event.type === 'RETRY') expect(key, 'a resend carries the same key').toBe(before.at(-1));
      else expect(before, 'a new intent has a new key').not.toContain(key);
    },
    /** The form's call in flight: its `fields` with the intent's key, an amount above 0, no second submit. */
    submitted: (step: MoneyStep, src: string, fields: string[]) => {
      const form = step.context as unknown as Record<string, unknown>;
      rules.inFlight(step, src, {
        ...Object.fromEntries(fields.map((field) => [field, form[field]])),
        idempotencyKey: step.context.intentKey,
      });
      expect(Number(step.context.amount), 'amount above 0').toBeGreaterThan(0);
      expect(step.state.can({ type: 'SUBMIT' }), 'no second submit in flight').toBe(false);
    },
    callStarts,
  };
  return rules;
}

/** Each intent gets its own numbered key and the balances shown at that moment. */
const numberedIntent = assign(({ context }: { context: { intentKey: string | null } }) => ({
  intentKey: `k${Number(context.intentKey?.slice(1) ?? 0) + 1}`,
  before: BEFORE,
})) as never;

describe('transfer: each state against spec §5, §8 and contract §8', () => {
  type M = typeof transferMachine;
  const after = afterCallRules(['transfer', 'allIn']);
  const noCall = (step: MoneyStep) => expect(after.callStarts([step]), 'no money call').toEqual([]);
  const rules: StateRules<M> = {
    editing: (step) => {
      noCall(step);
      const { event, context } = step;
      // A refusal: the server's key is shown; too little money clears the amount (spec §8).
      if (event.type === 'xstate.error.actor.transfer' || event.type === 'xstate.error.actor.allIn') {
        const key = (event as unknown as { error: { key: string } }).error.key;
        expect(context.error).toBe(key);
        if (key === 'wallet_amount_inSufficient') expect(context.amount).toBe('');
      }
      // A submit that stayed here was refused by the form's own checks, with a message.
      if (event.type === 'SUBMIT') {
        expect(context.error, 'an invalid form says why').toBeTruthy();
        const available = Number(context.balances[context.fromProvider]);
        if (Number(step.previous?.context.amount) > available) {
          expect(context.error).toBe('wallet_amount_inSufficient');
          expect(context.amount, 'too much for the source clears the amount').toBe('');
        }
      }
    },
    submitting: (step) => {
      after.submitted(step, 'transfer', ['fromProvider', 'toProvider', 'amount', 'promoteId']);
      expect(step.context.fromProvider).not.toBe(step.context.toProvider);
    },
    allIn: (step) => {
      after.inFlight(step, 'allIn', {
        allInTo: step.context.toProvider,
        idempotencyKey: step.context.intentKey,
      });
      expect(step.state.can({ type: 'SUBMIT' })).toBe(false);
    },
    rereading: after.rereading,
    moneyMoved: after.moneyMoved,
    outcomeUnknown: after.outcomeUnknown,
    succeeded: (step) => {
      after.succeeded(step);
      if (step.event.type.startsWith('xstate.done.actor.')) {
        // Both wallets changed: the wallet panel reloads (spec §4: after a transfer the balance is refreshed).
        expect(step.ran.map((r) => r.type)).toEqual(
          expect.arrayContaining(['refreshWallets', 'announceSuccess']),
        );
        expect(step.context.promoteId).toBe('');
      }
    },
  };
  const options = TRANSFER_OPTIONS;
  const machine = transferMachine.provide({ actions: { beginIntent: numberedIntent } });

  it('every state of every generated path keeps its rule', () => {
    expectRulesHold(checkRules(machine, rules, options));
  });

  it('mutation: a RETRY with a new idempotency key is reported', () => {
    const mutant = transferMachine.provide({
      actions: {
        beginIntent: numberedIntent,
        keepTransfer: assign({ intentKey: 'other', pending: ({ context }) => ({ ...context }) }),
      },
    });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(/a resend carries the same key/);
  });
});

describe('withdraw: each state against spec §5, §9 and contract §8', () => {
  type M = typeof withdrawMachine;
  const after = afterCallRules(['withdraw']);
  const rules: StateRules<M> = {
    loading: (step) => {
      // From its start the flow follows the wallet's balances (its actor `balances`), and reads its info.
      expect(step.started.map((s) => s.src)).toEqual(step.previous ? ['loadInfo'] : ['balances', 'loadInfo']);
      expect(step.state.hasTag('busy')).toBe(true);
    },
    noBank: (step) => {
      // No saved account: led to bank details, no form.
      const info = outputOf(step.event) as { memberBankList: unknown[] };
      expect(info.memberBankList).toEqual([]);
      expect(step.state.can({ type: 'SUBMIT' })).toBe(false);
    },
    loadFailed: (step) => {
      expect(step.event.type).toBe('xstate.error.actor.loadInfo');
      expect(step.state.can({ type: 'RETRY' })).toBe(true);
    },
    editing: (step) => {
      expect(after.callStarts([step]), 'no withdrawal sent').toEqual([]);
      const { event, context, previous } = step;
      if (event.type === 'xstate.done.actor.loadInfo') {
        const banks = (outputOf(event) as { memberBankList: { memberBankId: string }[] }).memberBankList;
        expect(context.memberBankId, 'the first saved account is chosen').toBe(banks[0]?.memberBankId);
      }
      // Spec §5: amount greater than 0, else wallet_amount_require.
      if (event.type === 'SUBMIT' && !(Number(previous?.context.amount) > 0))
        expect(context.error).toBe('wallet_amount_require');
      // Spec §9: the success alert comes one second after the answer, when the hold ends.
      if (event.type.startsWith('xstate.after.'))
        expect(step.ran.map((r) => r.type)).toEqual(['announceSuccess']);
      else expect(runsOf([step], 'announceSuccess')).toEqual([]);
    },
    submitting: (step) => after.submitted(step, 'withdraw', ['amount', 'memberBankId']),
    rereading: after.rereading,
    moneyMoved: after.moneyMoved,
    outcomeUnknown: after.outcomeUnknown,
    succeeded: (step) => {
      after.succeeded(step);
      // The answer's balance becomes the main balance (spec §4); the alert waits for the hold (spec §9).
      expect(step.ran).toEqual([
        { type: 'storeMainBalance', params: (outputOf(step.event) as { balance: string }).balance },
      ]);
      expect(runsOf(stepsTo(step), 'announceSuccess').length).toBeLessThanOrEqual(
        stepsTo(step).filter((s) => s.event.type.startsWith('xstate.after.')).length,
      );
    },
  };
  const options = withdrawOptions();

  it('every state of every generated path keeps its rule', () => {
    expectRulesHold(
      checkRules(withdrawMachine.provide({ actions: { beginIntent: numberedIntent } }), rules, options),
    );
  });

  it('mutation: the success alert on the answer, before the one-second hold, is reported', () => {
    // A patched config: the alert moves from the end of the hold to the moment the answer comes.
    const config = withdrawMachine.config as unknown as { states: Record<string, object> };
    const early = createMachine(
      {
        ...config,
        states: { ...config.states, succeeded: { ...config.states.succeeded, entry: 'announceSuccess' } },
      } as never,
      withdrawMachine.implementations as never,
    ) as unknown as typeof withdrawMachine;
    const mutant = early.provide({ actions: { beginIntent: numberedIntent } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /succeeded after .*xstate\.done\.actor\.withdraw: .*storeMainBalance/,
    );
  });
});
