import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Amount, TransferProvider } from '../contract/types';
import { MAIN_WALLET } from '../domain/moneyRules';

/**
 * The member's wallets: the main wallet (`MAIN_WALLET`) and one per provider, with names
 * and weekly turnover. Balances refresh one wallet at a time or all at once; the spinner stays 500 ms after
 * a load so a fast answer still reads as a refresh. A new main balance (after a transfer or withdrawal) is
 * stored.
 *
 * One wallet actor per member: the session spawns it at login with the system id `WALLET_SYSTEM_ID`
 * (machines/session.ts) and stops it at logout or when the member changes; the app reads it with
 * `system.get(WALLET_SYSTEM_ID)`. It reads nothing until a screen shows it (`LOAD`).
 */

/** The wallet's id in the session's actor system. */
export const WALLET_SYSTEM_ID = 'wallet';

export interface WalletSnapshot {
  providers: TransferProvider[];
  /** Provider id → balance as the server sent it; `MAIN_WALLET` is the main wallet. */
  balances: Record<string, Amount>;
  /** Promotions a transfer may join. */
  promotions: { promoteId: string; promoteTitle: string }[];
}

export type WalletEvent =
  /** A screen shows the wallets: they are read, unless they already are. */
  | { type: 'LOAD' }
  | { type: 'REFRESH'; providerId: string }
  | { type: 'REFRESH_ALL' }
  /** A money call answered with the new main balance (withdraw, transfer). */
  | { type: 'MAIN_BALANCE'; balance: Amount }
  | { type: 'RETRY' };

interface WalletContext extends WalletSnapshot {
  /** The wallet whose spinner turns, or 'all'. */
  refreshing: string | null;
}

export const SPINNER_HOLD_MS = 500;

export const walletMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadWallets: fromPromise<WalletSnapshot>(async () => ({ providers: [], balances: {}, promotions: [] })),
    loadBalance: fromPromise<Amount, { providerId: string }>(async () => '0'),
  },
  // Stryker restore all
  actions: {
    /** Writes `accountInfo.mainBlance`. */
    storeMainBalance: (_, _balance: Amount) => {},
    spinAll: assign({ refreshing: 'all' }),
    stopSpinning: assign({ refreshing: null }),
    /** The wallets as read: providers, balances and promotions. */
    keepWallets: assign((_, { providers, balances, promotions }: WalletSnapshot) => ({
      providers,
      balances,
      promotions,
    })),
  },
  delays: { spinnerHold: SPINNER_HOLD_MS },
}).createMachine({
  id: 'wallet',
  context: { providers: [], balances: {}, promotions: [], refreshing: null },
  initial: 'idle',
  on: {
    // Both may come from a money flow at any moment; a reload in progress starts over with fresh data.
    REFRESH_ALL: { target: '.loading', reenter: true },
    MAIN_BALANCE: {
      actions: [
        assign({
          balances: ({ context, event }) => ({ ...context.balances, [MAIN_WALLET]: event.balance }),
        }),
        { type: 'storeMainBalance', params: ({ event }) => event.balance },
      ],
    },
  },
  states: {
    // A member's wallets, not read yet: no screen has shown them.
    idle: {
      on: { LOAD: 'loading' },
    },
    // Every wallet and its balance are being read.
    loading: {
      tags: 'spinning',
      entry: 'spinAll',
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: {
          target: 'settling',
          actions: [
            { type: 'keepWallets', params: ({ event }) => event.output },
            { type: 'storeMainBalance', params: ({ event }) => event.output.balances[MAIN_WALLET] ?? '0' },
          ],
        },
        onError: { target: 'failed', actions: 'stopSpinning' },
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: {
      on: { RETRY: 'loading' },
    },
    // One wallet's balance is being read again.
    refreshingOne: {
      tags: 'spinning',
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        input: ({ context }) => ({ providerId: context.refreshing ?? MAIN_WALLET }),
        onDone: {
          target: 'settling',
          actions: [
            assign({
              balances: ({ context, event }) => ({
                ...context.balances,
                [context.refreshing ?? MAIN_WALLET]: event.output,
              }),
            }),
          ],
        },
        onError: { target: 'ready', actions: assign({ refreshing: null }) },
      },
    },
    // The new balances show; the spinner keeps turning for 500 ms (spec §4).
    settling: {
      tags: 'spinning',
      after: { spinnerHold: { target: 'ready', actions: assign({ refreshing: null }) } },
    },
    // Balances shown; any wallet can be refreshed.
    ready: {
      on: {
        REFRESH: {
          target: 'refreshingOne',
          actions: assign({ refreshing: ({ event }) => event.providerId }),
        },
      },
    },
  },
});

/** What the wallets show: balances, providers, promotions, which wallets spin, whether refresh may be pressed. */
export const walletView = (s: SnapshotFrom<typeof walletMachine>) => ({
  balances: s.context.balances,
  providers: s.context.providers,
  promotions: s.context.promotions,
  refreshing: s.hasTag('spinning') ? s.context.refreshing : null,
  canRefresh: s.matches('ready'),
  failed: s.matches('failed'),
});
