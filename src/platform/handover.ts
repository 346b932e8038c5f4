/**
 * What a pre-rendered page hands over to the browser's app: its controls, disabled until the app runs, and
 * the static files its first screen was rendered with.
 *
 * A pre-rendered page's controls are disabled in its static markup (`build/prerender.ts`): without script a
 * button does nothing and a form would send its fields in a GET query. Each carries this mark beside its
 * `disabled`, so the browser can give the controls back exactly as React rendered them before it hydrates
 * them (React leaves attributes as it finds them when it hydrates).
 */
export const STATIC_CONTROL = 'data-static-control';

/** The text fields handed to the app, whose typing before the app took them over is given to it then. */
let handedOver: (HTMLInputElement | HTMLTextAreaElement)[] = [];

/**
 * The static markup's controls as the app renders them (enabled, unmarked), just before `hydrateRoot`, so
 * React finds the markup it would write.
 */
export function restoreStaticControls(root: ParentNode): void {
  handedOver = [];
  for (const control of root.querySelectorAll(`[${STATIC_CONTROL}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(STATIC_CONTROL);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      handedOver.push(control);
  }
}

/**
 * The shell has hydrated: the page is the app's, and `#root[data-prerendered]` goes. React hydrates the
 * screen after its first commit; a value typed into a field meanwhile is in the field but not in the
 * flow, and the flow's next render would wipe it. Each such field's text is given to the app as typed.
 */
export function finishTakeover(root: HTMLElement | null): void {
  if (!root?.hasAttribute('data-prerendered')) return;
  root.removeAttribute('data-prerendered');
  for (const field of handedOver)
    if (field.isConnected && field.value !== field.defaultValue) replayTyping(field);
  handedOver = [];
}

/**
 * React notices a typed value by comparing the field's value with the one it last saw: it is told the
 * field's first value, the typed text is put back past it (the prototype's setter), and an `input` event
 * reaches the field's `onChange`.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
