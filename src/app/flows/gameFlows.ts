import { fromPromise } from 'xstate';
import { gameLaunchMachine, type LaunchFacts, type LaunchTarget } from '../../../machines/gameLaunch';
import { type GameCatalogue, gameListMachine } from '../../../machines/gameList';
import { hasSessionCookies, readSession } from '../../platform/cookies';
import { fetchStatic, readGames, readProviders } from '../../platform/staticContent';
import { readAccountInfo } from '../../platform/storage';
import { apiBaseOf, type Runtime } from '../runtime';
import { areaOf } from './contentFlows';

/** The slots list and the game launch (issue 5 item 3), with their effects. */

export function gameListLogic(runtime: Runtime) {
  return gameListMachine.provide({
    actors: {
      loadCatalogue: fromPromise(async (): Promise<GameCatalogue> => {
        const { area } = areaOf(runtime);
        const [games, providers] = await Promise.all([
          fetchStatic(`${area}/game-list.json`).then(readGames),
          fetchStatic(`${area}/provider-info.json`).then(readProviders),
        ]);
        return { games, providers };
      }),
    },
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
        const { gameUrl } = await runtime.api.gameStart({
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
