import { describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../src/config';
import { enforceMinBuild, isOlderBuild } from '../src/platform/minBuild';

/** config.json `minBuild` retires older builds: their pages reload, once per value. */

const effects = () => {
  const stored = new Map<string, string>();
  return {
    stored,
    storage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    dropWorker: vi.fn(async () => {}),
    reload: vi.fn(),
    log: vi.fn(),
  };
};

describe('minBuild', () => {
  it('orders versions by number, not as text', () => {
    expect(isOlderBuild('1.9.0', '1.10.0')).toBe(true);
    expect(isOlderBuild('1.19.1', '1.19.1')).toBe(false);
    expect(isOlderBuild('1.20.0', '1.19.9')).toBe(false);
    expect(isOlderBuild('1.19', '1.19.1')).toBe(true);
  });

  it('an older build drops the worker and reloads, once; a current one runs', async () => {
    const fx = effects();
    expect(await enforceMinBuild('1.20.0', '1.19.1', fx)).toBe(true);
    expect(fx.dropWorker).toHaveBeenCalledTimes(1);
    expect(fx.reload).toHaveBeenCalledTimes(1);
    // The reload brought the same old build (the deployment is not done): it runs rather than loops.
    expect(await enforceMinBuild('1.20.0', '1.19.1', fx)).toBe(false);
    expect(fx.reload).toHaveBeenCalledTimes(1);
    expect(fx.log).toHaveBeenCalled();
    const current = effects();
    expect(await enforceMinBuild('1.19.1', '1.19.1', current)).toBe(false);
    expect(await enforceMinBuild('', '1.19.1', current)).toBe(false);
    expect(current.reload).not.toHaveBeenCalled();
  });

  it('is a config key, checked like the others', () => {
    expect(validateConfig({ minBuild: '1.20.0' }, () => {}).minBuild).toBe('1.20.0');
    expect(validateConfig({ minBuild: 'latest' }, () => {}).minBuild).toBe('');
    expect(validateConfig({}, () => {}).minBuild).toBe('');
  });
});
