import { addBankUi } from './addBank.ui';
import { allInToMainUi } from './allInToMain.ui';
import { changePasswordUi } from './changePassword.ui';
import { confirmDialogQuestionUi, confirmDialogUi } from './confirmDialog.ui';
import { depositUi, quickpayUi } from './deposit.ui';
import {
  deviceChannelAndroidUi,
  deviceChannelIosHostUi,
  deviceChannelStandaloneUi,
  deviceChannelUi,
} from './deviceChannel.ui';
import { fingerprintLoginUi } from './fingerprintLogin.ui';
import { hostFailoverMirrorUi, hostFailoverUi } from './hostFailover.ui';
import { loginHandoverSessionUi, loginHandoverUi, loginResumeUi, loginUi } from './login.ui';
import { reauthUi } from './reauth.ui';
import { registrationUi } from './registration.ui';
import { rouletteUi, rouletteVisitorUi } from './roulette.ui';
import type { UiModel } from './runner';
import { sessionAppUi, sessionHandoverSessionUi, sessionHandoverUi, sessionUi } from './session.ui';
import { transferUi } from './transfer.ui';
import { withdrawUi } from './withdraw.ui';

/** The machines the UI model suite drives, with their tables, by machine id. */
// biome-ignore lint/suspicious/noExplicitAny: a table per machine, each typed against its own machine.
export const uiModels: UiModel<any>[] = [
  transferUi,
  allInToMainUi,
  withdrawUi,
  loginUi,
  loginResumeUi,
  loginHandoverUi,
  loginHandoverSessionUi,
  fingerprintLoginUi,
  confirmDialogUi,
  confirmDialogQuestionUi,
  changePasswordUi,
  addBankUi,
  reauthUi,
  hostFailoverUi,
  hostFailoverMirrorUi,
  depositUi,
  quickpayUi,
  rouletteUi,
  rouletteVisitorUi,
  registrationUi,
  deviceChannelUi,
  deviceChannelAndroidUi,
  deviceChannelIosHostUi,
  deviceChannelStandaloneUi,
  sessionUi,
  sessionHandoverUi,
  sessionHandoverSessionUi,
  sessionAppUi,
];

export const uiModelOf = (machineId: string) => uiModels.find((ui) => ui.machine.id === machineId);
