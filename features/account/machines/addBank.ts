import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type AddBankForm, checkAddBank, citiesOf } from '../../../domain/validators';
import type { BankListResponse } from '../contract/accountReplies';
import {
  type ReauthFormEvent,
  type ReauthOutcome,
  reauthCancelled,
  reauthFlags,
  reauthMachine,
  reauthTokenOf,
} from './reauth';

/**
 * Adding a bank account (`account/bankinfo`). The banks, provinces and cities come from
 * `/api/getbanklist`; province and city default to '0' (none chosen), and choosing a province resets the
 * city. Spec §5: bank, address and account number are required (`page_emptycheck`), the account number
 * has at most 50 characters (`acct_bankAccNo_lengthError`). `/api/addmemberbank` adds it; success shows
 * `acct_bankAccount_automaticVerified` and the member's list is read again. Before the call the member
 * confirms their login password (`/api/checkpassword`, `reauthenticating`).
 */

export type AddBankField = keyof AddBankForm;

export type AddBankEvent = { type: 'FIELD_CHANGED'; field: AddBankField; value: string } | ReauthFormEvent;

interface AddBankContext {
  lists: BankListResponse;
  form: AddBankForm;
  /** The client's own message for the form (spec §5); the server's go to the dialog. */
  error: string | null;
  /** The server's re-authentication token for the call (contract §9); null: none given. */
  reauthToken: string | null;
}

export const EMPTY_BANK_FORM: AddBankForm = {
  bankId: '',
  bankAddress: '',
  bankAccNo: '',
  bankBranch: '',
  provinceCode: '0',
  cityCode: '0',
};

export const addBankMachine = setup({
  types: {
    children: {} as { reauth: 'reauth' },
    context: {} as AddBankContext,
    events: {} as AddBankEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadBankList: fromPromise<BankListResponse>(async () => ({
      bankList: [],
      provinceList: [],
      cityList: [],
    })),
    /** `/api/addmemberbank`, with the re-authentication token of the password check when there is one. */
    addBank: fromPromise<void, AddBankForm & { reauthToken: string | null }>(async () => {}),
    /** The login password asked for before the call (its `checkPassword` provided by the flows). */
    reauth: reauthMachine,
  },
  // Stryker restore all
  actions: {
    /** The banks, provinces and cities as read. */
    keepLists: assign((_, lists: BankListResponse) => ({ lists })),
    edit: assign(({ context, event }) =>
      event.type === 'FIELD_CHANGED'
        ? {
            form: {
              ...context.form,
              [event.field]: event.value,
              // A city belongs to its province: a new province starts without one.
              ...(event.field === 'provinceCode' ? { cityCode: '0' } : {}),
            },
            error: null,
          }
        : {},
    ),
    /** `acct_bankAccount_automaticVerified` in the dialog. */
    announceVerified: () => {},
    /** The member's list of banks is read again. */
    banksChanged: () => {},
    keepReauthToken: assign((_, outcome: ReauthOutcome) => ({ reauthToken: reauthTokenOf(outcome) })),
    /** The token is single use: spent by the call's answer, whatever it is. */
    spendReauthToken: assign({ reauthToken: null }),
  },
  guards: {
    reauthCancelled,
    formValid: ({ context }) => checkAddBank(context.form) === null,
  },
}).createMachine({
  id: 'addBank',
  context: {
    lists: { bankList: [], provinceList: [], cityList: [] },
    form: EMPTY_BANK_FORM,
    error: null,
    reauthToken: null,
  },
  initial: 'loading',
  states: {
    // The banks, provinces and cities of the member's currency are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadBankList',
        src: 'loadBankList',
        onDone: { target: 'editing', actions: { type: 'keepLists', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    loadFailed: { on: { RETRY: 'loading' } },
    // The member fills in the form; nothing is being sent.
    editing: {
      on: {
        FIELD_CHANGED: { actions: 'edit' },
        SUBMIT: [
          { guard: 'formValid', target: 'reauthenticating' },
          { actions: assign({ error: ({ context }) => checkAddBank(context.form) }) },
        ],
      },
    },
    // The member confirms their login password; the form keeps its values, CANCEL goes back to it.
    reauthenticating: {
      invoke: {
        id: 'reauth',
        src: 'reauth',
        onDone: [
          { guard: { type: 'reauthCancelled', params: ({ event }) => event.output }, target: 'editing' },
          { target: 'submitting', actions: { type: 'keepReauthToken', params: ({ event }) => event.output } },
        ],
      },
    },
    // `/api/addmemberbank` is in flight; there is no second submit.
    submitting: {
      tags: 'busy',
      exit: 'spendReauthToken',
      invoke: {
        id: 'addBank',
        src: 'addBank',
        input: ({ context }) => ({
          ...context.form,
          bankAddress: context.form.bankAddress.trim(),
          bankAccNo: context.form.bankAccNo.trim(),
          bankBranch: context.form.bankBranch.trim(),
          reauthToken: context.reauthToken,
        }),
        onDone: { target: 'added', actions: ['banksChanged', 'announceVerified'] },
        // The dispatcher has shown the server's message; the form stays as it was.
        onError: 'editing',
      },
    },
    // Added and verified; the form is empty, and typing starts another one.
    added: {
      tags: 'success',
      entry: assign({ form: EMPTY_BANK_FORM }),
      on: { FIELD_CHANGED: { target: 'editing', actions: 'edit' } },
    },
  },
});

type City = BankListResponse['cityList'][number];
let shownCities: { list: readonly City[]; province: string; cities: City[] } | null = null;

/** The cities of the province chosen: the same list while neither changes (the view compares shallowly). */
function citiesShown(list: readonly City[], province: string): City[] {
  if (shownCities?.list !== list || shownCities.province !== province)
    shownCities = { list, province, cities: citiesOf(list, province) };
  return shownCities.cities;
}

/** What the add-bank form shows: the bank, province and city lists, the form and its error. */
export const addBankView = (s: SnapshotFrom<typeof addBankMachine>) => ({
  lists: s.context.lists,
  /** The cities of the province chosen. */
  cities: citiesShown(s.context.lists.cityList, s.context.form.provinceCode),
  form: s.context.form,
  error: s.context.error,
  /** The re-authentication step, while it runs. */
  reauthStep: s.children.reauth,
  ...reauthFlags(s, ['editing', 'reauthenticating', 'submitting', 'added']),
});
