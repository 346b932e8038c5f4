import { and, assign, fromPromise, not, type SnapshotFrom, setup, stateIn } from 'xstate';
import { readFailure } from '../../../domain/failure';
import {
  checkJoinForm,
  checkLoginId,
  type FieldErrors,
  fieldOfKey,
  type JoinField,
  type JoinForm,
  normalizePhone,
} from '../../../domain/validators';
import type { SessionGrant } from '../../../machines/session';
import type { LoginResponse } from '../contract/accountReplies';

/**
 * Registration (`JoinNow`), two regions side by side:
 * - `loginId`: the id is checked with `/api/joinnow/valid/checkloginid` as the member types, once they
 *   pause for `checkDelay`; its own format first, so nothing malformed is sent;
 * - `form`: the country phone codes load from the local JSON; on submit every field is checked (each gets
 *   its own message), then `/api/joinnow/valid/accountinfo` (email, phone), then `/api/joinnow/create`
 *   with the `referralId` and `trackingTag` cookies; success hands the session over and the member is in.
 * Server refusals come back as message keys and go under the field they name (`acct_email_taken`).
 */

export const LOGIN_ID_CHECK_DELAY_MS = 500;

export interface RegistrationInput {
  /** The account currency of the area the member registers in. */
  currId: string;
  /** The phone code preselected for the area (`+84`). */
  countryCode: string;
  /** From the cookies, already checked to be plain tokens ('' when absent). */
  referralId: string;
  trackingTag: string;
}

export type RegistrationEvent =
  | { type: 'FIELD_CHANGED'; field: JoinField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

interface RegistrationContext {
  form: JoinForm;
  errors: FieldErrors<JoinField>;
  /** A message that belongs to no field. */
  formError: string | null;
  countryCodes: string[];
  currId: string;
  referralId: string;
  trackingTag: string;
}

export interface CreateRequest extends JoinForm {
  currId: string;
  referralId: string;
  trackingTag: string;
}

const keyOf = (error: unknown) => readFailure(error).key;
/** A failure without a server answer (network): nothing is known about the id. */
const unanswered = (error: unknown) => readFailure(error).code === null;

/** A server refusal put where it belongs: under its field, or for the whole form. */
function placeFailure(context: RegistrationContext, error: unknown): Partial<RegistrationContext> {
  const key = keyOf(error) ?? 'acct_NetworkFail';
  const field = fieldOfKey(key);
  return field
    ? { errors: { ...context.errors, [field]: key }, formError: null }
    : { errors: context.errors, formError: key };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadCountryCodes: fromPromise<string[]>(async () => []),
    checkLoginId: fromPromise<void, { loginId: string }>(async () => {}),
    checkAccountInfo: fromPromise<void, { email: string; phone: string; countryCode: string }>(
      async () => {},
    ),
    /** Encrypts the password and creates the account; answers the new session. */
    create: fromPromise<LoginResponse, CreateRequest>(async () => {
      throw new Error('create not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** A field other than the login id changed: kept, and its message cleared. */
    recordField: assign(({ context, event }) =>
      event.type === 'FIELD_CHANGED'
        ? {
            form: { ...context.form, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            formError: null,
          }
        : {},
    ),
    /** The phone codes as read; the code chosen stays if it is one of them, else the first is taken. */
    keepCountryCodes: assign(({ context }, countryCodes: string[]) => ({
      countryCodes,
      form: {
        ...context.form,
        countryCode: countryCodes.includes(context.form.countryCode)
          ? context.form.countryCode
          : (countryCodes[0] ?? ''),
      },
    })),
    /** The new member is logged in: the session machine stores the session and leaves this page. */
    grantSession: (_, _params: { loginId: string; grant: SessionGrant }) => {},
  },
  guards: {
    loginIdWellFormed: ({ context }) => checkLoginId(context.form.loginId) === null,
    formValid: ({ context }) => Object.keys(checkJoinForm(context.form, context.countryCodes)).length === 0,
    /** Every field passes and the server has not refused the id. */
    canSend: and(['formValid', not(stateIn({ loginId: 'taken' }))]),
    isLoginId: ({ event }) => event.type === 'FIELD_CHANGED' && event.field === 'loginId',
    isOtherField: ({ event }) => event.type === 'FIELD_CHANGED' && event.field !== 'loginId',
    unanswered: ({ event }) => unanswered((event as { error?: unknown }).error),
  },
  delays: { checkDelay: LOGIN_ID_CHECK_DELAY_MS },
}).createMachine({
  id: 'registration',
  type: 'parallel',
  context: ({ input }) => ({
    form: { loginId: '', password: '', fullName: '', email: '', countryCode: input.countryCode, phone: '' },
    errors: {},
    formError: null,
    countryCodes: [],
    currId: input.currId,
    referralId: input.referralId,
    trackingTag: input.trackingTag,
  }),
  states: {
    // The login id, checked with the server while the member types, beside the rest of the form.
    loginId: {
      initial: 'unchecked',
      on: {
        FIELD_CHANGED: {
          guard: 'isLoginId',
          target: '.waiting',
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, loginId: event.value }),
            errors: ({ context }) => ({ ...context.errors, loginId: undefined }),
          }),
        },
      },
      states: {
        // Nothing typed yet, or no answer came: the id is checked again on submit.
        unchecked: {},
        // The member is typing: the check waits until they pause.
        waiting: {
          after: {
            checkDelay: [
              { guard: 'loginIdWellFormed', target: 'checking' },
              {
                target: 'invalid',
                actions: assign({
                  errors: ({ context }) => ({
                    ...context.errors,
                    loginId: checkLoginId(context.form.loginId) ?? '',
                  }),
                }),
              },
            ],
          },
        },
        // `/api/joinnow/valid/checkloginid` is in flight.
        checking: {
          invoke: {
            id: 'checkLoginId',
            src: 'checkLoginId',
            input: ({ context }) => ({ loginId: context.form.loginId.trim() }),
            onDone: 'available',
            onError: [
              { guard: 'unanswered', target: 'unchecked' },
              {
                target: 'taken',
                actions: assign({
                  errors: ({ context, event }) => ({
                    ...context.errors,
                    loginId: keyOf(event.error) ?? 'acct_loginId_taken',
                  }),
                }),
              },
            ],
          },
        },
        // The server accepts the id.
        available: {},
        // The server refused the id (taken): the form cannot be sent with it.
        taken: {},
        // The id breaks the format rule: not worth asking the server.
        invalid: {},
      },
    },
    // The rest of the form: the phone codes read, the fields filled, the account checked, then created.
    form: {
      initial: 'loading',
      states: {
        // The country phone codes are read from the local JSON; what the member types meanwhile is kept.
        loading: {
          on: { FIELD_CHANGED: { guard: 'isOtherField', actions: 'recordField' } },
          invoke: {
            id: 'loadCountryCodes',
            src: 'loadCountryCodes',
            onDone: {
              target: 'filling',
              actions: { type: 'keepCountryCodes', params: ({ event }) => event.output },
            },
            onError: 'loadFailed',
          },
        },
        // The read failed (the dispatcher has said why, if anything); the member may retry, and type on.
        loadFailed: {
          on: { FIELD_CHANGED: { guard: 'isOtherField', actions: 'recordField' }, RETRY: 'loading' },
        },
        // The member fills in the form; nothing is being sent.
        filling: {
          on: {
            FIELD_CHANGED: { guard: 'isOtherField', actions: 'recordField' },
            SUBMIT: [
              {
                guard: 'canSend',
                target: 'checkingAccount',
                actions: assign({ errors: {}, formError: null }),
              },
              {
                actions: assign({
                  errors: ({ context }) => ({
                    ...checkJoinForm(context.form, context.countryCodes),
                    // A taken id keeps the server's message.
                    ...(context.errors.loginId === 'acct_loginId_taken'
                      ? { loginId: 'acct_loginId_taken' }
                      : {}),
                  }),
                }),
              },
            ],
          },
        },
        // `/api/joinnow/valid/accountinfo`: email and phone not yet used by someone else.
        checkingAccount: {
          tags: 'busy',
          invoke: {
            id: 'checkAccountInfo',
            src: 'checkAccountInfo',
            input: ({ context }) => ({
              email: context.form.email.trim(),
              // Sent as it was checked (`checkPhone`): the server never sees `091 234-5678`.
              phone: normalizePhone(context.form.phone),
              countryCode: context.form.countryCode,
            }),
            onDone: 'creating',
            onError: {
              target: 'filling',
              actions: assign(({ context, event }) => placeFailure(context, event.error)),
            },
          },
        },
        // `/api/joinnow/create` is in flight; there is no second submit.
        creating: {
          tags: 'busy',
          invoke: {
            id: 'create',
            src: 'create',
            input: ({ context }) => ({
              ...context.form,
              loginId: context.form.loginId.trim(),
              fullName: context.form.fullName.trim(),
              email: context.form.email.trim(),
              phone: normalizePhone(context.form.phone),
              currId: context.currId,
              referralId: context.referralId,
              trackingTag: context.trackingTag,
            }),
            onDone: {
              target: 'registered',
              actions: {
                type: 'grantSession',
                params: ({ context, event }) => ({
                  loginId: context.form.loginId.trim(),
                  grant: event.output,
                }),
              },
            },
            onError: {
              target: 'filling',
              actions: assign(({ context, event }) => placeFailure(context, event.error)),
            },
          },
        },
        // The account exists and the member is logged in.
        registered: { type: 'final', tags: 'success' },
      },
    },
  },
});

/** What the registration page shows: the form, its errors, and the phone codes and currency. */
export const registrationView = (s: SnapshotFrom<typeof registrationMachine>) => ({
  form: s.context.form,
  errors: s.context.errors,
  formError: s.context.formError,
  countryCodes: s.context.countryCodes,
  currId: s.context.currId,
  referralId: s.context.referralId,
});
