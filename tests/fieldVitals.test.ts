import { describe, expect, it, vi } from 'vitest';
import { buildVitalsPayload, routeOfPath } from '../domain/vitals';
import { contentSecurityPolicy } from '../server/securityHeaders';
import { DEFAULT_CONFIG, validateConfig } from '../src/config';
import { SCREENS } from '../src/routes/routeTable';

/** what a field vitals beacon carries: the screen, area, channel, build and three vitals. */

const known = (route: string) =>
  SCREENS.find((s) => s.path.toLowerCase() === route.toLowerCase())?.path ?? null;
const context = {
  pathname: '/m/en-vn/bank/transfer',
  channel: 'mobile',
  build: 'pxj3Ytd5',
  version: '1.19.1',
};

describe('the field vitals payload', () => {
  it('carries route, area, channel, build and LCP, INP and CLS, rounded, and nothing else', () => {
    const payload = buildVitalsPayload(
      context,
      [
        { name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 88.4, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.012345, rating: 'good', navigationType: 'navigate' },
        { name: 'FCP', value: 900, rating: 'good' },
        { name: 'TTFB', value: Number.NaN },
      ],
      known,
    );
    expect(payload).toEqual({
      route: 'bank/transfer',
      area: 'en-vn',
      channel: 'mobile',
      build: 'pxj3Ytd5',
      version: '1.19.1',
      metrics: [
        { name: 'LCP', value: 1235, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 88, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.0123, rating: 'good', navigationType: 'navigate' },
      ],
    });
  });

  it('keeps the latest value of a vital reported twice', () => {
    const payload = buildVitalsPayload(context, [
      { name: 'CLS', value: 0.1, rating: 'needs-improvement' },
      { name: 'CLS', value: 0.2, rating: 'poor' },
    ]);
    expect(payload.metrics).toEqual([{ name: 'CLS', value: 0.2, rating: 'poor', navigationType: 'unknown' }]);
  });

  it('names the route as the route table does, never the URL: no query, no free text', () => {
    expect(routeOfPath('/m/EN-VN/games', known)).toEqual({ area: 'en-vn', route: 'Games' });
    expect(routeOfPath('/m/en-vn/', known)).toEqual({ area: 'en-vn', route: 'home' });
    expect(routeOfPath('/m/en-vn/member/login', known)).toEqual({ area: 'en-vn', route: 'member/login' });
    expect(routeOfPath('/m/en-vn/nguyen.van.a@example.com', known).route).toBe('other');
    expect(routeOfPath('/m/en-vn/someone-s-page', known).route).toBe('other');
    expect(routeOfPath('/elsewhere/x', known)).toEqual({ area: 'other', route: 'other' });
  });

  it('sends nothing personal, whatever the page holds', () => {
    const personal = ['demo', 'sessionId', 'token', 'loginKey', 'secret', '203.0.113.7', 'Mozilla'];
    const payload = buildVitalsPayload(
      {
        pathname: '/m/en-vn/member/login',
        channel: 'Mozilla/5.0 demo',
        build: 'token=secret',
        version: '203.0.113.7',
      },
      [{ name: 'LCP', value: 1, rating: 'loginKey', navigationType: 'sessionId' }],
      known,
    );
    const text = JSON.stringify(payload);
    for (const word of personal) expect(text).not.toContain(word);
    expect(Object.keys(payload).sort()).toEqual(['area', 'build', 'channel', 'metrics', 'route', 'version']);
    expect(payload).toMatchObject({ channel: 'other', build: 'unknown', version: 'unknown' });
  });
});

describe('config.json vitalsUrl', () => {
  it('is none by default; an https URL or a path of this origin, without a query', () => {
    const log = vi.fn();
    expect(DEFAULT_CONFIG.vitalsUrl).toBe('');
    expect(validateConfig({}).vitalsUrl).toBe('');
    expect(validateConfig({ vitalsUrl: 'https://rum.example.net/v1/vitals' }, log).vitalsUrl).toBe(
      'https://rum.example.net/v1/vitals',
    );
    expect(validateConfig({ vitalsUrl: '/api/__demo/vitals' }, log).vitalsUrl).toBe('/api/__demo/vitals');
    expect(log).not.toHaveBeenCalled();
    for (const bad of ['http://rum.example.net/v', 'https://rum.example.net/v?user=1', '//evil.example', 42])
      expect(validateConfig({ vitalsUrl: bad }, log).vitalsUrl).toBe('');
    expect(log).toHaveBeenCalledTimes(4);
  });

  it('a cross-origin collector joins connect-src; a path of this origin adds nothing', () => {
    expect(contentSecurityPolicy({ vitalsUrl: 'https://rum.example.net/v1' }, "'none'", vi.fn())).toMatch(
      /connect-src 'self' https:\/\/rum\.example\.net;/,
    );
    expect(contentSecurityPolicy({ vitalsUrl: '/api/vitals' }, "'none'", vi.fn())).toMatch(
      /connect-src 'self';/,
    );
  });
});
