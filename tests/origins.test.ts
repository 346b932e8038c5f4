import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { originOfUrl, parseOrigin } from '../domain/origins';
import { contentSecurityPolicy } from '../server/securityHeaders';
import { DEFAULT_CONFIG, validateConfig } from '../src/config';
import { expectEach } from './support/cases';

/** one rule for the origins of config.json, on the client and in the served policy. */

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

const BAD_ORIGINS = [
  'https://*',
  'https://*.example.com',
  'https://games.example.net;script-src *',
  'https://a;b.example.com',
  'https://a,b.example.com',
  'https://games.example.net/path',
  'https://games.example.net?x=1',
  'https://games.example.net#x',
  'https://user@games.example.net',
  'https://games.example.net:0',
  'https://games.example.net:99999',
  'http://games.example.net',
  'http://192.168.1.5:4173',
  'wss://games.example.net',
  'javascript:alert(1)',
  '//games.example.net',
  'games.example.net',
  'https://',
  'https://-bad.example.com',
  'https://games.example.net.',
  ' https://games.example.net',
  "https://games.example.net 'unsafe-inline'",
  'https://games.example.net\n',
];

describe('origins from config.json (parseOrigin)', () => {
  it('accepts https://host[:port], and plain http for this machine only', () => {
    expectEach(parseOrigin, [
      ['https://games.example.net', 'https://games.example.net'],
      ['https://Games.Example.NET/', 'https://games.example.net'],
      ['https://games.example.net:8443', 'https://games.example.net:8443'],
      ['https://games.example.net:443', 'https://games.example.net'],
      ['http://localhost:4173', 'http://localhost:4173'],
      ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['http://[::1]:8080', 'http://[::1]:8080'],
      ['https://10.0.0.7', 'https://10.0.0.7'],
    ]);
  });

  it('refuses wildcards, policy separators, paths, credentials, bad ports and other schemes', () => {
    for (const raw of BAD_ORIGINS) expect(parseOrigin(raw), raw).toBeNull();
    for (const raw of [undefined, null, 42, {}, ['https://x.example']]) expect(parseOrigin(raw)).toBeNull();
  });

  it('the origin of a URL is held to the same rule', () => {
    expectEach(originOfUrl, [
      ['https://chat.example.org/widget?x=1', 'https://chat.example.org'],
      ['https://*.example.org/widget', null],
      ['https://a;b.example.org/', null],
      ['https://u:p@chat.example.org/', null],
      ['http://chat.example.org/', null],
      ['/m/livechat-demo.html', null],
    ]);
  });

  it('whatever it is given, an accepted origin is one policy source: no blank, ; , * or quote', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(
            fc.constantFrom('https://', 'http://', 'HTTPS://', 'wss://', ''),
            fc.array(
              fc.constantFrom(
                'a',
                'Z',
                '0',
                '9',
                '-',
                '.',
                '*',
                ';',
                ',',
                ' ',
                "'",
                ':',
                '443',
                '/',
                '@',
                '[',
                ']',
                '::1',
                'localhost',
                '127.0.0.1',
              ),
              { maxLength: 10 },
            ),
          )
          .map(([scheme, parts]) => scheme + parts.join('')),
        (raw) => {
          const origin = parseOrigin(raw);
          if (origin === null) return;
          expect(origin).toMatch(/^https?:\/\/[a-z0-9.\-[\]:]+$/);
          expect(new URL(origin).origin).toBe(origin);
          if (origin.startsWith('http:'))
            expect(new URL(origin).hostname).toMatch(/^(localhost|127\.|\[::1\])/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the served policy (server/securityHeaders.ts)', () => {
  it('leaves out every invalid origin and warns about each', () => {
    const warn = vi.fn();
    const csp = contentSecurityPolicy(
      {
        apiBase: 'https://*.example.com/api',
        hosts: ['https://*', 'https://m1.example.com', 'https://m2.example.com;script-src *'],
        gameOrigins: ['https://games.example.net,https://evil.test', 'https://games.example.net'],
        liveChatUrl: 'https://chat.example.org;frame-ancestors */x',
      },
      "'none'",
      warn,
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://m1.example.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://games.example.net");
    expect(csp).not.toMatch(/\*|evil|script-src \*/);
    expect(csp.split('; ').filter((d) => d.startsWith('frame-ancestors'))).toEqual([
      "frame-ancestors 'none'",
    ]);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/"hosts".*https:\/\/\*/);
  });
});

describe('the client (src/config.ts)', () => {
  it('ignores a game origin or mirror list holding an invalid origin, and a chat page on a wildcard host', () => {
    const log = vi.fn();
    const config = validateConfig(
      {
        hosts: ['https://*'],
        gameOrigins: ['https://games.example.net;script-src *'],
        liveChatUrl: 'https://*.example.org/chat',
      },
      log,
    );
    expect(config.hosts).toEqual([]);
    expect(config.gameOrigins).toEqual([]);
    expect(config.liveChatUrl).toBe(DEFAULT_CONFIG.liveChatUrl);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('keeps valid origins in their canonical spelling', () => {
    const config = validateConfig({
      gameOrigins: ['https://Games.Example.net/'],
      hosts: ['https://m1.example.com:443'],
    });
    expect(config.gameOrigins).toEqual(['https://games.example.net']);
    expect(config.hosts).toEqual(['https://m1.example.com']);
  });
});
