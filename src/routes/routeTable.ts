/**
 * Every screen of contract §1 with its guard and its place in the shell. The router is built from this
 * table, and the guard rules are plain functions, so they are tested without a browser.
 */

export type Guard =
  /** Anyone. */
  | 'open'
  /** Visitors go to JoinNow (account and bank paths). */
  | 'memberOrJoin'
  /** Visitors go to the login page. */
  | 'memberOrLogin'
  /** Visitors in the apps go to the login page; the web is open (home). */
  | 'memberInApps'
  /** Only in the Android and iOS apps; elsewhere home. */
  | 'appsOnly';

export interface ScreenDef {
  /** The canonical path below `/m/{area}/`, with the spec's capitals. */
  path: string;
  guard: Guard;
  /** The translation key stem: `route.{key}.title`, `route.{key}.description`. */
  key: string;
  /** Top-level screens show the side-menu button; others a back button. */
  topLevel?: boolean;
  /** Static notices without the app chrome, rendered even when the API is down. */
  bare?: boolean;
}

export const SCREENS: ScreenDef[] = [
  { path: 'home', guard: 'memberInApps', key: 'home', topLevel: true },
  { path: 'member/login', guard: 'open', key: 'login' },
  { path: 'JoinNow', guard: 'open', key: 'joinNow' },
  { path: 'Games', guard: 'open', key: 'games', topLevel: true },
  { path: 'Games/game', guard: 'open', key: 'game' },
  { path: 'account', guard: 'memberOrJoin', key: 'account', topLevel: true },
  { path: 'account/userinfo', guard: 'memberOrJoin', key: 'userInfo' },
  { path: 'account/myvip', guard: 'memberOrJoin', key: 'myVip' },
  { path: 'account/referral', guard: 'memberOrJoin', key: 'referral' },
  { path: 'account/bankinfo', guard: 'memberOrJoin', key: 'bankInfo' },
  { path: 'account/changepwd', guard: 'memberOrJoin', key: 'changePwd' },
  { path: 'bank/deposit', guard: 'memberOrJoin', key: 'deposit' },
  { path: 'bank/withdraw', guard: 'memberOrJoin', key: 'withdraw' },
  { path: 'bank/transfer', guard: 'memberOrJoin', key: 'transfer' },
  { path: 'bank/history', guard: 'memberOrJoin', key: 'history' },
  { path: 'bank/quickpay', guard: 'memberOrJoin', key: 'quickpay' },
  { path: 'membersetting', guard: 'memberOrLogin', key: 'memberSetting' },
  { path: 'Sportbook', guard: 'open', key: 'sportbook', topLevel: true },
  { path: 'Esport', guard: 'open', key: 'esport', topLevel: true },
  { path: 'Vsport', guard: 'open', key: 'vsport', topLevel: true },
  { path: 'Promotion', guard: 'open', key: 'promotion', topLevel: true },
  { path: 'contactus', guard: 'open', key: 'contactUs' },
  { path: 'maintenance', guard: 'open', key: 'maintenance', bare: true },
  { path: 'restrict', guard: 'open', key: 'restrict', bare: true },
  { path: 'info', guard: 'open', key: 'info' },
  { path: 'lucky-draw', guard: 'open', key: 'luckyDraw', topLevel: true },
  { path: 'fingerprint-login', guard: 'appsOnly', key: 'fingerprintLogin' },
];

export interface GuardFacts {
  loggedIn: boolean;
  inApp: boolean;
}

/** The screen a visitor is sent to instead, or null to let them in. */
export function redirectFor(guard: Guard, facts: GuardFacts): string | null {
  switch (guard) {
    case 'open':
      return null;
    case 'memberOrJoin':
      return facts.loggedIn ? null : 'JoinNow';
    case 'memberOrLogin':
      return facts.loggedIn ? null : 'member/login';
    case 'memberInApps':
      return facts.loggedIn || !facts.inApp ? null : 'member/login';
    case 'appsOnly':
      return facts.inApp ? null : 'home';
  }
}

/** The canonical screen for a path below the area, matched without regard to case. */
export function findScreen(path: string): ScreenDef | undefined {
  const lower = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  return SCREENS.find((s) => s.path.toLowerCase() === lower);
}

/** `/m/{area}/{path}`. */
export const screenUrl = (area: string, path: string) => `/m/${area}/${path}`;
