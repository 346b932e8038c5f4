import { fromPromise } from 'xstate';
import { type WalletSnapshot, walletMachine } from '../../machines/wallet';
import type { Api } from '../api/client';
import { writeAccountInfo } from '../platform/storage';

/**
 * The wallet machine with its reads, the logic the session spawns for each member (machines/session.ts,
 * provided in runtime.ts). The money flows reach that one actor by its system id (`walletOf` in
 * moneyFlows.ts).
 */
export function walletLogic(api: () => Api) {
  return walletMachine.provide({
    actors: {
      loadWallets: fromPromise(async (): Promise<WalletSnapshot> => {
        const [all, info] = await Promise.all([api().getAllBalance({}), api().getTransferInfo({})]);
        return {
          providers: info.providerList,
          balances: Object.fromEntries(all.balanceList.map((b) => [b.providerId, b.balance])),
          promotions: info.promotionList,
        };
      }),
      loadBalance: fromPromise(
        async ({ input }) => (await api().getBalance({ providerId: input.providerId })).balance,
      ),
    },
    actions: { storeMainBalance: (_, balance) => writeAccountInfo({ mainBlance: String(balance) }) },
  });
}
