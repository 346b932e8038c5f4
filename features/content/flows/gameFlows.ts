import { assign, fromPromise } from 'xstate';
import { callsOf } from '../../../src/api/client';
import { apiBaseOf, areaOf, type Runtime } from '../../../src/flows/runtime';
import { hasSessionCookies, readSession } from '../../../src/platform/cookies';
import { readGames, readProviders, required, staticRead } from '../../../src/platform/staticContent';
import { readAccountInfo } from '../../../src/platform/storage';
import { contentEndpoints } from '../contract/endpoints';
import { gameLaunchMachine, type LaunchFacts, type LaunchTarget } from '../machines/gameLaunch';
import { type GameCatalogue, gameListMachine, keptCatalogue } from '../machines/gameList';

/** The slots list and the game launch, with their effects. */

/** The files of the slots page: its first screen, which a pre-rendered page carries. */
export const gameListFiles = (area: string) => [`${area}/game-list.json`, `${area}/provider-info.json`];

export function gameListLogic(runtime: Runtime) {
  const files = gameListFiles(areaOf(runtime).area);
  const read = staticRead(
    files,
    ([games, providers]): GameCatalogue => ({
      games: readGames(required(games, files[0]!)),
      providers: readProviders(required(providers, files[1]!)),
    }),
  );
  return gameListMachine.provide({
    actors: { loadCatalogue: fromPromise(read.load) },
    guards: { answerAtHand: () => read.atHand() !== null },
    actions: { keepAnswerAtHand: assign(() => keptCatalogue(read.atHand()!)) },
  });
}

/**
 * The GET launch URL of a provider (spec §7: a game-launch URL with Provider and Lang), plus the game's
 * code, on the API's host: the server answers with the game or the provider's lobby.
 */
export function launchUrl(base: string, target: LaunchTarget, language: string, origin = location.origin) {
  const query = new URLSearchParams({ Provider: target.provider, Lang: language, GameCode: target.gameCode });
  return new URL(`${base}/gamepage/gamestart?${query}`, origin).href;
}

export function gameLaunchLogic(runtime: Runtime) {
  return gameLaunchMachine.provide({
    actors: {
      readFacts: fromPromise(async (): Promise<LaunchFacts> => {
        const info = readAccountInfo();
        return {
          loggedIn: hasSessionCookies(),
          loginIpGeo: info?.loginIpGeo ?? '',
          currId: info?.currId ?? '',
        };
      }),
      startGame: fromPromise(async ({ input }) => {
        const { language } = areaOf(runtime);
        if (input.launch === 'url')
          return launchUrl(apiBaseOf(runtime.config, runtime.failover), input, language);
        const { gameUrl } = await callsOf(runtime, contentEndpoints).gameStart({
          sid: readSession()?.sessionId ?? '',
          provider: input.provider,
          gameCode: input.gameCode,
          lang: language,
        });
        return gameUrl;
      }),
    },
    actions: {
      // OK takes the visitor to the login page, and back to the slots after it.
      askToLogIn: () =>
        void runtime.ask({ message: 'acct_LoginFirst', showCancel: true }).then((answer) => {
          if (answer !== 'ok') return;
          const back = `${location.pathname}${location.search}`;
          runtime.navigator.toScreen('member/login', { search: { redirect: back } });
        }),
      refuseCountry: () => void runtime.ask({ message: 'provider_Game_CountryRestrict' }),
      openGame: (_, url) => runtime.navigator.toScreen('Games/game', { search: { gurl: url } }),
    },
  });
}
