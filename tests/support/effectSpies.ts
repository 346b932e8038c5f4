import { vi } from 'vitest';
import type { ErrorEffects } from '../../src/api/dispatcher';

/** The dispatcher's effects as spies: every alert is answered OK; the account currency is `currency`. */
export function effectSpies(currency = 'VND') {
  return {
    alert: vi.fn(
      (_request: Parameters<ErrorEffects['alert']>[0]): ReturnType<ErrorEffects['alert']> =>
        Promise.resolve('ok'),
    ),
    goToMaintenance: vi.fn(),
    networkFailed: vi.fn(),
    serverReached: vi.fn(),
    endSession: vi.fn(),
    restrict: vi.fn(),
    reload: vi.fn(),
    openDownload: vi.fn(),
    currency: () => currency,
    locale: () => 'en-US',
  } satisfies ErrorEffects;
}
