import type { ScreenViews } from '../../../src/routes/routeTable';

/** The views of this feature's screens, by the route table's key: each loaded when its screen first opens. */
export const moneyScreens = {
  deposit: { view: () => import('./BankView'), viewExport: 'Deposit' },
  withdraw: { view: () => import('./BankView'), viewExport: 'Withdraw' },
  transfer: { view: () => import('./BankView'), viewExport: 'Transfer' },
  history: { view: () => import('./BankView'), viewExport: 'History' },
  quickpay: { view: () => import('./QuickpayView') },
} satisfies ScreenViews;
