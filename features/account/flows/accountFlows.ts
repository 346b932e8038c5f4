import { fromPromise } from 'xstate';
import type { MemberBank } from '../../../contract/types';
import { areaOrDefault, COUNTRY_BY_CURRENCY } from '../../../domain/areas';
import { readFailure } from '../../../domain/failure';
import { MAIN_WALLET } from '../../../domain/moneyRules';
import { CAMPAIGN_VALUE } from '../../../domain/validators';
import type { Credentials, SessionGrant } from '../../../machines/session';
import { callsOf } from '../../../src/api/client';
import { ApiError } from '../../../src/api/dispatcher';
import { continueToApp, type Runtime } from '../../../src/flows/runtime';
import { COOKIE, readCookie, writeSession } from '../../../src/platform/cookies';
import { fingerprintAdapter } from '../../../src/platform/fingerprint';
import { announceSessionChange } from '../../../src/platform/sessionSignal';
import { writeAccountInfo } from '../../../src/platform/storage';
import type { MemberInfoResponse } from '../contract/accountReplies';
import type { ReauthOperation } from '../contract/endpoints';
import { accountEndpoints } from '../contract/endpoints';
import { addBankMachine } from '../machines/addBank';
import { changePasswordMachine } from '../machines/changePassword';
import { fingerprintLoginMachine } from '../machines/fingerprintLogin';
import { type LoginFailure, loginMachine } from '../machines/login';
import { pageDataMachineOf } from '../machines/pageData';
import { type ReauthGrant, reauthMachine } from '../machines/reauth';
import { type RegistrationInput, registrationMachine } from '../machines/registration';
import { encryptFor } from './sessionFlows';

/**
 * The account machines with their effects: the API, the password cipher, the session machine,
 * the global dialog, the native bridge, the local JSON. Views create these per screen with `useFlow`.
 */

/**
 * Encrypts for a form whose failures the global dialog shows (registration, password changes): a refusal
 * the cipher found itself (no Web Crypto, no valid operator key) is shown there too, then rethrown as shown.
 */
async function encryptOrSay(runtime: Runtime, password: string): Promise<string> {
  try {
    return await encryptFor(runtime, password);
  } catch (error) {
    const failure = readFailure(error);
    if (failure.key && !failure.shown) void runtime.ask({ message: failure.key });
    throw { ...failure, shown: true };
  }
}

/** Failures the client found itself: no dialog showed them, so the form does. */
const CLIENT_LOGIN_ERRORS = new Set(['acct_secureContextRequired', 'acct_passwordKeyMissing']);

/**
 * Logs in through the session machine (it encrypts, sends the login-site value, stores the session and
 * leaves the page): resolves once logged in, rejects with the failure once it is back to logged out.
 */
export function logInThroughSession(runtime: Runtime) {
  return fromPromise<void, Credentials>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        const { session } = runtime;
        if (!session.getSnapshot().matches('loggedOut')) {
          reject({ key: 'acct_loginFail', shown: false } satisfies LoginFailure);
          return;
        }
        const subscription = session.subscribe((snapshot) => {
          if (snapshot.matches('loggedIn')) {
            subscription.unsubscribe();
            resolve();
          } else if (snapshot.matches('loggedOut')) {
            subscription.unsubscribe();
            const key = snapshot.context.loginError ?? 'acct_loginFail';
            reject({ key, shown: !CLIENT_LOGIN_ERRORS.has(key) } satisfies LoginFailure);
          }
        });
        session.send({ type: 'LOGIN', ...input });
      }),
  );
}

const grantSession = (runtime: Runtime) => (_: unknown, params: { loginId: string; grant: SessionGrant }) =>
  runtime.session.send({ type: 'GRANTED', loginId: params.loginId, grant: params.grant });

// --- login -------------------------------------------------------------------------------------------

/** `?loginKey=` of a login handed over from another site, when it is a plain token (the login route's check). */
export { loginKeyOf as handoverKeyOf } from '../../../src/routes/search';

export function loginLogic(runtime: Runtime) {
  const api = callsOf(runtime, accountEndpoints);
  return loginMachine.provide({
    actors: {
      logIn: logInThroughSession(runtime),
      // A failure reaches the machine as the API threw it; the machine reads it (`readFailure`).
      identifyHandover: fromPromise(async ({ input }) => {
        const { loginId } = await api.getLoginFrom({ key: input.key });
        if (typeof loginId !== 'string') throw new ApiError(2, 'acct_loginFrom_invalid');
        return { loginId };
      }),
      grantHandover: fromPromise(async ({ input }) =>
        api.fromLogin({ key: input.key, loginSite: runtime.loginSite() }),
      ),
      resumeSession: fromPromise(async () => {
        const grant = await api.sessionLogin({ loginSite: runtime.loginSite() });
        writeSession(grant.sessionId, grant.token);
        announceSessionChange();
        const info = await api.getLoginInfo({});
        writeAccountInfo({
          currId: info.currId,
          loginIpGeo: info.loginIpGeo,
          mainBlance: String(info.mainBlance),
        });
      }),
      requestReset: fromPromise(async ({ input }) => {
        await api.forgotPassword({ loginId: input.loginId, email: input.email });
      }),
    },
    actions: {
      grantSession: grantSession(runtime),
      continueToApp: () => continueToApp(runtime.navigator),
      announceReset: () => void runtime.ask({ message: 'acct_Passowrd_ResetSuccess', icon: 'check' }),
      // The key leaves the address at once, replacing the history entry: no reload,
      // back button, shared link or history list holds it. The redirect stays.
      forgetHandoverKey: () => {
        const { redirect } = runtime.navigator.search();
        runtime.navigator.toScreen('member/login', { replace: true, search: redirect ? { redirect } : {} });
      },
      // A declined key is revoked (contract §9), in the background: the page goes on whatever it answers.
      revokeHandover: (_, { key }) => {
        if (key)
          callsOf(runtime, accountEndpoints)
            .revokeLoginKey({ loginKey: key })
            .catch(() => undefined);
      },
    },
  });
}

// --- fingerprint login -------------------------------------------------------------------------------

export function fingerprintLogic(runtime: Runtime, reason: string) {
  const adapter = fingerprintAdapter(runtime.bridge);
  return fingerprintLoginMachine.provide({
    actors: {
      checkAvailability: fromPromise(() => adapter.availability()),
      prompt: fromPromise(() => adapter.prompt(reason)),
      logIn: logInThroughSession(runtime),
    },
  });
}

// --- registration ------------------------------------------------------------------------------------

/** Phone codes by account currency, to preselect the area's own. */
const DIAL_CODE_BY_COUNTRY: Record<string, string> = {
  VN: '+84',
  ID: '+62',
  TH: '+66',
  MY: '+60',
  SG: '+65',
  CN: '+86',
};

/** The country phone codes of the local JSON (`static/country-phone-codes.json`), checked one by one. */
export function parseCountryCodes(json: unknown): string[] {
  const list = json && typeof json === 'object' ? (json as { countryCodes?: unknown }).countryCodes : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { dialCode?: unknown }).dialCode : null))
    .filter((code): code is string => typeof code === 'string' && /^\+\d{1,4}$/.test(code));
}

const campaignCookie = (name: string) => {
  const value = readCookie(name);
  return value && CAMPAIGN_VALUE.test(value) ? value : '';
};

export function registrationInput(area: string): RegistrationInput {
  const currId = areaOrDefault(area).currency;
  return {
    currId,
    countryCode: DIAL_CODE_BY_COUNTRY[COUNTRY_BY_CURRENCY[currId] ?? ''] ?? '',
    referralId: campaignCookie(COOKIE.referralId),
    trackingTag: campaignCookie(COOKIE.trackingTag),
  };
}

export function registrationLogic(runtime: Runtime) {
  const api = callsOf(runtime, accountEndpoints);
  return registrationMachine.provide({
    actors: {
      loadCountryCodes: fromPromise(async () => {
        const response = await fetch(`${import.meta.env.BASE_URL}static/country-phone-codes.json`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const codes = parseCountryCodes(await response.json());
        if (codes.length === 0) throw new Error('no country codes');
        return codes;
      }),
      checkLoginId: fromPromise(async ({ input }) => {
        await api.checkLoginId({ loginId: input.loginId });
      }),
      checkAccountInfo: fromPromise(async ({ input }) => {
        await api.checkAccountInfo(input);
      }),
      create: fromPromise(async ({ input }) => {
        const password = await encryptOrSay(runtime, input.password);
        return api.joinNowCreate({ ...input, password, loginSite: runtime.loginSite() });
      }),
    },
    actions: { grantSession: grantSession(runtime) },
  });
}

// --- bank details, passwords -------------------------------------------------------------------------

/**
 * The member's own login password, encrypted like login's and checked by `/api/checkpassword` before a
 * sensitive change (contract §8). Silent: the step shows a refusal under its field, so the machine
 * sends nothing else. Without a key to encrypt with, the refusal (`acct_passwordKeyMissing`) shows there
 * too. It answers the server's re-authentication token (contract §9), or null from a server that gives none;
 * the check names the call the token is for (`operation`, contract §10), so it allows that one only.
 */
const reauthOf = (runtime: Runtime, operation: ReauthOperation) =>
  reauthMachine.provide({
    actors: {
      checkPassword: fromPromise<ReauthGrant, { password: string }>(async ({ input }) => {
        const password = await encryptFor(runtime, input.password);
        return callsOf(runtime, accountEndpoints).checkPassword({ password, operation });
      }),
    },
  });

export function addBankLogic(runtime: Runtime, onBanksChanged: () => void) {
  const api = callsOf(runtime, accountEndpoints);
  return addBankMachine.provide({
    actors: {
      loadBankList: fromPromise(() => api.getBankList({})),
      addBank: fromPromise(async ({ input: { reauthToken, ...form } }) => {
        await api.addMemberBank(form, { reauthToken });
      }),
      reauth: reauthOf(runtime, 'addmemberbank'),
    },
    actions: {
      banksChanged: () => onBanksChanged(),
      announceVerified: () =>
        void runtime.ask({ message: 'acct_bankAccount_automaticVerified', icon: 'check' }),
    },
  });
}

export function changePasswordLogic(runtime: Runtime) {
  const api = callsOf(runtime, accountEndpoints);
  return changePasswordMachine.provide({
    actors: {
      loadProviders: fromPromise(async () => (await api.getChangePasswordProvider({})).providerList ?? []),
      changePassword: fromPromise(async ({ input }) => {
        // One after the other: a refusal is said once.
        const newPwd = await encryptOrSay(runtime, input.newPwd);
        const confirmPwd = await encryptOrSay(runtime, input.confirmPwd);
        return api.changePassword(
          { providerId: input.providerId, newPwd, confirmPwd },
          { reauthToken: input.reauthToken },
        );
      }),
      reauth: reauthOf(runtime, 'changepassword'),
    },
  });
}

// --- page data ---------------------------------------------------------------------------------------

/** A page's data machine with its read; `T` is what `load` answers, and the machine keeps it as a `T`. */
export type PageDataLogic<T> = ReturnType<typeof pageDataMachineOf<T>>;
const pageData = <T>(load: () => Promise<T>): PageDataLogic<T> =>
  pageDataMachineOf<T>().provide({ actors: { load: fromPromise(load) } });

export function memberInfoLogic(runtime: Runtime) {
  return pageData(() => callsOf(runtime, accountEndpoints).getMemberInfo({}));
}

export function memberBanksLogic(runtime: Runtime) {
  return pageData(
    async (): Promise<MemberBank[]> =>
      (await callsOf(runtime, accountEndpoints).getMemberBank({})).memberBankList ?? [],
  );
}

export interface AccountSummary {
  info: MemberInfoResponse;
  mainBalance: string;
}

/** The account area's head: who, which VIP level, and the main balance (stored as `mainBlance`). */
export function accountSummaryLogic(runtime: Runtime) {
  return pageData(async (): Promise<AccountSummary> => {
    const [info, balance] = await Promise.all([
      callsOf(runtime, accountEndpoints).getMemberInfo({}),
      runtime.api.getBalance({ providerId: MAIN_WALLET }),
    ]);
    const mainBalance = String(balance.balance);
    writeAccountInfo({ mainBlance: mainBalance });
    return { info, mainBalance };
  });
}
