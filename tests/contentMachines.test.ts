import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { GameEntry, ProviderInfo } from '../contract/types';
import { FRAME_SLOW_MS, gameFrameMachine } from '../features/content/machines/gameFrame';
import {
  countryRestricted,
  gameLaunchMachine,
  type LaunchFacts,
  type LaunchTarget,
  launchEvent,
  startingGame,
} from '../features/content/machines/gameLaunch';
import {
  ALL_PROVIDERS,
  gameListMachine,
  gameListView,
  gamesPerTab,
  keptCatalogue,
  providerTabs,
  searchKey,
  visibleGames,
} from '../features/content/machines/gameList';
import {
  ALL_GROUP,
  cardsOf,
  detailsOf,
  groupIdsOf,
  keptPage,
  type PromotionCard,
  type PromotionDetails,
  type PromotionTab,
  promotionsMachine,
  promotionsView,
  visibleTabs,
} from '../features/content/machines/promotions';
import { staticContentMachine } from '../features/content/machines/staticContent';
import { appUpdateMachine, STABLE_MS } from '../machines/appUpdate';
import { expectFullCoverage } from './support/fullCoverage';
import { coverage } from './support/modelCoverage';
import { pending } from './support/stubs';

/** The content machines: every state and transition reached (model-based), and their rules one by one. */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const PT: LaunchTarget = { provider: 'PT', gameCode: 'PT-001', launch: 'cmd' };
const PG: LaunchTarget = { provider: 'PG', gameCode: 'PG-001', launch: 'cmd' };
const member = (loginIpGeo: string, currId = 'VND'): LaunchFacts => ({ loggedIn: true, loginIpGeo, currId });
const visitor: LaunchFacts = { loggedIn: false, loginIpGeo: '', currId: '' };

/** `refreshing`: the state of a page's copy while the server's answer is read. */
const atHandOnly = (stateId: string) => stateId.endsWith('.refreshing');

describe('model-based coverage', () => {
  it('gameLaunch: visitor, restricted country and a launch', () => {
    const report = coverage(
      gameLaunchMachine.provide({ actors: { readFacts: pending(), startGame: pending() } }),
      {
        payloads: {
          LAUNCH: [{ type: 'LAUNCH', game: PT }],
          'xstate.done.actor.readFacts': [
            done('readFacts', visitor),
            done('readFacts', member('TH')),
            done('readFacts', member('VN')),
          ],
          'xstate.done.actor.startGame': [done('startGame', 'https://games.example/pt')],
        },
      },
    );
    expectFullCoverage(report);
  });

  it('gameFrame: allowed, refused, failed, slow and loaded', () => {
    const report = coverage(
      gameFrameMachine.provide({
        actors: { resolveUrl: pending() },
        guards: { urlAllowed: (_, url) => url.startsWith('https://ok.example/') },
      }),
      {
        payloads: {
          'xstate.done.actor.resolveUrl': [
            done('resolveUrl', 'https://ok.example/book'),
            done('resolveUrl', 'javascript:alert(1)'),
          ],
        },
        contextKey: (c: { url: string | null; errorKey: string | null }) => [c.url, c.errorKey],
      },
    );
    expectFullCoverage(report);
  });

  it('gameList, promotions, staticContent and appUpdate', () => {
    const catalogue = { games: [game('PT-001', 'PT', 'Golden Riches')], providers: [provider('PT')] };
    const page = {
      tabs: [tab('0'), tab('1'), tab('2')],
      cards: [card('a', '0,1')],
    };
    for (const [machine, payloads] of [
      [
        gameListMachine.provide({ actors: { loadCatalogue: pending() } }),
        {
          'xstate.done.actor.loadCatalogue': [done('loadCatalogue', catalogue)],
          SELECT_PROVIDER: [{ type: 'SELECT_PROVIDER', providerId: 'PT' }],
          SEARCH: [{ type: 'SEARCH', query: 'gold' }],
        },
      ],
      [
        promotionsMachine.provide({ actors: { loadPromotions: pending(), sanitizeDetails: pending() } }),
        {
          'xstate.done.actor.loadPromotions': [done('loadPromotions', page)],
          SELECT_TAB: [{ type: 'SELECT_TAB', groupId: '1' }],
          TOGGLE: [{ type: 'TOGGLE', id: 'a' }],
          'xstate.done.actor.sanitizeDetails': [
            done('sanitizeDetails', { id: 'a', safeContent: '<p>a</p>' }),
          ],
        },
      ],
      [
        staticContentMachine.provide({ actors: { loadContent: pending() } }),
        { 'xstate.done.actor.loadContent': [done('loadContent', { any: 1 })] },
      ],
      [
        appUpdateMachine.provide({
          actors: {
            register: pending(),
            watchForUpdates: fromCallback(() => () => {}),
            watchActivity: fromCallback(() => () => {}),
          },
        }),
        {},
      ],
    ] as const) {
      const report = coverage(machine, { payloads: payloads as never });
      // The ways of a page's copy are taken only with the answer at hand: covered below, machine by machine.
      expect({ id: machine.id, states: report.missingStates.filter((id) => !atHandOnly(id)) }).toEqual({
        id: machine.id,
        states: [],
      });
      expect({
        id: machine.id,
        transitions: report.missingTransitions.filter(
          (t) => t.guard !== 'answerAtHand' && !atHandOnly(t.source),
        ),
      }).toEqual({ id: machine.id, transitions: [] });
      expect(report.replayMismatches).toEqual([]);
    }
  });

  it('with the answer at hand (a pre-rendered page), gameList and staticContent start ready and read nothing', () => {
    const catalogue = { games: [game('PT-001', 'PT', 'Golden Riches')], providers: [provider('PT')] };
    const read = vi.fn(async () => catalogue);
    const gameList = gameListMachine.provide({
      actors: { loadCatalogue: fromPromise(read) },
      guards: { answerAtHand: () => true },
      actions: { keepAnswerAtHand: assign(() => keptCatalogue(catalogue)) },
    });
    const content = staticContentMachine.provide({
      actors: { loadContent: fromPromise(async (): Promise<unknown> => read()) },
      guards: { answerAtHand: () => true },
      actions: { keepAnswerAtHand: assign({ content: () => ({ banners: 3 }) }) },
    });
    const games = createActor(gameList).start();
    expect(games.getSnapshot().value).toBe('ready');
    expect(games.getSnapshot().context.games.map((g) => g.gameCode)).toEqual(['PT-001']);
    expect(games.getSnapshot().context.providers.map((p) => p.providerId)).toEqual(['PT']);
    const page = createActor(content).start();
    expect(page.getSnapshot().value).toBe('ready');
    expect(page.getSnapshot().context.content).toEqual({ banners: 3 });
    expect(read).not.toHaveBeenCalled();
    const payloads = {
      SEARCH: [{ type: 'SEARCH', query: 'gold' }],
      SELECT_PROVIDER: [{ type: 'SELECT_PROVIDER', providerId: 'PT' }],
    };
    for (const machine of [gameList, content])
      expect(
        coverage(machine, { payloads }).missingTransitions.filter((t) => t.guard === 'answerAtHand'),
      ).toEqual([]);
    // Nothing at hand: the machines read as before.
    expect(createActor(gameListMachine).getSnapshot().value).toBe('loading');
    expect(createActor(staticContentMachine).getSnapshot().value).toBe('loading');
    expect(createActor(promotionsMachine).getSnapshot().value).toBe('loading');
  });

  it("promotions with a page's copy: the copy shows at once, tabs and details wait, the server's answer replaces it", async () => {
    const copy = { tabs: [tab('0'), tab('1')], cards: [card('copy', '0,1')] };
    const live = { tabs: [tab('0'), tab('2')], cards: [card('live', '0,2')] };
    const withCopy = (answer: () => Promise<typeof live> = () => new Promise(() => {})) =>
      promotionsMachine.provide({
        actors: { loadPromotions: fromPromise(answer) },
        guards: { answerAtHand: () => true },
        actions: { keepAnswerAtHand: assign(() => keptPage(copy)) },
      });
    const answered = createActor(withCopy(async () => live)).start();
    const first = answered.getSnapshot();
    expect(first.value).toBe('refreshing');
    expect(promotionsView(first)).toMatchObject({ shown: true, choosable: false });
    expect(first.context.cards.map((c) => c.id)).toEqual(['copy']);
    answered.send({ type: 'SELECT_TAB', groupId: '1' });
    expect(answered.getSnapshot().context.selected).toBe('0');
    await waitFor(answered, (s) => s.matches('ready'));
    expect(answered.getSnapshot().context.cards.map((c) => c.id)).toEqual(['live']);
    expect(promotionsView(answered.getSnapshot())).toMatchObject({ shown: true, choosable: true });
    // The call failed: the copy stays, and tabs and details work.
    const failed = createActor(
      withCopy(async () => {
        throw new Error('refused');
      }),
    ).start();
    await waitFor(failed, (s) => s.matches('ready'));
    expect(failed.getSnapshot().context.cards.map((c) => c.id)).toEqual(['copy']);
    const report = coverage(withCopy(), {
      payloads: {
        'xstate.done.actor.loadPromotions': [done('loadPromotions', live)],
        SELECT_TAB: [{ type: 'SELECT_TAB', groupId: '2' }],
        TOGGLE: [{ type: 'TOGGLE', id: 'live' }],
        'xstate.done.actor.sanitizeDetails': [
          done('sanitizeDetails', { id: 'live', safeContent: '<p>live</p>' }),
        ],
      } as never,
    });
    expect(report.missingStates.filter(atHandOnly)).toEqual([]);
    expect(
      report.missingTransitions.filter((t) => t.guard === 'answerAtHand' || atHandOnly(t.source)),
    ).toEqual([]);
  });
});

describe('gameLaunch: spec §5 rules', () => {
  function start(
    facts: LaunchFacts,
    startGame: (game?: LaunchTarget) => Promise<string> = async () => 'https://games.example/play',
  ) {
    const calls = {
      askToLogIn: vi.fn(),
      refuseCountry: vi.fn(),
      openGame: vi.fn(),
      startGame: vi.fn(startGame),
    };
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          readFacts: fromPromise(async () => facts),
          startGame: fromPromise(async ({ input }) => calls.startGame(input)),
        },
        actions: {
          askToLogIn: calls.askToLogIn,
          refuseCountry: calls.refuseCountry,
          openGame: (_, url) => calls.openGame(url),
        },
      }),
    ).start();
    return { actor, calls };
  }

  it('a visitor is asked to log in (acct_LoginFirst) and nothing is launched', async () => {
    const { actor, calls } = start(visitor);
    actor.send({ type: 'LAUNCH', game: PG });
    await waitFor(actor, (s) => s.matches('idle') && calls.askToLogIn.mock.calls.length === 1);
    expect(calls.startGame).not.toHaveBeenCalled();
    expect(calls.openGame).not.toHaveBeenCalled();
  });

  it('PT from another country than the currency is refused (provider_Game_CountryRestrict)', async () => {
    const { actor, calls } = start(member('TH', 'VND'));
    actor.send({ type: 'LAUNCH', game: PT });
    await waitFor(actor, () => calls.refuseCountry.mock.calls.length === 1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.startGame).not.toHaveBeenCalled();
  });

  it('PT in the currency country, and any other provider anywhere, launches and opens the game', async () => {
    for (const [facts, game] of [
      [member('VN', 'VND'), PT],
      [member('ID', 'IDR'), PT],
      [member('TH', 'VND'), PG],
    ] as const) {
      const { actor, calls } = start(facts);
      actor.send({ type: 'LAUNCH', game });
      await waitFor(actor, () => calls.openGame.mock.calls.length === 1);
      expect(calls.startGame).toHaveBeenCalledWith(game);
      expect(calls.openGame).toHaveBeenCalledWith('https://games.example/play');
      expect(calls.refuseCountry).not.toHaveBeenCalled();
    }
  });

  it('a second tap while a launch is under way starts nothing', async () => {
    let release: (url: string) => void = () => undefined;
    const { actor, calls } = start(member('VN'), () => new Promise<string>((r) => (release = r)));
    actor.send({ type: 'LAUNCH', game: PT });
    await waitFor(actor, (s) => s.matches('starting'));
    actor.send({ type: 'LAUNCH', game: PG });
    actor.send({ type: 'LAUNCH', game: PT });
    release('https://games.example/one');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.startGame).toHaveBeenCalledTimes(1);
    expect(calls.openGame).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it("a game tile launches its game the way its provider's games start (cmd when the provider info does not say)", () => {
    const providers = [
      { ...provider('PG'), launch: 'url' as const },
      { ...provider('PT'), launch: 'cmd' as const },
    ];
    expect(launchEvent(providers, { provider: 'PG', gameCode: 'PG-7' })).toEqual({
      type: 'LAUNCH',
      game: { provider: 'PG', gameCode: 'PG-7', launch: 'url' },
    });
    expect(launchEvent(providers, { provider: 'PT', gameCode: 'PT-1' }).game.launch).toBe('cmd');
    expect(launchEvent(providers, { provider: 'JILI', gameCode: 'J-1' }).game.launch).toBe('cmd');
  });

  it('the tile of the game being started shows it, and only while the launch is under way', async () => {
    let release: (url: string) => void = () => undefined;
    const { actor } = start(member('VN'), () => new Promise<string>((r) => (release = r)));
    expect(startingGame(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'LAUNCH', game: PT });
    await waitFor(actor, (s) => s.matches('starting'));
    expect(startingGame(actor.getSnapshot())).toBe(PT.gameCode);
    release('https://games.example/one');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(startingGame(actor.getSnapshot())).toBeUndefined();
  });

  it('a refused launch (the dispatcher showed why) goes back to idle without opening anything', async () => {
    const { actor, calls } = start(member('VN'), async () => {
      throw new Error('provider_Game_CountryRestrict');
    });
    actor.send({ type: 'LAUNCH', game: PT });
    await waitFor(actor, (s) => s.matches('idle') && calls.startGame.mock.calls.length === 1);
    expect(calls.openGame).not.toHaveBeenCalled();
  });

  it('countryRestricted: PT only where the login country is the currency country; unknowns refused', () => {
    expect(countryRestricted('PT', { loginIpGeo: 'VN', currId: 'VND' })).toBe(false);
    expect(countryRestricted('pt', { loginIpGeo: 'vn', currId: 'vnd' })).toBe(false);
    expect(countryRestricted('PT', { loginIpGeo: 'ID', currId: 'IDR' })).toBe(false);
    expect(countryRestricted('PT', { loginIpGeo: 'SG', currId: 'SGD' })).toBe(false);
    expect(countryRestricted('PT', { loginIpGeo: 'TH', currId: 'VND' })).toBe(true);
    expect(countryRestricted('PT', { loginIpGeo: '', currId: 'VND' })).toBe(true);
    expect(countryRestricted('PT', { loginIpGeo: 'VN', currId: 'XYZ' })).toBe(true);
    expect(countryRestricted('PG', { loginIpGeo: 'TH', currId: 'VND' })).toBe(false);
  });
});

describe('gameFrame', () => {
  function start(url: Promise<string>, allowed = (u: string) => u.startsWith('https://ok.example/')) {
    const clock = new SimulatedClock();
    const actor = createActor(
      gameFrameMachine.provide({
        actors: { resolveUrl: fromPromise(() => url) },
        guards: { urlAllowed: (_, u) => allowed(u) },
      }),
      { clock },
    ).start();
    return { actor, clock };
  }

  it('an allowed URL is framed and ready when the frame loads', async () => {
    const { actor } = start(Promise.resolve('https://ok.example/book'));
    await waitFor(actor, (s) => s.matches('framing'));
    expect(actor.getSnapshot().context.url).toBe('https://ok.example/book');
    expect(actor.getSnapshot().hasTag('frame')).toBe(true);
    actor.send({ type: 'FRAME_LOADED' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a URL that is not allowed is refused and never becomes the frame URL', async () => {
    for (const raw of ['javascript:alert(1)', 'https://evil.example/game']) {
      const { actor } = start(Promise.resolve(raw));
      await waitFor(actor, (s) => s.matches('refused'));
      expect(actor.getSnapshot().context.url).toBeNull();
      expect(actor.getSnapshot().hasTag('frame')).toBe(false);
    }
  });

  it('a failed lookup keeps the message key and offers a retry', async () => {
    const { actor } = start(Promise.reject({ key: 'com_service_unavaible' }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('com_service_unavaible');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });

  it('a failed lookup without a key reads page_Maintenance1', async () => {
    const { actor } = start(Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('page_Maintenance1');
  });

  it(`says it is slow after ${FRAME_SLOW_MS / 1000} s, and a late load still counts`, async () => {
    const { actor, clock } = start(Promise.resolve('https://ok.example/book'));
    await waitFor(actor, (s) => s.matches('framing'));
    clock.increment(FRAME_SLOW_MS - 1);
    expect(actor.getSnapshot().value).toBe('framing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('slow');
    actor.send({ type: 'FRAME_LOADED' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

function game(gameCode: string, provider: string, name: string): GameEntry {
  return { gameCode, provider, name, art: 'static/art/games/g01.svg' };
}
function provider(providerId: string): ProviderInfo {
  return { providerId, providerName: `${providerId} Games`, launch: 'cmd' };
}

describe('gameList', () => {
  const games = [
    game('PT-001', 'PT', 'Golden Riches'),
    game('PT-002', 'PT', 'Phượng Hoàng Đỏ'),
    game('PG-001', 'PG', 'Golden Lotus'),
    game('JILI-001', 'JILI', 'Super Ace'),
  ];

  it('filters by provider tab and by every word of the search, ignoring case and accents', () => {
    expect(visibleGames(games, ALL_PROVIDERS, '').map((g) => g.gameCode)).toEqual(
      games.map((g) => g.gameCode),
    );
    expect(visibleGames(games, 'PT', '').map((g) => g.gameCode)).toEqual(['PT-001', 'PT-002']);
    expect(visibleGames(games, ALL_PROVIDERS, 'GOLDEN').map((g) => g.gameCode)).toEqual(['PT-001', 'PG-001']);
    expect(visibleGames(games, ALL_PROVIDERS, 'golden pg').map((g) => g.gameCode)).toEqual(['PG-001']);
    expect(visibleGames(games, ALL_PROVIDERS, 'phuong do').map((g) => g.gameCode)).toEqual(['PT-002']);
    expect(visibleGames(games, 'JILI', 'golden')).toEqual([]);
    expect(searchKey('  Đỏ Ấn ')).toBe('do an');
  });

  it('shows tabs only for providers that have games, in the provider info order', () => {
    const providers = [provider('PG'), provider('HB'), provider('PT')];
    expect(providerTabs({ games, providers }).map((p) => p.providerId)).toEqual(['PG', 'PT']);
  });

  it('counts the games of each tab once, when the catalogue is kept', () => {
    expect(gamesPerTab(games)).toEqual({ [ALL_PROVIDERS]: 4, PT: 2, PG: 1, JILI: 1 });
    expect(gamesPerTab([])).toEqual({ [ALL_PROVIDERS]: 0 });
    const kept = keptCatalogue({ games, providers: [provider('PT'), provider('HB')] });
    expect(kept.counts).toEqual(gamesPerTab(games));
    expect(kept.providers.map((p) => p.providerId)).toEqual(['PT']);
  });

  it('the slots list: busy while read, a retry after a failure, any listed tab and back to all, a search of at most 60 characters', async () => {
    let answer: () => Promise<{ games: GameEntry[]; providers: ProviderInfo[] }> = () =>
      Promise.reject(new Error('offline'));
    const actor = createActor(
      gameListMachine.provide({ actors: { loadCatalogue: fromPromise(() => answer()) } }),
    ).start();
    // A fresh list starts on the all tab with no search, and shows its skeleton while it is read.
    expect(gameListView(actor.getSnapshot())).toEqual({
      games: [],
      providers: [],
      counts: {},
      provider: ALL_PROVIDERS,
      query: '',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    answer = async () => ({ games, providers: [provider('PT'), provider('PG'), provider('JILI')] });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    const shown = gameListView(actor.getSnapshot());
    expect(shown.games.map((g) => g.gameCode)).toEqual(games.map((g) => g.gameCode));
    expect(shown.providers.map((p) => p.providerId)).toEqual(['PT', 'PG', 'JILI']);
    expect(shown.counts).toEqual({ [ALL_PROVIDERS]: 4, PT: 2, PG: 1, JILI: 1 });
    // Any provider of the list is a tab (not only the first), and the all tab brings every game back.
    actor.send({ type: 'SELECT_PROVIDER', providerId: 'JILI' });
    expect(gameListView(actor.getSnapshot()).provider).toBe('JILI');
    actor.send({ type: 'SELECT_PROVIDER', providerId: ALL_PROVIDERS });
    expect(gameListView(actor.getSnapshot()).provider).toBe(ALL_PROVIDERS);
    // A search pasted whole is kept to its first 60 characters.
    actor.send({ type: 'SEARCH', query: 'g'.repeat(61) });
    expect(gameListView(actor.getSnapshot()).query).toBe('g'.repeat(60));
  });

  it('ignores an unknown provider tab and keeps the search while loading', async () => {
    const actor = createActor(
      gameListMachine.provide({
        actors: { loadCatalogue: fromPromise(async () => ({ games, providers: [provider('PT')] })) },
      }),
    ).start();
    actor.send({ type: 'SEARCH', query: 'golden' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.query).toBe('golden');
    actor.send({ type: 'SELECT_PROVIDER', providerId: 'NOPE' });
    expect(actor.getSnapshot().context.provider).toBe(ALL_PROVIDERS);
    actor.send({ type: 'SELECT_PROVIDER', providerId: 'PT' });
    expect(actor.getSnapshot().context.provider).toBe('PT');
  });
});

function tab(groupId: string): PromotionTab {
  return { groupId, resourceName: `promo.group.g${groupId}` };
}
function card(id: string, groupIds: string): PromotionCard {
  return { id, groupIds: groupIdsOf(groupIds), imgPath: '', title: id, content: `<p>${id}</p>` };
}

describe('promotions: spec §5 tabs and §4 cards', () => {
  const cards = [card('welcome', '0,1, 2'), card('rebate', '3'), card('spins', '')];

  it('drops every tab whose group has no promotion, except the all tab (group 0)', () => {
    const tabs = [tab('0'), tab('1'), tab('2'), tab('3'), tab('4'), tab('5')];
    expect(visibleTabs(tabs, cards).map((t) => t.groupId)).toEqual(['0', '1', '2', '3']);
    // The all tab stays even when nothing at all is on offer.
    expect(visibleTabs(tabs, []).map((t) => t.groupId)).toEqual(['0']);
    // A tab listed twice shows once.
    expect(visibleTabs([tab('1'), tab('1')], cards).map((t) => t.groupId)).toEqual(['1']);
  });

  it('the all tab has every card; another tab the cards that name its group', () => {
    expect(cardsOf(ALL_GROUP, cards).map((c) => c.id)).toEqual(['welcome', 'rebate', 'spins']);
    expect(cardsOf('2', cards).map((c) => c.id)).toEqual(['welcome']);
    expect(cardsOf('3', cards).map((c) => c.id)).toEqual(['rebate']);
    expect(groupIdsOf(' 1, ,2 ')).toEqual(['1', '2']);
  });

  /** The promotions page once the server's `tabs` and the cards are read. */
  async function promotionsWith(tabs: ReturnType<typeof tab>[]) {
    const actor = createActor(
      promotionsMachine.provide({ actors: { loadPromotions: fromPromise(async () => ({ tabs, cards })) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    return actor;
  }

  it('selects shown tabs only, and cards toggle between collapsed and expanded', async () => {
    const actor = await promotionsWith([tab('0'), tab('1'), tab('4')]);
    expect(actor.getSnapshot().context.tabs.map((t) => t.groupId)).toEqual(['0', '1']);
    expect(actor.getSnapshot().context.selected).toBe('0');
    actor.send({ type: 'SELECT_TAB', groupId: '4' });
    expect(actor.getSnapshot().context.selected).toBe('0');
    actor.send({ type: 'SELECT_TAB', groupId: '1' });
    expect(actor.getSnapshot().context.selected).toBe('1');
    const browsing = () => waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'TOGGLE', id: 'welcome' });
    await browsing();
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    await browsing();
    expect(actor.getSnapshot().context.expanded).toEqual(['welcome', 'rebate']);
    actor.send({ type: 'TOGGLE', id: 'welcome' });
    expect(actor.getSnapshot().context.expanded).toEqual(['rebate']);
  });

  it("sanitizes a card's details the first time it opens, not at load, and keeps them", async () => {
    const sanitized: string[] = [];
    const actor = createActor(
      promotionsMachine.provide({
        actors: {
          loadPromotions: fromPromise(async () => ({ tabs: [tab('0')], cards })),
          sanitizeDetails: fromPromise<PromotionDetails, { id: string; html: string }>(async ({ input }) => {
            sanitized.push(input.html);
            return { id: input.id, safeContent: `safe ${input.html}` };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sanitized, 'nothing at load').toEqual([]);
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    expect(promotionsView(actor.getSnapshot()).details).toEqual({});
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(promotionsView(actor.getSnapshot())).toMatchObject({
      expanded: ['rebate'],
      details: { rebate: 'safe <p>rebate</p>' },
    });
    // Closed and opened again: the same details, not sanitized twice.
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(promotionsView(actor.getSnapshot()).expanded).toEqual(['rebate']);
    expect(sanitized).toEqual(['<p>rebate</p>']);
  });

  it('a card whose details cannot be made safe (the sanitizer did not load) closes again; the others stay open', async () => {
    let failing = false;
    const actor = createActor(
      promotionsMachine.provide({
        actors: {
          loadPromotions: fromPromise(async () => ({ tabs: [tab('0')], cards })),
          sanitizeDetails: fromPromise<PromotionDetails, { id: string; html: string }>(async ({ input }) => {
            if (failing) throw new Error('offline');
            return { id: input.id, safeContent: input.html };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'TOGGLE', id: 'welcome' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    failing = true;
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(promotionsView(actor.getSnapshot())).toMatchObject({
      expanded: ['welcome'],
      details: { welcome: '<p>welcome</p>' },
    });
    // A tap tries again.
    failing = false;
    actor.send({ type: 'TOGGLE', id: 'rebate' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(promotionsView(actor.getSnapshot()).expanded).toEqual(['welcome', 'rebate']);
  });

  it("a card's details are read by its own id only (an id like __proto__ has none)", () => {
    const details = { welcome: '<p>hi</p>' };
    expect(detailsOf(details, 'welcome')).toBe('<p>hi</p>');
    expect(detailsOf(details, 'rebate')).toBeUndefined();
    expect(detailsOf(details, '__proto__')).toBeUndefined();
    expect(detailsOf(details, 'constructor')).toBeUndefined();
  });

  it('without an all tab from the server, the first tab left is shown', async () => {
    const actor = await promotionsWith([tab('5'), tab('3'), tab('1')]);
    expect(actor.getSnapshot().context.selected).toBe('3');
  });
});

describe('appUpdate: registered after 30 s of stability', () => {
  function start(register = vi.fn(async () => {})) {
    const clock = new SimulatedClock();
    let report: ((event: { type: 'UPDATE_READY' }) => void) | null = null;
    const activateUpdate = vi.fn();
    const actor = createActor(
      appUpdateMachine.provide({
        actors: {
          register: fromPromise(() => register()),
          watchForUpdates: fromCallback(({ sendBack }) => {
            report = sendBack;
            return () => {
              report = null;
            };
          }),
        },
        actions: { activateUpdate },
      }),
      { clock },
    ).start();
    return { actor, clock, register, activateUpdate, ready: () => report?.({ type: 'UPDATE_READY' }) };
  }

  it('registers 30 s after the last screen change, not before', async () => {
    const { actor, clock, register } = start();
    clock.increment(STABLE_MS - 1000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(STABLE_MS - 1);
    expect(register).not.toHaveBeenCalled();
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('watching'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('tells of a waiting version; reload activates it, later hides the notice', async () => {
    const { actor, clock, activateUpdate, ready } = start();
    clock.increment(STABLE_MS);
    await waitFor(actor, (s) => s.matches('watching'));
    ready();
    expect(actor.getSnapshot().value).toBe('updateReady');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('watching');
    ready();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(activateUpdate).toHaveBeenCalledTimes(1);
  });

  it('without service worker support the app simply goes on', async () => {
    const { actor, clock } = start(
      vi.fn(async () => {
        throw new Error('unsupported');
      }),
    );
    clock.increment(STABLE_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('unsupported');
  });
});

describe('staticContent', () => {
  it('nothing shown and busy while read; a failed read offers a retry that reads again', async () => {
    let attempt = 0;
    const actor = createActor(
      staticContentMachine.provide({
        actors: {
          loadContent: fromPromise(async (): Promise<unknown> => {
            attempt++;
            if (attempt === 1) throw new Error('offline');
            return { ok: true };
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().context.content).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.content).toEqual({ ok: true });
    expect(attempt).toBe(2);
  });
});
