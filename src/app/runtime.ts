import { type Actor, type AnyActorLogic, createActor } from 'xstate';
import { areaOrDefault } from '../../domain/areas';
import { downloadOsType, type OsType } from '../../domain/device';
import type { ErrorDetail } from '../../domain/errorDetail';
import { logInActor, logOutActor } from '../../features/account/flows/sessionFlows';
import { confirmDialogMachine, type DialogAnswer, type DialogRequest } from '../../machines/confirmDialog';
import { deviceChannelMachine, loginSiteOf } from '../../machines/deviceChannel';
import { hostFailoverMachine } from '../../machines/hostFailover';
import { navigationHistoryMachine } from '../../machines/navigationHistory';
import { sessionMachine } from '../../machines/session';
import { createApi } from '../api/client';
import { type AlertRequest, type ErrorEffects, NETWORK_FAIL_MESSAGE } from '../api/dispatcher';
import type { AppConfig } from '../config';
import { apiBaseOf, continueToApp, type Navigator, type OnDemandActor, type Runtime } from '../flows/runtime';
import { walletLogic } from '../flows/walletFlows';
import {
  COOKIE,
  clearSession,
  hasSessionCookies,
  readCookie,
  readHostIndex,
  readSession,
  writeCookie,
  writeSession,
} from '../platform/cookies';
import { isIosBrowser, onStandaloneEntered, readEnvironment } from '../platform/device';
import { readDownload } from '../platform/downloadInfo';
import { yieldToMain } from '../platform/idle';
import { createNativeBridge } from '../platform/nativeBridge';
import { isLeavingPage, watchPageLeaving } from '../platform/pageLeaving';
import { announceSessionChange, sessionIsCurrent, watchSession } from '../platform/sessionSignal';
import { accountCurrency, clearAccountInfo, writeAccountInfo } from '../platform/storage';
import { qaEnabled, qaInspect } from '../qa/qaSwitch';
import type { ScreenPath } from '../routes/routeTable';
import { ENDPOINTS } from './endpoints';

/**
 * The app's long-lived actors and the effects they are given. This is the one place where machines meet
 * the browser: cookies, navigation, reloads, the API. Views get the runtime through React context.
 */

let dialogIds = 0;

/**
 * The app's long-lived actors: four made and started at once, as the first screen needs them (the channel
 * and the session for its header and its first call, the history for its arrival, the failover for the
 * first call's host), in one task (a task each cost the browser's scheduling more than the piece it ran);
 * the global dialog when something first asks for it.
 */
export function createRuntime(
  config: AppConfig,
  navigator: Navigator,
  /** The start-up anti-forgery request: calls wait for it (see ClientContext.ready). */
  antiforgery?: Promise<unknown>,
): Runtime {
  const inspect = qaInspect;
  const bridge = createNativeBridge();

  const device = createActor(deviceChannelMachine, { inspect }).start();
  device.send({ type: 'ENVIRONMENT_READ', ...readEnvironment(config) });
  // An app installed from the open page (Chrome's install prompt) carries on in its own window.
  onStandaloneEntered(() => device.send({ type: 'STANDALONE_ENTERED' }));
  const inApp = () => device.getSnapshot().hasTag('app');
  /** The channel's `loginSite` value (`X-Device`), worked out here once for the API, the login and the vitals. */
  const loginSite = () => loginSiteOf(String(device.getSnapshot().value));

  // The global dialog is made when something first asks, told of the screen it opens over (the routes
  // tell it of each screen after that); most visits never open it.
  const dialog = onDemand(() => {
    const made = createActor(
      confirmDialogMachine.provide({ actions: { navigateBack: () => runtime.navigator.back() } }),
      { inspect },
    ).start();
    made.send({ type: 'ROUTE_CHANGED', path: navigator.currentPath() });
    return made;
  });

  // With the state inspector on, it runs from the start: QA sees its graph beside the others'.
  if (qaEnabled()) dialog.get();

  const ask = (request: Omit<DialogRequest, 'id'>) =>
    new Promise<DialogAnswer>((resolve) => {
      const id = `d${++dialogIds}`;
      const subscription = dialog.get().on('dialog.closed', (event) => {
        if (event.id !== id) return;
        subscription.unsubscribe();
        resolve(event.answer);
      });
      dialog.get().send({ type: 'OPEN', id, ...request });
    });

  // Calls that fail together (a server in maintenance answers every call of a page with -1) say so once;
  // every asker still waits for the member's answer to that one dialog.
  const pendingAlerts = new Map<string, Promise<DialogAnswer>>();
  const alertOnce = (request: AlertRequest) => {
    const key = JSON.stringify([request.message, request.params ?? []]);
    const pending = pendingAlerts.get(key);
    if (pending) return pending;
    const answer = ask(request).finally(() => pendingAlerts.delete(key));
    pendingAlerts.set(key, answer);
    return answer;
  };
  /** The last call that got no answer: the failover's alert, if it comes to one, names it. */
  let unanswered: ErrorDetail | undefined;
  /** When the last call got no answer (`performance.now()`). */
  let lastFailure = Number.NEGATIVE_INFINITY;

  const toScreen = (path: ScreenPath) => () => runtime.navigator.toScreen(path, { replace: true });

  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: logInActor(() => runtime),
        logout: logOutActor(() => runtime),
        // The member's wallets: the session spawns them (system id `wallet`); `walletOf` reads them.
        wallet: walletLogic(() => runtime.api),
      },
      actions: {
        storeSession: (_, grant) => {
          writeSession(grant.sessionId, grant.token);
          writeAccountInfo({ currId: grant.currId, loginIpGeo: grant.loginIpGeo });
          announceSessionChange();
        },
        clearSession: () => {
          clearSession();
          clearAccountInfo();
          announceSessionChange();
        },
        leaveToLogin: toScreen('member/login'),
        leaveToHome: toScreen('home'),
        goToRestrict: toScreen('restrict'),
        afterLogin: () => continueToApp(runtime.navigator),
      },
    }),
    { input: { hasSessionCookies: hasSessionCookies(), device: inApp() ? 'app' : 'web' }, inspect },
  ).start();
  // Another tab logged in, out, or as someone else: this one follows the cookies.
  const recheckSession = watchSession((sessionId) =>
    session.send({ type: 'CHANGED_ELSEWHERE', loggedIn: sessionId !== null }),
  );

  const history = createActor(
    navigationHistoryMachine.provide({
      actions: {
        navigateTo: (_, url) => runtime.navigator.toPath(url),
        goHome: () => runtime.navigator.toScreen('home'),
      },
    }),
    { inspect },
  ).start();

  watchPageLeaving();
  const onPrimaryDomain = config.primaryDomains.includes(location.hostname);
  const failover = createActor(
    hostFailoverMachine.provide({
      actions: {
        rememberHost: (_, index) => writeCookie(COOKIE.hostIndex, String(index)),
        reload: () => location.reload(),
        goToMaintenance: () => {
          runtime.navigator.toScreen('maintenance', { replace: true });
          void alertOnce({ message: NETWORK_FAIL_MESSAGE, errorDetail: unanswered });
        },
      },
    }),
    { input: { onPrimaryDomain, hostCount: config.hosts.length, hostIndex: readHostIndex() }, inspect },
  ).start();

  const effects: ErrorEffects = {
    alert: alertOnce,
    goToMaintenance: () => runtime.navigator.toScreen('maintenance', { replace: true }),
    networkFailed: (detail) => {
      // A call cut off by the member leaving the page is no sign of a dead server.
      if (isLeavingPage()) return;
      unanswered = detail;
      lastFailure = performance.now();
      failover.send({ type: 'NETWORK_FAILED' });
    },
    // A call sent after the last failure was answered (the member tried again): the server is back. One
    // that was already on its way when another got no answer says nothing the failure did not know.
    serverReached: (sentAt) => {
      if (sentAt === undefined || sentAt > lastFailure) failover.send({ type: 'SERVER_REACHED' });
    },
    endSession: () => session.send({ type: 'SESSION_ENDED' }),
    restrict: () => session.send({ type: 'RESTRICTED' }),
    reload: () => location.reload(),
    openDownload: () => void openDownload(downloadOsType(loginSite(), isIosBrowser())),
    currency: () => accountCurrency(runtime.navigator.currentArea()),
    locale: () => areaOrDefault(runtime.navigator.currentArea()).language,
    visitorIp: () => runtime.visitor.ip,
  };

  const api = createApi(
    {
      base: () => apiBaseOf(config, failover),
      clientVersion: config.clientVersion,
      loginSite,
      session: readSession,
      // A call built for the member this tab showed does not leave with another's token: the tab follows first.
      stale: () => {
        if (sessionIsCurrent()) return false;
        recheckSession();
        return true;
      },
      xsrfToken: () => readCookie(COOKIE.xsrf),
      ready: antiforgery,
      pause: yieldToMain,
      effects,
    },
    ENDPOINTS,
  );

  const runtime: Runtime = {
    config,
    api,
    bridge,
    device,
    session,
    dialog,
    history,
    failover,
    ask,
    navigator,
    inApp,
    loginSite,
    visitor: { ip: '', country: '' },
  };
  return runtime;
}

/** errorCode 10: the download for the channel's platform, from the download info, checked before it is opened. */
async function openDownload(osType: OsType): Promise<void> {
  const entry = await readDownload(osType);
  if (entry) location.assign(entry.url.href);
  else console.error('download info unavailable');
}

/** An actor made by `make` the first time it is asked for; views waiting on it hear when it is. */
function onDemand<TLogic extends AnyActorLogic>(make: () => Actor<TLogic>): OnDemandActor<TLogic> {
  let actor: Actor<TLogic> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => {
      if (actor) return actor;
      actor = make();
      for (const listener of listeners) listener();
      return actor;
    },
    made: () => actor,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
