import i18next from 'i18next';
import { beforeAll, describe, expect, it, type vi } from 'vitest';
import type { Amount } from '../domain/money';
import { formatAmount } from '../domain/money';
import type { Balances } from '../domain/moneyRules';
import type { AllInCheckResponse } from '../features/money/contract/moneyReplies';
import { type AllInResult, allInToMainMachine } from '../features/money/machines/allInToMain';
import { type MoneyMoved, movedLines } from '../features/money/machines/moneyCall';
import { WITHDRAW_SUCCESS_DELAY_MS } from '../features/money/machines/withdraw';
import en from '../public/locales/en.json';
import vi_ from '../public/locales/vi.json';
import { i18nOptions, lineText } from '../src/i18n';
import { SAVED_BANK } from './support/bankFixtures';
import { serverCall, started } from './support/calls';
import { startDeposit, startTransfer, startWithdraw } from './support/moneyForms';

/**
 * A finished money move says what moved, from where to where, with the main wallet's new balance; an all
 * in to main says what it moved, or that nothing was there to move. Read as the member reads it: the
 * machine's announcement put into English (and Vietnamese) with the app's own texts and formatter.
 */

const NAMES: Record<string, string> = { SBO: 'SBO Sports', EVO: 'Evolution' };

async function reader(language: 'en' | 'vi', texts: Record<string, string>) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions(language), resources: { [language]: { translation: texts } } });
  const locale = language === 'en' ? 'en-US' : 'vi-VN';
  return (moved: MoneyMoved | null) =>
    moved
      ? movedLines(moved, {
          nameOf: (id) => (id === '-' ? { key: 'wallet.main' } : (NAMES[id] ?? id)),
          format: (amount: Amount) => formatAmount(amount, locale),
        })
          .map((line) => lineText(i18n.t, line))
          .join(' ')
      : null;
}

let read: Awaited<ReturnType<typeof reader>>;
beforeAll(async () => {
  read = await reader('en', en);
});

/** The announcement's parameters: what the machine told the app to say. */
const said = (announce: ReturnType<typeof vi.fn>) =>
  announce.mock.calls.map((call) => call[1] as MoneyMoved | null);

function transfer(wallets: Balances) {
  const t = startTransfer({ fromProvider: '-', toProvider: 'SBO' }, wallets);
  return { ...t, call: t.transfer };
}

describe('a finished money move names the money', () => {
  it.each([
    ['en', en, '100', '1150', 'Moved 100 from Main wallet to SBO Sports. Main wallet: 1,150'],
    // In Vietnamese, with the amounts as Vietnamese writes them.
    ['vi', vi_, '100.5', '1149.5', 'Đã chuyển 100,5 từ Ví chính sang SBO Sports. Ví chính: 1.149,5'],
  ] as const)(
    'a transfer in %s: the amount, both wallets and the main balance the answer gave',
    async (language, texts, amount, balance, line) => {
      const readIn = await reader(language, texts);
      const t = transfer({ '-': '1250', SBO: '0' });
      t.actor.send({ type: 'AMOUNT_CHANGED', value: amount });
      t.actor.send({ type: 'SUBMIT' });
      await t.call.answer({ balance });
      expect(said(t.announceSuccess).map(readIn)).toEqual([line]);
      // The confirmation on the form reads the same.
      expect(readIn(t.actor.getSnapshot().context.moved)).toBe(line);
    },
  );

  it('a rebate claimed: the amount owed, the provider it came from, and the main balance', () => {
    expect(read({ kind: 'rebate', amount: '12.5', from: 'SBO', to: '-', balance: '1262.5' })).toBe(
      'Claimed the 12.5 rebate from SBO Sports into Main wallet. Main wallet: 1,262.5',
    );
  });

  it('a quick all in: the whole main balance as it was shown, to the provider tapped', async () => {
    const t = transfer({ '-': '1250', EVO: '0' });
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.answer({ balance: '0' });
    expect(said(t.announceSuccess).map(read)).toEqual([
      'Moved 1,250 from Main wallet to Evolution. Main wallet: 0',
    ]);
  });

  it('a withdrawal: the amount, to the saved bank, said with the new balance when the hold ends', async () => {
    const { actor, clock, loadInfo, withdraw, announceSuccess } = startWithdraw();
    await loadInfo.answer({ memberBankList: [SAVED_BANK], minAmount: '50', maxAmount: '100000' });
    actor.send({ type: 'AMOUNT_CHANGED', value: '2500' });
    actor.send({ type: 'SUBMIT' });
    await withdraw.answer({ balance: '7500' });
    expect(announceSuccess).not.toHaveBeenCalled();
    clock.increment(WITHDRAW_SUCCESS_DELAY_MS);
    expect(said(announceSuccess).map(read)).toEqual([
      'Withdrew 2,500 from Main wallet to Vietcombank. Main wallet: 7,500',
    ]);
  });

  it('a deposit: the amount into the main wallet, and the balance only when the answer gave one', async () => {
    const { actor, loadInfo, deposit, announceSuccess } = startDeposit();
    await loadInfo.answer({
      methodList: [{ methodId: 'bank', methodName: 'Bank', minAmount: '10', maxAmount: '5000' }],
    });
    actor.send({ type: 'AMOUNT_CHANGED', value: '300' });
    actor.send({ type: 'SUBMIT' });
    await deposit.answer({ balance: '1300' });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'AMOUNT_CHANGED', value: '20' });
    actor.send({ type: 'SUBMIT' });
    await deposit.answer({});
    expect(said(announceSuccess).map(read)).toEqual([
      'Deposited 300 into Main wallet. Main wallet: 1,300',
      'Deposited 20 into Main wallet.',
    ]);
  });
});

describe('all in to main says what it moved, or that nothing was there', () => {
  const none: AllInCheckResponse = { extraPromotion: '', firstPromotion: '', providers: ['SBO', 'EVO'] };

  async function allInWith(result: AllInResult, balance: Amount | undefined) {
    const check = serverCall<AllInCheckResponse>();
    const transferAll = serverCall<AllInResult, { providers: string[] }>();
    const rereadBalances = serverCall<Amount | undefined>();
    const { actor } = started(
      allInToMainMachine.provide({
        actors: { check: check.logic, transferAll: transferAll.logic, rereadBalances: rereadBalances.logic },
      }),
    );
    actor.send({ type: 'START' });
    await check.answer(none);
    expect(actor.getSnapshot().context.moved, 'nothing said while it runs').toBeNull();
    await transferAll.answer(result);
    await rereadBalances.answer(balance);
    expect(actor.getSnapshot().value).toBe('idle');
    return read(actor.getSnapshot().context.moved);
  }

  it('what moved, and the main balance read again', async () => {
    expect(await allInWith({ moved: ['SBO', 'EVO'], failed: [], amount: '52.5' }, '152.5')).toBe(
      'Moved 52.5 from the game wallets to Main wallet. Main wallet: 152.5',
    );
  });

  it('nothing there to move', async () => {
    expect(await allInWith({ moved: [], failed: [], amount: '0' }, '100')).toBe(
      'Nothing to move to Main wallet: the game wallets are empty. Main wallet: 100',
    );
  });

  it('every call refused: nothing is claimed (the dispatcher said why)', async () => {
    expect(await allInWith({ moved: [], failed: ['SBO', 'EVO'], amount: '0' }, '100')).toBeNull();
  });
});
