import type { ReplyName } from './schemas';

/**
 * Which feature's schema module holds each endpoint's reply schema (`replies/*.ts`): the client loads that
 * module with the endpoint's first call, so the home page never loads the wallet's schemas (issue 12
 * item 6). A test checks this table against the modules.
 */
export type ReplyGroup = 'start' | 'account' | 'wallet' | 'rewards';

export const REPLY_GROUP: Readonly<Record<ReplyName, ReplyGroup>> = {
  login: 'start',
  logout: 'start',
  forgotPassword: 'start',
  getNotices: 'start',
  getLoginFrom: 'start',
  fromLogin: 'start',
  getLoginInfo: 'start',
  sessionLogin: 'start',
  checkLoginId: 'start',
  joinNowCreate: 'start',
  checkAccountInfo: 'start',
  getCmsList: 'start',
  getIp: 'start',
  gameStart: 'start',
  getGameUrl: 'start',
  getPromotion: 'start',
  changePassword: 'account',
  getChangePasswordProvider: 'account',
  getMemberBank: 'account',
  getMemberInfo: 'account',
  checkPassword: 'account',
  getBankList: 'account',
  addMemberBank: 'account',
  affUrlJson: 'account',
  userShareJson: 'account',
  deposit: 'wallet',
  getBalance: 'wallet',
  getDepositInfo: 'wallet',
  getWithdrawInfo: 'wallet',
  withdraw: 'wallet',
  quickpay: 'wallet',
  getHistoryRecord: 'wallet',
  getAllBalance: 'wallet',
  getTransferInfo: 'wallet',
  allInTransfer: 'wallet',
  checkAllInToMainWalletInfo: 'wallet',
  transfer: 'wallet',
  getInstantRebateInfo: 'wallet',
  rebateTransfer: 'wallet',
  getRouletteInfo: 'rewards',
  spinRoulette: 'rewards',
  getRewardMission: 'rewards',
  claimRewardMission: 'rewards',
  getRedEnvelopeInfo: 'rewards',
  claimRedEnvelope: 'rewards',
};
