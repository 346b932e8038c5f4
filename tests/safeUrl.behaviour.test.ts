import { describe, expect, it } from 'vitest';
import { URL_PAYLOADS } from '../e2e/payloads';
import { shownQrImage } from '../src/platform/qrImage';
import { allowedUrl, externalUrl, internalPath } from '../src/platform/safeUrl';

/** Which URLs from queries, responses and static files the app will load, open or follow. */

const PAGE = 'https://play.example.com';
const GAMES = 'https://games.example.net';
const href = (url: URL | null) => url?.href ?? null;

describe('frame URLs (allowedUrl)', () => {
  it('loads this site and the allowed game origins, over http or https, resolved against the page', () => {
    expect(href(allowedUrl('/m/en-vn/slots', PAGE, [GAMES]))).toBe(`${PAGE}/m/en-vn/slots`);
    expect(href(allowedUrl(`${GAMES}/play?g=1`, PAGE, [GAMES]))).toBe(`${GAMES}/play?g=1`);
    expect(href(allowedUrl('http://games.example.org/x', PAGE, ['http://games.example.org']))).toBe(
      'http://games.example.org/x',
    );
    expect(href(allowedUrl('http://localhost:4173/m/', 'http://localhost:4173', []))).toBe(
      'http://localhost:4173/m/',
    );
  });

  it('refuses other origins, other schemes, credentials and what does not parse', () => {
    for (const raw of [
      'https://evil.test/',
      'https://games.example.net.evil.test/',
      'http://games.example.net/',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://games.example.net/',
      'https://user@games.example.net/',
      'https://:secret@games.example.net/',
      'https://[::1',
    ]) {
      expect(allowedUrl(raw, PAGE, [GAMES]), raw).toBeNull();
    }
    expect(allowedUrl('/m/', 'not a base', [])).toBeNull();
  });

  it('an allowed origin of another scheme still never loads', () => {
    expect(allowedUrl('ftp://files.example.net/game', PAGE, ['ftp://files.example.net'])).toBeNull();
    expect(allowedUrl('wss://games.example.net/live', PAGE, ['wss://games.example.net'])).toBeNull();
  });
});

describe('outside links (externalUrl)', () => {
  it('opens any https link, and this site’s own pages', () => {
    expect(href(externalUrl('https://apps.example.org/download', PAGE))).toBe(
      'https://apps.example.org/download',
    );
    expect(href(externalUrl('/m/en-vn/contact', PAGE))).toBe(`${PAGE}/m/en-vn/contact`);
    expect(href(externalUrl('/m/en-vn/contact', 'http://localhost:4173'))).toBe(
      'http://localhost:4173/m/en-vn/contact',
    );
  });

  it('refuses plain http elsewhere, other schemes, credentials and what does not parse', () => {
    for (const raw of [
      'http://apps.example.org/',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:help@example.com',
      'https://user@apps.example.org/',
      'https://:secret@apps.example.org/',
      'https://user@play.example.com/m/',
      'https://[::1',
    ]) {
      expect(externalUrl(raw, PAGE), raw).toBeNull();
    }
    expect(externalUrl('/m/', 'not a base')).toBeNull();
  });

  it('a same-origin link is only opened from an http(s) page', () => {
    expect(externalUrl('/files/app.apk', 'ftp://files.example.net')).toBeNull();
  });
});

describe('redirects after login (internalPath)', () => {
  it('keeps a path inside the app with its query, without the fragment', () => {
    expect(internalPath('/m/en-vn/bank/transfer')).toBe('/m/en-vn/bank/transfer');
    expect(internalPath('/m/en-vn/home?tab=slots#top')).toBe('/m/en-vn/home?tab=slots');
    expect(internalPath('/m/a/../b')).toBe('/m/b');
  });

  it('refuses nothing, other origins, and paths that leave /m/', () => {
    for (const raw of [
      undefined,
      null,
      '',
      '/',
      '/home',
      'm/en-vn/home',
      '//evil.test/m/',
      'https://evil.test/m/',
      '/m/../evil',
      '/m/%2e%2e/evil',
    ]) {
      expect(internalPath(raw), String(raw)).toBeNull();
    }
  });

  it('refuses a doubled slash or a backslash anywhere, typed or percent-encoded once or more', () => {
    for (const raw of [
      '/m//evil.test',
      '/m/\\evil.test',
      '/m/en-vn//home',
      '/m/en-vn/home?next=//evil.test',
      '/m/%2f%2fevil.test',
      '/m/%2F%2Fevil.test',
      '/m/%5cevil.test',
      '/m/%5Cevil.test',
      '/m/%252f%252fevil.test',
      '/m/%25252f%25252fevil.test',
      '/m/%255cevil.test',
      '/m/\t/evil.test',
      '/m/%09/evil.test',
      '/m/%E0%A4%A',
    ]) {
      expect(internalPath(raw), raw).toBeNull();
    }
  });

  it('keeps an encoded single slash and other escapes that stay inside the path', () => {
    expect(internalPath('/m/en-vn/home?q=a%2Fb')).toBe('/m/en-vn/home?q=a%2Fb');
    expect(internalPath('/m/en-vn/Promotion?tag=x%20y')).toBe('/m/en-vn/Promotion?tag=x%20y');
  });
});

describe('a QR image from the server', () => {
  it('is shown only as a raster data URL in base64', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expect(shownQrImage(png)).toBe(png);
    expect(shownQrImage('data:image/jpeg;base64,/9j/4AAQSkZJRg==')).not.toBeNull();
    for (const raw of [
      ...URL_PAYLOADS,
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=',
      'data:image/png,<svg onload=alert(1)>',
      'data:image/png;base64,AAAA"onerror="alert(1)',
      'https://cdn.example.com/qr.png',
      '',
      42,
      null,
    ])
      expect(shownQrImage(raw), String(raw)).toBeNull();
  });
});
