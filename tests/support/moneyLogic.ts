import { assign } from 'xstate';
import type { Balances } from '../../domain/moneyRules';
import { depositMachine } from '../../features/money/machines/deposit';
import { transferMachine } from '../../features/money/machines/transfer';
import { withdrawMachine } from '../../features/money/machines/withdraw';
import { pending } from './stubs';

/**
 * The money machines with every effect pending (the test answers with done/error events) and every intent
 * keyed `k`, begun from the balances `before` (so re-read balances can show the money moved).
 */
export const pendingTransfer = (before: Balances) =>
  transferMachine.provide({
    actors: { transfer: pending(), allIn: pending(), rereadBalances: pending() },
    actions: { beginIntent: assign({ intentKey: 'k', before }) },
  });

export const pendingWithdraw = (before: Balances) =>
  withdrawMachine.provide({
    actors: { loadInfo: pending(), withdraw: pending(), rereadBalances: pending() },
    actions: { beginIntent: assign({ intentKey: 'k', before }) },
  });

export const pendingDeposit = (before: Balances) =>
  depositMachine.provide({
    actors: {
      loadInfo: pending(),
      deposit: pending(),
      quickpay: pending(),
      showQr: pending(),
      rereadBalances: pending(),
    },
    actions: { beginIntent: assign({ intentKey: 'k', before }) },
  });
