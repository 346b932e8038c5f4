// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, assign, type StateValueFrom } from 'xstate';
import type { MemberBank } from '../contract/types';
import type { DepositMode, depositMachine } from '../features/money/machines/deposit';
import { rebateMachine } from '../features/money/machines/rebate';
import type { transferMachine } from '../features/money/machines/transfer';
import type { withdrawMachine } from '../features/money/machines/withdraw';
import { DepositTab } from '../features/money/views/DepositTab';
import { RebatePanel } from '../features/money/views/RebatePanel';
import { TransferTab } from '../features/money/views/TransferTab';
import { WithdrawTab } from '../features/money/views/WithdrawTab';
import { walletMachine } from '../machines/wallet';
import { SAVED_BANK as SAVED } from './support/bankFixtures';
import {
  type AtomicStates,
  pathsToStates,
  renderView,
  showIn,
  standing,
  usable,
} from './support/componentHarness';
import { pendingDeposit, pendingTransfer, pendingWithdraw } from './support/moneyLogic';
import { done, error, pending } from './support/stubs';

/**
 * The bank tabs (Transfer, Withdraw, Deposit and its quickpay mode) in every state of their machines: what
 * a member sees and can press. The wallet panel's actor stands loaded with two providers and a promotion;
 * the tab's own actor is the one the view starts, driven along the machine's shortest paths.
 */

// vi.mock factories run before this file's own code: they reach the test's actors through `flows`.
const flows = vi.hoisted(() => ({
  wallet: null as unknown,
  transfer: null as unknown,
  withdraw: null as unknown,
  deposit: null as unknown,
  rebate: null as unknown,
}));
vi.mock('../src/bindings/useFlow', async () =>
  (await import('./support/componentHarness')).capturingUseFlow(),
);
vi.mock('../src/components/useScreen', () => ({ useScreen: () => ({ screen: undefined, area: 'en-vn' }) }));
vi.mock('../src/bindings/RuntimeContext', () => ({ useRuntime: () => ({}) }));
vi.mock('@tanstack/react-router', async (original) =>
  (await import('./support/componentHarness')).linkAsAnchor(await original()),
);

const BALANCES = { '-': '1000', SBO: '0', EVO: '25.5' };
const wallet = standing(
  walletMachine.provide({ actors: { loadWallets: pending(), loadBalance: pending() } }),
);
wallet.send({ type: 'LOAD' });
wallet.send({
  type: 'xstate.done.actor.loadWallets',
  output: {
    providers: [
      { providerId: 'SBO', providerName: 'SBO Sports' },
      { providerId: 'EVO', providerName: 'Evolution' },
    ],
    balances: BALANCES,
    promotions: [{ promoteId: 'P1', promoteTitle: 'Welcome bonus' }],
  },
} as never);

const logic = pendingTransfer(BALANCES);
// Every intent starts from the balances the panel shows, so re-read balances can show the money moved.
const withdrawLogic = pendingWithdraw(BALANCES);
const depositLogic = pendingDeposit(BALANCES);
flows.wallet = wallet;
flows.transfer = logic;
flows.withdraw = withdrawLogic;
flows.deposit = depositLogic;
const rebateLogic = rebateMachine.provide({
  actors: { loadRebates: pending(), claim: pending() },
  actions: { beginIntent: assign({ intentKey: 'k' }) },
});
flows.rebate = rebateLogic;
vi.mock('../features/money/flows/moneyFlows', () => ({
  walletOf: () => flows.wallet,
  transferLogic: () => flows.transfer,
  withdrawLogic: () => flows.withdraw,
  depositLogic: () => flows.deposit,
  rebateLogic: () => flows.rebate,
}));

const EVENTS: AnyEventObject[] = [
  { type: 'TO_CHANGED', providerId: 'SBO' },
  { type: 'AMOUNT_CHANGED', value: '10' },
  // The panel's balances, as the flow's `balances` actor sends them.
  { type: 'BALANCES', balances: BALANCES },
  { type: 'SUBMIT' },
  { type: 'ALL_IN', providerId: 'EVO' },
  done('transfer', { balance: '990' }),
  error('transfer', { code: null, key: 'acct_NetworkFail' }),
  done('rereadBalances', { '-': '990', SBO: '10', EVO: '25.5' }),
  error('rereadBalances', new Error('not read')),
  { type: 'RETRY' },
  { type: 'DISMISS' },
];

type TransferState = Extract<StateValueFrom<typeof transferMachine>, string>;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const amount = () => screen.getByRole('textbox', { name: /Amount/ });

/** What must be true on screen in each state; a new state of the machine fails to compile here. */
const EXPECTED: Record<TransferState, () => void> = {
  editing: () => {
    expect(usable(button('Transfer'))).toBe(true);
    expect(usable(amount())).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: () => {
    // The call is in flight: nothing can be sent again, nothing edited.
    expect(usable(button('Transfer'))).toBe(false);
    expect(usable(amount())).toBe(false);
    for (const allIn of screen.getAllByRole('button', { name: /^All in/ })) expect(usable(allIn)).toBe(false);
  },
  allIn: () => {
    expect(usable(button('Transfer'))).toBe(false);
    for (const allIn of screen.getAllByRole('button', { name: /^All in/ })) expect(usable(allIn)).toBe(false);
  },
  rereading: () => {
    expect(usable(button('Transfer'))).toBe(false);
  },
  moneyMoved: () => {
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('The money has already moved')).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(usable(within(notice).getByRole('button', { name: 'Done' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
  outcomeUnknown: () => {
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('We could not confirm this request')).toBeTruthy();
    expect(usable(within(notice).getByRole('button', { name: 'Send again' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
  succeeded: () => {
    // Done, and what moved: from where to where, with the main wallet's balance the answer gave.
    const status = screen.getByRole('status');
    expect(within(status).getByText('Done successfully.')).toBeTruthy();
    expect(
      within(status).getByText('Moved 10 from Main wallet to SBO Sports. Main wallet: 990'),
    ).toBeTruthy();
    // The form is cleared and takes the next transfer's keystrokes; there is nothing to send until then.
    expect(usable(amount())).toBe(true);
    expect(usable(button('Transfer'))).toBe(false);
  },
};

describe('Transfer tab, in every state of its machine', () => {
  const paths = pathsToStates(logic, EVENTS, { fromProvider: '-' });

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival'}`, () => {
      showTab(<TransferTab />, 'transfer', state, events);
      // The wallets and their balances are on screen in every state.
      expect(screen.getByText('Quick all in from the main wallet')).toBeTruthy();
      EXPECTED[state as TransferState]();
    });
  }
});

/** Renders `node`, drives the flow it starts first along `events`, and checks the root's marks. */
const showTab = (node: React.ReactNode, machine: string, state: string, events: AnyEventObject[]) =>
  showIn(node, { machine, state, events }).actor;

const NO_ANSWER = { code: null, key: 'acct_NetworkFail' };
const refused = (key: string, format: string[] = []) => ({ code: 2, key, format, shown: true });
/** Every control a member could press or type into now. */
const usableControls = () =>
  [...document.querySelectorAll<HTMLElement>('button, input, select, a[href]')].filter(usable);
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });
const outcomeNotice = (moved: boolean) => {
  const notice = screen.getByRole('alert');
  const title = moved ? 'The money has already moved' : 'We could not confirm this request';
  expect(within(notice).getByRole('heading', { name: title })).toBeTruthy();
  expect(usable(within(notice).getByRole('button', { name: 'Done' }))).toBe(true);
  // Money that moved is never offered again; an unknown outcome only on an explicit "Send again".
  const again = within(notice).queryByRole('button', { name: 'Send again' });
  if (moved) expect(again).toBeNull();
  else expect(again && usable(again)).toBe(true);
};

// --- Withdraw ---------------------------------------------------------------------------------------------

const SAVED_BANK: MemberBank = { ...SAVED, bankBranch: '' };
const WITHDRAW_INFO = { memberBankList: [SAVED_BANK], minAmount: '10', maxAmount: '5000' };
const WITHDRAW_EVENTS: AnyEventObject[] = [
  done('loadInfo', WITHDRAW_INFO),
  done('loadInfo', { ...WITHDRAW_INFO, memberBankList: [] }),
  error('loadInfo', new Error('not read')),
  { type: 'AMOUNT_CHANGED', value: '100' },
  { type: 'SUBMIT' },
  done('withdraw', { balance: '900' }),
  error('withdraw', NO_ANSWER),
  done('rereadBalances', { ...BALANCES, '-': '900' }),
  error('rereadBalances', new Error('not read')),
  { type: 'RETRY' },
  { type: 'DISMISS' },
];

const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });
const bankSelect = () => screen.getByRole('combobox', { name: 'To bank account' });

const WITHDRAW_EXPECTED: Record<AtomicStates<typeof withdrawMachine>, () => void> = {
  loading: () => {
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(usableControls()).toEqual([]);
  },
  noBank: () => {
    expect(screen.getByText('Add a bank account before your first withdrawal.')).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Add a bank account' });
    expect(add.getAttribute('href')).toBe('/en-vn/account/bankinfo');
    expect(queryButton('Withdraw')).toBeNull();
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toContain('Your balances could not be loaded.');
    expect(usable(screen.getByRole('button', { name: 'Try again' }))).toBe(true);
    expect(queryButton('Withdraw')).toBeNull();
  },
  editing: () => {
    expect(usable(withdrawButton())).toBe(true);
    expect(usable(amount())).toBe(true);
    expect(usable(bankSelect())).toBe(true);
    // Only the last four digits of the saved account are on screen.
    expect(bankSelect().textContent).toContain('Vietcombank');
    expect(bankSelect().textContent).toContain('6789');
    expect(bankSelect().textContent).not.toContain('0123456789');
    expect(screen.getByText(/^Min 10 · Max 5,000$/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: () => {
    // The call is in flight: nothing can be sent again, nothing edited.
    expect(usable(withdrawButton())).toBe(false);
    expect(usable(amount())).toBe(false);
    expect(usable(bankSelect())).toBe(false);
    expect((amount() as HTMLInputElement).value).toBe('100');
  },
  rereading: () => {
    // Balances are read again after no answer: the form stays in view, kept, and nothing can be pressed.
    expect(usableControls()).toEqual([]);
    expect((amount() as HTMLInputElement).value).toBe('100');
    expect(usable(withdrawButton())).toBe(false);
  },
  moneyMoved: () => {
    outcomeNotice(true);
    expect(queryButton('Withdraw')).toBeNull();
  },
  outcomeUnknown: () => {
    outcomeNotice(false);
    expect(queryButton('Withdraw')).toBeNull();
  },
  succeeded: () => {
    expect(screen.getByRole('status').textContent).toBe(
      'Your withdrawal was received and is being processed.',
    );
    // The confirmation holds the form: it is cleared and takes no edits until the hold ends.
    expect((amount() as HTMLInputElement).value).toBe('');
    expect(usable(amount())).toBe(false);
    expect(usable(bankSelect())).toBe(false);
    expect(usable(withdrawButton())).toBe(false);
  },
};

describe('Withdraw tab, in every state of its machine', () => {
  const paths = pathsToStates(withdrawLogic, WITHDRAW_EVENTS);

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(WITHDRAW_EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival'}`, () => {
      showTab(<WithdrawTab />, 'withdraw', state, events);
      WITHDRAW_EXPECTED[state as keyof typeof WITHDRAW_EXPECTED]();
    });
  }

  it('editing: a submit the rules refuse says why under the form, and nothing is sent', () => {
    const withdraw = showTab(<WithdrawTab />, 'withdraw', 'editing', [
      done('loadInfo', WITHDRAW_INFO),
      { type: 'AMOUNT_CHANGED', value: '9000' },
      { type: 'SUBMIT' },
    ]);
    expect(screen.getByRole('alert').textContent).toBe('The amount must be between 10 and 5,000.');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(usable(withdrawButton())).toBe(true);
    act(() => withdraw.send({ type: 'AMOUNT_CHANGED', value: '90' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('editing: a text that is no amount in English is kept as typed, not sent, and the field says why', () => {
    const withdraw = showTab(<WithdrawTab />, 'withdraw', 'editing', [done('loadInfo', WITHDRAW_INFO)]);
    const field = () => amount() as HTMLInputElement;
    // Pasted: "12.345" in en-vn is twelve and a bit, never 12345.
    fireEvent.change(field(), { target: { value: '12.345' } });
    expect(field().value).toBe('12.345');
    expect(withdraw.getSnapshot().context.amount).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Use at most one digit after the decimal point.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    act(() => withdrawButton().click());
    expect(withdraw.getSnapshot().value).toBe('editing');
    expect(document.activeElement).toBe(field());
    for (const [typed, message] of [
      ['1e5', 'Write the amount in digits, as in 1,234.5.'],
      ['-5', 'Write the amount in digits, as in 1,234.5.'],
    ]) {
      fireEvent.change(field(), { target: { value: typed } });
      expect(field().value).toBe(typed);
      expect(withdraw.getSnapshot().context.amount).toBe('');
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    // Grouped thousands are read as the language writes them.
    fireEvent.change(field(), { target: { value: '1,500' } });
    expect(withdraw.getSnapshot().context.amount).toBe('1500');
    expect(screen.queryByRole('alert')).toBeNull();
    // On its way to a group of three, "1,5" says nothing until the member leaves the field.
    fireEvent.change(field(), { target: { value: '1,5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByRole('alert').textContent).toBe('Write the amount in digits, as in 1,234.5.');
  });

  it("editing: the server's refusal is the error line; too little money clears the amount", () => {
    showTab(<WithdrawTab />, 'withdraw', 'editing', [
      done('loadInfo', WITHDRAW_INFO),
      { type: 'AMOUNT_CHANGED', value: '100' },
      { type: 'SUBMIT' },
      error('withdraw', refused('wallet_amount_inSufficient')),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Your balance is not enough for this amount.');
    expect((amount() as HTMLInputElement).value).toBe('');
    expect(usable(withdrawButton())).toBe(true);
  });
});

// --- Deposit and quickpay ---------------------------------------------------------------------------------

const METHODS = [
  { methodId: 'BANK', methodName: 'Bank transfer', minAmount: '50', maxAmount: '50000' },
  { methodId: 'MOMO', methodName: 'MoMo wallet', minAmount: '20', maxAmount: '10000' },
];
const DEPOSIT_EVENTS: AnyEventObject[] = [
  done('loadInfo', { methodList: METHODS }),
  error('loadInfo', new Error('not read')),
  { type: 'AMOUNT_CHANGED', value: '100' },
  { type: 'SUBMIT' },
  done('deposit', { balance: '1100' }),
  error('deposit', NO_ANSWER),
  done('quickpay', { qrImage: 'data:image/png;base64,QR' }),
  done('showQr'),
  done('rereadBalances', { ...BALANCES, '-': '1100' }),
  error('rereadBalances', new Error('not read')),
  { type: 'RETRY' },
  { type: 'DISMISS' },
];

// `submitting.choosing` is passed through at once (an `always`): no member ever sees it.
type DepositState = Exclude<AtomicStates<typeof depositMachine>, 'submitting.choosing'>;
const submitLabel = (mode: DepositMode) => (mode === 'quickpay' ? 'Get QR code' : 'Deposit');
const methodRadios = () => screen.getAllByRole('radio');
const promotion = () => screen.queryByRole('combobox', { name: 'Promotion (optional)' });

/** The form as it is while a call is in flight: shown, kept, and nothing can be pressed or edited. */
const depositLocked = (mode: DepositMode) => {
  expect(usable(screen.getByRole('button', { name: submitLabel(mode) }))).toBe(false);
  expect(usable(amount())).toBe(false);
  for (const radio of methodRadios()) expect(usable(radio)).toBe(false);
  const promo = promotion();
  if (promo) expect(usable(promo)).toBe(false);
  expect((amount() as HTMLInputElement).value).toBe('100');
};

const DEPOSIT_EXPECTED: Record<DepositState, (mode: DepositMode) => void> = {
  loading: () => {
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(usableControls()).toEqual([]);
  },
  loadFailed: (mode) => {
    expect(screen.getByRole('alert').textContent).toContain('Your balances could not be loaded.');
    expect(usable(screen.getByRole('button', { name: 'Try again' }))).toBe(true);
    expect(queryButton(submitLabel(mode))).toBeNull();
  },
  editing: (mode) => {
    expect(usable(screen.getByRole('button', { name: submitLabel(mode) }))).toBe(true);
    expect(usable(amount())).toBe(true);
    expect(methodRadios().map((r) => usable(r))).toEqual([true, true]);
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveProperty('checked', true);
    expect(screen.getByText(/^Min 50 · Max 50,000$/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    if (mode === 'deposit') {
      // A deposit may join a promotion and offers the QR instead; quickpay does neither.
      const promo = promotion();
      expect(promo && usable(promo)).toBe(true);
      expect(promo?.textContent).toContain('Welcome bonus');
      expect(screen.getByRole('link', { name: 'Pay by QR code instead' }).getAttribute('href')).toBe(
        '/en-vn/bank/quickpay',
      );
    } else {
      expect(promotion()).toBeNull();
      expect(screen.queryByRole('link', { name: 'Pay by QR code instead' })).toBeNull();
    }
  },
  'submitting.booking': depositLocked,
  'submitting.requestingQr': depositLocked,
  showingQr: (mode) => {
    // The QR is in the global dialog (not part of this tab); the form behind it keeps the amount and
    // takes nothing until the dialog is closed.
    expect(mode).toBe('quickpay');
    depositLocked(mode);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  rereading: depositLocked,
  moneyMoved: (mode) => {
    outcomeNotice(true);
    expect(queryButton(submitLabel(mode))).toBeNull();
  },
  outcomeUnknown: (mode) => {
    outcomeNotice(false);
    expect(queryButton(submitLabel(mode))).toBeNull();
  },
  succeeded: (mode) => {
    // Success is announced in the global dialog; the form holds, cleared, until the hold ends.
    expect((amount() as HTMLInputElement).value).toBe('');
    expect(usable(amount())).toBe(false);
    for (const radio of methodRadios()) expect(usable(radio)).toBe(false);
    const promo = promotion();
    expect(promo && usable(promo)).toBe(false);
    expect(usable(screen.getByRole('button', { name: submitLabel(mode) }))).toBe(false);
  },
};

describe.each(['deposit', 'quickpay'] as const)('Deposit tab (%s), in every state of its machine', (mode) => {
  const paths = pathsToStates(depositLogic, DEPOSIT_EVENTS, { mode });

  for (const [state, events] of paths) {
    it(`${state}: ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival'}`, () => {
      showTab(<DepositTab mode={mode} />, 'deposit', state, events);
      DEPOSIT_EXPECTED[state as DepositState](mode);
    });
  }

  it('editing: a submit the rules refuse says why under the form', () => {
    showTab(<DepositTab mode={mode} />, 'deposit', 'editing', [
      done('loadInfo', { methodList: METHODS }),
      { type: 'SUBMIT' },
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Please enter an amount greater than 0.');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Deposit tab: the two modes together', () => {
  it('reach every state of the machine', () => {
    const reached = new Set(
      (['deposit', 'quickpay'] as const).flatMap((mode) => [
        ...pathsToStates(depositLogic, DEPOSIT_EVENTS, { mode }).keys(),
      ]),
    );
    expect([...reached].sort()).toEqual(Object.keys(DEPOSIT_EXPECTED).sort());
  });

  it("editing: the server's refusal is the error line, with the server's values", async () => {
    showTab(<DepositTab mode="deposit" />, 'deposit', 'editing', [
      done('loadInfo', { methodList: METHODS }),
      { type: 'AMOUNT_CHANGED', value: '100' },
      { type: 'SUBMIT' },
      error('deposit', refused('wallet_deposit_limit', ['200', '30000'])),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('The amount must be between 200 and 30,000.');
    expect((amount() as HTMLInputElement).value).toBe('100');
  });
});

describe('Rebate panel, in every state of its machine', () => {
  const OWED = { rebateList: [{ providerId: 'SBO', amount: '12.5' }] };
  const REBATE_EVENTS: AnyEventObject[] = [
    done('loadRebates', OWED),
    done('loadRebates', { rebateList: [] }),
    error('loadRebates', NO_ANSWER),
    { type: 'CLAIM', providerId: 'SBO' },
    error('claim', NO_ANSWER),
    { type: 'RETRY' },
    { type: 'DISMISS' },
  ];
  type RebateState = Extract<StateValueFrom<typeof rebateMachine>, string>;
  const claim = () => button('Claim');
  const REBATE_EXPECTED: Record<RebateState, (() => void) | null> = {
    // Nothing owed yet, or nothing read: the panel takes no room.
    loading: null,
    failed: null,
    ready: () => {
      expect(screen.getByText('SBO Sports')).toBeTruthy();
      expect(usable(claim())).toBe(true);
    },
    claiming: () => expect(usable(claim())).toBe(false),
    rereading: () => expect(usable(claim())).toBe(false),
    outcomeUnknown: () => {
      outcomeNotice(false);
      expect(screen.getByText(/the rebate still shows as owed/)).toBeTruthy();
      expect(queryButton('Claim')).toBeNull();
    },
    moneyMoved: () => {
      outcomeNotice(true);
      expect(screen.getByText(/the claim went through/)).toBeTruthy();
      expect(queryButton('Claim')).toBeNull();
    },
  };
  const paths = pathsToStates(rebateLogic, REBATE_EVENTS, undefined, { contextKey: () => 0 });

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(REBATE_EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival'}`, async () => {
      const expected = REBATE_EXPECTED[state as RebateState];
      if (expected) {
        showTab(<RebatePanel />, 'rebate', state, events);
        expected();
      } else {
        const started = renderView(<RebatePanel />);
        act(() => {
          for (const event of events) started[0]?.send(event);
        });
        expect(document.querySelector('[data-machine="rebate"]')).toBeNull();
      }
    });
  }
});
