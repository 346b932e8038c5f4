import { describe, expect, it } from 'vitest';
import { apiUpstreamOf, upstreamNotes, withUpstreamKey } from '../server/apiUpstream';

/** `API_UPSTREAM` decides whether /api/ goes to a real server or to the demo backend. */
describe('API_UPSTREAM', () => {
  it('unset or empty: the demo backend, no proxy', () => {
    expect(apiUpstreamOf({})).toBeNull();
    expect(apiUpstreamOf({ API_UPSTREAM: '  ' })).toBeNull();
  });

  it('set: /api/ and /gamepage/ are proxied there, cookies kept for this host, and the console says so', () => {
    const upstream = apiUpstreamOf({ API_UPSTREAM: 'https://staging.example/' });
    expect(upstream?.target).toBe('https://staging.example');
    expect(Object.keys(upstream?.proxy ?? {})).toEqual(['/api/', '/gamepage/']);
    expect(upstream?.proxy['/api/']).toMatchObject({
      target: 'https://staging.example',
      changeOrigin: true,
      secure: true,
      cookieDomainRewrite: '',
    });
    expect(upstream?.configUrl).toBe('https://staging.example/m/config.json');
    expect(upstreamNotes(upstream!).join('\n')).toContain(
      'proxied to https://staging.example (API_UPSTREAM)',
    );
    expect(
      apiUpstreamOf({ API_UPSTREAM: 'http://10.0.0.5:8080/gw', API_UPSTREAM_CONFIG: 'https://x/c.json' }),
    ).toMatchObject({ target: 'http://10.0.0.5:8080/gw', configUrl: 'https://x/c.json' });
  });

  it('a value that is no http(s) URL stops the server with a reason', () => {
    expect(() => apiUpstreamOf({ API_UPSTREAM: 'staging.example' })).toThrow(/not a URL/);
    expect(() => apiUpstreamOf({ API_UPSTREAM: 'ftp://staging.example' })).toThrow(/http\(s\)/);
  });

  it("the app's config.json gets the upstream's password key, and nothing else of it", () => {
    const local = JSON.stringify({ apiBase: '', passwordPublicKey: 'DEMO', liveChatUrl: '/m/chat' });
    const key = '-----BEGIN PUBLIC KEY-----\nABC\n-----END PUBLIC KEY-----';
    expect(JSON.parse(withUpstreamKey(local, { passwordPublicKey: key, apiBase: 'https://evil' })!)).toEqual({
      apiBase: '',
      passwordPublicKey: key,
      liveChatUrl: '/m/chat',
    });
    expect(withUpstreamKey(local, { passwordPublicKey: 7 })).toBeNull();
    expect(withUpstreamKey(local, null)).toBeNull();
  });
});
