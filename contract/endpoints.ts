import { endpointsOf, type Sid } from './endpoint';
import type { BalanceRequest, NoticesRequest } from './types';

const ep = endpointsOf(() => import('./replies/start'));

/**
 * The kernel's own calls (spec §7): what its machines and flows make, the notices, the visitor's IP and
 * the app-wide wallet's balances. Each feature writes its calls in its own `contract/endpoints.ts`.
 */
export const kernelEndpoints = {
  // Notices are secondary on every screen that shows them: a refusal shows no dialog.
  getNotices: ep<Omit<NoticesRequest, 'sid'>>(
    '/api/getnotices',
    { lang: 'text', isMobile: 'flag', postUrl: 'text' },
    { sid: true, silent: true, read: true },
  ),
  getBalance: ep<Omit<BalanceRequest, 'sid'>>(
    '/api/getbalance',
    { providerId: 'text' },
    { sid: true, read: true },
  ),
  getAllBalance: ep<Sid>('/api/getallbalance', {}, { sid: true, read: true }),
  getTransferInfo: ep<Sid>('/api/gettransferinfo', {}, { sid: true, read: true }),
  getIp: ep<Record<string, never>>('/api/getip', {}, { read: true }),
};
