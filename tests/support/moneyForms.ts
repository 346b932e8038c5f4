import { expect, vi } from 'vitest';
import { type AnyActorRef, fromCallback, SimulatedClock } from 'xstate';
import type { Amount, BalanceResponse } from '../../contract/types';
import type { Balances } from '../../domain/moneyRules';
import type { DepositInfoResponse, WithdrawInfoResponse } from '../../features/money/contract/moneyReplies';
import { type DepositMode, depositMachine } from '../../features/money/machines/deposit';
import { type AllInCall, type TransferCall, transferMachine } from '../../features/money/machines/transfer';
import { withdrawMachine } from '../../features/money/machines/withdraw';
import { noAnswer, serverCall, started } from './calls';

/**
 * The money forms as a member uses them: every server call answered by hand, the balances re-read on an
 * unknown outcome answered by hand, and the stored balance and the announcement kept as spies.
 */

/** What every money form shares: its clock, the balances read again, and the spies on what it tells the app. */
function formEffects() {
  return {
    clock: new SimulatedClock(),
    reread: serverCall<Balances | undefined>(),
    storeMainBalance: vi.fn(),
    refreshWallets: vi.fn(),
    announceSuccess: vi.fn(),
  };
}

export function startDeposit(mode: DepositMode = 'deposit') {
  const { clock, reread, storeMainBalance, announceSuccess } = formEffects();
  const loadInfo = serverCall<DepositInfoResponse>();
  const deposit = serverCall<
    { balance?: Amount },
    { methodId: string; amount: string; promoteId: string; idempotencyKey: string }
  >();
  const quickpay = serverCall<
    { qrImage: string },
    { methodId: string; amount: string; idempotencyKey: string }
  >();
  const showQr = serverCall<void, { qrImage: string; amount: string }>();
  const { actor, ctx: form } = started(
    depositMachine.provide({
      actors: {
        loadInfo: loadInfo.logic,
        deposit: deposit.logic,
        quickpay: quickpay.logic,
        showQr: showQr.logic,
        rereadBalances: reread.logic,
      },
      actions: { storeMainBalance: (_, balance) => storeMainBalance(balance), announceSuccess },
    }),
    { input: { mode }, clock },
  );
  return {
    actor,
    clock,
    loadInfo,
    deposit,
    quickpay,
    showQr,
    reread,
    storeMainBalance,
    announceSuccess,
    form,
  };
}

export function startWithdraw() {
  const { clock, reread, storeMainBalance, announceSuccess } = formEffects();
  const loadInfo = serverCall<WithdrawInfoResponse>();
  const withdraw = serverCall<
    BalanceResponse,
    { amount: string; memberBankId: string; idempotencyKey: string }
  >();
  const { actor, ctx: form } = started(
    withdrawMachine.provide({
      actors: { loadInfo: loadInfo.logic, withdraw: withdraw.logic, rereadBalances: reread.logic },
      actions: { storeMainBalance: (_, balance) => storeMainBalance(balance), announceSuccess },
    }),
    { clock },
  );
  return { actor, clock, loadInfo, withdraw, reread, storeMainBalance, announceSuccess, form };
}

/** The transfer form, begun with the wallet's balances as the app's `balances` actor sends them. */
export function startTransfer(input: { fromProvider?: string; toProvider?: string }, wallets: Balances) {
  const { clock, reread, refreshWallets, announceSuccess } = formEffects();
  const transfer = serverCall<unknown, TransferCall>();
  const allIn = serverCall<unknown, AllInCall>();
  const { actor, ctx: form } = started(
    transferMachine.provide({
      actors: {
        transfer: transfer.logic,
        allIn: allIn.logic,
        rereadBalances: reread.logic,
        balances: fromCallback(({ sendBack }) => sendBack({ type: 'BALANCES', balances: wallets })),
      },
      actions: { refreshWallets, announceSuccess },
    }),
    { input, clock },
  );
  return { actor, clock, transfer, allIn, reread, refreshWallets, announceSuccess, form };
}

/** A started money form and the call it sent, as the unknown-outcome checks below read them. */
interface SentForm {
  actor: AnyActorRef;
  reread: ReturnType<typeof serverCall<Balances | undefined>>;
  form: () => { amount: string };
}
type SentCall = { fail: (error: unknown) => Promise<void> };

/** The call gets no answer: balances are read again (busy meanwhile), none come back, and the member retries. */
export async function unansweredThenRetried(f: SentForm, call: SentCall) {
  await call.fail(noAnswer);
  expect(f.reread.count()).toBe(1);
  expect(f.actor.getSnapshot().hasTag('busy')).toBe(true);
  await f.reread.answer(undefined);
  expect(f.actor.getSnapshot().value).toBe('outcomeUnknown');
  f.actor.send({ type: 'RETRY' });
}

/** No answer and no balances: the notice still shows, and dismissing it clears the amount. */
export async function unknownDismissed(f: SentForm, call: SentCall) {
  await call.fail(new Error('timeout'));
  await f.reread.fail(new Error('down'));
  expect(f.actor.getSnapshot().value).toBe('outcomeUnknown');
  f.actor.send({ type: 'DISMISS' });
  expect(f.actor.getSnapshot().value).toBe('editing');
  expect(f.form().amount).toBe('');
}
