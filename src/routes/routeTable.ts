import type { Formatting } from '../../domain/formatters';

/**
 * Every screen of contract §1 with its guard and its place in the shell: the paths everything links by.
 * The router is built from this table and the views' registry (`src/app/screenViews.ts`); the table itself
 * names no view, so anything may link by it. The guard rules are plain functions, tested without a browser.
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
  /** A tab of the bank area's layout (its tab row follows the table's order). */
  bankTab?: boolean;
  /** The query parameters the screen reads; its route validates them (`src/routes/search.ts`). */
  search?: readonly ScreenSearchKey[];
  /**
   * What the screen's first render formats (amounts, dates, the wheel's labels): those formatters are made
   * while the page starts (`formatterWarmUp`); a screen that formats nothing leaves them to a later one.
   */
  formats?: readonly Formatting[];
}

/** Query parameters a screen may read, besides `ref`, `tag` and `qa`, which every page accepts. */
export type ScreenSearchKey = 'redirect' | 'loginKey' | 'gurl' | 'section';

export const SCREENS = [
  {
    path: 'home',
    guard: 'memberInApps',
    key: 'home',
    topLevel: true,
  },
  {
    path: 'member/login',
    guard: 'open',
    key: 'login',
    search: ['redirect', 'loginKey'],
  },
  { path: 'JoinNow', guard: 'open', key: 'joinNow' },
  { path: 'Games', guard: 'open', key: 'games', topLevel: true },
  {
    path: 'Games/game',
    guard: 'open',
    key: 'game',
    search: ['gurl'],
  },
  {
    path: 'account',
    formats: ['amounts'],
    guard: 'memberOrJoin',
    key: 'account',
    topLevel: true,
  },
  {
    path: 'account/userinfo',
    formats: ['dates'],
    guard: 'memberOrJoin',
    key: 'userInfo',
  },
  { path: 'account/myvip', guard: 'memberOrJoin', key: 'myVip' },
  {
    path: 'account/referral',
    guard: 'memberOrJoin',
    key: 'referral',
  },
  {
    path: 'account/bankinfo',
    guard: 'memberOrJoin',
    key: 'bankInfo',
  },
  {
    path: 'account/changepwd',
    guard: 'memberOrJoin',
    key: 'changePwd',
  },
  {
    path: 'bank/deposit',
    formats: ['amounts'],
    guard: 'memberOrJoin',
    key: 'deposit',
    bankTab: true,
  },
  {
    path: 'bank/withdraw',
    formats: ['amounts'],
    guard: 'memberOrJoin',
    key: 'withdraw',
    bankTab: true,
  },
  {
    path: 'bank/transfer',
    formats: ['amounts'],
    guard: 'memberOrJoin',
    key: 'transfer',
    bankTab: true,
  },
  {
    path: 'bank/history',
    formats: ['amounts', 'dates'],
    guard: 'memberOrJoin',
    key: 'history',
    bankTab: true,
  },
  {
    path: 'bank/quickpay',
    guard: 'memberOrJoin',
    key: 'quickpay',
  },
  {
    path: 'membersetting',
    guard: 'memberOrLogin',
    key: 'memberSetting',
  },
  {
    path: 'Sportbook',
    guard: 'open',
    key: 'sportbook',
    topLevel: true,
  },
  {
    path: 'Esport',
    guard: 'open',
    key: 'esport',
    topLevel: true,
  },
  {
    path: 'Vsport',
    guard: 'open',
    key: 'vsport',
    topLevel: true,
  },
  {
    path: 'Promotion',
    guard: 'open',
    key: 'promotion',
    topLevel: true,
  },
  { path: 'contactus', guard: 'open', key: 'contactUs' },
  {
    path: 'maintenance',
    guard: 'open',
    key: 'maintenance',
    bare: true,
  },
  {
    path: 'restrict',
    guard: 'open',
    key: 'restrict',
    bare: true,
  },
  { path: 'info', guard: 'open', key: 'info', search: ['section'] },
  {
    path: 'lucky-draw',
    formats: ['amounts', 'dates', 'words'],
    guard: 'open',
    key: 'luckyDraw',
    topLevel: true,
  },
  {
    path: 'fingerprint-login',
    guard: 'appsOnly',
    key: 'fingerprintLogin',
  },
] as const satisfies readonly ScreenDef[];

export type Screen = ScreenDef & (typeof SCREENS)[number];

/** A screen's view: its module, loaded when the screen is first opened, and the export when not the default. */
export interface ScreenView {
  view: () => Promise<Record<string, unknown>>;
  viewExport?: string;
}
/** Views by screen key: each feature lists its own (`features/{feature}/views/screens.ts`). */
export type ScreenViews = Partial<Record<ScreenKey, ScreenView>>;
/** Every canonical path below the area: a link to anything else is a type error. */
export type ScreenPath = Screen['path'];
/** Every screen's key: the stem of its texts (`route.{key}.title`). */
export type ScreenKey = Screen['key'];
/** The router's path of a screen, `/$area/{path}`, for `<Link to=… params={{ area }}>`. */
export type ScreenTo<P extends ScreenPath = ScreenPath> = `/$area/${P}`;

/** `/$area/{path}` of a screen: a typed link target built from the table. */
export const screenTo = <P extends ScreenPath>(path: P): ScreenTo<P> => `/$area/${path}`;

/** `/m/{area}/{path}`: a screen's address outside the router (a link shared with others). */
export const screenHref = (area: string, path: ScreenPath) => `/m/${area}/${path}`;

export type BankTab = Extract<Screen, { bankTab: true }>;
/** The bank area's tabs (Deposit, Withdraw, Transfer, History), in the table's order. */
export const BANK_TABS = SCREENS.filter((s): s is BankTab => 'bankTab' in s);

export interface GuardFacts {
  loggedIn: boolean;
  inApp: boolean;
}

/** The screen a visitor is sent to instead, or null to let them in. */
export function redirectFor(guard: Guard, facts: GuardFacts): ScreenPath | null {
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
export function findScreen(path: string): Screen | undefined {
  const lower = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  return SCREENS.find((s) => s.path.toLowerCase() === lower);
}

/** The link target of a path from static content: its screen, matched like the router does, else home. */
export const screenToOf = (path: string): ScreenTo => screenTo(findScreen(path)?.path ?? 'home');
