import type { ScreenViews } from '../../../src/routes/routeTable';

/** The views of this feature's screens, by the route table's key: each loaded when its screen first opens. */
export const accountScreens = {
  login: { view: () => import('./LoginView') },
  joinNow: { view: () => import('./JoinNowView') },
  account: { view: () => import('./AccountView') },
  userInfo: { view: () => import('./UserInfoView') },
  myVip: { view: () => import('./MyVipView') },
  referral: { view: () => import('./ReferralView') },
  bankInfo: { view: () => import('./BankInfoView') },
  changePwd: { view: () => import('./ChangePwdView') },
  memberSetting: { view: () => import('./MemberSettingView') },
  fingerprintLogin: { view: () => import('./FingerprintLoginView') },
} satisfies ScreenViews;
