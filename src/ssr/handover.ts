/**
 * What a pre-rendered page hands over to the browser's app: its controls, disabled until the app runs, and
 * the static files its first screen was rendered with.
 *
 * A pre-rendered page's controls are disabled in its static markup (`build/prerender.ts`): without script a
 * button does nothing and a form would send its fields in a GET query. Each carries this mark beside its
 * `disabled`, so the browser can give the controls back to React exactly as it rendered them, just before
 * hydrating, and React finds the markup it would write.
 */
export const STATIC_CONTROL = 'data-static-control';

/** The static markup's controls as the app renders them: enabled, unmarked. Before `hydrateRoot`. */
export function restoreStaticControls(root: ParentNode): void {
  for (const control of root.querySelectorAll(`[${STATIC_CONTROL}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(STATIC_CONTROL);
  }
}

/** The id of a pre-rendered page's `<script type="application/json">` with its first screen's files. */
export const FIRST_SCREEN_ID = 'first-screen-files';

/** The files a pre-rendered page carries, or null (none, or not JSON). */
export function readFirstScreenFiles(document: Document): unknown {
  const text = document.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
