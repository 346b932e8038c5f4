/**
 * The oldest build allowed to run: `config.json` `minBuild`, a version `1.20.0`, against
 * the running build's, compiled in from `package.json` `version`. A page of an older build (kept open, or
 * served from the service worker's cache) drops the worker and reloads onto what the server now sends: a
 * broken or unsafe release can be retired at once. Once per value per tab: if the reload still brings an
 * older build (the deployment is not done), the page runs and says so on the console rather than loop.
 */

/** The running build, `package.json` `version` at build time (`vite.config.ts`); `0.0.0` in tests. */
export const RUNNING_BUILD: string = import.meta.env.APP_VERSION ?? '0.0.0';

const parts = (version: string) => version.split('.').map((n) => Number.parseInt(n, 10) || 0);

/** Whether `running` is older than `minimum` (both `major.minor.patch`, missing parts are 0). */
export function isOlderBuild(running: string, minimum: string): boolean {
  const a = parts(running);
  const b = parts(minimum);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

export interface ReloadEffects {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Drops the service worker so the reload reaches the server. */
  dropWorker(): Promise<void>;
  reload(): void;
  log(message: string): void;
}

const KEY = 'minBuildReload';

const browserEffects = (): ReloadEffects => ({
  storage: sessionStorage,
  async dropWorker() {
    const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
  },
  reload: () => location.reload(),
  log: (message) => console.error(message),
});

/** Reloads when the running build is older than `minBuild`: true when the page is going away. */
export async function enforceMinBuild(
  minBuild: string,
  running: string = RUNNING_BUILD,
  effects: ReloadEffects = browserEffects(),
): Promise<boolean> {
  if (!minBuild || !isOlderBuild(running, minBuild)) return false;
  if (effects.storage.getItem(KEY) === minBuild) {
    effects.log(
      `This build (${running}) is older than minBuild ${minBuild}, and a reload did not bring a newer one.`,
    );
    return false;
  }
  effects.storage.setItem(KEY, minBuild);
  await effects.dropWorker().catch(() => undefined);
  effects.reload();
  return true;
}
