import { type Actor, assign, createActor, fromPromise } from 'xstate';
import { allInToMainMachine } from '../../../machines/allInToMain';
import { depositMachine } from '../../../machines/deposit';
import { historyMachine } from '../../../machines/history';
import { rebateMachine } from '../../../machines/rebate';
import { transferMachine } from '../../../machines/transfer';
import { MAIN_WALLET_ID, type WalletSnapshot, walletMachine } from '../../../machines/wallet';
import { withdrawMachine } from '../../../machines/withdraw';
import { newIdempotencyKey } from '../../api/client';
import { MAIN_WALLET } from '../../api/types';
import { unitOf } from '../../domain/money';
import type { Balances } from '../../domain/moneyRules';
import { accountCurrency, writeAccountInfo } from '../../platform/storage';
import { qaInspect } from '../qa/qaSwitch';
import type { Runtime } from '../runtime';

/**
 * The money machines with their effects: API calls, the global dialog, the wallet panel. The wallet actor
 * lives as long as the session, so switching tabs in the bank area never reads balances twice; the
 * others are created per screen.
 */

export function walletOf(runtime: Runtime): Actor<typeof walletMachine> {
  const slot = runtime.wallet;
  if (slot.actor) return slot.actor;
  const { api } = runtime;
  const walletActor = createActor(
    walletMachine.provide({
      actors: {
        loadWallets: fromPromise(async (): Promise<WalletSnapshot> => {
          const [all, info] = await Promise.all([api.getAllBalance({}), api.getTransferInfo({})]);
          return {
            providers: info.providerList,
            balances: Object.fromEntries(all.balanceList.map((b) => [b.providerId, b.balance])),
            promotions: info.promotionList,
          };
        }),
        loadBalance: fromPromise(
          async ({ input }) => (await api.getBalance({ providerId: input.providerId })).balance,
        ),
      },
      actions: { storeMainBalance: (_, balance) => writeAccountInfo({ mainBlance: String(balance) }) },
    }),
    { inspect: qaInspect },
  ).start();
  slot.actor = walletActor;
  // The wallets belong to the session's member: a logout, or another member in another tab, forgets them.
  const { epoch } = runtime.session.getSnapshot().context;
  const subscription = runtime.session.subscribe((s) => {
    if ((s.hasTag('visitor') || s.context.epoch !== epoch) && slot.actor === walletActor) {
      walletActor.stop();
      slot.actor = null;
      subscription.unsubscribe();
    }
  });
  return walletActor;
}

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

/** A new intent of the member: a random idempotency key and the balances the wallet panel shows now. */
const newIntent = (runtime: Runtime) => () => ({
  intentKey: newIdempotencyKey(),
  before: { ...(runtime.wallet.actor?.getSnapshot().context.balances ?? {}) },
});

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
    },
    actions: {
      refreshWallets: () => walletOf(runtime).send({ type: 'REFRESH_ALL' }),
      announceSuccess: success(runtime),
      beginIntent: assign(newIntent(runtime)),
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
    },
    actions: {
      storeMainBalance: (_, balance) => walletOf(runtime).send({ type: 'MAIN_BALANCE', balance }),
      announceSuccess: success(runtime),
      beginIntent: assign(newIntent(runtime)),
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
    },
    actions: {
      storeMainBalance: (_, balance) => walletOf(runtime).send({ type: 'MAIN_BALANCE', balance }),
      announceSuccess: success(runtime),
      beginIntent: assign(newIntent(runtime)),
    },
  });
}

export function historyLogic(runtime: Runtime) {
  return historyMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) =>
        runtime.api.getHistoryRecord({ ...input, lang: document.documentElement.lang || 'en-US' }),
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
      beginIntent: assign(newIntent(runtime)),
    },
  });
}

export { MAIN_WALLET_ID };
