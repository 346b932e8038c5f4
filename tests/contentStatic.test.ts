import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assetUrl,
  readContactLinks,
  readGames,
  readHotEvents,
  readInfo,
  readProviders,
  readRankGames,
  readSettings,
} from '../src/platform/staticContent';
import { findScreen } from '../src/routes/routeTable';

/**
 * The static content (spec §7): every area's files exist, read without losing an entry,
 * and hold what the screens promise (a few hundred games across providers with PT among them, links to
 * real screens, https contact links); the generator writes exactly the committed files.
 */

const STATIC = 'public/static';
const json = (path: string): unknown => JSON.parse(readFileSync(join(STATIC, path), 'utf8'));
const AREAS = (json('language-list.json') as { area: string }[]).map((a) => a.area);
const rows = (raw: unknown, field: string) => (raw as Record<string, unknown[]>)[field] ?? [];
const en = JSON.parse(readFileSync('public/locales/en.json', 'utf8')) as Record<string, string>;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)).map((f) => join(e.name, f)) : [e.name],
  );
}

describe('the generator', () => {
  const out = mkdtempSync(join(tmpdir(), 'static-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes exactly the committed files (deterministic, nothing edited by hand)', () => {
    execFileSync(process.execPath, ['scripts/make-static-content.mjs', '--out', out], { stdio: 'ignore' });
    const written = files(out).sort();
    expect(written.length).toBeGreaterThan(70);
    for (const file of written)
      expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(STATIC, file), 'utf8'));
  });
});

describe.each(AREAS)('static content of %s', (area) => {
  const games = readGames(json(`${area}/game-list.json`));
  const providers = readProviders(json(`${area}/provider-info.json`));

  it('has a few hundred games across providers, PT among them, each with its art', () => {
    expect(games).toHaveLength(rows(json(`${area}/game-list.json`), 'games').length);
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.gameCode)).size).toBe(games.length);
    const byProvider = new Set(games.map((g) => g.provider));
    expect(byProvider.has('PT')).toBe(true);
    expect(byProvider.size).toBeGreaterThanOrEqual(6);
    for (const id of byProvider) expect(providers.map((p) => p.providerId)).toContain(id);
    for (const art of new Set(games.map((g) => g.art))) {
      expect(assetUrl(art, '/m/')).toBe(`/m/${art}`);
      expect(existsSync(join('public', art)), art).toBe(true);
    }
  });

  it('ranks ten games of its own list', () => {
    const ranked = readRankGames(json(`${area}/rank-games.json`));
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const r of ranked)
      expect(games.some((g) => g.gameCode === r.gameCode && g.provider === r.provider)).toBe(true);
  });

  it('has banners and hot events that lead to screens of the app, with images', () => {
    const settings = readSettings(json(`${area}/settings.json`));
    expect(settings).not.toBeNull();
    const events = readHotEvents(json(`${area}/hot-events.json`));
    expect(events).toHaveLength(rows(json(`${area}/hot-events.json`), 'hotEvents').length);
    for (const item of [...settings!.homeBanners, ...events]) {
      expect(findScreen(item.link)?.path, item.link).toBe(item.link);
      expect(existsSync(join('public', item.imgPath)), item.imgPath).toBe(true);
    }
    expect(settings!.homeBanners.length).toBeGreaterThan(3);
  });

  it('has promotions whose tab names are translated, and one group without promotions (VIP)', () => {
    const page = json(`${area}/promotion.json`) as {
      menuMods: { groupId: string; resourceName: string }[];
      promotionContents: { groupIds: string; promoteContent: string }[];
    };
    for (const mod of page.menuMods) expect(en[mod.resourceName], mod.resourceName).toBeTruthy();
    const used = new Set(page.promotionContents.flatMap((c) => c.groupIds.split(',')));
    expect(page.menuMods.filter((m) => !used.has(m.groupId)).map((m) => m.groupId)).toEqual(['5']);
    // Every amount placeholder was filled in for the area's currency.
    for (const c of page.promotionContents) expect(c.promoteContent).not.toMatch(/\{\w+\}/);
  });

  it('has about, responsible gaming and terms, and https contact links', () => {
    expect(readInfo(json(`${area}/info.json`)).map((s) => s.id)).toEqual(['about', 'responsible', 'terms']);
    const links = readContactLinks(json('contact-list.json'), area);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href).toMatch(/^https:\/\/[^/]+\//);
  });
});

describe('shared static content', () => {
  it('lists country phone codes for registration', () => {
    const codes = rows(json('country-phone-codes.json'), 'countryCodes') as {
      country: string;
      dialCode: string;
    }[];
    expect(codes.map((c) => c.country)).toEqual(expect.arrayContaining(['VN', 'ID', 'TH', 'CN', 'MY', 'SG']));
    for (const c of codes) expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
  });
});

describe('the readers drop what they cannot trust', () => {
  it('games, settings and links', () => {
    expect(
      readGames({
        games: [
          { gameCode: 'PT-1', provider: 'PT', name: 'Ok', art: 'static/a.svg', tags: ['hot', 'evil'] },
          { gameCode: '<img>', provider: 'PT', name: 'Bad code', art: 'x.svg' },
          { gameCode: 'PT-2', provider: 'PT', art: 'x.svg' },
          'not a row',
        ],
      }),
    ).toEqual([{ gameCode: 'PT-1', provider: 'PT', name: 'Ok', art: 'static/a.svg', tags: ['hot'] }]);
    expect(
      readSettings({ support: { email: 'a@b.example', phone: '<b>1</b>' }, homeBanners: [] }),
    ).toBeNull();
    expect(readSettings({ support: { email: 'a@b.example', phone: '+84 1900' } })?.support.phone).toBe(
      '+84 1900',
    );
    expect(
      readContactLinks({ 'en-vn': [{ name: 'X', icon: 'chat', href: 'https://x.example' }] }, 'vi-vn'),
    ).toEqual([]);
    expect(readGames(null)).toEqual([]);
  });

  it('images: https, this site, or the app base; never javascript: or data:', () => {
    expect(assetUrl('static/art/x.svg', '/m/')).toBe('/m/static/art/x.svg');
    expect(assetUrl('https://cdn.example/p.png', '/m/')).toBe('https://cdn.example/p.png');
    expect(assetUrl('/m/static/p.png', '/m/')).toBe('/m/static/p.png');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg>',
      'http://cdn.example/p.png',
      '//evil.example/p.png',
      '../../etc/passwd',
      'a"onerror="x',
    ])
      expect(assetUrl(bad, '/m/'), bad).toBeNull();
  });
});
