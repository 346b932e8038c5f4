import { endpointsOf } from '../../../contract/endpoint';

/** The content feature's calls (spec §7, contract §8): their replies' schemas are `contentReplies.ts`. */
const ep = endpointsOf(() => import('./contentReplies'));

export interface GameUrlRequest {
  sid: string;
  hostDomain: string;
  gameCode: string;
  gameType: string;
  lang: string;
}

export const contentEndpoints = {
  // The info page falls back to the area's static texts when this fails (contract §8): silent.
  getCmsList: ep<{ lang: string; isMobile: boolean }>(
    '/api/getcmslist',
    { lang: 'text', isMobile: 'flag' },
    { silent: true, read: true },
  ),
  gameStart: ep<{ sid: string; provider: string; gameCode: string; lang: string }>(
    '/gamepage/gamestart/cmd',
    {
      sid: 'text',
      provider: 'text',
      gameCode: 'text',
      lang: 'text',
    },
  ),
  getGameUrl: ep<GameUrlRequest>(
    '/api/getgameurl',
    { sid: 'text', hostDomain: 'text', gameCode: 'text', gameType: 'text', lang: 'text' },
    { read: true },
  ),
  getPromotion: ep<{ lang: string }>('/api/getpromotion', { lang: 'text' }, { read: true }),
};
