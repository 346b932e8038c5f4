import { fromPromise } from 'xstate';
import { areaOrDefault } from '../../../domain/areas';
import { callsOf } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { readSession } from '../../../src/platform/cookies';
import { allowedUrl } from '../../../src/platform/safeUrl';
import { contentEndpoints } from '../contract/endpoints';
import { gameFrameMachine } from '../machines/gameFrame';

/**
 * The framed pages: the sports, e-sports and virtual sports books and the game page
 * (spec §6). Only http(s) URLs of this site or of `config.json` `gameOrigins` are framed.
 */

export type SportsScreen = 'Sportbook' | 'Esport' | 'Vsport';

/** The game type of each book (v1, v3, v6) and the code the server knows it by. */
export const SPORTS_FRAMES: Record<SportsScreen, { gameType: string; gameCode: string }> = {
  Sportbook: { gameType: 'v1', gameCode: 'SPORTSBOOK' },
  Esport: { gameType: 'v3', gameCode: 'ESPORTS' },
  Vsport: { gameType: 'v6', gameCode: 'VSPORTS' },
};

/** The checked URL (normalized), or null when it may not be framed. */
export const frameUrl = (runtime: Runtime, raw: string) =>
  allowedUrl(raw, location.origin, runtime.config.gameOrigins)?.href ?? null;

const urlAllowed = (runtime: Runtime) => (_: unknown, url: string) => frameUrl(runtime, url) !== null;

export function sportsFrameLogic(runtime: Runtime, screen: SportsScreen) {
  const { gameType, gameCode } = SPORTS_FRAMES[screen];
  return gameFrameMachine.provide({
    actors: {
      resolveUrl: fromPromise(async () => {
        const { gameUrl } = await callsOf(runtime, contentEndpoints).getGameUrl({
          // Spec §6: the session id only when logged in, empty otherwise.
          sid: readSession()?.sessionId ?? '',
          hostDomain: location.host,
          gameCode,
          gameType,
          lang: areaOrDefault(runtime.navigator.currentArea()).language,
        });
        const raw = typeof gameUrl === 'string' ? gameUrl : '';
        return frameUrl(runtime, raw) ?? raw;
      }),
    },
    guards: { urlAllowed: urlAllowed(runtime) },
  });
}

/** The game page: the URL is the `gurl` query, checked like any other. */
export function gamePageLogic(runtime: Runtime, gurl: string) {
  return gameFrameMachine.provide({
    actors: { resolveUrl: fromPromise(async () => frameUrl(runtime, gurl) ?? gurl) },
    guards: { urlAllowed: urlAllowed(runtime) },
  });
}

/** The game frames' sandbox lives with the chat's, one rule for both (`platform/frameSandbox.ts`). */
export { frameSandbox } from '../../../src/platform/frameSandbox';
