// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registrationMachine } from '../features/account/machines/registration';
import { transferMachine } from '../features/money/machines/transfer';
import { type FlowStatus, topState, useFlowStatus } from '../src/bindings/flowMarks';
import { silentActors } from '../src/qa/machineWalk';

/**
 * a view's state checks are typed by its machine. `useFlowStatus(actor)` answers
 * `matches` and `hasTag` with the types of the actor's snapshot, so a misspelt state does not compile
 * (`npm run typecheck` covers this file); the DOM marks stay those of contract §6.
 */

const started: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

describe('useFlowStatus', () => {
  it('answers matches and hasTag from the machine, and writes the contract’s marks', () => {
    const actor = createActor(silentActors(transferMachine), { input: { fromProvider: '-' } }).start();
    started.push(actor);
    const { result } = renderHook(() => useFlowStatus(actor));
    expect(result.current.marks).toEqual({ 'data-machine': 'transfer', 'data-state': 'editing' });
    expect(result.current.matches('editing')).toBe(true);
    expect(result.current.hasTag('busy')).toBe(false);
    act(() => {
      actor.send({ type: 'BALANCES', balances: { '-': '100' } });
      actor.send({ type: 'TO_CHANGED', providerId: 'SBO' });
      actor.send({ type: 'AMOUNT_CHANGED', value: '10' });
      actor.send({ type: 'SUBMIT' });
    });
    expect(result.current.marks['data-state']).toBe('submitting');
    expect(result.current.matches('submitting')).toBe(true);
    expect(result.current.matches('editing')).toBe(false);
    expect(result.current.hasTag('busy')).toBe(true);
  });

  it('a misspelt state, or another machine’s, does not compile (and matches nothing)', () => {
    const actor = createActor(silentActors(transferMachine), { input: { fromProvider: '-' } }).start();
    started.push(actor);
    const status = renderHook(() => useFlowStatus(actor)).result.current;
    expect(status.matches('moneyMoved')).toBe(false);
    // @ts-expect-error 'moneyMovd' is none of the transfer's states
    expect(status.matches('moneyMovd')).toBe(false);
    // @ts-expect-error 'loadFailed' is the withdrawal's and the deposit's, not the transfer's
    expect(status.matches('loadFailed')).toBe(false);
    // A shared piece (OutcomeUnknown, the reauth step) takes any flow's status: every status fits it.
    const shared: FlowStatus = status;
    expect(shared.matches('loadFailed')).toBe(false);
  });

  it('a context change alone does not give a new status (the view does not render again)', () => {
    const actor = createActor(silentActors(transferMachine), { input: { fromProvider: '-' } }).start();
    started.push(actor);
    const { result } = renderHook(() => useFlowStatus(actor));
    const before = result.current;
    act(() => actor.send({ type: 'AMOUNT_CHANGED', value: '12' }));
    expect(result.current).toBe(before);
  });

  it('parallel regions: a partial value matches, the marks name every region, or one part of it', () => {
    const input = { currId: 'VND', countryCode: '+84', referralId: '', trackingTag: '' };
    const actor = createActor(silentActors(registrationMachine), { input }).start();
    started.push(actor);
    const value = actor.getSnapshot().value as Record<string, string>;
    const { result } = renderHook(() => useFlowStatus(actor));
    expect(result.current.matches({ loginId: value.loginId } as never)).toBe(true);
    expect(result.current.matches({ form: value.form } as never)).toBe(true);
    expect(result.current.marks['data-state']).toBe(`loginId.${value.loginId} form.${value.form}`);
    expect(result.current.matches({ form: 'registered' })).toBe(false);
    // @ts-expect-error a misspelt state of a region
    expect(result.current.matches({ loginId: 'availabel' })).toBe(false);
    // @ts-expect-error a region the registration does not have
    expect(result.current.matches({ login: 'available' })).toBe(false);
    const top = renderHook(() => useFlowStatus(actor, topState));
    expect(top.result.current.marks['data-state']).toBe('loginId');
  });
});
