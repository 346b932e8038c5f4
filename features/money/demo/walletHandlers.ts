import { kernelEndpoints } from '../../../contract/endpoints.ts';
import type { BalanceResponse, TransferInfoResponse } from '../../../contract/types.ts';
import { fail, ok, type Router } from '../../../demo/router.ts';
import {
  type DemoMember,
  type DemoWorld,
  formatTenths,
  MAIN,
  PROMOTIONS,
  PROVIDERS,
  parseAmount,
} from '../../../demo/world.ts';
import { moneyEndpoints } from '../contract/endpoints.ts';
import type { AllInCheckResponse, RebateInfoResponse } from '../contract/moneyReplies.ts';

/**
 * Moving money between a member's wallets (transfer, all-in) and claiming instant rebates. Every move is a
 * ledger entry (`DemoWorld.move`); a call that fails changes nothing.
 */
export function walletHandlers(world: DemoWorld, { memberPost }: Router) {
  const mainBalance = (member: DemoMember): BalanceResponse => ({
    balance: formatTenths(member.wallets.get(MAIN) ?? 0),
  });
  const titleOf = (promoteId: string) =>
    PROMOTIONS.find((p) => p.promoteId === promoteId)?.promoteTitle ?? promoteId;

  return [
    memberPost(kernelEndpoints.getTransferInfo.path, {}, () =>
      ok<TransferInfoResponse>({
        providerList: PROVIDERS.map((p, i) => ({ ...p, weeklyTurnover: formatTenths(i * 1234) })),
        promotionList: PROMOTIONS.map(({ promoteId, promoteTitle }) => ({ promoteId, promoteTitle })),
      }),
    ),

    memberPost(
      moneyEndpoints.transfer.path,
      { fromProvider: 'string', toProvider: 'string', amount: 'string', promoteId: 'string' },
      ({ body, member }) => {
        const from = body.fromProvider as string;
        const to = body.toProvider as string;
        const promoteId = body.promoteId as string;
        const amount = parseAmount(body.amount);
        if (amount === null) return fail(2, 'wallet_amount_require');
        const fromBalance = member.wallets.get(from);
        if (fromBalance === undefined || !member.wallets.has(to)) return fail(2, 'wallet_provider_notFound');
        if (from === to) return fail(2, 'com_request_invalid', ['toProvider']);
        if (fromBalance < amount) return fail(2, 'wallet_amount_inSufficient');
        if (promoteId) {
          const promotion = PROMOTIONS.find((p) => p.promoteId === promoteId);
          if (!promotion) return fail(2, 'com_request_invalid', ['promoteId']);
          if (!promotion.providers.includes(to))
            return fail(3, 'transfer_mainPromote_notSupportProvider', [promotion.promoteTitle]);
          const active = member.activePromotions.get(to);
          if (active !== undefined)
            return fail(3, 'transfer_providerPromote_alreadyExist', [titleOf(active)]);
        }
        world.move(member, 'transfer', from, to, amount);
        if (promoteId) member.activePromotions.set(to, promoteId);
        return ok(mainBalance(member));
      },
    ),

    memberPost(moneyEndpoints.checkAllInToMainWalletInfo.path, {}, ({ member }) =>
      ok<AllInCheckResponse>({
        extraPromotion: member.extraPromotion,
        firstPromotion: member.firstPromotion,
        providers: [...member.wallets]
          .filter(([providerId, balance]) => providerId !== MAIN && balance > 0)
          .map(([providerId]) => providerId),
      }),
    ),

    /**
     * `allinTo: 'M'` moves all of `providerId`'s balance to main; otherwise all of main moves to the
     * provider `allinTo` (`providerId` must name a wallet too, usually `allinTo` itself). Nothing to move
     * is a success that moves nothing.
     */
    memberPost(
      moneyEndpoints.allInTransfer.path,
      { allinTo: 'string', providerId: 'string' },
      ({ body, member }) => {
        const allinTo = body.allinTo as string;
        const providerId = body.providerId as string;
        const isProvider = (id: string) => id !== MAIN && member.wallets.has(id);
        let from: string;
        let to: string;
        if (allinTo === 'M') {
          if (!isProvider(providerId)) return fail(2, 'wallet_provider_notFound');
          [from, to] = [providerId, MAIN];
        } else {
          if (!isProvider(allinTo) || !member.wallets.has(providerId))
            return fail(2, 'wallet_provider_notFound');
          [from, to] = [MAIN, allinTo];
        }
        const amount = member.wallets.get(from) ?? 0;
        if (amount > 0) world.move(member, 'allin', from, to, amount);
        return ok(mainBalance(member));
      },
    ),

    memberPost(moneyEndpoints.getInstantRebateInfo.path, {}, ({ member }) =>
      ok<RebateInfoResponse>({
        rebateList: [...member.rebates]
          .filter(([, amount]) => amount > 0)
          .map(([providerId, amount]) => ({ providerId, amount: formatTenths(amount) })),
      }),
    ),

    memberPost(moneyEndpoints.rebateTransfer.path, { providerId: 'string' }, ({ body, member }) => {
      const providerId = body.providerId as string;
      const amount = member.rebates.get(providerId) ?? 0;
      if (amount <= 0) return fail(2, 'wallet_rebate_none');
      world.move(member, 'rebate', `rebate:${providerId}`, MAIN, amount);
      member.rebates.set(providerId, 0);
      return ok(mainBalance(member));
    }),
  ];
}
