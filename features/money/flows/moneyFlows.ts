import { type ActorRefFrom, createActor, fromCallback, fromPromise } from 'xstate';
import { areaOrDefault, timeZoneOf } from '../../../domain/areas';
import { lastDays } from '../../../domain/dates';
import { type Amount, formatAmount, fromTenths, toTenths, unitOf } from '../../../domain/money';
import { type Balances, MAIN_WALLET } from '../../../domain/moneyRules';
import { WALLET_SYSTEM_ID, walletMachine } from '../../../machines/wallet';
import { callsOf, newIdempotencyKey } from '../../../src/api/client';
import { areaOf, type Runtime } from '../../../src/flows/runtime';
import { accountCurrency } from '../../../src/platform/storage';
import { moneyEndpoints } from '../contract/endpoints';
import { allInToMainMachine } from '../machines/allInToMain';
import { depositMachine } from '../machines/deposit';
import { type HistoryQuery, historyMachine } from '../machines/history';
import * as moneyCall from '../machines/moneyCall';
import { rebateMachine } from '../machines/rebate';
import { transferMachine } from '../machines/transfer';
import { withdrawMachine } from '../machines/withdraw';

/**
 * The money machines with their effects: API calls, the global dialog, the wallet panel. The wallets are
 * one actor for the member's session (the session spawns it, machines/session.ts), so switching tabs in
 * the bank area never reads balances twice; the others are created per screen. Every balance a money
 * flow sees comes from that actor: `followWallet` (the flow's `balances`, at once and on every change) and
 * `rereadBalances` (read again after an unknown outcome).
 */

export type WalletActor = ActorRefFrom<typeof walletMachine>;

/**
 * The member's wallets: the session's wallet actor (system id `wallet`), which reads them the first time a
 * screen asks. A visitor has none: an actor that never starts (nothing shown, nothing read).
 */
export function walletOf(runtime: Runtime): WalletActor {
  const wallet = runtime.session.system.get(WALLET_SYSTEM_ID) as WalletActor | undefined;
  if (!wallet) return createActor(walletMachine);
  wallet.send({ type: 'LOAD' });
  return wallet;
}

/** A money flow's actor `balances`: the wallet's balances, sent at once and whenever they change. */
const followWallet = (runtime: Runtime) =>
  fromCallback(({ sendBack }) => {
    const wallet = walletOf(runtime);
    let shown: Balances | undefined;
    const send = ({ context }: { context: { balances: Balances } }) => {
      if (context.balances === shown) return;
      shown = context.balances;
      sendBack({ type: 'BALANCES', balances: shown } satisfies moneyCall.BalancesEvent);
    };
    send(wallet.getSnapshot());
    const subscription = wallet.subscribe(send);
    return () => subscription.unsubscribe();
  });

/**
 * Reads every balance again and resolves with them once the panel shows them (after an unknown outcome);
 * rejects when they could not be read, so nothing is compared.
 */
function rereadBalances(runtime: Runtime) {
  return fromPromise<Balances | undefined>(async () => {
    const wallet = walletOf(runtime);
    wallet.send({ type: 'REFRESH_ALL' });
    return new Promise<Balances>((resolve, reject) => {
      const sub = wallet.subscribe((s) => {
        if (s.matches('ready') || s.matches('failed') || s.matches('settling')) {
          sub.unsubscribe();
          if (s.matches('failed')) reject(new Error('balances not read'));
          else resolve({ ...s.context.balances });
        }
      });
    });
  });
}

/** A new intent of the member: a random idempotency key, and the balances the flow follows as they are now. */
const newIntent = moneyCall.beginIntentWith(() => newIdempotencyKey());

/** An actor input's idempotency key, as the client takes it. */
const keyOf = ({ idempotencyKey }: { idempotencyKey: string }) => ({ idempotencyKey });

/** How a move reads on this page: wallets by the names the panel shows, amounts in the page's language. */
export function moveWords(runtime: Runtime): moneyCall.MoveWords {
  const { providers } = walletOf(runtime).getSnapshot().context;
  const locale = areaOf(runtime).language;
  return {
    nameOf: (id) =>
      id === MAIN_WALLET
        ? { key: 'wallet.main' }
        : (providers.find((p) => p.providerId === id)?.providerName ?? id),
    format: (amount) => formatAmount(amount, locale),
  };
}

/**
 * The effects the money forms share, each written once: the wallet's balances followed and read again,
 * the main balance stored, the wallets reloaded, the success said with what moved, a new intent keyed.
 */
function moneyEffects(runtime: Runtime) {
  const wallet = () => walletOf(runtime);
  return {
    actors: { rereadBalances: rereadBalances(runtime), balances: followWallet(runtime) },
    actions: {
      storeMainBalance: (_: unknown, balance: Amount) => wallet().send({ type: 'MAIN_BALANCE', balance }),
      refreshWallets: () => wallet().send({ type: 'REFRESH_ALL' }),
      announceSuccess: (_: unknown, moved?: moneyCall.MoneyMoved | null) =>
        void runtime.ask({
          message: 'wallet_Success',
          icon: 'check',
          ...(moved ? { lines: moneyCall.movedLines(moved, moveWords(runtime)) } : {}),
        }),
      beginIntent: newIntent,
    },
  };
}

export function transferLogic(runtime: Runtime) {
  const api = callsOf(runtime, moneyEndpoints);
  const { actors, actions } = moneyEffects(runtime);
  return transferMachine.provide({
    actors: {
      ...actors,
      transfer: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.transfer(form, { idempotencyKey }),
      ),
      allIn: fromPromise(async ({ input }) =>
        api.allInTransfer({ allinTo: input.allInTo, providerId: input.allInTo }, keyOf(input)),
      ),
    },
    actions: {
      refreshWallets: actions.refreshWallets,
      announceSuccess: actions.announceSuccess,
      beginIntent: actions.beginIntent(),
    },
  });
}

/** The sum of these wallets' balances as the panel shows them (what an all in to main moves). */
const sumOf = (balances: Balances, ids: string[]) =>
  fromTenths(ids.reduce((sum, id) => sum + (toTenths(balances[id]) ?? 0n), 0n));

export function allInLogic(runtime: Runtime) {
  const api = callsOf(runtime, moneyEndpoints);
  return allInToMainMachine.provide({
    actors: {
      check: fromPromise(async () => api.checkAllInToMainWalletInfo({})),
      confirmGiveUp: fromPromise(async ({ input }) => {
        const answer = await runtime.ask({
          message: 'transfer_giveUpPromotion_confirm',
          extraInfo: input.promotions,
          showCancel: true,
          confirmLabel: 'continue',
        });
        return answer === 'ok';
      }),
      noticeUnfinished: fromPromise(async ({ input }) => {
        await runtime.ask({ message: 'transfer_usedPromote_unFinished', extraInfo: input.promotions });
      }),
      transferAll: fromPromise(async ({ input }) => {
        const shown = walletOf(runtime).getSnapshot().context.balances;
        const results = await Promise.allSettled(
          input.providers.map((providerId) => api.allInTransfer({ allinTo: 'M', providerId })),
        );
        const moved = input.providers.filter((_, i) => results[i]?.status === 'fulfilled');
        return {
          moved,
          failed: input.providers.filter((_, i) => results[i]?.status === 'rejected'),
          amount: sumOf(shown, moved),
        };
      }),
      rereadBalances: fromPromise<Amount | undefined>(async () => {
        const { balance } = await runtime.api.getBalance({ providerId: MAIN_WALLET });
        const wallet = walletOf(runtime);
        wallet.send({ type: 'MAIN_BALANCE', balance });
        wallet.send({ type: 'REFRESH_ALL' });
        return balance;
      }),
    },
  });
}

export function withdrawLogic(runtime: Runtime) {
  const api = callsOf(runtime, moneyEndpoints);
  const { actors, actions } = moneyEffects(runtime);
  return withdrawMachine.provide({
    actors: {
      ...actors,
      loadInfo: fromPromise(async () => api.getWithdrawInfo({})),
      withdraw: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.withdraw(form, { idempotencyKey }),
      ),
    },
    actions: {
      storeMainBalance: actions.storeMainBalance,
      announceSuccess: actions.announceSuccess,
      beginIntent: actions.beginIntent(),
    },
  });
}

export function depositLogic(runtime: Runtime) {
  const api = callsOf(runtime, moneyEndpoints);
  const { actors, actions } = moneyEffects(runtime);
  return depositMachine.provide({
    actors: {
      ...actors,
      loadInfo: fromPromise(async () => api.getDepositInfo({})),
      deposit: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.deposit(form, { idempotencyKey }),
      ),
      quickpay: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.quickpay(form, { idempotencyKey }),
      ),
      showQr: fromPromise(async ({ input }) => {
        const currency = accountCurrency(runtime.navigator.currentArea());
        await runtime.ask({
          message: 'quickpay_scan',
          qrImage: input.qrImage,
          extraInfo: `${input.amount} ${unitOf(currency)}`,
          title: 'quickpay.title',
        });
      }),
    },
    actions: {
      storeMainBalance: actions.storeMainBalance,
      announceSuccess: actions.announceSuccess,
      beginIntent: actions.beginIntent(),
    },
  });
}

/** How far back the history tab looks at first. */
export const HISTORY_DAYS = 30;

/** The history tab's first query: deposits of any status over the last 30 days, as the area's calendar has them. */
export const historyStart = (area: string, now = new Date()): Omit<HistoryQuery, 'page'> => ({
  queryType: 'deposit',
  status: 'all',
  ...lastDays(timeZoneOf(area), now, HISTORY_DAYS),
});

export function historyLogic(runtime: Runtime) {
  return historyMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) =>
        callsOf(runtime, moneyEndpoints).getHistoryRecord({
          ...input,
          lang: areaOrDefault(runtime.navigator.currentArea()).language,
        }),
      ),
    },
  });
}

export function rebateLogic(runtime: Runtime) {
  const api = callsOf(runtime, moneyEndpoints);
  const { actions } = moneyEffects(runtime);
  return rebateMachine.provide({
    actors: {
      loadRebates: fromPromise(async () => api.getInstantRebateInfo({})),
      claim: fromPromise(async ({ input: { idempotencyKey, providerId } }) =>
        api.rebateTransfer({ providerId }, { idempotencyKey }),
      ),
    },
    actions: {
      storeMainBalance: actions.storeMainBalance,
      announceSuccess: actions.announceSuccess,
      refreshWallets: actions.refreshWallets,
      beginIntent: actions.beginIntent(),
    },
  });
}
