import { describe, it } from 'vitest';
import { reachedPath } from '../domain/paths';
import { expectEach } from './support/cases';

/**
 * The path a request reaches, as the server's file lookup and the demo router read it: every spelling of a
 * path reaches the same one, so a rule decided on it (never serve /m/nginx/, the demo API's own calls)
 * cannot be walked around by encoding, dot segments, doubled or back slashes.
 */
describe('the path a request reaches', () => {
  it('is the path itself, without its query or fragment', () => {
    expectEach(reachedPath, [
      ['/m/en-vn/home', '/m/en-vn/home'],
      ['/m/en-vn/home?tab=1#top', '/m/en-vn/home'],
      ['/m/a#x?y', '/m/a'],
      ['?x=1', '/'],
      ['#top', '/'],
    ]);
  });

  it('decodes percent-encoding, twice-encoded too', () => {
    expectEach(reachedPath, [
      ['/m/en-vn/%68ome', '/m/en-vn/home'],
      ['/api/%5F%5Fdemo/', '/api/__demo/'],
      ['/m/%256Eginx/lotus.conf', '/m/nginx/lotus.conf'],
      ['/m/a%2Fb', '/m/a/b'],
    ]);
  });

  it('decodes at most five times over, so a request cannot keep the server decoding', () => {
    const encoded = (times: number) => `/m/%${'25'.repeat(times - 1)}6Eginx/x`;
    expectEach(reachedPath, [
      [encoded(5), '/m/nginx/x'],
      [encoded(6), '/m/%6Eginx/x'],
    ]);
  });

  it('removes dot segments, plain or encoded, never above the root', () => {
    expectEach(reachedPath, [
      ['/api/./__demo/', '/api/__demo/'],
      ['/m/en-vn/%2e%2e/nginx/x', '/m/nginx/x'],
      ['/m/a/../../..', '/'],
    ]);
  });

  it('merges doubled slashes and reads backslashes as slashes, so no path names another host', () => {
    expectEach(reachedPath, [
      ['/m//nginx/', '/m/nginx/'],
      ['/m\\nginx/x', '/m/nginx/x'],
      ['//evil.example/x', '/evil.example/x'],
      ['\\\\evil.example/x', '/evil.example/x'],
      ['/m/%5C%5Cx', '/m/x'],
    ]);
  });

  it('keeps an encoded ? or # as part of the path, not a query', () => {
    expectEach(reachedPath, [
      ['/m/a%3Fb', '/m/a%3Fb'],
      ['/m/a%23b', '/m/a%23b'],
    ]);
  });

  it('stops decoding at an encoding that is not one, keeping what it has', () => {
    expectEach(reachedPath, [
      ['/m/%E0%A4%A', '/m/%E0%A4%A'],
      ['/m/%zz/%6E', '/m/%zz/%6E'],
      ['/m/%6E/%E0%A4%A', '/m/%6E/%E0%A4%A'],
    ]);
  });
});
