import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { checkProviderPassword } from '../../../domain/validators';
import type { ChangePasswordResponse, PasswordProvider } from '../contract/accountReplies';
import {
  type ReauthFormEvent,
  type ReauthOutcome,
  reauthCancelled,
  reauthFlags,
  reauthMachine,
  reauthTokenOf,
} from './reauth';

/**
 * Changing a game provider's password (`account/changepwd`). The providers come from
 * `/api/getchangepasswordprovider` (`providerId`, `acctId`, `pwdFormat`, `pwdFormatError`). Spec §5, in
 * order: the new password is required (`acct_newPwd_require`); it equals the confirmation, else
 * `acct_password_notMatch` and both fields are cleared; it matches the provider's pattern, else the
 * provider's own message. Both passwords are encrypted before they leave (the actor does it). Success
 * marks success and shows the provider's new `acctId` (spec §4). Before the call the member confirms
 * their login password (`/api/checkpassword`, `reauthenticating`).
 */

export type ChangePasswordEvent =
  | { type: 'PROVIDER_CHANGED'; providerId: string }
  | { type: 'NEW_PWD_CHANGED'; value: string }
  | { type: 'CONFIRM_PWD_CHANGED'; value: string }
  | ReauthFormEvent;

interface ChangePasswordContext {
  providers: PasswordProvider[];
  providerId: string;
  newPwd: string;
  confirmPwd: string;
  error: string | null;
  /** The provider whose password was just changed, for the success line. */
  changedProviderId: string | null;
  /** The server's re-authentication token for the call (contract §9); null: none given. */
  reauthToken: string | null;
}

const providerOf = (context: ChangePasswordContext) =>
  context.providers.find((p) => p.providerId === context.providerId);
const check = (context: ChangePasswordContext) => checkProviderPassword(context, providerOf(context));

/** A field edit ends the success line and the last message. */
const edited = { error: null, changedProviderId: null } as const;

export const changePasswordMachine = setup({
  types: {
    children: {} as { reauth: 'reauth' },
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadProviders: fromPromise<PasswordProvider[]>(async () => []),
    /** Encrypts both passwords and sends them. */
    changePassword: fromPromise<
      ChangePasswordResponse,
      { providerId: string; newPwd: string; confirmPwd: string; reauthToken: string | null }
    >(async () => ({ acctId: '' })),
    /** The login password asked for before the call (its `checkPassword` provided by the flows). */
    reauth: reauthMachine,
  },
  // Stryker restore all
  actions: {
    /** The provider accounts as read; the first is chosen. */
    keepProviders: assign((_, providers: PasswordProvider[]) => ({
      providers,
      providerId: providers[0]?.providerId ?? '',
    })),
    chooseProvider: assign({
      providerId: ({ event }) => {
        assertEvent(event, 'PROVIDER_CHANGED');
        return event.providerId;
      },
      newPwd: '',
      confirmPwd: '',
      ...edited,
    }),
    typeNewPwd: assign({
      newPwd: ({ event }) => {
        assertEvent(event, 'NEW_PWD_CHANGED');
        return event.value;
      },
      ...edited,
    }),
    typeConfirmPwd: assign({
      confirmPwd: ({ event }) => {
        assertEvent(event, 'CONFIRM_PWD_CHANGED');
        return event.value;
      },
      ...edited,
    }),
    keepReauthToken: assign((_, outcome: ReauthOutcome) => ({ reauthToken: reauthTokenOf(outcome) })),
    /** The token is single use: spent by the call's answer, whatever it is. */
    spendReauthToken: assign({ reauthToken: null }),
  },
  guards: {
    reauthCancelled,
    /** The member has no provider account yet. */
    noProviders: (_, providers: PasswordProvider[]) => providers.length === 0,
    formValid: ({ context }) => check(context) === null,
  },
}).createMachine({
  id: 'changePassword',
  context: {
    providers: [],
    providerId: '',
    newPwd: '',
    confirmPwd: '',
    error: null,
    changedProviderId: null,
    reauthToken: null,
  },
  initial: 'loading',
  states: {
    // The member's provider accounts and their password rules are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        onDone: [
          { guard: { type: 'noProviders', params: ({ event }) => event.output }, target: 'noProviders' },
          { target: 'editing', actions: { type: 'keepProviders', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    loadFailed: { on: { RETRY: 'loading' } },
    // The member has no provider account yet: nothing to change.
    noProviders: {},
    // The member picks a provider and types the new password twice; nothing is being sent.
    editing: {
      on: {
        PROVIDER_CHANGED: { actions: 'chooseProvider' },
        NEW_PWD_CHANGED: { actions: 'typeNewPwd' },
        CONFIRM_PWD_CHANGED: { actions: 'typeConfirmPwd' },
        SUBMIT: [
          { guard: 'formValid', target: 'reauthenticating' },
          {
            actions: assign(({ context }) => {
              const failed = check(context);
              return failed?.clearBoth
                ? { error: failed.key, newPwd: '', confirmPwd: '' }
                : { error: failed?.key ?? null };
            }),
          },
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
    // `/api/changepassword` is in flight; there is no second submit.
    submitting: {
      tags: 'busy',
      exit: 'spendReauthToken',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          providerId: context.providerId,
          newPwd: context.newPwd,
          confirmPwd: context.confirmPwd,
          reauthToken: context.reauthToken,
        }),
        onDone: {
          target: 'changed',
          actions: assign(({ context, event }) => ({
            providers: context.providers.map((p) =>
              p.providerId === context.providerId ? { ...p, acctId: event.output.acctId } : p,
            ),
            changedProviderId: context.providerId,
            newPwd: '',
            confirmPwd: '',
            error: null,
          })),
        },
        // The dispatcher has shown the server's message; the passwords are typed again.
        onError: { target: 'editing', actions: assign({ newPwd: '', confirmPwd: '' }) },
      },
    },
    // Changed: the success line shows the provider's new account id until the member edits again.
    changed: {
      tags: 'success',
      on: {
        PROVIDER_CHANGED: { target: 'editing', actions: 'chooseProvider' },
        NEW_PWD_CHANGED: { target: 'editing', actions: 'typeNewPwd' },
        CONFIRM_PWD_CHANGED: { target: 'editing', actions: 'typeConfirmPwd' },
      },
    },
  },
});

/** What the change-password page shows: the providers, the form, its error and the provider changed. */
export const changePasswordView = (s: SnapshotFrom<typeof changePasswordMachine>) => ({
  providers: s.context.providers,
  providerId: s.context.providerId,
  newPwd: s.context.newPwd,
  confirmPwd: s.context.confirmPwd,
  error: s.context.error,
  changedProviderId: s.context.changedProviderId,
  /** The re-authentication step, while it runs. */
  reauthStep: s.children.reauth,
  ...reauthFlags(s, ['editing', 'reauthenticating', 'submitting', 'changed']),
});
