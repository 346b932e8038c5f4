// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyEventObject, assign, type StateValueFrom } from 'xstate';
import { transferMachine } from '../machines/transfer';
import { walletMachine } from '../machines/wallet';
import { TransferTab } from '../src/routes/views/bank/TransferTab';
import { englishTexts, pathsToStates, renderView, standing, usable } from './support/componentHarness';
import { pending } from './support/stubs';

/**
 * The Transfer tab in every state of the transfer machine: what a member sees and can press. The wallet
 * panel's actor stands loaded with two providers; the transfer actor is the one the view starts.
 */

// vi.mock factories run before this file's own code: they reach the test's actors through `flows`.
const flows = vi.hoisted(() => ({
  captured: [] as AnyActorRef[],
  wallet: null as unknown,
  logic: null as unknown,
}));
const captured = flows.captured;
vi.mock('../src/app/useFlow', async () =>
  (await import('./support/componentHarness')).capturingUseFlow(flows.captured)(),
);
vi.mock('../src/components/useScreen', () => ({ useScreen: () => ({ screen: undefined, area: 'en-vn' }) }));
vi.mock('../src/app/RuntimeContext', () => ({ useRuntime: () => ({}) }));

const BALANCES = { '-': '1000', SBO: '0', EVO: '25.5' };
const wallet = standing(
  walletMachine.provide({ actors: { loadWallets: pending(), loadBalance: pending() } }),
);
wallet.send({
  type: 'xstate.done.actor.loadWallets',
  output: {
    providers: [
      { providerId: 'SBO', providerName: 'SBO Sports' },
      { providerId: 'EVO', providerName: 'Evolution' },
    ],
    balances: BALANCES,
    promotions: [],
  },
} as never);

const logic = transferMachine.provide({
  actors: { transfer: pending(), allIn: pending(), rereadBalances: pending() },
  actions: { beginIntent: assign({ intentKey: 'k', before: BALANCES }) },
});
flows.wallet = wallet;
flows.logic = logic;
vi.mock('../src/app/flows/moneyFlows', () => ({
  walletOf: () => flows.wallet,
  transferLogic: () => flows.logic,
}));

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const EVENTS: AnyEventObject[] = [
  { type: 'TO_CHANGED', providerId: 'SBO' },
  { type: 'AMOUNT_CHANGED', value: '10' },
  { type: 'SUBMIT', available: '1000' },
  { type: 'ALL_IN', providerId: 'EVO' },
  done('transfer', { balance: '990' }),
  error('transfer', { code: null, key: 'acct_NetworkFail' }),
  done('rereadBalances', { '-': '990', SBO: '10', EVO: '25.5' }),
  error('rereadBalances', new Error('not read')),
  { type: 'RETRY' },
  { type: 'DISMISS' },
];

type TransferState = Extract<StateValueFrom<typeof transferMachine>, string>;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const amount = () => screen.getByRole('textbox', { name: /Amount/ });

/** What must be true on screen in each state; a new state of the machine fails to compile here. */
const EXPECTED: Record<TransferState, () => void> = {
  editing: () => {
    expect(usable(button('Transfer'))).toBe(true);
    expect(usable(amount())).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: () => {
    // The call is in flight: nothing can be sent again, nothing edited.
    expect(usable(button('Transfer'))).toBe(false);
    expect(usable(amount())).toBe(false);
    for (const allIn of screen.getAllByRole('button', { name: /^All in/ })) expect(usable(allIn)).toBe(false);
  },
  allIn: () => {
    expect(usable(button('Transfer'))).toBe(false);
    for (const allIn of screen.getAllByRole('button', { name: /^All in/ })) expect(usable(allIn)).toBe(false);
  },
  rereading: () => {
    expect(usable(button('Transfer'))).toBe(false);
  },
  moneyMoved: () => {
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('The money has already moved')).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(usable(within(notice).getByRole('button', { name: 'Done' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
  outcomeUnknown: () => {
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('We could not confirm this request')).toBeTruthy();
    expect(usable(within(notice).getByRole('button', { name: 'Send again' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
  succeeded: () => {
    expect(screen.getByRole('status').textContent).toBe('Done successfully.');
    expect(usable(button('Transfer'))).toBe(true);
  },
};

describe('Transfer tab, in every state of its machine', () => {
  let texts: i18n;
  beforeAll(async () => {
    texts = await englishTexts();
  });
  const paths = pathsToStates(logic, EVENTS, { fromProvider: '-' });

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival'}`, () => {
      captured.length = 0;
      renderView(<TransferTab />, texts);
      const transfer = captured[0];
      if (!transfer) throw new Error('the view started no flow');
      act(() => {
        for (const event of events) transfer.send(event);
      });
      const root = document.querySelector('[data-machine="transfer"]');
      expect(root?.getAttribute('data-state')).toBe(state);
      // The wallets and their balances are on screen in every state.
      expect(screen.getByText('Quick all in from the main wallet')).toBeTruthy();
      EXPECTED[state as TransferState]();
    });
  }
});
