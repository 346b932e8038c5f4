/**
 * The secret the test servers start with (`DEMO_HOOKS`) and every test request carries (`X-Demo-Secret`):
 * the demo switches answer only requests that carry it (contract §10). The one place it is written.
 */
export const DEMO_SECRET = 'e2e-demo-switches-secret';

/** The header that opens the demo switches, alone or with the demo levers given. */
export const demoHeaders = (levers: Record<string, string> = {}) => ({
  ...levers,
  'X-Demo-Secret': DEMO_SECRET,
});
