import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { demoServedConfig, holdsDemoKey } from '../demo/demoKey';
import { DEFAULT_CONFIG, validateConfig } from '../src/config';

describe('runtime configuration (contract §3)', () => {
  it('keeps valid values', () => {
    const log = vi.fn();
    const config = validateConfig(
      {
        apiBase: 'https://api.example.com/',
        hosts: ['https://m1.example.com', 'https://m2.example.com/'],
        primaryDomains: ['m.example.com'],
        iosAppHost: 'ios.example.com',
        androidUserAgentSuffix: 'MyAndroid',
        clientVersion: '2.0.0',
        liveChatUrl: 'https://chat.example.com/widget',
        gameOrigins: ['https://games.example.net'],
      },
      log,
    );
    expect(log).not.toHaveBeenCalled();
    expect(config.apiBase).toBe('https://api.example.com');
    expect(config.hosts).toEqual(['https://m1.example.com', 'https://m2.example.com']);
    expect(config.androidUserAgentSuffix).toBe('MyAndroid');
    expect(config.passwordPublicKey).toBe(DEFAULT_CONFIG.passwordPublicKey);
  });

  it('replaces each bad value by its default with a clear console error, keeping the rest', () => {
    const log = vi.fn();
    const config = validateConfig(
      {
        apiBase: 'javascript:alert(1)',
        hosts: ['not a url'],
        clientVersion: 7,
        liveChatUrl: 'http://insecure.example.com',
        gameOrigins: ['https://ok.example.com'],
        passwordPublicKey: 'nope',
      },
      log,
    );
    expect(config.apiBase).toBe('');
    expect(config.hosts).toEqual([]);
    expect(config.clientVersion).toBe('1.19.1');
    expect(config.liveChatUrl).toBe(DEFAULT_CONFIG.liveChatUrl);
    expect(config.passwordPublicKey).toBe(DEFAULT_CONFIG.passwordPublicKey);
    expect(config.gameOrigins).toEqual(['https://ok.example.com']);
    const messages = log.mock.calls.map((c) => String(c[0]));
    for (const key of ['apiBase', 'hosts', 'clientVersion', 'liveChatUrl', 'passwordPublicKey']) {
      expect(
        messages.some((m) => m.includes(`"${key}"`)),
        key,
      ).toBe(true);
    }
  });

  it('the shipped config.json names no password key, and says nothing about it', () => {
    const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8'));
    expect(holdsDemoKey(shipped)).toBe(false);
    expect(shipped.passwordPublicKey).toBe('');
    const log = vi.fn();
    expect(validateConfig(shipped, log).passwordPublicKey).toBe('');
    expect(log).not.toHaveBeenCalled();
  });

  it('the shipped config.json hides Live Chat and keeps the inspector off; the demo server turns both on', () => {
    const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8'));
    const log = vi.fn();
    const config = validateConfig(shipped, log);
    expect([config.liveChatUrl, config.qaInspector]).toEqual(['', false]);
    expect([DEFAULT_CONFIG.liveChatUrl, DEFAULT_CONFIG.qaInspector]).toEqual(['', false]);
    expect(log).not.toHaveBeenCalled();
    const demo = validateConfig(demoServedConfig(shipped));
    expect([demo.liveChatUrl, demo.qaInspector]).toEqual(['/m/livechat-demo.html', true]);
    // Only a boolean turns the inspector on.
    expect(validateConfig({ qaInspector: 'true' }, () => {}).qaInspector).toBe(false);
  });

  it('anything but an object gives the defaults', () => {
    const log = vi.fn();
    expect(validateConfig([1, 2], log)).toEqual(DEFAULT_CONFIG);
    expect(validateConfig(null, log)).toEqual(DEFAULT_CONFIG);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('an API base on a path stays on this site: //host is refused, trailing slashes go', () => {
    const base = (apiBase: string) => validateConfig({ apiBase }, () => {}).apiBase;
    expect(base('/gateway/v2/')).toBe('/gateway/v2');
    expect(base('/')).toBe('');
    for (const offsite of ['//evil-test', '//', '/\\evil', '///x', '/a//b'])
      expect(base(offsite), offsite).toBe(DEFAULT_CONFIG.apiBase);
  });
});
