// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromTenths, sanitizeAmountInput, toTenths } from '../domain/money';
import { CAMPAIGN_VALUE } from '../domain/validators';
import { isOwnApi } from '../src/api/client';
import { ApiError, dispatchOutcome, messageOf } from '../src/api/dispatcher';
import { rememberCampaignValues } from '../src/platform/cookies';
import { allowedUrl, externalUrl, internalPath } from '../src/platform/safeUrl';
import { rootSearchOf } from '../src/routes/search';
import { effectSpies } from './support/effectSpies';

/** the validators and parsers hold for every input, not just the examples we thought of. */

const PAGE = 'https://play.example.com';
const GAMES = 'https://games.example.net';

/** Strings shaped like the attacks and typos these parsers meet, mixed with arbitrary text. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/m/',
    '/\\evil.test',
    '\\\\evil.test',
    'https://evil.test@play.example.com/',
    'https://play.example.com@evil.test/',
    'https://play.example.com.evil.test/',
    '/m/../../evil',
    '/m/%2F%2Fevil.test',
    'https:evil.test',
    'http://games.example.net:80/x',
    `${GAMES}/slot?x=1`,
    `${PAGE}/m/en-vn/home`,
    '/m/en-vn/home?x=1#y',
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('/', '//', '/\\', '/m/', 'https://', 'http://', ''), fc.string())
    .map(([a, b]) => a + b),
);

describe('amount input', () => {
  it('whatever is typed, the field holds digits, one decimal digit after a point or two after a comma, and sanitizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = sanitizeAmountInput(typed);
        expect(kept).toMatch(/^(\d{1,12}(\.\d?|,\d{0,2})?)?$/);
        expect(sanitizeAmountInput(kept)).toBe(kept);
      }),
    );
  });

  it('a well-formed amount is kept as typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.option(fc.integer({ min: 0, max: 9 })),
        (whole, tenth) => {
          const typed = tenth === null ? String(whole) : `${whole}.${tenth}`;
          expect(sanitizeAmountInput(typed)).toBe(typed);
        },
      ),
    );
  });

  it('tenths are exact: parse and print round-trip, and sums are integer sums', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        (a, b) => {
          expect(toTenths(fromTenths(a))).toBe(a);
          expect(toTenths(fromTenths(a + b))).toBe(toTenths(fromTenths(a))! + toTenths(fromTenths(b))!);
        },
      ),
    );
  });

  it('two or more significant fraction digits are never taken for an amount', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 9 }), fc.nat({ max: 9 }), (whole, a, b) => {
        expect(toTenths(`${whole}.${b}${a}`)).toBeNull();
      }),
    );
  });
});

describe('URLs from queries and responses', () => {
  it('a frame URL is only ever http(s) on this origin or an allowed game origin', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const url = allowedUrl(raw, PAGE, [GAMES]);
        if (url === null) return;
        expect(['https:', 'http:']).toContain(url.protocol);
        expect([PAGE, GAMES]).toContain(url.origin);
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('an outside link is https, or this site', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const url = externalUrl(raw, PAGE);
        if (url === null) return;
        expect(url.protocol === 'https:' || url.origin === PAGE).toBe(true);
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('a redirect after login stays inside the app', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const path = internalPath(raw);
        if (path === null) return;
        const resolved = new URL(path, PAGE);
        expect(resolved.origin).toBe(PAGE);
        expect(resolved.pathname.startsWith('/m/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a redirect after login holds no doubled slash or backslash, however often it is decoded', () => {
    const segment = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%5C', '%25', '2f', '5c', 'a', '.', '\t');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 12 }), (parts) => {
        const path = internalPath(`/m/${parts.join('')}`);
        if (path === null) return;
        let text = path;
        for (let round = 0; round < 4; round++) {
          expect(text).not.toMatch(/\/\/|\\/);
          text = decodeURIComponent(text);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the anti-forgery token only goes to an API base on the page’s own origin', () => {
    fc.assert(
      fc.property(hostileText, (base) => {
        if (isOwnApi(base)) expect(new URL(`${base}/api/login`, PAGE).origin).toBe(PAGE);
      }),
      { numRuns: 2000 },
    );
    expect(isOwnApi('')).toBe(true);
    expect(isOwnApi('/gateway')).toBe(true);
  });
});

describe('cookie values from the landing URL', () => {
  it('ref and tag become cookies only as plain short tokens, never carrying attributes or markup', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (ref, tag) => {
        for (const c of document.cookie.split('; ')) {
          const name = c.split('=')[0];
          // biome-ignore lint/suspicious/noDocumentCookie: the test clears every cookie, whatever its name
          if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
        }
        rememberCampaignValues(
          rootSearchOf(`?ref=${encodeURIComponent(ref)}&tag=${encodeURIComponent(tag)}`),
        );
        const jar = Object.fromEntries(
          document.cookie
            .split('; ')
            .filter(Boolean)
            .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
        );
        expect(Object.keys(jar).every((name) => name === 'referralId' || name === 'trackingTag')).toBe(true);
        expect(jar.referralId).toBe(CAMPAIGN_VALUE.test(ref) ? ref : undefined);
        expect(jar.trackingTag).toBe(CAMPAIGN_VALUE.test(tag) ? tag : undefined);
        for (const value of Object.values(jar)) expect(value).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the error envelope', () => {
  const json = fc.jsonValue();
  const errorData = fc.oneof(
    json,
    fc.record(
      {
        resorceCode: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null))), json),
        resorceCodeFormat: fc.oneof(
          fc.record({
            key: fc.oneof(fc.string(), json),
            format: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), json),
          }),
          json,
        ),
      },
      { requiredKeys: [] },
    ),
  );

  it('any error data reads as a key and string parameters, without throwing', () => {
    fc.assert(
      fc.property(errorData, (data) => {
        const { key, params } = messageOf(data);
        expect(typeof key).toBe('string');
        expect(params.every((p) => typeof p === 'string')).toBe(true);
      }),
    );
  });

  it('success hands the data on; any other code throws an ApiError with that code, whatever the data', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), errorData, (errorCode, data) => {
        const effects = effectSpies();
        if (errorCode === 0) {
          expect(dispatchOutcome({ kind: 'envelope', errorCode, data }, effects)).toBe(data);
          expect(effects.alert).not.toHaveBeenCalled();
          return;
        }
        let thrown: unknown;
        try {
          dispatchOutcome({ kind: 'envelope', errorCode, data }, effects);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ApiError);
        expect((thrown as ApiError).code).toBe(errorCode);
        expect(typeof (thrown as ApiError).key).toBe('string');
      }),
    );
  });
});
