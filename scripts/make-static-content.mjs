// Writes the static content under public/static/ (spec §7): per locale (area) the game list, rank game list,
// hot events, settings, provider info, promotion content and information pages; shared: the contact list,
// the country phone codes and the lightweight SVG art. Deterministic: the same script writes the same
// bytes, so `node scripts/make-static-content.mjs && git diff --exit-code public/static` checks it.
// Usage: node scripts/make-static-content.mjs [--out dir]   (default public/static)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNERS, EVENTS, INFO, PROMOTIONS } from './content-text.mjs';

const outIndex = process.argv.indexOf('--out');
const root =
  outIndex > 0 && process.argv[outIndex + 1]
    ? process.argv[outIndex + 1]
    : join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'static');

/** JSON as Biome formats it (the repository's formatter): short arrays of plain values on one line. */
const toJson = (value, indent = '') => {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    if (value.every((v) => typeof v !== 'object' || v === null) && inline.length <= 60) return inline;
    return `[\n${value.map((v) => `${inner}${toJson(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
};

const write = (relative, value) => {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : `${toJson(value)}\n`);
};

/** Every area of the language list (contract §5), active or not: an operator may switch one on. */
const AREAS = [
  { area: 'en-vn', lang: 'en', currency: 'VND', country: 'VN' },
  { area: 'vi-vn', lang: 'vi', currency: 'VND', country: 'VN' },
  { area: 'en-id', lang: 'en', currency: 'IDR', country: 'ID' },
  { area: 'id-id', lang: 'id', currency: 'IDR', country: 'ID' },
  { area: 'th-th', lang: 'th', currency: 'THB', country: 'TH' },
  { area: 'en-th', lang: 'en', currency: 'THB', country: 'TH' },
  { area: 'zh-cn', lang: 'zh', currency: 'CNY', country: 'CN' },
  { area: 'ms-my', lang: 'ms', currency: 'MYR', country: 'MY' },
  { area: 'en-my', lang: 'en', currency: 'MYR', country: 'MY' },
  { area: 'en-sg', lang: 'en', currency: 'SGD', country: 'SG' },
];

// --- art -------------------------------------------------------------------------------------------------
// Sixteen game motifs and seven banners, each a few hundred bytes. Tiles tint them per game (CSS hue), so a
// few hundred games look distinct without a few hundred images.

const GAME_MOTIFS = [
  '<circle cx="46" cy="76" r="16" fill="#ff4d6d"/><circle cx="76" cy="80" r="16" fill="#e11d48"/><path d="M46 60C50 40 62 32 80 28M76 64C74 48 76 38 80 28" stroke="#22c55e" stroke-width="5" fill="none" stroke-linecap="round"/>',
  '<path d="M34 32h52l-26 60" stroke="#fde047" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>',
  '<path d="M60 24 92 54 60 98 28 54z" fill="#7dd3fc"/><path d="M28 54h64M60 24 46 54l14 44 14-44z" stroke="#0ea5e9" stroke-width="3" fill="none"/>',
  '<path d="M60 26c-18 0-26 14-26 34v14l-8 10h68l-8-10V60c0-20-8-34-26-34z" fill="#fbbf24"/><circle cx="60" cy="92" r="8" fill="#f59e0b"/>',
  '<path d="m60 20 11 25 27 3-20 18 6 27-24-14-24 14 6-27-20-18 27-3z" fill="#fde047"/>',
  '<circle cx="60" cy="60" r="34" fill="#fbbf24"/><circle cx="60" cy="60" r="24" fill="none" stroke="#b45309" stroke-width="5"/><path d="M54 48h12v24H54" stroke="#b45309" stroke-width="5" fill="none"/>',
  '<path d="m26 84 6-44 16 16 12-24 12 24 16-16 6 44z" fill="#fcd34d"/><rect x="26" y="84" width="68" height="10" rx="3" fill="#f59e0b"/>',
  '<circle cx="48" cy="48" r="15" fill="#4ade80"/><circle cx="72" cy="48" r="15" fill="#22c55e"/><circle cx="48" cy="72" r="15" fill="#22c55e"/><circle cx="72" cy="72" r="15" fill="#4ade80"/>',
  '<ellipse cx="60" cy="58" rx="12" ry="30" fill="#f9a8d4"/><ellipse cx="60" cy="58" rx="12" ry="30" fill="#f472b6" transform="rotate(-50 60 80)"/><ellipse cx="60" cy="58" rx="12" ry="30" fill="#f472b6" transform="rotate(50 60 80)"/>',
  '<path d="M60 20c14 20 26 30 26 50a26 26 0 0 1-52 0c0-12 6-20 12-26 0 10 4 16 10 18 0-14 0-28 4-42z" fill="#fb923c"/>',
  '<ellipse cx="60" cy="62" rx="28" ry="32" fill="#ef4444"/><path d="M48 30h24M48 94h24M60 30v64" stroke="#fde047" stroke-width="4"/>',
  '<ellipse cx="56" cy="60" rx="30" ry="18" fill="#fb923c"/><path d="m84 60 14-14v28z" fill="#f97316"/><circle cx="40" cy="56" r="4" fill="#1f2937"/>',
  '<path d="M74 24a38 38 0 1 0 20 58A32 32 0 0 1 74 24z" fill="#fde68a"/>',
  '<path d="M60 22 92 40v40L60 98 28 80V40z" fill="#a78bfa"/><path d="M60 22v76M28 40l64 40M92 40 28 80" stroke="#7c3aed" stroke-width="2.5"/>',
  '<path d="M66 18 34 66h22l-6 36 36-52H64z" fill="#facc15"/>',
  '<path d="M22 50a38 38 0 0 0 76 0z" fill="#22c55e"/><path d="M28 50a32 32 0 0 0 64 0z" fill="#f43f5e"/><circle cx="50" cy="62" r="3" fill="#111"/><circle cx="66" cy="66" r="3" fill="#111"/><circle cx="60" cy="56" r="3" fill="#111"/>',
];

const gameArt = (i, motif) => {
  const hue = (i * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 18%)"/></linearGradient></defs><rect width="120" height="120" fill="url(#g)"/><circle cx="60" cy="60" r="46" fill="#fff" opacity=".08"/>${motif}</svg>\n`;
};

const BANNER_ART = {
  welcome: [
    '#f5b72a',
    '#c2410c',
    '<circle cx="500" cy="70" r="120" fill="#fff" opacity=".14"/><path d="M430 200l40-90 40 90z" fill="#fff" opacity=".22"/>',
  ],
  lucky: [
    '#e11d48',
    '#7c2d12',
    '<circle cx="510" cy="140" r="96" fill="none" stroke="#fde047" stroke-width="14" opacity=".55"/><path d="M510 44v192M414 140h192" stroke="#fde047" stroke-width="8" opacity=".45"/>',
  ],
  sports: [
    '#16a34a',
    '#14532d',
    '<circle cx="500" cy="140" r="92" fill="#fff" opacity=".18"/><path d="M500 80l40 30-16 48h-48l-16-48z" fill="#fff" opacity=".35"/>',
  ],
  slots: [
    '#2563eb',
    '#1e1b4b',
    '<rect x="420" y="60" width="180" height="160" rx="22" fill="#fff" opacity=".14"/><path d="M450 110h40M520 110h40M470 150h80" stroke="#fde047" stroke-width="12" stroke-linecap="round" opacity=".6"/>',
  ],
  esports: [
    '#7c3aed',
    '#1e1b4b',
    '<path d="M420 150h170a28 28 0 0 1 0 56H420a28 28 0 0 1 0-56z" fill="#fff" opacity=".18"/><circle cx="560" cy="178" r="10" fill="#fde047" opacity=".7"/>',
  ],
  rebate: [
    '#0891b2',
    '#164e63',
    '<circle cx="480" cy="120" r="70" fill="#fde047" opacity=".35"/><circle cx="540" cy="170" r="60" fill="#fde047" opacity=".25"/>',
  ],
  cashback: [
    '#db2777',
    '#4c0519',
    '<path d="M430 210l80-150 80 150z" fill="#fff" opacity=".16"/><circle cx="510" cy="160" r="26" fill="#fde047" opacity=".5"/>',
  ],
};

const bannerArt = ([from, to, shapes]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="280" fill="url(#b)"/><circle cx="90" cy="250" r="140" fill="#fff" opacity=".06"/>${shapes}</svg>\n`;

for (const [i, motif] of GAME_MOTIFS.entries())
  write(`art/games/g${String(i + 1).padStart(2, '0')}.svg`, gameArt(i, motif));
for (const [name, spec] of Object.entries(BANNER_ART)) write(`art/banners/${name}.svg`, bannerArt(spec));

// --- games ---------------------------------------------------------------------------------------------
/** Slot providers: `cmd` launches through POST /gamepage/gamestart/cmd, `url` through the GET launch URL. */
const PROVIDERS = [
  { providerId: 'PT', providerName: 'Playtech', launch: 'cmd', count: 48 },
  { providerId: 'PG', providerName: 'PG Soft', launch: 'cmd', count: 52 },
  { providerId: 'JILI', providerName: 'JILI', launch: 'cmd', count: 46 },
  { providerId: 'PP', providerName: 'Pragmatic Play', launch: 'cmd', count: 56 },
  { providerId: 'HB', providerName: 'Habanero', launch: 'cmd', count: 40 },
  { providerId: 'MG', providerName: 'Microgaming', launch: 'cmd', count: 44 },
  { providerId: 'CQ9', providerName: 'CQ9', launch: 'url', count: 38 },
  { providerId: 'FC', providerName: 'Fa Chai', launch: 'url', count: 36 },
];

const FIRST = [
  'Golden',
  'Lucky',
  'Mega',
  'Dragon',
  'Wild',
  'Fortune',
  'Jade',
  'Royal',
  'Mystic',
  'Phoenix',
  'Tiger',
  'Lotus',
  'Crystal',
  'Super',
  'Ancient',
  'Magic',
  'Sakura',
  'Emperor',
  'Diamond',
  'Thunder',
  'Neon',
  'Pirate',
  'Samurai',
  'Moon',
  'Sun',
  'Ruby',
  'Silver',
  'Koi',
  'Panda',
  'Aztec',
];
const SECOND = [
  'Riches',
  'Gems',
  'Treasure',
  'Spins',
  'Palace',
  'Empire',
  'Legends',
  'Quest',
  'Blaze',
  'Jackpot',
  'Wilds',
  'Garden',
  'Temple',
  'Festival',
  'Harvest',
  'Express',
  'Vault',
  'Dynasty',
  'Kingdom',
  'Bonanza',
  'Reels',
  'Fruits',
  'Lanterns',
  'Coins',
  'Nights',
  'Strike',
  'Rush',
  'Fortunes',
  'Magic',
  'Link',
];

const games = [];
PROVIDERS.forEach((provider, p) => {
  const taken = new Set();
  for (let i = 0; games.filter((g) => g.provider === provider.providerId).length < provider.count; i++) {
    const first = FIRST[(i * 7 + p * 3) % FIRST.length];
    const second = SECOND[(i * 11 + p * 5 + Math.floor(i / FIRST.length)) % SECOND.length];
    if (first === second) continue;
    const name = `${first} ${second}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const n = taken.size;
    const tags = [];
    if ((n + p) % 9 === 1) tags.push('hot');
    if ((n * 3 + p) % 13 === 2) tags.push('new');
    games.push({
      gameCode: `${provider.providerId}-${String(n).padStart(3, '0')}`,
      provider: provider.providerId,
      name,
      art: `static/art/games/g${String(((n * 5 + p * 3) % GAME_MOTIFS.length) + 1).padStart(2, '0')}.svg`,
      hue: (n * 37 + p * 61) % 360,
      ...(tags.length ? { tags } : {}),
    });
  }
});

// --- per currency --------------------------------------------------------------------------------------
const fmt = (n) => n.toLocaleString('en-US');
/** Amounts in the account unit (VND and IDR count in thousands: "K VND"). */
const MONEY = {
  VND: { unit: 'K VND', welcome: 5000, reload: 2000, cashback: 1000, min: 300, prize: 50000 },
  IDR: { unit: 'K IDR', welcome: 2500, reload: 1000, cashback: 500, min: 150, prize: 25000 },
  THB: { unit: 'THB', welcome: 5000, reload: 2000, cashback: 1000, min: 500, prize: 100000 },
  CNY: { unit: 'CNY', welcome: 1888, reload: 888, cashback: 388, min: 200, prize: 20000 },
  MYR: { unit: 'MYR', welcome: 800, reload: 300, cashback: 150, min: 50, prize: 10000 },
  SGD: { unit: 'SGD', welcome: 300, reload: 100, cashback: 50, min: 15, prize: 3000 },
};
const money = (currency, key) => `${fmt(MONEY[currency][key])} ${MONEY[currency].unit}`;

/** Support contact per country (spec §9: per language and area). */
const SUPPORT = {
  VN: { email: 'cskh.vn@lotusplay.example', phone: '1900 6868 88' },
  ID: { email: 'cs.id@lotusplay.example', phone: '0800 1 568 888' },
  TH: { email: 'support.th@lotusplay.example', phone: '02 026 8888' },
  CN: { email: 'kefu.cn@lotusplay.example', phone: '400 820 8888' },
  MY: { email: 'support.my@lotusplay.example', phone: '1800 88 6868' },
  SG: { email: 'support.sg@lotusplay.example', phone: '800 852 6868' },
};

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? `{${k}}`);

for (const [index, { area, lang, currency, country }] of AREAS.entries()) {
  const dir = `${area}`;
  write(`${dir}/game-list.json`, { games });
  write(`${dir}/provider-info.json`, {
    providers: PROVIDERS.map(({ providerId, providerName, launch }) => ({
      providerId,
      providerName,
      launch,
    })),
  });

  // The ranking differs per market: a deterministic pick of ten games.
  const ranked = [];
  for (let i = 0; ranked.length < 10; i++) {
    const game = games[(i * 37 + index * 13 + 5) % games.length];
    if (!ranked.includes(game)) ranked.push(game);
  }
  write(`${dir}/rank-games.json`, {
    rankGames: ranked.map(({ gameCode, provider, name, art, hue }, i) => ({
      rank: i + 1,
      gameCode,
      provider,
      name,
      art,
      hue,
    })),
  });

  const banners = BANNERS[lang];
  const links = {
    welcome: 'Promotion',
    lucky: 'lucky-draw',
    sports: 'Sportbook',
    slots: 'Games',
    esports: 'Esport',
  };
  write(`${dir}/settings.json`, {
    support: SUPPORT[country],
    homeBanners: Object.keys(links).map((id) => ({
      id,
      title: banners[id],
      imgPath: `static/art/banners/${id}.svg`,
      link: links[id],
    })),
  });

  const events = EVENTS[lang];
  const eventLinks = { champions: 'Sportbook', tournament: 'Games', spins: 'lucky-draw', worlds: 'Esport' };
  const eventArt = { champions: 'sports', tournament: 'slots', spins: 'lucky', worlds: 'esports' };
  write(`${dir}/hot-events.json`, {
    hotEvents: Object.entries(events).map(([id, [title, text, period]]) => ({
      id,
      title,
      text: fill(text, { prize: money(currency, 'prize') }),
      period,
      imgPath: `static/art/banners/${eventArt[id]}.svg`,
      link: eventLinks[id],
    })),
  });

  // Group 5 (VIP) has no promotion in any market: the page drops its tab (spec §5).
  const promotions = PROMOTIONS[lang];
  const groups = { welcome: '0,1,2', reload: '0,2', rebate: '0,1,3', cashback: '0,4', spins: '0' };
  const art = { welcome: 'welcome', reload: 'slots', rebate: 'rebate', cashback: 'cashback', spins: 'lucky' };
  const amount = { welcome: 'welcome', reload: 'reload', cashback: 'cashback' };
  write(`${dir}/promotion.json`, {
    menuMods: [
      { groupId: '0', resourceName: 'promo.group.all' },
      { groupId: '1', resourceName: 'promo.group.sports' },
      { groupId: '2', resourceName: 'promo.group.slots' },
      { groupId: '3', resourceName: 'promo.group.casino' },
      { groupId: '4', resourceName: 'promo.group.esports' },
      { groupId: '5', resourceName: 'promo.group.vip' },
    ],
    promotionContents: Object.entries(promotions).map(([id, [title, html]]) => ({
      promoteId: id,
      groupIds: groups[id],
      imgPath: `static/art/banners/${art[id]}.svg`,
      promoteTitle: title,
      promoteContent: fill(html, {
        max: amount[id] ? money(currency, amount[id]) : '',
        min: money(currency, 'min'),
      }),
    })),
  });

  write(`${dir}/info.json`, {
    sections: Object.entries(INFO[lang]).map(([id, [title, paragraphs]]) => ({ id, title, paragraphs })),
  });
}

// --- shared --------------------------------------------------------------------------------------------
const chat = {
  telegram: (handle) => ({ name: 'Telegram', icon: 'telegram', href: `https://t.me/${handle}` }),
  facebook: (page) => ({ name: 'Messenger', icon: 'facebook', href: `https://m.me/${page}` }),
  whatsapp: (number) => ({ name: 'WhatsApp', icon: 'whatsapp', href: `https://wa.me/${number}` }),
};
const vn = [
  { name: 'Zalo', icon: 'chat', href: 'https://zalo.me/lotusplayvn' },
  chat.telegram('lotusplay_vn'),
  chat.facebook('lotusplay.vn'),
];
const id = [chat.whatsapp('6281100568888'), chat.telegram('lotusplay_id'), chat.facebook('lotusplay.id')];
const th = [
  { name: 'LINE', icon: 'chat', href: 'https://line.me/R/ti/p/@lotusplay' },
  chat.telegram('lotusplay_th'),
];
const my = [chat.whatsapp('60188886868'), chat.telegram('lotusplay_my')];
write('contact-list.json', {
  'en-vn': vn,
  'vi-vn': vn,
  'en-id': id,
  'id-id': id,
  'th-th': th,
  'en-th': th,
  'zh-cn': [chat.telegram('lotusplay_cn')],
  'ms-my': my,
  'en-my': my,
  'en-sg': [chat.whatsapp('6588526868'), chat.telegram('lotusplay_sg')],
});

write('country-phone-codes.json', {
  countryCodes: [
    { country: 'VN', name: 'Vietnam', dialCode: '+84' },
    { country: 'ID', name: 'Indonesia', dialCode: '+62' },
    { country: 'TH', name: 'Thailand', dialCode: '+66' },
    { country: 'CN', name: 'China', dialCode: '+86' },
    { country: 'MY', name: 'Malaysia', dialCode: '+60' },
    { country: 'SG', name: 'Singapore', dialCode: '+65' },
    { country: 'PH', name: 'Philippines', dialCode: '+63' },
    { country: 'KH', name: 'Cambodia', dialCode: '+855' },
    { country: 'LA', name: 'Laos', dialCode: '+856' },
    { country: 'MM', name: 'Myanmar', dialCode: '+95' },
    { country: 'HK', name: 'Hong Kong', dialCode: '+852' },
    { country: 'TW', name: 'Taiwan', dialCode: '+886' },
    { country: 'KR', name: 'South Korea', dialCode: '+82' },
    { country: 'JP', name: 'Japan', dialCode: '+81' },
    { country: 'IN', name: 'India', dialCode: '+91' },
    { country: 'AU', name: 'Australia', dialCode: '+61' },
    { country: 'GB', name: 'United Kingdom', dialCode: '+44' },
    { country: 'US', name: 'United States', dialCode: '+1' },
  ],
});

console.log(`static content written to ${root} (${games.length} games, ${AREAS.length} areas)`);
