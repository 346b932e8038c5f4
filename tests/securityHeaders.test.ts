import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy } from '../server/securityHeaders';

/** The served policy follows config.json: API mirrors may be called, game origins and live chat framed. */

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('adds the API base, mirrors, game origins and live chat origin, and nothing malformed', () => {
    const csp = contentSecurityPolicy({
      apiBase: 'https://api.example.com/v2',
      hosts: ['https://m1.example.com', 'https://m1.example.com/', 'javascript:alert(1)', 42],
      gameOrigins: ['https://games.example.net', 'not a url'],
      liveChatUrl: 'https://chat.example.org/widget?x=1',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://m1.example.com",
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://games.example.net https://chat.example.org",
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('a relative API base and an empty config stay on this origin', () => {
    const csp = contentSecurityPolicy({
      apiBase: '',
      hosts: [],
      gameOrigins: [],
      liveChatUrl: '/m/livechat-demo.html',
    });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(contentSecurityPolicy({}, "'self'")).toContain("frame-ancestors 'self'");
  });

  it('caches hashed assets for a year, static texts for 15 minutes, entry points never blindly', () => {
    expect(cacheControlFor('/m/assets/index-BoJkSMOQ.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/m/locales/en.json')).toBe('public, max-age=900');
    expect(cacheControlFor('/m/config.json')).toBe('no-cache');
    expect(cacheControlFor('/m/en-vn/home')).toBe('no-cache');
    expect(cacheControlFor('/m/assets/logo.svg')).toBe('no-cache');
  });
});
