import type { Actor, AnyActorLogic } from 'xstate';
import type { LoginSite } from '../../contract/types';
import { areaOrDefault } from '../../domain/areas';
import type { confirmDialogMachine, DialogAnswer, DialogRequest } from '../../machines/confirmDialog';
import type { deviceChannelMachine } from '../../machines/deviceChannel';
import type { hostFailoverMachine } from '../../machines/hostFailover';
import type { navigationHistoryMachine } from '../../machines/navigationHistory';
import type { sessionMachine } from '../../machines/session';
import type { Api } from '../api/client';
import type { AppConfig } from '../config';
import type { NativeBridge } from '../platform/nativeBridge';
import { internalPath } from '../platform/safeUrl';
import type { ScreenPath } from '../routes/routeTable';
import type { ScreenSearch } from '../routes/search';

/**
 * The runtime's shape: the app's long-lived actors, the API client and the navigator, as the flows, the
 * bindings and the views see them. The composition root (`src/app/runtime.ts`) builds one; nothing here
 * starts anything.
 */

export interface Navigator {
  /** Goes to a screen of the current area (`home`, `member/login`), with the query it reads. */
  toScreen(path: ScreenPath, options?: { replace?: boolean; search?: ScreenSearch }): void;
  /** Goes to a full app path (`/m/en-vn/bank/deposit`). */
  toPath(path: string): void;
  back(): void;
  currentArea(): string;
  currentPath(): string;
  /** The current screen's query parameters, as its route validated them. */
  search(): ScreenSearch;
}

/** After a login: the page the member came for (`?redirect=`, a path inside the app), else home. */
export function continueToApp(navigator: Navigator): void {
  const redirect = internalPath(navigator.search().redirect);
  if (redirect) navigator.toPath(redirect);
  else navigator.toScreen('home', { replace: true });
}

export interface Visitor {
  ip: string;
  /** ISO 3166 alpha-2, upper case ('' when unknown). */
  country: string;
}

/**
 * A long-lived actor made and started the first time something needs it, not at start-up: the global
 * dialog, which most visits never open.
 */
export interface OnDemandActor<TLogic extends AnyActorLogic> {
  /** The actor, made and started now if nothing needed it before. */
  get(): Actor<TLogic>;
  /** The actor if it has been made, else undefined: makes nothing. */
  made(): Actor<TLogic> | undefined;
  /** Calls `listener` once the actor is made (a view waiting for it); answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface Runtime {
  config: AppConfig;
  api: Api;
  bridge: NativeBridge;
  device: Actor<typeof deviceChannelMachine>;
  session: Actor<typeof sessionMachine>;
  /** The global dialog, made when something first asks (`ask`). */
  dialog: OnDemandActor<typeof confirmDialogMachine>;
  history: Actor<typeof navigationHistoryMachine>;
  failover: Actor<typeof hostFailoverMachine>;
  /** Shows the global dialog and resolves with the member's answer. */
  ask(request: Omit<DialogRequest, 'id'>): Promise<DialogAnswer>;
  /** Set once the router exists. */
  navigator: Navigator;
  inApp(): boolean;
  /** The channel's login-site value (`mobile`, `apk`, `ipa`): sent as `loginSite` and `X-Device`. */
  loginSite(): LoginSite;
  /**
   * The visitor as detected at start (`src/app/visitor.ts`, spec §2 screen 6): kept for the session, shown
   * where the spec shows the IP (`acct_ip_blocked`). Empty until known.
   */
  visitor: Visitor;
}

/** The runtime's actors stopped: for the build's renderer and tests, which start one per page. */
export function stopRuntime(runtime: Runtime): void {
  for (const actor of [
    runtime.device,
    runtime.session,
    runtime.dialog.made(),
    runtime.history,
    runtime.failover,
  ])
    actor?.stop();
}

/** The API base in use: the failover mirror if one is picked, else `config.json` `apiBase`. */
export function apiBaseOf(config: AppConfig, failover: Actor<typeof hostFailoverMachine>): string {
  return config.hosts[failover.getSnapshot().context.hostIndex] ?? config.apiBase;
}

/** The area of the page's URL (the default area when it names none): what a screen's content is read for. */
export const areaOf = (runtime: Runtime) => areaOrDefault(runtime.navigator.currentArea());
