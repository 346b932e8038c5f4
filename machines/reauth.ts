import { readFailure } from '../src/domain/failure';

/**
 * Re-authentication before a sensitive change (issue 13 item 4, contract §8): adding a bank account and
 * changing a provider password first ask for the member's own login password, checked by
 * `/api/checkpassword`. The machines that use it (`addBank`, `changePassword`) have a state
 * `reauthenticating` (`asking`, then `checking`, tagged `busy`) between their form and their call: a
 * confirmed password leads to the call, a refused one stays with its message key and sends nothing else,
 * `CANCEL` goes back to the form with its values kept.
 */
export type ReauthEvent =
  | { type: 'REAUTH_PWD_CHANGED'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface Reauth {
  /** The member's login password as typed; encrypted by the actor before it leaves. */
  password: string;
  /** The refusal's message key, shown under the field. */
  error: string | null;
}

export const NO_REAUTH: Reauth = { password: '', error: null };

/** A refused check: the password is typed again, under the server's key (or why nothing answered). */
export const refusedReauth = (error: unknown): Reauth => ({
  password: '',
  error: readFailure(error).key ?? 'acct_NetworkFail',
});

/** An empty password is not sent. */
export const REAUTH_REQUIRED = 'acct_password_require';
