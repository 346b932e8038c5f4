import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  styleHashesOf,
} from '../server/securityHeaders';
import { expectEach } from './support/cases';

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
    expectEach(cacheControlFor, [
      ['/m/assets/index-BoJkSMOQ.js', 'public, max-age=31536000, immutable'],
      ['/m/locales/en.json', 'public, max-age=900'],
      ['/m/config.json', 'no-cache'],
      ['/m/en-vn/home', 'no-cache'],
      ['/m/assets/logo.svg', 'no-cache'],
    ]);
  });

  it('allows inline styles by hash only, no style attributes, and strings in no script sink', () => {
    const html = '<head><style>a{color:red}</style></head><body><style media="x">b{}</style></body>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styleHashesOf(html)).toEqual([sha('a{color:red}'), sha('b{}')]);
    const csp = contentSecurityPolicy({}, "'none'", () => {}, styleHashesOf(html));
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha('a{color:red}')} ${sha('b{}')}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'none'");
    expect(directive(csp, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(csp, 'trusted-types')).toBe('trusted-types dompurify');
  });

  it('pins https, isolates the browsing context and refuses unused powerful features', () => {
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1])).toBeGreaterThanOrEqual(31536000);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});
