import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { LaunchKind, ProviderInfo } from '../../../contract/types';
import { COUNTRY_BY_CURRENCY } from '../../../domain/areas';

/**
 * Launching a slot game (spec §5). Only a member may play (`acct_LoginFirst`); games of a
 * restricted provider (PT) start only where the login country (`loginIpGeo`) is the country of the
 * account currency, else `provider_Game_CountryRestrict`. A launch asks the server for the game URL
 * (POST /gamepage/gamestart/cmd, or the provider's GET launch URL) and then opens the game page with it.
 * A second tap while one launch is under way starts nothing.
 */

/** Spec §9: providers whose games depend on the login country. */
export const RESTRICTED_PROVIDERS: readonly string[] = ['PT'];

export interface LaunchTarget {
  provider: string;
  gameCode: string;
  launch: LaunchKind;
}

/** What the rules need to know about whoever taps, read at the moment of the tap. */
export interface LaunchFacts {
  loggedIn: boolean;
  /** The login country, ISO 3166 alpha-2 (`VN`). */
  loginIpGeo: string;
  /** The account currency (`VND`). */
  currId: string;
}

export type GameLaunchEvent = { type: 'LAUNCH'; game: LaunchTarget };

/** True when the provider is restricted and the login country is not the account currency's country. */
export function countryRestricted(
  provider: string,
  facts: Pick<LaunchFacts, 'loginIpGeo' | 'currId'>,
): boolean {
  if (!RESTRICTED_PROVIDERS.includes(provider.toUpperCase())) return false;
  const country = COUNTRY_BY_CURRENCY[facts.currId.toUpperCase()];
  // Unknown currency or country: refused, never guessed.
  return !country || country !== facts.loginIpGeo.trim().toUpperCase();
}

export const gameLaunchMachine = setup({
  types: {
    context: {} as { game: LaunchTarget | null },
    events: {} as GameLaunchEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    readFacts: fromPromise<LaunchFacts>(async () => ({ loggedIn: false, loginIpGeo: '', currId: '' })),
    /** Resolves with the URL the game page loads. */
    startGame: fromPromise<string, LaunchTarget>(async () => ''),
  },
  // Stryker restore all
  actions: {
    /** The dialog with `acct_LoginFirst`. */
    askToLogIn: () => {},
    /** The dialog with `provider_Game_CountryRestrict`. */
    refuseCountry: () => {},
    openGame: (_, _url: string) => {},
  },
  guards: {
    visitor: (_, facts: LaunchFacts) => !facts.loggedIn,
    restricted: ({ context }, facts: LaunchFacts) =>
      !!context.game && countryRestricted(context.game.provider, facts),
  },
}).createMachine({
  id: 'gameLaunch',
  context: { game: null },
  initial: 'idle',
  states: {
    // Waiting for a tap on a game.
    idle: {
      on: { LAUNCH: { target: 'checking', actions: assign({ game: ({ event }) => event.game }) } },
    },
    // Who is tapping: a visitor, a member in the wrong country, or a member who may play.
    checking: {
      tags: 'busy',
      invoke: {
        id: 'readFacts',
        src: 'readFacts',
        onDone: [
          {
            guard: { type: 'visitor', params: ({ event }) => event.output },
            target: 'idle',
            actions: 'askToLogIn',
          },
          {
            guard: { type: 'restricted', params: ({ event }) => event.output },
            target: 'idle',
            actions: 'refuseCountry',
          },
          { target: 'starting' },
        ],
        onError: 'idle',
      },
    },
    // The server is asked for the game URL; the dispatcher shows any refusal.
    starting: {
      tags: 'busy',
      invoke: {
        id: 'startGame',
        src: 'startGame',
        input: ({ context }) => context.game!,
        onDone: { target: 'idle', actions: { type: 'openGame', params: ({ event }) => event.output } },
        onError: 'idle',
      },
    },
  },
});

/** The launch kind of a provider (how its games start); `cmd` when the provider info does not say. */
export const launchKindOf = (providers: readonly ProviderInfo[], providerId: string): LaunchKind =>
  providers.find((p) => p.providerId === providerId)?.launch ?? 'cmd';

/** The LAUNCH event of a game tile: the game, with its provider's launch kind. */
export const launchEvent = (
  providers: readonly ProviderInfo[],
  game: { provider: string; gameCode: string },
): GameLaunchEvent => ({
  type: 'LAUNCH',
  game: { provider: game.provider, gameCode: game.gameCode, launch: launchKindOf(providers, game.provider) },
});

/** The code of the game being started, while a launch is under way. */
export const startingGame = (s: SnapshotFrom<typeof gameLaunchMachine>) =>
  s.hasTag('busy') ? s.context.game?.gameCode : undefined;
