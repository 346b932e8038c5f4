// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { frameSandbox, frameUrl } from '../features/content/flows/frameFlows';
import { launchUrl } from '../features/content/flows/gameFlows';
import { promotionDetails, promotionPage } from '../features/content/flows/promotionFlows';
import { DEFAULT_CONFIG } from '../src/config';
import { checkAppVersion, isNewerVersion } from '../src/flows/appVersionCheck';
import type { Runtime } from '../src/flows/runtime';
import { chatSandbox } from '../src/platform/frameSandbox';
import { buildOf, runningBuild } from '../src/platform/serviceWorker';
import { expectEach } from './support/cases';

/** The effects of the content flows that decide what a member sees or loads, in a browser-like DOM. */

const runtimeWith = (gameOrigins: string[]) =>
  ({ config: { ...DEFAULT_CONFIG, gameOrigins } }) as unknown as Runtime;

afterEach(() => vi.unstubAllGlobals());

describe('promotion content', () => {
  it('is read as the server sent it, and sanitized when a card is opened: no script, handler or javascript: link survives', async () => {
    const content =
      '<p onclick="steal()">Hi <b>there</b></p><script>window.pwned=1</script><img src="x" onerror="window.pwned=2">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://help.example/terms">terms</a><iframe src="https://evil.example"></iframe>';
    const page = promotionPage({
      menuMods: [{ groupId: '0', resourceName: 'promo.group.all' }, { groupId: 7 }, 'junk'],
      promotionContents: [
        {
          groupIds: '0,1',
          imgPath: 'static/art/banners/welcome.svg',
          promoteTitle: 'Welcome',
          promoteContent: content,
        },
        { groupIds: '2', promoteTitle: '', promoteContent: '<p>no title: dropped</p>' },
      ],
    });
    expect(page.tabs).toEqual([{ groupId: '0', resourceName: 'promo.group.all' }]);
    expect(page.cards).toHaveLength(1);
    const card = page.cards[0]!;
    expect(card).toMatchObject({ id: 'promotion-1', groupIds: ['0', '1'], title: 'Welcome', content });

    const opened = await toPromise(
      createActor(promotionDetails, { input: { id: card.id, html: card.content } }).start(),
    );
    expect(opened.id).toBe('promotion-1');
    const host = document.createElement('div');
    host.innerHTML = String(opened.safeContent);
    expect(host.querySelector('b')?.textContent).toBe('there');
    expect(host.querySelectorAll('script, iframe')).toHaveLength(0);
    expect(String(opened.safeContent)).not.toMatch(/onerror|onclick|javascript:/i);
    const links = [...host.querySelectorAll('a')];
    expect(links.filter((a) => a.getAttribute('href'))).toHaveLength(1);
    expect(links.find((a) => a.getAttribute('href'))?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.find((a) => a.getAttribute('href'))?.getAttribute('target')).toBe('_blank');
  });

  it('reads nothing from a malformed answer', async () => {
    expect(promotionPage(null)).toEqual({ tabs: [], cards: [] });
    expect(promotionPage({ menuMods: 'x', promotionContents: {} })).toEqual({ tabs: [], cards: [] });
  });
});

describe('frames', () => {
  const origin = location.origin;

  it('frame only http(s) URLs of this site or of gameOrigins', () => {
    const runtime = runtimeWith(['https://games.example']);
    expect(frameUrl(runtime, '/m/demo-game/slot.html?game=PT-001')).toBe(
      `${origin}/m/demo-game/slot.html?game=PT-001`,
    );
    expect(frameUrl(runtime, 'https://games.example/pt?x=1')).toBe('https://games.example/pt?x=1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/game',
      'https://games.example.evil.example/',
      'https://user:pw@games.example/',
      '//evil.example/game',
    ])
      expect(frameUrl(runtime, bad), bad).toBeNull();
    expect(frameUrl(runtimeWith([]), 'https://games.example/pt')).toBeNull();
  });

  it('sandbox pages of this site without their origin, and providers with theirs; never popups or top navigation', () => {
    const own = frameSandbox(`${origin}/m/demo-game/slot.html`, origin);
    expect(own.split(' ').sort()).toEqual(['allow-forms', 'allow-scripts']);
    const provider = frameSandbox('https://games.example/pt', origin);
    expect(provider).toContain('allow-same-origin');
    for (const sandbox of [own, provider])
      expect(sandbox).not.toMatch(/allow-popups|allow-top-navigation|allow-modals/);
  });

  it('live chat: sandboxed like games, with popups for its links; a chat page of this site never keeps its origin', () => {
    const own = chatSandbox(`${origin}/m/livechat-demo.html`, origin).split(' ');
    expect(own).toContain('allow-scripts');
    expect(own).not.toContain('allow-same-origin');
    const provider = chatSandbox('https://chat.example.org/widget', origin).split(' ');
    expect(provider).toContain('allow-same-origin');
    for (const sandbox of [own, provider]) {
      expect(sandbox).toEqual(expect.arrayContaining(['allow-popups', 'allow-popups-to-escape-sandbox']));
      expect(sandbox.join(' ')).not.toMatch(/allow-top-navigation|allow-modals|allow-pointer-lock/);
    }
  });

  it('the GET launch URL carries Provider and Lang on the API host', () => {
    const target = { provider: 'CQ9', gameCode: 'CQ9-001', launch: 'url' as const };
    const url = new URL(launchUrl('', target, 'vi-VN', 'https://m.example'));
    expect(url.origin).toBe('https://m.example');
    expect(url.pathname).toBe('/gamepage/gamestart');
    expect(url.searchParams.get('Provider')).toBe('CQ9');
    expect(url.searchParams.get('Lang')).toBe('vi-VN');
    expect(url.searchParams.get('GameCode')).toBe('CQ9-001');
    expect(new URL(launchUrl('https://api.example', target, 'en-US', 'https://m.example')).origin).toBe(
      'https://api.example',
    );
  });
});

describe('the download-version check', () => {
  it('compares versions number by number', () => {
    expectEach(
      ([candidate, current]: [string, string]) => isNewerVersion(candidate, current),
      [
        [['1.20.0', '1.19.1'], true],
        [['1.19.10', '1.19.9'], true],
        [['2', '1.99.99'], true],
        [['1.19.1', '1.19.1'], false],
        [['1.9.9', '1.19.1'], false],
        [['1.20.0-beta', '1.19.1'], false],
        [['', '1.19.1'], false],
      ],
    );
  });

  function stubFetch(downloadUrl: string, header: string | null) {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET' });
        if (url.endsWith('download-info.json'))
          return new Response(
            JSON.stringify({ downloadList: [{ osType: 'android', url: downloadUrl, version: '1.19.1' }] }),
          );
        return new Response(null, { status: 204, headers: header ? { 'X-App-Version': header } : {} });
      }),
    );
    return calls;
  }

  it('asks the download itself by OPTIONS when the page may connect to it', async () => {
    const calls = stubFetch('/m/downloads/app.apk', '1.20.0');
    const offer = await checkAppVersion('android', DEFAULT_CONFIG, '/m/');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'OPTIONS']);
    expect(calls[1]!.url).toBe(`${location.origin}/m/downloads/app.apk`);
    expect(offer).toEqual({ version: '1.20.0', url: `${location.origin}/m/downloads/app.apk` });
  });

  it('no offer when the served version is the running one; another host is not contacted', async () => {
    stubFetch('/m/downloads/app.apk', '1.19.1');
    expect(await checkAppVersion('android', DEFAULT_CONFIG, '/m/')).toBeNull();
    const calls = stubFetch('https://download.example.com/app.apk', '9.9.9');
    expect(await checkAppVersion('android', DEFAULT_CONFIG, '/m/')).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(await checkAppVersion('ios', DEFAULT_CONFIG, '/m/')).toBeNull();
  });
});

describe('service worker builds', () => {
  it('a build is the hash of the entry script', () => {
    expect(buildOf('<script type="module" crossorigin src="/m/assets/index-BoJk_SMO.js"></script>')).toBe(
      'BoJk_SMO',
    );
    expect(buildOf('<html></html>')).toBeNull();
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('src', '/m/assets/index-Abc123.js');
    document.head.append(script);
    expect(runningBuild()).toBe('Abc123');
    script.remove();
    expect(runningBuild()).toBe('dev');
    // A pre-rendered page's script names the entry it starts.
    const paintFirst = document.createElement('script');
    paintFirst.type = 'module';
    paintFirst.setAttribute('src', '/m/assets/boot-Zz9.js');
    paintFirst.dataset.app = '/m/assets/index-Def456.js';
    document.head.append(paintFirst);
    expect(runningBuild()).toBe('Def456');
    paintFirst.remove();
  });
});
