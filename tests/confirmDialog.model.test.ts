import { describe, expect, it } from 'vitest';
import { confirmDialogMachine } from '../machines/confirmDialog';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step } from './support/modelCoverage';

describe('confirmDialog: model-based coverage', () => {
  it('confirmDialog: shown, detail, every way out, queue, quickpay route', () => {
    const open = (id: string) => ({ type: 'OPEN', id, message: 'wallet_Success', errorDetail: 'x' });
    const report = coverage(confirmDialogMachine, {
      payloads: {
        OPEN: [open('a'), open('b')],
        ROUTE_CHANGED: [
          { type: 'ROUTE_CHANGED', path: '/m/en-vn/home' },
          { type: 'ROUTE_CHANGED', path: '/m/en-vn/bank/quickpay' },
        ],
      },
      // The queue can grow without end; whether anything waits is what tells states apart.
      contextKey: (c: { queue: unknown[]; route: string; current: { id: string } | null }) => [
        c.queue.length > 0,
        c.route,
        c.current?.id,
      ],
    });
    expectFullCoverage(report);
  });
});

describe('confirmDialog: each state against spec §2 screen 1 and §4', () => {
  type M = typeof confirmDialogMachine;
  /** Spec §2: "Closing it on the quickpay route also navigates back" — the quickpay route, no other. */
  const QUICKPAY = '/m/en-vn/bank/quickpay';
  const OTHER_ROUTES = ['/m/en-vn/home', '/m/en-vn/bank/deposit'];
  const ANSWERS: Record<string, string> = { CONFIRM: 'ok', CANCEL: 'cancel', CLICK_OUTSIDE: 'dismissed' };
  const requestOf = (event: { type: string }) => {
    const { type: _type, ...request } = event as { type: string; id: string };
    return request;
  };
  const navigatedBack = (step: Step<M>) => step.ran.filter((r) => r.type === 'navigateBack').length;
  /** Nothing but a way out answers the asker or navigates. */
  const quiet = (step: Step<M>) => {
    expect(step.emitted, 'no answer given').toEqual([]);
    expect(navigatedBack(step), 'no navigation').toBe(0);
  };
  const rules: StateRules<M> = {
    hidden: (step) => {
      quiet(step);
      expect(step.context.current).toBeNull();
      expect(step.context.queue).toEqual([]);
    },
    shown: (step) => {
      const { event, context, previous } = step;
      if (previous?.matches('hidden')) {
        expect(event.type).toBe('OPEN');
        expect(context.current, 'the request shows as asked').toEqual(requestOf(event));
      }
      if (previous?.matches('closed')) {
        // The next queued request shows once the previous one has animated out.
        expect(context.current).toEqual(previous.context.queue[0]);
        expect(context.queue).toEqual(previous.context.queue.slice(1));
      }
      if (previous?.matches('shown') && event.type === 'OPEN') {
        // A request that arrives meanwhile waits its turn; the one on screen stays.
        expect(context.current).toEqual(previous.context.current);
        expect(context.queue.at(-1)).toEqual(requestOf(event));
      }
      quiet(step);
    },
    'shown.detailCollapsed': (step) => {
      if (step.event.type === 'TOGGLE_DETAIL')
        expect(step.previous?.matches({ shown: 'detailExpanded' })).toBe(true);
      // Otherwise the dialog has just opened (folded) or stayed folded: an open detail never folds by itself.
      else
        expect(
          step.previous?.matches({ shown: 'detailExpanded' }) ?? false,
          'the detail folds only when the member asks',
        ).toBe(false);
    },
    'shown.detailExpanded': (step) => {
      if (!step.previous?.matches({ shown: 'detailExpanded' }))
        expect(step.event.type, 'the detail opens only when the member asks').toBe('TOGGLE_DETAIL');
    },
    closed: (step) => {
      const { event, previous, context } = step;
      if (previous?.matches('shown')) {
        const answer = ANSWERS[event.type];
        expect(answer, `${event.type} closes the dialog`).toBeDefined();
        // The asker waiting on this id is told how it ended, once.
        expect(step.emitted).toEqual([{ type: 'dialog.closed', id: previous.context.current?.id, answer }]);
        const onQuickpay = context.route === QUICKPAY;
        expect(navigatedBack(step), `navigate back on ${context.route || '(no route)'}`).toBe(
          onQuickpay ? 1 : 0,
        );
      } else quiet(step);
    },
  };
  const open = (id: string) => ({ type: 'OPEN', id, message: 'wallet_Success', errorDetail: 'x' });
  const options = {
    // Each way out (CONFIRM, CANCEL, CLICK_OUTSIDE) from each state reached, on each route.
    everyTransition: true,
    payloads: {
      OPEN: [open('a'), open('b')],
      ROUTE_CHANGED: [QUICKPAY, ...OTHER_ROUTES].map((path) => ({ type: 'ROUTE_CHANGED', path })),
    },
    contextKey: (c: { queue: unknown[]; route: string; current: { id: string } | null }) => [
      c.queue.length > 0,
      c.route,
      c.current?.id,
    ],
  };

  it('a table that leaves a state out does not compile', () => {
    const { closed: _left, ...withoutClosed } = rules;
    // @ts-expect-error `closed` has no rule
    const incomplete: StateRules<M> = withoutClosed;
    expect(checkRules(confirmDialogMachine, incomplete, options).withoutRule).toEqual(['closed']);
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(confirmDialogMachine, rules, options));
  });

  it('mutation: navigateBack on every route is reported', () => {
    const mutant = confirmDialogMachine.provide({ guards: { onQuickpayRoute: () => true } });
    const violations = checkRules(mutant, rules, options).violations.join('\n');
    expect(violations).toMatch(/closed after .*ROUTE_CHANGED.*CONFIRM: navigate back on \/m\/en-vn\/home/);
    expect(violations).toMatch(/closed after OPEN → CANCEL: navigate back on \(no route\)/);
  });

  it('mutation: a dialog that never navigates back is reported', () => {
    const mutant = confirmDialogMachine.provide({ guards: { onQuickpayRoute: () => false } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /navigate back on \/m\/en-vn\/bank\/quickpay/,
    );
  });
});
