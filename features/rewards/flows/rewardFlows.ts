import { fromPromise } from 'xstate';
import { callsOf } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { readSession } from '../../../src/platform/cookies';
import { accountCurrency } from '../../../src/platform/storage';
import { rewardsEndpoints } from '../contract/endpoints';
import { redEnvelopeMachine } from '../machines/redEnvelope';
import { rewardMissionsMachine } from '../machines/rewardMissions';
import { rouletteMachine } from '../machines/roulette';

/** The lucky-draw machines with their effects. */

export function rouletteLogic(runtime: Runtime) {
  const api = callsOf(runtime, rewardsEndpoints);
  return rouletteMachine.provide({
    actors: {
      // The account currency, or the area's currency for a visitor.
      loadInfo: fromPromise(async () =>
        api.getRouletteInfo({
          sid: readSession()?.sessionId ?? '',
          currency: accountCurrency(runtime.navigator.currentArea()),
        }),
      ),
      spin: fromPromise(async () => api.spinRoulette({})),
    },
    actions: {
      // Spec §5: no cancel button; its one button is "Log in", to the login page and back to the wheel.
      askToLogIn: () =>
        void runtime
          .ask({ message: 'acct_LoginFirst', showCancel: false, confirmLabel: 'logIn' })
          .then((answer) => {
            if (answer !== 'ok') return;
            const back = `${location.pathname}${location.search}`;
            runtime.navigator.toScreen('member/login', { search: { redirect: back } });
          }),
    },
  });
}

export function rewardMissionsLogic(runtime: Runtime) {
  const api = callsOf(runtime, rewardsEndpoints);
  return rewardMissionsMachine.provide({
    actors: {
      loadMissions: fromPromise(async () => api.getRewardMission({})),
      claim: fromPromise(async ({ input }) => api.claimRewardMission(input)),
    },
    actions: { announceSuccess: () => void runtime.ask({ message: 'wallet_Success', icon: 'check' }) },
  });
}

export function redEnvelopeLogic(runtime: Runtime) {
  const api = callsOf(runtime, rewardsEndpoints);
  return redEnvelopeMachine.provide({
    actors: {
      loadEnvelope: fromPromise(async () => api.getRedEnvelopeInfo({})),
      claim: fromPromise(async ({ input }) => api.claimRedEnvelope(input)),
    },
  });
}
