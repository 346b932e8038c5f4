// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { MemberBank } from '../contract/types';
import type { BankListResponse, PasswordProvider } from '../features/account/contract/accountReplies';
import { addBankMachine } from '../features/account/machines/addBank';
import { changePasswordMachine } from '../features/account/machines/changePassword';
import { pageDataMachineOf } from '../features/account/machines/pageData';
import { reauthMachine } from '../features/account/machines/reauth';
import BankInfoView from '../features/account/views/BankInfoView';
import ChangePwdView from '../features/account/views/ChangePwdView';
import { SAVED_BANK } from './support/bankFixtures';
import { type AtomicStates, pathsToStates, showIn, usable } from './support/componentHarness';
import { done, error, pending } from './support/stubs';

/**
 * The account views in every state of their machines: the provider password page (change-password
 * machine) and the add-bank form of the bank details page (add-bank machine; the member's saved banks
 * above it are a page-data flow, shown loaded). What a member sees and can press in each state.
 */

// vi.mock factories run before this file's own code: they reach the test's logic through `flows`.
const flows = vi.hoisted(() => ({
  changePassword: null as unknown,
  addBank: null as unknown,
  memberBanks: null as unknown,
}));
vi.mock('../src/bindings/useFlow', async () =>
  (await import('./support/componentHarness')).capturingUseFlow(),
);
vi.mock('../src/bindings/RuntimeContext', () => ({ useRuntime: () => ({}) }));

const reauthLogic = reauthMachine.provide({ actors: { checkPassword: pending() } });
const changePasswordLogic = changePasswordMachine.provide({
  actors: { loadProviders: pending(), changePassword: pending(), reauth: reauthLogic },
});
const addBankLogic = addBankMachine.provide({
  actors: { loadBankList: pending(), addBank: pending(), reauth: reauthLogic },
});
const memberBanksLogic = pageDataMachineOf<MemberBank[]>().provide({ actors: { load: pending() } });
flows.changePassword = changePasswordLogic;
flows.addBank = addBankLogic;
flows.memberBanks = memberBanksLogic;
vi.mock('../features/account/flows/accountFlows', () => ({
  changePasswordLogic: () => flows.changePassword,
  addBankLogic: () => flows.addBank,
  memberBanksLogic: () => flows.memberBanks,
}));

const serverSaid = (key: string) => ({ code: 2, key, shown: true });
const stepsOf = (events: AnyEventObject[]) =>
  events.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'on arrival';

/** Every control a member could press or type into within `root` now. */
const usableControls = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('button, input, select, a[href]')].filter(usable);
const typedValue = (element: HTMLElement) => (element as HTMLInputElement).value;

// --- Provider password ----------------------------------------------------------------------------------

const SBO: PasswordProvider = {
  providerId: 'SBO',
  providerName: 'SBO Sports',
  acctId: 'SBODEMO01',
  pwdFormat: '^[A-Za-z0-9]{6,12}$',
  pwdFormatError: 'acct_pwdFormat_sbo',
};
const EVO: PasswordProvider = {
  providerId: 'EVO',
  providerName: 'Evolution',
  acctId: 'EVODEMO01',
  pwdFormat: '^\\d{6}$',
  pwdFormatError: 'acct_pwdFormat_pt',
};
/** The re-authentication step both forms go through, as the form sees it: asked, confirmed, cancelled. */
const REAUTH_EVENTS: AnyEventObject[] = [
  { type: 'SUBMIT' },
  done('reauth', { reauthToken: null }),
  done('reauth', 'cancelled'),
];
/** The step's own events: typed, confirmed, refused, checked, cancelled. */
const STEP_EVENTS: AnyEventObject[] = [
  { type: 'REAUTH_PWD_CHANGED', value: 'demo1234' },
  { type: 'CONFIRM' },
  done('checkPassword', { reauthToken: null }),
  error('checkPassword', serverSaid('acct_password_wrong')),
  { type: 'CANCEL' },
];
/** The events `events` sent to the form's step, where the view sends them. */
const toStep = (form: AnyActorRef, events: AnyEventObject[]) =>
  act(() => {
    const step = (form.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children
      .reauth;
    if (!step) throw new Error('the form is not asking for the login password');
    for (const event of events) step.send(event);
  });
const PWD_EVENTS: AnyEventObject[] = [
  done('loadProviders', [SBO, EVO]),
  done('loadProviders', []),
  error('loadProviders', new Error('not read')),
  { type: 'NEW_PWD_CHANGED', value: 'abc123' },
  { type: 'CONFIRM_PWD_CHANGED', value: 'abc123' },
  ...REAUTH_EVENTS,
  done('changePassword', { acctId: 'SBODEMO02' }),
  error('changePassword', serverSaid('acct_pwdFormat_sbo')),
  { type: 'RETRY' },
];

const pwdSubmit = () => screen.getByRole('button', { name: 'Change password' });
const providerSelect = () => screen.getByRole('combobox', { name: 'Game provider' });
const newPwd = () => screen.getByLabelText('New password');
const confirmPwd = () => screen.getByLabelText('Confirm new password');
const pwdFields = () => [providerSelect(), newPwd(), confirmPwd()];

const PWD_EXPECTED: Record<AtomicStates<typeof changePasswordMachine>, (root: HTMLElement) => void> = {
  loading: (root) => {
    expect(root.querySelector('.skeleton-card')).not.toBeNull();
    expect(usableControls(root)).toEqual([]);
  },
  loadFailed: (root) => {
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    expect(usableControls(root).map((c) => c.textContent)).toEqual(['Try again']);
  },
  noProviders: (root) => {
    expect(screen.getByText('You have no game provider account yet.')).toBeTruthy();
    expect(usableControls(root)).toEqual([]);
  },
  editing: () => {
    expect(pwdFields().map(usable)).toEqual([true, true, true]);
    expect(usable(pwdSubmit())).toBe(true);
    expect(providerSelect().textContent).toBe('SBO SportsEvolution');
    expect(screen.getByTestId('provider-acct-id').textContent).toBe('SBODEMO01');
    // The chosen provider's own rule is under the new password.
    expect(screen.getByText('6 to 12 letters or digits.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  },
  reauthenticating: () => {
    // The login password is asked for; the form's values stay, locked, and Cancel goes back to them.
    expect(pwdFields().map(usable)).toEqual([false, false, false]);
    expect(screen.getByRole('group', { name: "Confirm it's you" })).toBeTruthy();
    expect(usable(screen.getByLabelText('Login password'))).toBe(true);
    expect(usable(screen.getByRole('button', { name: 'Confirm' }))).toBe(true);
    expect(usable(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  },
  submitting: () => {
    // `/api/changepassword` is in flight: nothing can be sent again, nothing edited.
    expect(pwdFields().map(usable)).toEqual([false, false, false]);
    expect(usable(pwdSubmit())).toBe(false);
    expect(pwdSubmit().getAttribute('aria-busy')).toBe('true');
  },
  changed: () => {
    expect(screen.getByRole('status').textContent).toBe(
      'Password changed. Your SBO Sports account ID is now SBODEMO02.',
    );
    expect(screen.getByTestId('provider-acct-id').textContent).toBe('SBODEMO02');
    // Both passwords are cleared; the form can be used again at once.
    expect([typedValue(newPwd()), typedValue(confirmPwd())]).toEqual(['', '']);
    expect(pwdFields().map(usable)).toEqual([true, true, true]);
  },
};

describe('Provider password page, in every state of its machine', () => {
  const paths = pathsToStates(changePasswordLogic, PWD_EVENTS);

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(PWD_EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${stepsOf(events)}`, () => {
      const { root } = showIn(<ChangePwdView />, { machine: 'changePassword', state, events });
      // The page says what it is in every state.
      expect(screen.getByRole('heading', { name: 'Provider password' })).toBeTruthy();
      expect(screen.getByText('Each game provider has its own password and account ID.')).toBeTruthy();
      PWD_EXPECTED[state as keyof typeof PWD_EXPECTED](root);
    });
  }

  const loaded = [done('loadProviders', [SBO, EVO])];
  /** The page once the providers are read: the member does `steps`, then sends the form. */
  const submitAfter = (...steps: AnyEventObject[]) =>
    showIn(<ChangePwdView />, {
      machine: 'changePassword',
      state: 'editing',
      events: [...loaded, ...steps, { type: 'SUBMIT' }],
    });
  it('editing: no new password is asked for first', () => {
    submitAfter();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a new password.');
    expect(newPwd().getAttribute('aria-invalid')).toBe('true');
    expect(newPwd().getAttribute('aria-describedby')).toBe('pwd-error pwd-rule');
  });

  it('editing: passwords that differ are both cleared, and the confirmation is marked', () => {
    submitAfter(
      { type: 'NEW_PWD_CHANGED', value: 'abc123' },
      { type: 'CONFIRM_PWD_CHANGED', value: 'abc124' },
    );
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.');
    expect([typedValue(newPwd()), typedValue(confirmPwd())]).toEqual(['', '']);
    expect(confirmPwd().getAttribute('aria-invalid')).toBe('true');
  });

  it("editing: a password against the provider's pattern gets the provider's own message", () => {
    const { actor } = submitAfter(
      { type: 'PROVIDER_CHANGED', providerId: 'EVO' },
      { type: 'NEW_PWD_CHANGED', value: 'abc123' },
      { type: 'CONFIRM_PWD_CHANGED', value: 'abc123' },
    );
    expect(screen.getByTestId('provider-acct-id').textContent).toBe('EVODEMO01');
    expect(screen.getByRole('alert').textContent).toBe('Exactly 6 digits.');
    // Typing again takes the message away.
    act(() => actor.send({ type: 'NEW_PWD_CHANGED', value: '123456' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// --- Bank details: the add-bank form --------------------------------------------------------------------

const LISTS: BankListResponse = {
  bankList: [
    { bankId: 'VCB', bankName: 'Vietcombank' },
    { bankId: 'ACB', bankName: 'Asia Commercial Bank' },
  ],
  provinceList: [{ code: 'HN', name: 'Ha Noi' }],
  cityList: [{ code: 'HK', name: 'Hoan Kiem', provinceCode: 'HN' }],
};
const field = (name: string, value: string) => ({ type: 'FIELD_CHANGED', field: name, value });
/** The lists read, and the member's bank, address and account number typed in. */
const bankTyped = (bankId: string, bankAccNo = '0071000123456') => [
  done('loadBankList', LISTS),
  field('bankId', bankId),
  field('bankAddress', '1 Trang Tien'),
  field('bankAccNo', bankAccNo),
];
const BANK_EVENTS: AnyEventObject[] = [
  done('loadBankList', LISTS),
  error('loadBankList', new Error('not read')),
  field('bankId', 'ACB'),
  field('bankAddress', '1 Trang Tien'),
  field('bankAccNo', '0071000123456'),
  ...REAUTH_EVENTS,
  done('addBank'),
  error('addBank', serverSaid('acct_bankAccNo_exist')),
  { type: 'RETRY' },
];
/** The member's saved banks (the page's first flow) are read before anything else. */
const BANKS_SHOWN: [number, AnyEventObject][] = [[0, done('load', [SAVED_BANK])]];

const addButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Add bank account' });
const bankFields = (root: HTMLElement) =>
  ['Bank', 'Account number', 'Bank address', 'Branch (optional)', 'Province', 'City'].map((label) =>
    within(root).getByLabelText(label),
  );

const BANK_EXPECTED: Record<AtomicStates<typeof addBankMachine>, (root: HTMLElement) => void> = {
  loading: (root) => {
    expect(root.querySelector('.skeleton-card')).not.toBeNull();
    expect(usableControls(root)).toEqual([]);
  },
  loadFailed: (root) => {
    expect(within(root).getByRole('alert').textContent).toContain('This could not be loaded.');
    expect(usableControls(root).map((c) => c.textContent)).toEqual(['Try again']);
  },
  editing: (root) => {
    // Everything but the city, which waits for a province.
    expect(bankFields(root).map(usable)).toEqual([true, true, true, true, true, false]);
    expect(usable(addButton(root))).toBe(true);
    expect(within(root).getByLabelText('Bank').textContent).toBe(
      'Choose a bankVietcombankAsia Commercial Bank',
    );
    expect(within(root).getByText('0/50')).toBeTruthy();
    expect(within(root).queryByRole('alert')).toBeNull();
    expect(within(root).queryByRole('status')).toBeNull();
  },
  reauthenticating: (root) => {
    // The login password is asked for; the form's values stay, locked.
    expect(bankFields(root).map(usable)).toEqual([false, false, false, false, false, false]);
    expect(bankFields(root).map(typedValue).slice(0, 3)).toEqual(['ACB', '0071000123456', '1 Trang Tien']);
    expect(within(root).getByRole('group', { name: "Confirm it's you" })).toBeTruthy();
    expect(usable(within(root).getByLabelText('Login password'))).toBe(true);
    expect(usable(within(root).getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(within(root).queryByRole('button', { name: 'Add bank account' })).toBeNull();
  },
  submitting: (root) => {
    // `/api/addmemberbank` is in flight: nothing can be sent again, nothing edited; the values stay.
    expect(bankFields(root).map(usable)).toEqual([false, false, false, false, false, false]);
    expect(usable(addButton(root))).toBe(false);
    expect(bankFields(root).map(typedValue).slice(0, 3)).toEqual(['ACB', '0071000123456', '1 Trang Tien']);
  },
  added: (root) => {
    expect(within(root).getByRole('status').textContent).toContain(
      'Your bank account was added and verified automatically.',
    );
    // The form is empty and ready for another account.
    expect(bankFields(root).map(typedValue)).toEqual(['', '', '', '', '0', '0']);
    expect(usable(addButton(root))).toBe(true);
  },
};

describe('Bank details: the add-bank form, in every state of its machine', () => {
  const paths = pathsToStates(addBankLogic, BANK_EVENTS);
  const show = (state: string, events: AnyEventObject[]) =>
    showIn(<BankInfoView />, { machine: 'addBank', index: 1, state, events, before: BANKS_SHOWN });

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(BANK_EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${stepsOf(events)}`, () => {
      const { root } = show(state, events);
      expect(within(root).getByRole('heading', { name: 'Add a bank account' })).toBeTruthy();
      // The saved account stays listed above, its number masked to the last four digits.
      const saved = screen.getByRole('list', { name: 'My bank accounts' });
      expect(within(saved).getByText('Vietcombank')).toBeTruthy();
      expect(within(saved).getByText('Account ending in 6789')).toBeTruthy();
      expect(saved.textContent).not.toContain('0123456789');
      BANK_EXPECTED[state as keyof typeof BANK_EXPECTED](root);
    });
  }

  it('reauthenticating: a refused password is said under its field, the form kept', () => {
    const { root, actor } = show('reauthenticating', [...bankTyped('ACB'), { type: 'SUBMIT' }]);
    toStep(actor, [
      { type: 'REAUTH_PWD_CHANGED', value: 'wrong' },
      { type: 'CONFIRM' },
      error('checkPassword', serverSaid('acct_password_wrong')),
    ]);
    expect(screen.getByTestId('reauth-step').getAttribute('data-state')).toBe('asking');
    expect(within(root).getByRole('alert').textContent).toBe('The password is incorrect.');
    const password = within(root).getByLabelText('Login password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('bank-reauth-error');
    expect(typedValue(password)).toBe('');
    expect(typedValue(within(root).getByLabelText('Account number'))).toBe('0071000123456');
  });

  it('editing: missing fields are named under the form', () => {
    const { root } = show('editing', [done('loadBankList', LISTS), { type: 'SUBMIT' }]);
    expect(within(root).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    expect(within(root).getByLabelText('Account number').getAttribute('aria-describedby')).toBe('bank-error');
  });

  it('editing: an account number over 50 characters is marked and counted', () => {
    const { root } = show('editing', [...bankTyped('VCB', '9'.repeat(51)), { type: 'SUBMIT' }]);
    expect(within(root).getByRole('alert').textContent).toBe(
      'The account number can have at most 50 characters.',
    );
    expect(within(root).getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(within(root).getByText('51/50').className).toContain('is-over');
  });

  it("editing: a province opens its cities; the server's refusal leaves the form as it was", () => {
    const { root } = show('editing', [
      ...bankTyped('VCB'),
      field('provinceCode', 'HN'),
      { type: 'SUBMIT' },
      done('reauth', { reauthToken: null }),
      error('addBank', serverSaid('acct_bankAccNo_exist')),
    ]);
    const city = within(root).getByLabelText('City');
    expect(usable(city)).toBe(true);
    expect(city.textContent).toBe('Not specifiedHoan Kiem');
    // The dispatcher's dialog said why; the form keeps what was typed, with no line of its own.
    expect(typedValue(within(root).getByLabelText('Account number'))).toBe('0071000123456');
    expect(within(root).queryByRole('alert')).toBeNull();
    expect(usable(addButton(root))).toBe(true);
  });
});

// --- The re-authentication step, in each form -----------------------------------------------------------

/** What the step shows in each of its states, over the form it belongs to (`form`: that form's root). */
const STEP_EXPECTED: Record<AtomicStates<typeof reauthMachine>, (form: HTMLElement) => void> = {
  asking: (form) => {
    const step = within(form).getByRole('group', { name: "Confirm it's you" });
    expect(usable(within(step).getByLabelText('Login password'))).toBe(true);
    expect(usable(within(step).getByRole('button', { name: 'Confirm' }))).toBe(true);
    expect(usable(within(step).getByRole('button', { name: 'Cancel' }))).toBe(true);
  },
  checking: (form) => {
    // `/api/checkpassword` is in flight: nothing can be confirmed again or cancelled.
    const step = within(form).getByRole('group', { name: "Confirm it's you" });
    expect(usable(within(step).getByLabelText('Login password'))).toBe(false);
    expect(within(step).getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBe('true');
    expect(usable(within(step).getByRole('button', { name: 'Cancel' }))).toBe(false);
  },
  confirmed: (form) => {
    // The step is gone; the form's call is on its way.
    expect(within(form).queryByRole('group', { name: "Confirm it's you" })).toBeNull();
    expect(form.getAttribute('data-state')).toBe('submitting');
  },
  cancelled: (form) => {
    // The step is gone; the form is back, its values kept.
    expect(within(form).queryByRole('group', { name: "Confirm it's you" })).toBeNull();
    expect(form.getAttribute('data-state')).toBe('editing');
  },
};

describe('the re-authentication step, in every state of its machine, in both forms', () => {
  const paths = pathsToStates(reauthLogic, STEP_EVENTS);
  const forms = [
    {
      name: 'provider password',
      open: () =>
        showIn(<ChangePwdView />, {
          machine: 'changePassword',
          state: 'reauthenticating',
          events: [
            done('loadProviders', [SBO, EVO]),
            { type: 'NEW_PWD_CHANGED', value: 'abc123' },
            { type: 'CONFIRM_PWD_CHANGED', value: 'abc123' },
            { type: 'SUBMIT' },
          ],
        }),
      fields: () => pwdFields(),
    },
    {
      name: 'add bank',
      open: () =>
        showIn(<BankInfoView />, {
          machine: 'addBank',
          index: 1,
          state: 'reauthenticating',
          before: BANKS_SHOWN,
          events: [
            done('loadBankList', LISTS),
            field('bankId', 'ACB'),
            field('bankAddress', '1 Trang Tien'),
            field('bankAccNo', '0071000123456'),
            { type: 'SUBMIT' },
          ],
        }),
      fields: () => bankFields(document.body),
    },
  ];

  it('reaches every state of the machine', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(STEP_EXPECTED).sort());
  });

  for (const form of forms)
    for (const [state, events] of paths) {
      it(`${form.name}, ${state}: ${stepsOf(events)}`, () => {
        const { root, actor } = form.open();
        toStep(actor, events);
        const step = screen.queryByTestId('reauth-step');
        if (step) {
          expect(step.getAttribute('data-machine')).toBe('reauth');
          expect(step.getAttribute('data-state')).toBe(state);
          // While the step runs, the form's values stay locked.
          expect(
            form
              .fields()
              .map(usable)
              .every((can) => !can),
          ).toBe(true);
        }
        STEP_EXPECTED[state as keyof typeof STEP_EXPECTED](root);
      });
    }
});
