import { type ActorRefFrom, assign, createActor, fromCallback, fromPromise } from 'xstate';
import { areaOrDefault, timeZoneOf } from '../../../domain/areas';
import { lastDays } from '../../../domain/dates';
import { unitOf } from '../../../domain/money';
import { type Balances, MAIN_WALLET } from '../../../domain/moneyRules';
import { WALLET_SYSTEM_ID, walletMachine } from '../../../machines/wallet';
import { newIdempotencyKey } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { accountCurrency } from '../../../src/platform/storage';
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
const newIntent = moneyCall.intentWith(() => newIdempotencyKey());

/** An actor input's idempotency key, as the client takes it. */
const keyOf = ({ idempotencyKey }: { idempotencyKey: string }) => ({ idempotencyKey });

const success = (runtime: Runtime) => () => void runtime.ask({ message: 'wallet_Success', icon: 'check' });

export function transferLogic(runtime: Runtime) {
  const { api } = runtime;
  return transferMachine.provide({
    actors: {
      transfer: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.transfer(form, { idempotencyKey }),
      ),
      allIn: fromPromise(async ({ input }) =>
        api.allInTransfer({ allinTo: input.allInTo, providerId: input.allInTo }, keyOf(input)),
      ),
      rereadBalances: rereadBalances(runtime),
      balances: followWallet(runtime),
    },
    actions: {
      refreshWallets: () => walletOf(runtime).send({ type: 'REFRESH_ALL' }),
      announceSuccess: success(runtime),
      beginIntent: assign(({ context }) => newIntent({ context })),
    },
  });
}

export function allInLogic(runtime: Runtime) {
  const { api } = runtime;
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
        const results = await Promise.allSettled(
          input.providers.map((providerId) => api.allInTransfer({ allinTo: 'M', providerId })),
        );
        return {
          moved: input.providers.filter((_, i) => results[i]?.status === 'fulfilled'),
          failed: input.providers.filter((_, i) => results[i]?.status === 'rejected'),
        };
      }),
      rereadBalances: fromPromise(async () => {
        const { balance } = await api.getBalance({ providerId: MAIN_WALLET });
        const wallet = walletOf(runtime);
        wallet.send({ type: 'MAIN_BALANCE', balance });
        wallet.send({ type: 'REFRESH_ALL' });
      }),
    },
  });
}

export function withdrawLogic(runtime: Runtime) {
  const { api } = runtime;
  return withdrawMachine.provide({
    actors: {
      loadInfo: fromPromise(async () => api.getWithdrawInfo({})),
      withdraw: fromPromise(async ({ input: { idempotencyKey, ...form } }) =>
        api.withdraw(form, { idempotencyKey }),
      ),
      rereadBalances: rereadBalances(runtime),
      balances: followWallet(runtime),
    },
    actions: {
      storeMainBalance: (_, balance) => walletOf(runtime).send({ type: 'MAIN_BALANCE', balance }),
      announceSuccess: success(runtime),
      beginIntent: assign(({ context }) => newIntent({ context })),
    },
  });
}

export function depositLogic(runtime: Runtime) {
  const { api } = runtime;
  return depositMachine.provide({
    actors: {
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
      rereadBalances: rereadBalances(runtime),
      balances: followWallet(runtime),
    },
    actions: {
      storeMainBalance: (_, balance) => walletOf(runtime).send({ type: 'MAIN_BALANCE', balance }),
      announceSuccess: success(runtime),
      beginIntent: assign(({ context }) => newIntent({ context })),
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
        runtime.api.getHistoryRecord({
          ...input,
          lang: areaOrDefault(runtime.navigator.currentArea()).language,
        }),
      ),
    },
  });
}

export function rebateLogic(runtime: Runtime) {
  const { api } = runtime;
  return rebateMachine.provide({
    actors: {
      loadRebates: fromPromise(async () => api.getInstantRebateInfo({})),
      claim: fromPromise(async ({ input: { idempotencyKey, providerId } }) =>
        api.rebateTransfer({ providerId }, { idempotencyKey }),
      ),
    },
    actions: {
      storeMainBalance: (_, balance) => walletOf(runtime).send({ type: 'MAIN_BALANCE', balance }),
      announceSuccess: success(runtime),
      refreshWallets: () => walletOf(runtime).send({ type: 'REFRESH_ALL' }),
      beginIntent: assign(({ context }) => newIntent({ context })),
    },
  });
}
