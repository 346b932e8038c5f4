import { describe, expect, it } from 'vitest';
import { amountOfField } from '../domain/money';
import { balancesShowMove, validateDeposit } from '../domain/moneyRules';
import { depositMachine, depositView } from '../features/money/machines/deposit';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * The deposit and quickpay held to the money rules in every state (spec §5, §8, contract §8): the call is
 * in flight in a busy state with no way to send it again; a refusal returns to the form with the server's
 * key; no answer re-reads the balances; each intent has its own idempotency key and "Send again" the same;
 * success holds a confirmation of what moved, then the form is back.
 */

type M = typeof depositMachine;
const METHOD = { methodId: 'bank', methodName: 'Bank', minAmount: '50', maxAmount: '500' };
const BEFORE = { '-': '1000' };
const unknown = { code: null, key: 'acct_NetworkFail' };
const limit = { code: 2, key: 'wallet_deposit_limit', format: ['50', '500'] };
const options = {
  inputs: [{ mode: 'deposit' }, { mode: 'quickpay' }],
  payloads: {
    'xstate.done.actor.loadInfo': [done('loadInfo', { methodList: [METHOD] })],
    'xstate.done.actor.deposit': [done('deposit', { balance: '1100' }), done('deposit', {})],
    'xstate.error.actor.deposit': [error('deposit', unknown), error('deposit', limit)],
    'xstate.error.actor.quickpay': [error('quickpay', limit)],
    'xstate.done.actor.quickpay': [done('quickpay', { qrImage: 'data:image/png;base64,AA' })],
    AMOUNT_CHANGED: [
      { type: 'AMOUNT_CHANGED', value: '100' },
      { type: 'AMOUNT_CHANGED', value: '9999' },
    ],
    METHOD_CHANGED: [{ type: 'METHOD_CHANGED', methodId: 'bank' }],
    PROMOTION_CHANGED: [{ type: 'PROMOTION_CHANGED', promoteId: 'P1' }],
    BALANCES: [{ type: 'BALANCES', balances: BEFORE }],
    // The main wallet up by the 100 sent, or unchanged, or no balances read.
    'xstate.done.actor.rereadBalances': [
      done('rereadBalances', { '-': '1100' }),
      done('rereadBalances', BEFORE),
      done('rereadBalances'),
    ],
  },
  contextKey: (c: {
    amount: string;
    error: string | null;
    methods: unknown[];
    promoteId: string;
    balances: Record<string, string>;
  }) => [c.amount, c.error, c.methods.length, c.promoteId, c.balances['-']],
};

const calls = ['deposit', 'quickpay'];
const callsOf = (steps: Step<M>[]) => steps.flatMap((s) => s.started.filter((c) => calls.includes(c.src)));
const keyOf = (input: unknown) => (input as { idempotencyKey: string }).idempotencyKey;
const outputOf = (event: unknown) => (event as { output?: unknown }).output;
const errorOf = (event: unknown) => (event as { error?: { code: number | null; key: string } }).error;
const sendable = (step: Step<M>) => step.state.can({ type: 'SUBMIT' });
/** The balances read again show the main wallet up by the amount, from where they were when the intent began. */
const showsDeposit = (step: Step<M>) => {
  const after = outputOf(step.event) as Record<string, string> | undefined;
  const { before, amount } = step.context;
  return !!after && balancesShowMove(before, after, { to: '-', amount: amountOfField(amount) });
};

/** In flight: one call with the form's values and the intent's key; nothing can be sent again. */
function inFlight(step: Step<M>, src: string, input: Record<string, unknown>) {
  expect(step.state.hasTag('busy'), 'the form shows the call in flight').toBe(true);
  expect(sendable(step), 'no second submit while one is in flight').toBe(false);
  expect(step.state.can({ type: 'RETRY' }), 'nothing to send again in flight').toBe(false);
  // The wallet's balances changed meanwhile: kept, nothing sent.
  if (step.event.type === 'BALANCES') return expect(step.started).toEqual([]);
  expect(step.started, 'one call with the form as it is').toEqual([
    expect.objectContaining({ src, input: { ...input, idempotencyKey: step.context.intentKey } }),
  ]);
  const key = keyOf(step.started[0]?.input);
  expect(key, 'an idempotency key').toMatch(/^intent-\d+$/);
  const before = callsOf(step.earlier).map((c) => keyOf(c.input));
  if (step.event.type === 'RETRY') expect(key, '"Send again" carries the same key').toBe(before.at(-1));
  else expect(before, 'a new intent has a new key').not.toContain(key);
}

/**
 * After a call no answer came for, once the balances are read again: nothing is being sent, and "Send again"
 * is offered only when the balances do not show the move.
 */
const unanswered =
  ({ resend, moved }: { resend: boolean; moved: boolean }) =>
  (step: Step<M>) => {
    expect(step.state.hasTag('unanswered')).toBe(true);
    expect(
      step.state.can({ type: 'RETRY' }),
      resend ? '"Send again" offered' : 'no resend when the money moved',
    ).toBe(resend);
    expect(sendable(step)).toBe(false);
    expect(step.started).toEqual([]);
    if (step.event.type !== 'BALANCES')
      expect(
        showsDeposit(step),
        moved ? 'the main wallet went up by the amount' : 'the balances do not show the move',
      ).toBe(moved);
  };

const rules: StateRules<M> = {
  loading: (step) => {
    const { previous, started } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    // From its start the flow follows the wallet's balances, and the methods are read on arrival.
    if (!previous) expect(started.map((s) => s.src)).toEqual(['balances', 'loadInfo']);
    else if (previous.matches('loading')) expect(started).toEqual([]);
    else
      expect(
        started.map((s) => s.src),
        'read again on "Try again"',
      ).toEqual(['loadInfo']);
    expect(sendable(step)).toBe(false);
  },
  loadFailed: (step) => {
    if (step.event.type !== 'BALANCES') expect(step.event.type).toBe('xstate.error.actor.loadInfo');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(sendable(step), 'no form without methods').toBe(false);
    expect(step.state.hasTag('busy')).toBe(false);
  },
  editing: (step) => {
    const { event, context, previous } = step;
    expect(callsOf([step]), 'nothing sent while the member edits').toEqual([]);
    expect(step.state.hasTag('busy')).toBe(false);
    expect(sendable(step)).toBe(true);
    expect(runsOf([step], 'announceSuccess')).toEqual([]);
    if (event.type === 'xstate.done.actor.loadInfo') {
      expect(context.methods, 'the methods as read').toEqual([METHOD]);
      expect(context.methodId, 'the first method picked').toBe('bank');
    }
    if (event.type === 'SUBMIT')
      expect(
        { error: context.error, errorParams: context.errorParams },
        'a refused form says why, with its limits',
      ).toEqual({
        error: validateDeposit(previous!.context, context.methods)?.key,
        errorParams: validateDeposit(previous!.context, context.methods)?.params,
      });
    if (event.type === 'xstate.error.actor.deposit' || event.type === 'xstate.error.actor.quickpay') {
      const said = errorOf(event)!;
      expect(said.code, 'only an answered refusal comes back to the form').not.toBeNull();
      expect([context.error, context.errorParams], "the server's key and values").toEqual([
        said.key,
        (said as { format?: string[] }).format,
      ]);
      expect(context.amount, 'the amount stays for another try').toBe(previous!.context.amount);
    }
    if (event.type === 'DISMISS' && !previous!.matches('succeeded'))
      expect(context.amount, 'a dropped unanswered call clears the amount').toBe('');
    if (event.type === 'AMOUNT_CHANGED') {
      expect(context.amount).toBe((event as unknown as { value: string }).value);
      expect(context.error, 'typing clears the error').toBeNull();
    }
    if (event.type.startsWith('xstate.after.'))
      expect(previous!.matches('succeeded'), 'the confirmation holds, then the form').toBe(true);
    if (event.type.startsWith('xstate.done.actor.showQr'))
      expect(previous!.matches('showingQr'), 'the QR closed').toBe(true);
    expect(depositView(step.state)).toMatchObject({ amount: context.amount, error: context.error });
  },
  submitting: (step) => {
    expect(step.state.hasTag('busy')).toBe(true);
    expect(sendable(step), 'no SUBMIT in flight').toBe(false);
  },
  'submitting.choosing': (step) => {
    expect(step.state.matches({ submitting: 'choosing' }), 'passed through at once').toBe(false);
    const quickpay = (step.input as { mode: string }).mode === 'quickpay';
    expect(step.state.matches({ submitting: quickpay ? 'requestingQr' : 'booking' })).toBe(true);
  },
  'submitting.booking': (step) => {
    const c = step.context;
    expect(c.mode).toBe('deposit');
    inFlight(step, 'deposit', {
      methodId: c.methodId,
      amount: amountOfField(c.amount),
      promoteId: c.promoteId,
    });
    expect(validateDeposit(c, c.methods), 'only a valid form is sent').toBeNull();
  },
  'submitting.requestingQr': (step) => {
    const c = step.context;
    expect(c.mode).toBe('quickpay');
    inFlight(step, 'quickpay', { methodId: c.methodId, amount: amountOfField(c.amount) });
    expect(validateDeposit(c, c.methods), 'only a valid form is sent').toBeNull();
  },
  showingQr: (step) => {
    const { context } = step;
    expect(context.mode).toBe('quickpay');
    if (step.event.type === 'BALANCES') return expect(step.started).toEqual([]);
    expect(context.qrImage, 'the QR as the server sent it').toBe('data:image/png;base64,AA');
    expect(
      startsOf([step], 'showQr').map((s) => s.input),
      'shown in the dialog with its amount',
    ).toEqual([{ qrImage: context.qrImage, amount: context.amount }]);
    expect(sendable(step)).toBe(false);
  },
  rereading: (step) => {
    expect(step.state.hasTag('busy')).toBe(true);
    expect(sendable(step)).toBe(false);
    if (step.event.type === 'BALANCES') return expect(step.started).toEqual([]);
    expect(step.event.type).toBe('xstate.error.actor.deposit');
    expect(errorOf(step.event)?.code, 'only an unknown outcome re-reads').toBeNull();
    expect(
      step.started.map((s) => s.src),
      'the balances read again, nothing resent',
    ).toEqual(['rereadBalances']);
  },
  moneyMoved: unanswered({ resend: false, moved: true }),
  outcomeUnknown: unanswered({ resend: true, moved: false }),
  succeeded: (step) => {
    const { event, context, previous } = step;
    expect(step.state.hasTag('success')).toBe(true);
    expect(sendable(step)).toBe(false);
    if (event.type === 'BALANCES') return expect(runsOf([step], 'announceSuccess')).toEqual([]);
    expect(event.type).toBe('xstate.done.actor.deposit');
    expect([context.amount, context.promoteId], 'the form cleared').toEqual(['', '']);
    const balance = (outputOf(event) as { balance?: string }).balance;
    const moved = {
      kind: 'deposit',
      amount: amountOfField(previous!.context.amount),
      to: '-',
      ...(balance === undefined ? {} : { balance }),
    };
    expect(
      runsOf([step], 'announceSuccess').map((r) => r.params),
      'the member told what moved',
    ).toEqual([moved]);
    expect(
      runsOf([step], 'storeMainBalance').map((r) => r.params),
      'the answer is the main balance',
    ).toEqual(balance === undefined ? [] : [balance]);
  },
};

describe('deposit and quickpay: each state against the money rules', () => {
  it('every state of every generated path keeps its rule', () => {
    const report = checkRules(depositMachine, rules, { ...options, everyTransition: true });
    expectRulesKept(report);
    expect(report.checks.moneyMoved).toBeGreaterThan(0);
  });
});
