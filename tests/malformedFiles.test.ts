import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../src/config';
import { areaList, setAreaList } from '../src/domain/areas';
import { textsOf } from '../src/i18n';

/** Issue 12 item 1: a malformed config, language list or translation file gives a clear message, not a crash. */

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
    const before = areaList();
    for (const bad of [null, {}, [], [{ area: 'EN' }], 'en-vn']) expect(setAreaList(bad)).toBe(false);
    expect(areaList()).toBe(before);
  });

  it('translations: only texts are kept; a file that is not an object is refused', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(textsOf({ a: 'A', b: { nested: 'x' }, c: 3 })).toEqual({ a: 'A' });
    expect(error).toHaveBeenCalledWith('2 translations are not text; left out.');
    for (const bad of [null, [], 'text', 5]) expect(textsOf(bad)).toBeNull();
    error.mockRestore();
  });
});
