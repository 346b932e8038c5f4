/** Private windows (spec §9), read from the storage quota the browser grants. */

/** Spec §9: a storage quota below 120 million bytes means a private window. */
export const PRIVATE_MODE_QUOTA = 120_000_000;
export const isPrivateQuota = (quota: number | undefined) =>
  typeof quota === 'number' && Number.isFinite(quota) && quota < PRIVATE_MODE_QUOTA;

/** Whether this looks like a private window, where a login may not outlive the tab. */
export async function detectPrivateMode(): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return isPrivateQuota(estimate?.quota);
  } catch {
    return false;
  }
}
