// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { areaForCountry } from '../domain/areas';
import { originAndPathOf } from '../domain/origins';
import type { AffUrlJson } from '../features/account/contract/accountReplies';
import { affiliateLink } from '../features/account/flows/referralFlows';
import { infoContentLogic } from '../features/content/flows/contentFlows';
import { contentSecurityPolicy } from '../server/securityHeaders';
import { detectVisitor, lookUpIp } from '../src/app/visitor';
import { DEFAULT_CONFIG, validateConfig } from '../src/config';
import type { Runtime } from '../src/flows/runtime';
import { expectEach } from './support/cases';
import { startDemoServer } from './support/demoServer';

/** the CMS texts, the affiliate link, the visitor's IP and country. */

afterEach(() => vi.unstubAllGlobals());

const STATIC_INFO = {
  sections: [{ id: 'about', title: 'About (static)', paragraphs: ['From the static file.'] }],
};

function infoRuntime(getCmsList: () => Promise<unknown>, area = 'en-vn') {
  return {
    config: DEFAULT_CONFIG,
    api: { getCmsList: vi.fn(getCmsList) },
    navigator: { currentArea: () => area },
  } as unknown as Runtime & { api: { getCmsList: ReturnType<typeof vi.fn> } };
}

async function infoOf(runtime: Runtime) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(STATIC_INFO), { status: 200 })),
  );
  const actor = createActor(infoContentLogic(runtime)).start();
  const done = await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return done.context.content;
}

describe('the information page', () => {
  it('reads /api/getcmslist in the page language, sanitized like promotions', async () => {
    const runtime = infoRuntime(
      async () => ({
        cmsList: [
          {
            cmsId: '1',
            cmsType: 'about',
            title: 'About us',
            content: '<p onclick="steal()">Hi</p><script>window.pwned=1</script><a href="javascript:x">x</a>',
          },
          { cmsId: '2', cmsType: '../terms', title: 'Bad id', content: '<p>dropped</p>' },
        ],
      }),
      'vi-vn',
    );
    const sections = await infoOf(runtime);
    expect(runtime.api.getCmsList).toHaveBeenCalledWith({ lang: 'vi', isMobile: true });
    expect(sections).toHaveLength(1);
    const [about] = sections!;
    expect(about).toMatchObject({ id: 'about', title: 'About us', paragraphs: [] });
    expect(about!.safeHtml).toContain('Hi');
    expect(about!.safeHtml).not.toMatch(/onclick|script|javascript:/);
  });

  it("falls back to the area's static file when the call fails or gives nothing", async () => {
    for (const answer of [() => Promise.reject(new Error('refused')), async () => ({ cmsList: [] })]) {
      const sections = await infoOf(infoRuntime(answer));
      expect(sections).toEqual(STATIC_INFO.sections);
    }
  });
});

describe('the demo backend: /api/getcmslist and /api/affurljson', () => {
  const demo = startDemoServer();

  it('answers the texts per language, and refuses an unknown one', async () => {
    const en = await demo.call('/api/getcmslist', { lang: 'en', isMobile: true });
    const vi = await demo.call('/api/getcmslist', { lang: 'vi', isMobile: true });
    expect(en.errorCode).toBe(0);
    const enList = en.data.cmsList as { cmsType: string; title: string; content: string }[];
    const viList = vi.data.cmsList as { cmsType: string; title: string }[];
    expect(enList.map((c) => c.cmsType)).toEqual(['about', 'responsible', 'terms']);
    expect(viList[0]!.title).not.toBe(enList[0]!.title);
    expect(enList[2]!.content).toContain('<ol>');
    expect((await demo.call('/api/getcmslist', { lang: 'xx', isMobile: true })).errorCode).toBe(2);
  });

  it('gives a member the affiliate links per currency', async () => {
    const reply = await demo.call('/api/affurljson', {}, demo.login('demo'));
    expect(reply.errorCode).toBe(0);
    expect(reply.data.defaultUrl).toMatch(/^https:\/\//);
    expect(reply.data.currencyAffUrl).toContainEqual({
      currency: 'VND',
      url: 'https://affiliate.lotusplay.example/vn/join',
    });
  });
});

describe('the affiliate link', () => {
  const aff: AffUrlJson = {
    defaultUrl: 'https://aff.example/join',
    currencyAffUrl: [
      { currency: 'VND', url: 'https://aff.example/vn' },
      { currency: 'IDR', url: 'javascript:alert(1)' },
    ],
  };
  const origin = 'https://site.example';

  it("is the currency's, else the default, https only", () => {
    expect(affiliateLink(aff, 'VND', origin)).toBe('https://aff.example/vn');
    expect(affiliateLink(aff, 'SGD', origin)).toBe('https://aff.example/join');
    expect(affiliateLink(aff, 'IDR', origin)).toBe('https://aff.example/join');
    expect(
      affiliateLink({ defaultUrl: 'http://aff.example/', currencyAffUrl: [] }, 'VND', origin),
    ).toBeNull();
    expect(affiliateLink(null, 'VND', origin)).toBeNull();
  });
});

describe('the visitor', () => {
  it('picks the area of the country, in English where there is one', () => {
    expectEach(
      (country: string) => areaForCountry(country)?.area,
      [
        ['ID', 'en-id'],
        ['vn', 'en-vn'],
        // Thailand is defined but inactive.
        ['TH', undefined],
        ['', undefined],
      ],
    );
  });

  it('ipLookupUrl: an https origin and a plain path, or nothing; its origin joins connect-src', () => {
    expect(originAndPathOf('https://ip.example.net/json')).toBe('https://ip.example.net/json');
    for (const bad of [
      'http://ip.example.net/json',
      'https://ip.example.net/json?x=1',
      'https://*.example.net/',
      'https://user:pw@ip.example.net/',
      'https://ip.example.net//evil',
      'https://ip.example.net/a;b',
      '/json',
    ]) {
      expect(originAndPathOf(bad), bad).toBeNull();
    }
    const log = vi.fn();
    expect(validateConfig({ ipLookupUrl: 'https://ip.example.net/json' }, log).ipLookupUrl).toBe(
      'https://ip.example.net/json',
    );
    expect(validateConfig({ ipLookupUrl: 'https://ip.example.net/json?a' }, log).ipLookupUrl).toBe('');
    expect(log).toHaveBeenCalledTimes(1);
    expect(validateConfig({}).ipLookupUrl).toBe('');
    const policy = contentSecurityPolicy({ ipLookupUrl: 'https://ip.example.net/json' }, "'none'", vi.fn());
    expect(policy).toMatch(/connect-src 'self' https:\/\/ip\.example\.net;/);
    expect(contentSecurityPolicy({ ipLookupUrl: '' }, "'none'", vi.fn())).toMatch(/connect-src 'self';/);
  });

  function visitorRuntime(answer: unknown, ipLookupUrl = '', area = 'en-vn') {
    const runtime = {
      config: { ...DEFAULT_CONFIG, ipLookupUrl },
      api: { getIp: vi.fn(async () => answer) },
      navigator: { currentArea: () => area },
      visitor: { ip: '', country: '' },
    };
    return runtime as unknown as Runtime;
  }

  it("keeps /api/getip's answer; the lookup runs only when configured and getip gave no IP", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ ip: '198.51.100.9' })));
    const switchArea = vi.fn();
    const known = visitorRuntime({ ip: '203.0.113.7', country: 'vn' }, 'https://ip.example.net/json');
    await detectVisitor(known, { firstVisit: false, switchArea, fetcher });
    expect(known.visitor).toEqual({ ip: '203.0.113.7', country: 'VN' });
    expect(fetcher).not.toHaveBeenCalled();

    const unconfigured = visitorRuntime({ ip: '', country: 'VN' });
    await detectVisitor(unconfigured, { firstVisit: false, switchArea, fetcher });
    expect(unconfigured.visitor.ip).toBe('');
    expect(fetcher).not.toHaveBeenCalled();

    const filled = visitorRuntime({ ip: '', country: 'VN' }, 'https://ip.example.net/json');
    await detectVisitor(filled, { firstVisit: false, switchArea, fetcher });
    expect(filled.visitor.ip).toBe('198.51.100.9');
    expect(fetcher).toHaveBeenCalledWith(
      'https://ip.example.net/json',
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(switchArea).not.toHaveBeenCalled();
  });

  it("the lookup's answer must be an IP; a failure leaves it empty", async () => {
    const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));
    expect(await lookUpIp('https://ip.example.net/', answer({ ip: '<img src=x>' }))).toBe('');
    expect(await lookUpIp('https://ip.example.net/', answer({ ip: '2001:db8::1' }))).toBe('2001:db8::1');
    expect(
      await lookUpIp(
        'https://ip.example.net/',
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toBe('');
  });

  it('a first visit from Indonesia moves to en-id; a later visit, or a VN one, stays', async () => {
    const fromIndonesia = () => visitorRuntime({ ip: '203.0.113.7', country: 'ID' });
    const first = vi.fn();
    await detectVisitor(fromIndonesia(), { firstVisit: true, switchArea: first });
    expect(first).toHaveBeenCalledWith('en-id');
    const later = vi.fn();
    await detectVisitor(fromIndonesia(), { firstVisit: false, switchArea: later });
    expect(later).not.toHaveBeenCalled();
    const fromVietnam = vi.fn();
    await detectVisitor(visitorRuntime({ ip: '203.0.113.7', country: 'VN' }), {
      firstVisit: true,
      switchArea: fromVietnam,
    });
    expect(fromVietnam).not.toHaveBeenCalled();
  });
});
