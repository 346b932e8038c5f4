import { kernelEndpoints } from '../../contract/endpoints';
import { accountEndpoints } from '../../features/account/contract/endpoints';
import { contentEndpoints } from '../../features/content/contract/endpoints';
import { moneyEndpoints } from '../../features/money/contract/endpoints';
import { rewardsEndpoints } from '../../features/rewards/contract/endpoints';

/**
 * Every call the app makes (spec §7 and the two contract §4 adds), by the part that owns it: the kernel's,
 * then one line per feature, each written in its own `contract/endpoints.ts`. The client makes a caller for
 * each (`createRuntime`); the demo, the contract writer (`npm run api-contract`) and check-api read this.
 */
export const ENDPOINTS_BY_PART = {
  kernel: kernelEndpoints,
  account: accountEndpoints,
  content: contentEndpoints,
  money: moneyEndpoints,
  rewards: rewardsEndpoints,
} as const;

export type Endpoints = typeof kernelEndpoints &
  typeof accountEndpoints &
  typeof contentEndpoints &
  typeof moneyEndpoints &
  typeof rewardsEndpoints;
export type EndpointName = keyof Endpoints;

/** The whole table, one entry per call (`tests/endpointTable.test.ts`: each name and path once). */
export const ENDPOINTS: Endpoints = Object.assign({}, ...Object.values(ENDPOINTS_BY_PART));
