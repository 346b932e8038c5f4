import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { activeAreas, setAreaList } from '../domain/areas';
import { validateConfig } from '../src/config';
import { textsOf } from '../src/i18n';
import {
  readContactLinks,
  readDownloadList,
  readGames,
  readHotEvents,
  readInfo,
  readProviders,
  readRankGames,
  readSettings,
} from '../src/platform/staticContent';

/** a malformed config, language list or translation file gives a clear message, not a crash. */

describe('files the app reads at start', () => {
  it('config.json: anything at all gives a whole config, and says what it replaced', () => {
    const log = vi.fn();
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const config = validateConfig(raw, log);
        expect(typeof config.apiBase).toBe('string');
        expect(Array.isArray(config.hosts)).toBe(true);
      }),
    );
    validateConfig({ hosts: 'x' }, log);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('"hosts" has an invalid value'));
  });

  it('language list: a malformed one is refused and the built-in list stays', () => {
    const before = activeAreas();
    for (const bad of [null, {}, [], [{ area: 'EN' }], 'en-vn']) expect(setAreaList(bad)).toBe(false);
    expect(activeAreas()).toEqual(before);
  });

  it('translations: only texts are kept; a file that is not an object is refused', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(textsOf({ a: 'A', b: { nested: 'x' }, c: 3 })).toEqual({ a: 'A' });
    expect(error).toHaveBeenCalledWith('2 translations are not text; left out.');
    for (const bad of [null, [], 'text', 5]) expect(textsOf(bad)).toBeNull();
    error.mockRestore();
  });

  it('static JSON files: anything at all reads as lists of well-formed entries, never a throw', () => {
    const anyFile = fc.oneof(
      fc.jsonValue(),
      fc.record({ games: fc.array(fc.jsonValue()), hotEvents: fc.array(fc.jsonValue()) }),
      fc.record({ support: fc.jsonValue(), homeBanners: fc.jsonValue(), sections: fc.array(fc.jsonValue()) }),
    );
    fc.assert(
      fc.property(anyFile, (raw) => {
        for (const read of [
          readGames,
          readProviders,
          readRankGames,
          readHotEvents,
          readInfo,
          readDownloadList,
        ]) {
          expect(Array.isArray(read(raw))).toBe(true);
        }
        expect(Array.isArray(readContactLinks(raw, 'en-vn'))).toBe(true);
        const settings = readSettings(raw);
        if (settings) expect(Array.isArray(settings.homeBanners)).toBe(true);
        for (const game of readGames(raw)) expect(typeof game.name).toBe('string');
      }),
    );
  });
});
