import { toDataURL } from 'qrcode';
import type { BalanceResponse } from '../../../contract/types.ts';
import { demoLanguageOf, demoText } from '../../../demo/demoTexts.ts';
import { fail, type Json, ok, type Router } from '../../../demo/router.ts';
import {
  DEPOSIT_METHODS,
  type DemoMember,
  type DemoWorld,
  formatTenths,
  HISTORY_PAGE_SIZE,
  HISTORY_STATUSES,
  HISTORY_TYPES,
  MAIN,
  PROMOTIONS,
  parseAmount,
  WITHDRAW_LIMITS,
} from '../../../demo/world.ts';
import { moneyEndpoints } from '../contract/endpoints.ts';
import type {
  DepositInfoResponse,
  HistoryResponse,
  QuickpayResponse,
  WithdrawInfoResponse,
} from '../contract/moneyReplies.ts';

/**
 * Money in and out of the member (deposit, quickpay, withdraw to a saved bank account) and the history. Demo deposits clear at once; a quickpay only records a pending deposit.
 */

/** A calendar date `YYYY-MM-DD` that exists. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

type Checked<T> = { value: T } | { error: Response };

/** A deposit or quickpay body: a known method, a valid amount within the method's limits. */
function checkDeposit(body: Json): Checked<{ amount: number; methodId: string }> {
  const method = DEPOSIT_METHODS.find((m) => m.methodId === body.methodId);
  if (!method) return { error: fail(2, 'com_request_invalid', ['methodId']) };
  const amount = parseAmount(body.amount);
  if (amount === null) return { error: fail(2, 'wallet_amount_require') };
  if (amount < method.minTenths || amount > method.maxTenths)
    return {
      error: fail(2, 'wallet_deposit_limit', [
        formatTenths(method.minTenths),
        formatTenths(method.maxTenths),
      ]),
    };
  return { value: { amount, methodId: method.methodId } };
}

export function bankHandlers(world: DemoWorld, { memberPost }: Router) {
  const mainBalance = (member: DemoMember): BalanceResponse => ({
    balance: formatTenths(member.wallets.get(MAIN) ?? 0),
  });

  return [
    memberPost(moneyEndpoints.getDepositInfo.path, {}, ({ request }) =>
      ok<DepositInfoResponse>({
        methodList: DEPOSIT_METHODS.map((m) => ({
          methodId: m.methodId,
          methodName: demoText(m.methodName, demoLanguageOf(request)),
          minAmount: formatTenths(m.minTenths),
          maxAmount: formatTenths(m.maxTenths),
        })),
      }),
    ),

    memberPost(
      moneyEndpoints.deposit.path,
      { methodId: 'string', amount: 'string', promoteId: 'string' },
      ({ body, member }) => {
        const checked = checkDeposit(body);
        if ('error' in checked) return checked.error;
        if (body.promoteId && !PROMOTIONS.some((p) => p.promoteId === body.promoteId))
          return fail(2, 'com_request_invalid', ['promoteId']);
        const { amount, methodId } = checked.value;
        world.move(member, 'deposit', `deposit:${methodId}`, MAIN, amount);
        return ok(mainBalance(member));
      },
    ),

    memberPost(
      moneyEndpoints.quickpay.path,
      { methodId: 'string', amount: 'string' },
      async ({ body, member }) => {
        const checked = checkDeposit(body);
        if ('error' in checked) return checked.error;
        const { amount } = checked.value;
        const ref = world.nextId('QP');
        const qrImage = await toDataURL(`LOTUSPAY|${member.loginId}|${formatTenths(amount)}|${ref}`);
        world.addHistory(member, { id: ref, type: 'deposit', amountTenths: amount, status: 'pending' });
        return ok<QuickpayResponse>({ qrImage });
      },
    ),

    memberPost(moneyEndpoints.getWithdrawInfo.path, {}, ({ member }) =>
      ok<WithdrawInfoResponse>({
        memberBankList: member.banks,
        minAmount: formatTenths(WITHDRAW_LIMITS.minTenths),
        maxAmount: formatTenths(WITHDRAW_LIMITS.maxTenths),
      }),
    ),

    memberPost(
      moneyEndpoints.withdraw.path,
      { amount: 'string', memberBankId: 'string' },
      ({ body, member }) => {
        const amount = parseAmount(body.amount);
        if (amount === null) return fail(2, 'wallet_amount_require');
        const bank = member.banks.find((b) => b.memberBankId === body.memberBankId);
        if (!bank) return fail(2, 'acct_bank_notFound');
        if (amount < WITHDRAW_LIMITS.minTenths || amount > WITHDRAW_LIMITS.maxTenths)
          return fail(2, 'wallet_withdraw_limit', [
            formatTenths(WITHDRAW_LIMITS.minTenths),
            formatTenths(WITHDRAW_LIMITS.maxTenths),
          ]);
        if ((member.wallets.get(MAIN) ?? 0) < amount) return fail(2, 'wallet_amount_inSufficient');
        world.move(member, 'withdraw', MAIN, `bank:${bank.memberBankId}`, amount);
        return ok(mainBalance(member));
      },
    ),

    /** Newest first, 10 a page, filtered by type, status and an inclusive UTC date range. */
    memberPost(
      moneyEndpoints.getHistoryRecord.path,
      {
        queryType: 'string',
        fromDate: 'string',
        toDate: 'string',
        page: 'number',
        status: 'string',
        lang: 'string',
      },
      ({ body, member }) => {
        const queryType = HISTORY_TYPES.find((t) => t === body.queryType);
        if (!queryType) return fail(2, 'com_request_invalid', ['queryType']);
        const status = body.status as string;
        if (status !== 'all' && !HISTORY_STATUSES.some((s) => s === status))
          return fail(2, 'com_request_invalid', ['status']);
        const fromDate = body.fromDate as string;
        const toDate = body.toDate as string;
        if (!isDate(fromDate)) return fail(2, 'com_request_invalid', ['fromDate']);
        if (!isDate(toDate) || toDate < fromDate) return fail(2, 'com_request_invalid', ['toDate']);
        const page = body.page as number;
        if (!Number.isInteger(page) || page < 1) return fail(2, 'com_request_invalid', ['page']);

        const records = member.history
          .map((entry) => ({ entry, date: new Date(entry.time).toISOString() }))
          .filter(({ entry, date }) => {
            const day = date.slice(0, 10);
            return (
              entry.type === queryType &&
              (status === 'all' || entry.status === status) &&
              day >= fromDate &&
              day <= toDate
            );
          })
          .sort((a, b) => b.entry.time - a.entry.time || b.entry.seq - a.entry.seq);
        const start = (page - 1) * HISTORY_PAGE_SIZE;
        return ok<HistoryResponse>({
          historyRecords: records.slice(start, start + HISTORY_PAGE_SIZE).map(({ entry, date }) => ({
            id: entry.id,
            date,
            type: entry.type,
            amount: formatTenths(entry.amountTenths),
            status: entry.status,
          })),
          totalPages: Math.ceil(records.length / HISTORY_PAGE_SIZE),
        });
      },
    ),
  ];
}
