import { describe, expect, it } from 'vitest';
import { reachedPath } from '../domain/paths';

/**
 * The path a request reaches, as the server's file lookup and the demo router read it: every spelling of a
 * path reaches the same one, so a rule decided on it (never serve /m/nginx/, the demo API's own calls)
 * cannot be walked around by encoding, dot segments, doubled or back slashes.
 */
describe('the path a request reaches', () => {
  it('is the path itself, without its query or fragment', () => {
    expect(reachedPath('/m/en-vn/home')).toBe('/m/en-vn/home');
    expect(reachedPath('/m/en-vn/home?tab=1#top')).toBe('/m/en-vn/home');
    expect(reachedPath('/m/a#x?y')).toBe('/m/a');
    expect(reachedPath('?x=1')).toBe('/');
    expect(reachedPath('#top')).toBe('/');
  });

  it('decodes percent-encoding, twice-encoded too', () => {
    expect(reachedPath('/m/en-vn/%68ome')).toBe('/m/en-vn/home');
    expect(reachedPath('/api/%5F%5Fdemo/')).toBe('/api/__demo/');
    expect(reachedPath('/m/%256Eginx/lotus.conf')).toBe('/m/nginx/lotus.conf');
    expect(reachedPath('/m/a%2Fb')).toBe('/m/a/b');
  });

  it('decodes at most five times over, so a request cannot keep the server decoding', () => {
    const encoded = (times: number) => `/m/%${'25'.repeat(times - 1)}6Eginx/x`;
    expect(reachedPath(encoded(5))).toBe('/m/nginx/x');
    expect(reachedPath(encoded(6))).toBe('/m/%6Eginx/x');
  });

  it('removes dot segments, plain or encoded, never above the root', () => {
    expect(reachedPath('/api/./__demo/')).toBe('/api/__demo/');
    expect(reachedPath('/m/en-vn/%2e%2e/nginx/x')).toBe('/m/nginx/x');
    expect(reachedPath('/m/a/../../..')).toBe('/');
  });

  it('merges doubled slashes and reads backslashes as slashes, so no path names another host', () => {
    expect(reachedPath('/m//nginx/')).toBe('/m/nginx/');
    expect(reachedPath('/m\\nginx/x')).toBe('/m/nginx/x');
    expect(reachedPath('//evil.example/x')).toBe('/evil.example/x');
    expect(reachedPath('\\\\evil.example/x')).toBe('/evil.example/x');
    expect(reachedPath('/m/%5C%5Cx')).toBe('/m/x');
  });

  it('keeps an encoded ? or # as part of the path, not a query', () => {
    expect(reachedPath('/m/a%3Fb')).toBe('/m/a%3Fb');
    expect(reachedPath('/m/a%23b')).toBe('/m/a%23b');
  });

  it('stops decoding at an encoding that is not one, keeping what it has', () => {
    expect(reachedPath('/m/%E0%A4%A')).toBe('/m/%E0%A4%A');
    expect(reachedPath('/m/%zz/%6E')).toBe('/m/%zz/%6E');
    expect(reachedPath('/m/%6E/%E0%A4%A')).toBe('/m/%6E/%E0%A4%A');
  });
});
