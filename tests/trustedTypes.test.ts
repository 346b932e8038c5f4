// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The one Trusted Types policy: no module but the sanitizer reaches it, and what it makes is sanitized,
 * whoever asks. Here the browser's `trustedTypes` is a stand-in that hands out the policy's rules.
 */

type Rules = { createHTML(input: string): string; createScriptURL(input: string): string };

async function withTrustedTypes() {
  vi.resetModules();
  let rules: Rules | undefined;
  const names: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, given: Rules) {
      names.push(name);
      rules = given;
      return {
        createHTML: (s: string) => given.createHTML(s),
        createScriptURL: (s: string) => given.createScriptURL(s),
      };
    },
  });
  const trustedTypes = await import('../src/platform/trustedTypes');
  const { sanitizeHtml } = await import('../src/platform/sanitizeHtml');
  return { trustedTypes, sanitizeHtml, names, rules: () => rules };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const ATTACK = '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('the Trusted Types policy', () => {
  it('is not exported: the module hands out sanitized HTML and the worker URL only', async () => {
    const { trustedTypes } = await withTrustedTypes();
    expect(Object.keys(trustedTypes).sort()).toEqual(['trustedHtml', 'workerScriptUrl']);
  });

  it('refuses to make HTML before the sanitizer has loaded', async () => {
    const { trustedTypes } = await withTrustedTypes();
    expect(() => trustedTypes.trustedHtml(ATTACK)).toThrow(/sanitizer/);
  });

  it('sanitizes whatever it is asked to trust, also when called directly', async () => {
    const { sanitizeHtml, names, rules } = await withTrustedTypes();
    const safe = String(await sanitizeHtml(ATTACK));
    expect(names).toEqual(['dompurify']);
    expect(safe).toContain('<p>Hi</p>');
    expect(safe).not.toMatch(/onerror|script/i);
    // A module that got hold of the rules still gets only sanitized HTML.
    const direct = rules()?.createHTML(ATTACK) ?? '';
    expect(direct).toContain('<p>Hi</p>');
    expect(direct).not.toMatch(/onerror|script/i);
  });

  it('allows only this build’s service worker as a script URL', async () => {
    const { trustedTypes } = await withTrustedTypes();
    const worker = `${import.meta.env.BASE_URL}sw.js?build=1`;
    expect(trustedTypes.workerScriptUrl(worker)).toBe(worker);
    expect(() => trustedTypes.workerScriptUrl('https://evil.test/m/sw.js')).toThrow(/service worker/);
  });
});
