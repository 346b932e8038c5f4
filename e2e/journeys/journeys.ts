import assert from 'node:assert/strict';
import { HTML_PAYLOADS, PROMOTIONS_OF_PAYLOADS } from '../payloads.ts';
import { builtJson, en, type Member, registerMember, requestsOf, setMember, setRoulette } from './demo.ts';
import { css, label, pattern, role, testId, type Ui, within } from './driver.ts';

/**
 * The member journeys, written once: `e2e/journeys.spec.ts` runs them in Chromium with
 * Playwright, `e2e/journeys/webkit.ts` in WebKit over WebDriver. Each journey registers the members it
 * needs, so runs never collide; everything is observable from outside (contract §6, §7).
 */
export interface Journey {
  name: string;
  /** CSP reports that are the point of the journey (the corpus tries to load from evil.test). */
  allowedCsp?: RegExp[];
  run(ui: Ui): Promise<void>;
}

/**
 * A journey that feeds the untrusted corpus to the app through `feed`, then finds that nothing ran: no
 * script, dialog or request to evil.test (whose CSP reports are the point of it, so they are allowed).
 */
function untrustedInput(what: string, feed: (ui: Ui) => Promise<void>): Journey {
  return {
    name: `untrusted input: ${what}`,
    allowedCsp: [/evil\.test/],
    async run(ui) {
      await feed(ui);
      await expectNothingRan(ui);
    },
  };
}

const alertDialog = role('alertdialog');
/** Taps the dialog's OK and waits until it is gone. */
async function dismiss(ui: Ui): Promise<void> {
  await ui.tap(within(alertDialog, role('button', 'OK', { exact: true })));
  await ui.gone(alertDialog);
}

async function loginViaUi(ui: Ui, member: Member): Promise<void> {
  await ui.open(`/m/${member.area}/member/login`);
  await ui.expectState('login', 'editing');
  await ui.fill(css('input[name="loginId"]'), member.loginId);
  await ui.fill(css('input[name="password"]'), member.password);
  await ui.tap(css('form button[type="submit"]'));
  await ui.waitForPath(`/m/${member.area}/home`);
  await ui.until(
    'the session cookies',
    async () => [await ui.cookie('sessionId'), await ui.cookie('token')],
    ([s, t]) => !!s && !!t,
  );
}

/** A fresh member with 1000 in the main wallet, logged in through the form. */
async function loggedInMemberWith1000(ui: Ui): Promise<Member> {
  const member = await registerMember(ui.base);
  await setMember(ui.base, member.loginId, { balances: { '-': '1000' } });
  await loginViaUi(ui, member);
  return member;
}

/** The login password before a sensitive change. */
async function reauthenticate(ui: Ui, password: string): Promise<void> {
  const step = role('group', en('reauth.title'));
  await ui.fill(within(step, label(en('reauth.password'))), password);
  await ui.tap(within(step, role('button', en('reauth.confirm'), { exact: true })));
}

const mainBalance = testId('main-balance');
const amount = css('input[name="amount"]');
/** Taps closer than 500 ms to the last one are dropped by design (spec §9). */
const afterThrottle = (ui: Ui) => ui.pause(550);

/** Nothing from the corpus ran, nothing carries a script URL, no element has a handler. */
async function expectNothingRan(ui: Ui): Promise<void> {
  await ui.pause(200);
  const seen = await ui.run(
    () => ({
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      host: location.hostname,
      bad: [...document.querySelectorAll('a[href], iframe[src], img[src], form[action], [srcdoc]')]
        .map(
          (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? 'srcdoc',
        )
        .filter((url) => /^\s*(javascript|data:text|data:image\/svg|vbscript)|srcdoc/i.test(url)),
      handlers: [...document.querySelectorAll('#main *')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
      ),
    }),
    null,
  );
  assert.deepEqual(seen, { xss: null, host: 'localhost', bad: [], handlers: [] });
}

export const JOURNEYS: Journey[] = [
  {
    name: 'visitor: home',
    async run(ui) {
      await ui.open('/m/en-vn/home');
      const entries = role('navigation', en('home.entries'));
      for (const name of ['Sports', 'E-sports', 'Virtual sports', 'Slots', 'Lucky draw', 'Promotions'])
        await ui.see(within(entries, role('link', name, { exact: true })));
      await ui.expectCount(css('.rank-list li'), 10);
      await ui.see(role('navigation', en('menu.label')));
      assert.equal(await ui.attribute(css('html'), 'lang'), 'en-US');
    },
  },
  {
    name: 'visitor: Games, search and a provider filter',
    async run(ui) {
      const games = builtJson<{ games: { name: string; provider: string }[] }>(
        'static/en-vn/game-list.json',
      ).games;
      await ui.open('/m/en-vn/Games');
      await ui.expectState('gameList', 'ready');
      const count = css('.result-count');
      await ui.expectText(count, `${games.length} games`);
      const name = games[5]!.name;
      await ui.fill(label(en('games.search')), name.toLowerCase());
      const matching = games.filter((g) => g.name.toLowerCase().includes(name.toLowerCase())).length;
      await ui.expectText(count, new RegExp(`^${matching} games?$`));
      await ui.expectCount(css('.game-tile'), matching);
      await ui.fill(label(en('games.search')), '');
      await ui.tap(role('tab', pattern(/^Playtech/)));
      await ui.expectAttribute(role('tab', pattern(/^Playtech/)), 'aria-selected', 'true');
      const pt = games.filter((g) => g.provider === 'PT').length;
      await ui.expectText(count, `${pt} games`);
      const shown = await ui.run(
        () => [...document.querySelectorAll('[data-game]')].map((el) => el.getAttribute('data-game') ?? ''),
        null,
      );
      assert.ok(shown.length > 0 && shown.every((code) => code.startsWith('PT-')), shown.join());
    },
  },
  {
    name: 'visitor: Promotion, a card expands',
    async run(ui) {
      await ui.open('/m/en-vn/Promotion');
      const first = css('.promo-card', { nth: 0 });
      await ui.expectAttribute(within(first, role('link', en('promo.joinNow'))), 'href', '/m/en-vn/JoinNow');
      const details = within(first, role('button', en('promo.details')));
      await ui.expectAttribute(details, 'aria-expanded', 'false');
      await ui.tap(details);
      await ui.expectAttribute(details, 'aria-expanded', 'true');
      await ui.see(within(first, testId('promotion-content')));
      await ui.tap(details);
      await ui.expectCount(within(first, testId('promotion-content')), 0);
    },
  },
  {
    name: 'visitor: lucky draw asks to log in, with no cancel',
    async run(ui) {
      await ui.open('/m/en-vn/lucky-draw');
      await ui.expectState('roulette', 'idle');
      await ui.see(css('p, div, span', { text: en('lucky.loginToSpin') }));
      await ui.tap(css('.spin-button'));
      await ui.expectText(alertDialog, en('acct_LoginFirst'));
      await ui.expectCount(within(alertDialog, role('button')), 1);
      await ui.expectCount(within(alertDialog, role('button', 'Cancel', { exact: true })), 0);
    },
  },
  {
    name: 'visitor: contact',
    async run(ui) {
      const { support } = builtJson<{ support: { email: string; phone: string } }>(
        'static/en-vn/settings.json',
      );
      await ui.open('/m/en-vn/contactus');
      const hotline = role('link', pattern(new RegExp(`Hotline ${support.phone.replaceAll(' ', '.')}`)));
      await ui.expectAttribute(hotline, 'href', `tel:${support.phone.replace(/[^\d+]/g, '')}`);
      await ui.expectAttribute(
        role('link', pattern(new RegExp(`Email ${support.email}`))),
        'href',
        `mailto:${support.email}`,
      );
      await ui.tap(role('button', 'Live chat', { exact: true }));
      const chat = within(role('dialog', 'Live chat'), css('iframe'));
      await ui.see(chat);
      assert.match((await ui.attribute(chat, 'src')) ?? '', /\/m\/livechat-demo\.html$/);
    },
  },
  {
    name: 'visitor: maintenance, then in Vietnamese',
    async run(ui) {
      const { support } = builtJson<{ support: { email: string } }>('static/en-vn/settings.json');
      await ui.open('/m/en-vn/maintenance');
      await ui.see(role('heading', 'Under maintenance', { level: 1, exact: true }));
      await ui.expectAttribute(
        role('link', pattern(new RegExp(`Email ${support.email}`))),
        'href',
        `mailto:${support.email}`,
      );
      await ui.see(role('button', 'Live chat', { exact: true }));
      await ui.select(label('Language and region'), 'vi-vn');
      await ui.waitForPath('/m/vi-vn/maintenance');
      await ui.see(role('heading', 'Đang bảo trì', { level: 1, exact: true }));
    },
  },
  {
    name: 'visitor: the language changes to Vietnamese',
    async run(ui) {
      const vi = builtJson<Record<string, string>>('locales/vi.json');
      await ui.open('/m/en-vn/home');
      await ui.expectAttribute(css('html'), 'lang', 'en-US');
      await ui.tap(role('button', 'Open menu', { exact: true }));
      const select = within(role('dialog', 'Menu', { exact: true }), label('Language and region'));
      await ui.expectValue(select, 'en-vn');
      await ui.select(select, 'vi-vn');
      await ui.waitForPath('/m/vi-vn/home');
      await ui.expectAttribute(css('html'), 'lang', 'vi-VN');
      await ui.expectCookie('area', 'vi-vn');
      await ui.expectCookie('language', 'vi-VN');
      const menu = role('navigation', vi['menu.label']!);
      for (const key of ['menu.home', 'menu.deposit', 'menu.account', 'menu.promotion'])
        await ui.see(within(menu, role('link', vi[key]!, { exact: true })));
    },
  },
  {
    name: 'member: log in, deposit, transfer to a provider and back, all in to main, log out',
    async run(ui) {
      const member = await loggedInMemberWith1000(ui);

      await ui.open('/m/en-vn/bank/deposit');
      await ui.tap(label('Bank transfer'));
      await ui.fill(amount, '60');
      await ui.tap(role('button', 'Deposit', { exact: true }));
      await ui.expectText(alertDialog, en('wallet_Success'));
      await dismiss(ui);
      assert.equal((await setMember(ui.base, member.loginId))['-'], '1060');

      await ui.open('/m/en-vn/bank/transfer');
      await ui.expectState('wallet', 'ready');
      await ui.expectText(mainBalance, '1,060');
      await ui.select(css('select[name="toProvider"]'), 'SBO');
      await ui.fill(amount, '120.5');
      await ui.tap(role('button', 'Transfer', { exact: true }));
      await ui.expectText(alertDialog, en('wallet_Success'));
      await dismiss(ui);
      await ui.expectText(mainBalance, '939.5');
      assert.deepEqual(
        Object.entries(await setMember(ui.base, member.loginId)).filter(([id]) => id === '-' || id === 'SBO'),
        [
          ['-', '939.5'],
          ['SBO', '120.5'],
        ],
      );

      // And back: SBO to main.
      await ui.select(css('select[name="fromProvider"]'), 'SBO');
      await ui.select(css('select[name="toProvider"]'), '-');
      await ui.fill(amount, '20.5');
      await afterThrottle(ui);
      await ui.tap(role('button', 'Transfer', { exact: true }));
      await ui.expectText(alertDialog, en('wallet_Success'));
      await dismiss(ui);
      await ui.expectText(mainBalance, '960');
      assert.equal((await setMember(ui.base, member.loginId)).SBO, '100');

      // All in to main: the 100 left on SBO and 12.5 put on EVO come back.
      await setMember(ui.base, member.loginId, { balances: { EVO: '12.5' } });
      await ui.open('/m/en-vn/bank/transfer');
      await ui.expectState('wallet', 'ready');
      await ui.tap(role('button', en('wallet.allInToMain')));
      await ui.expectText(mainBalance, '1,072.5');
      await ui.expectState('allInToMain', 'idle');
      const after = await setMember(ui.base, member.loginId);
      assert.deepEqual([after['-'], after.SBO, after.EVO], ['1072.5', '0', '0']);

      await ui.open('/m/en-vn/account');
      await ui.tap(within(role('main'), role('button', en('account.logout'))));
      await ui.waitForPath('/m/en-vn/home');
      await ui.expectCookie('sessionId', undefined);
      await ui.expectCookie('token', undefined);
    },
  },
  {
    name: 'member: add a bank account (login password first), then withdraw',
    async run(ui) {
      const member = await loggedInMemberWith1000(ui);
      await ui.open('/m/en-vn/bank/withdraw');
      await ui.tap(role('link', en('withdraw.addBank')));
      await ui.waitForPath('/m/en-vn/account/bankinfo');
      await ui.expectState('addBank', 'editing');
      await ui.select(css('[name="bankId"]'), 'TCB');
      await ui.fill(css('[name="bankAccNo"]'), '190312345678');
      await ui.fill(css('[name="bankAddress"]'), '1 Trang Tien, Hoan Kiem, Ha Noi');
      await ui.select(css('[name="provinceCode"]'), 'HCM');
      await ui.select(css('[name="cityCode"]'), 'Q1');
      await ui.tap(role('button', en('bankinfo.submit')));
      await ui.expectFocused(within(role('group', en('reauth.title')), label(en('reauth.password'))));
      await reauthenticate(ui, member.password);
      await ui.expectText(alertDialog, en('acct_bankAccount_automaticVerified'));
      await dismiss(ui);
      const list = role('list', en('bankinfo.myBanks'));
      await ui.expectText(list, 'Techcombank');
      await ui.expectText(list, '•••• 5678');

      await ui.open('/m/en-vn/bank/withdraw');
      await ui.expectState('withdraw', 'editing');
      const banks = await ui.options(css('select[name="memberBankId"]'));
      assert.ok(
        banks.some((b) => b.includes('Techcombank')),
        banks.join(),
      );
      await ui.fill(amount, '300.5');
      await ui.tap(role('button', 'Withdraw', { exact: true }));
      await ui.expectText(alertDialog, en('wallet_Success'), 15_000);
      await dismiss(ui);
      await ui.expectText(mainBalance, '699.5');
      assert.equal((await setMember(ui.base, member.loginId))['-'], '699.5');
    },
  },
  {
    name: 'member: change a provider password (login password first)',
    async run(ui) {
      const member = await registerMember(ui.base);
      await loginViaUi(ui, member);
      await ui.open('/m/en-vn/account/changepwd');
      await ui.expectState('changePassword', 'editing');
      const upper = member.loginId.toUpperCase();
      await ui.expectText(testId('provider-acct-id'), `SBO${upper}01`);
      await ui.fill(css('input[name="newPwd"]'), 'abc123');
      await ui.fill(css('input[name="confirmPwd"]'), 'abc123');
      await ui.tap(role('button', en('pwd.submit')));
      await reauthenticate(ui, member.password);
      await ui.expectState('changePassword', 'changed');
      await ui.expectText(testId('provider-acct-id'), `SBO${upper}02`);
    },
  },
  {
    name: 'member: spin the roulette to its result',
    async run(ui) {
      const member = await registerMember(ui.base);
      await setRoulette(ui.base, member.loginId, { spinCount: 3, rouletteIsSpin: true, nextRewardId: 'rw1' });
      await loginViaUi(ui, member);
      await ui.open('/m/en-vn/lucky-draw');
      await ui.expectState('roulette', 'idle');
      await ui.see(css('p, div, span', { text: '3 spins left' }));
      const prize = await ui.text(css('[data-reward="rw1"] title'));
      await ui.tap(css('.spin-button'));
      // Real time: two rotations of the wheel a segment every 500 ms, then on to the prize.
      await ui.expectState('roulette', 'landed', 20_000);
      const won = role('dialog', en('lucky.youWon'));
      await ui.expectText(won, prize, 5_000);
      await ui.expectText(won, '2 spins left');
      await ui.tap(within(won, role('button', 'OK', { exact: true })));
      await ui.expectState('roulette', 'idle');
    },
  },
  {
    name: 'iOS app channel: X-Device ipa, no download banner, fingerprint login',
    async run(ui) {
      await ui.engine.serveConfig((host) => ({ iosAppHost: host }));
      const member = await registerMember(ui.base);
      // The app asks a visitor to log in before home (spec §2).
      await ui.open('/m/en-vn/home');
      await ui.waitForPath('/m/en-vn/member/login');
      await ui.expectState('deviceChannel', 'iosApp');
      await ui.expectCount(css('.download-banner'), 0);
      await loginViaUi(ui, member);
      await ui.see(role('navigation', en('menu.label')));
      await ui.expectCount(css('.download-banner'), 0);
      const token = (await ui.cookie('token')) ?? '';
      const seen = await ui.until(
        "the server to see the member's calls",
        () => requestsOf(ui.base, token),
        (calls) => calls.length > 0,
      );
      assert.deepEqual([...new Set(seen.map((c) => c.headers['x-device']))], ['ipa']);
      await ui.open('/m/en-vn/fingerprint-login');
      await ui.expectState('fingerprintLogin', 'unavailable');
      assert.equal(await ui.path(), '/m/en-vn/fingerprint-login');
      await ui.see(role('link', en('fingerprint.usePassword')));
    },
  },
  untrustedInput('the corpus in promotion HTML runs nothing', async (ui) => {
    await ui.engine.answerOnce('/api/getpromotion', PROMOTIONS_OF_PAYLOADS);
    await ui.open('/m/en-vn/Promotion');
    // The page's own copy shows first and answers no tap until the server's promotions are in: on a busy
    // runner that read may take the call's whole timeout (20 s) before the page settles.
    await ui.expectState('promotions', 'ready', 25_000);
    const closed = css('#main [aria-expanded="false"]');
    await ui.see(closed);
    for (let i = 0; i <= HTML_PAYLOADS.length && (await ui.count(closed)) > 0; i++) await ui.tap(closed);
    await ui.expectCount(closed, 0);
    await ui.see(css('#main p', { text: `Offer ${HTML_PAYLOADS.length - 1}` }));
  }),
  untrustedInput('the corpus in notice HTML runs nothing', async (ui) => {
    await ui.engine.answerOnce('/api/getnotices', {
      noticeList: [
        { id: 'all', title: 'Everything at once', content: HTML_PAYLOADS.join('\n'), date: '2026-11-20' },
      ],
    });
    await ui.open('/m/en-vn/home');
    // The line scrolls without end: a member taps it as it moves.
    await ui.tap(role('button', pattern(/Everything at once/)), { force: true });
    await ui.see(role('dialog'));
  }),
  untrustedInput('the corpus in the information texts runs nothing', async (ui) => {
    // /api/getcmslist's HTML, and titles that would close a script element.
    await ui.engine.answerOnce('/api/getcmslist', {
      cmsList: [
        { cmsId: 'c1', cmsType: 'about', title: '</script><!--\u2028', content: HTML_PAYLOADS.join('\n') },
      ],
    });
    await ui.open('/m/en-vn/info');
    // As with the promotions: on a busy runner the read may take the call's whole timeout (20 s).
    await ui.expectState('staticContent', 'ready', 25_000);
    await ui.see(css('[role="tabpanel"][data-source="cms"]'));
  }),
];
