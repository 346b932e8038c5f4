/**
 * An event's payload as the QA timeline shows it: secrets masked (any field whose name says password, pwd,
 * token, key or card number, at any depth; and the `value` of an event that names one, as in
 * `PASSWORD_CHANGED` or `FIELD_CHANGED` with `field: 'password'`), errors as their name and message, actors
 * and functions named, long lists and deep objects cut, and the whole text kept short.
 */

const SECRET = /password|pwd|token|key|cardno/i;
export const MASK = '•••';
const MAX_DEPTH = 4;
const MAX_ITEMS = 8;
const MAX_TEXT = 280;

function plain(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return 'ƒ';
    if (typeof value === 'string' && value.length > 80) return `${value.slice(0, 77)}…`;
    return value;
  }
  if (seen.has(value)) return '(circular)';
  seen.add(value);
  if (value instanceof Error) return { error: value.name, message: value.message };
  if ('sessionId' in value && 'send' in value) return `actor ${String((value as { id?: unknown }).id)}`;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => plain(item, depth + 1, seen));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    out[name] =
      SECRET.test(name) && field !== null && field !== undefined && field !== ''
        ? MASK
        : plain(field, depth + 1, seen);
  }
  return out;
}

/** The payload of an event (everything but its type), masked, as one short line of JSON; '' when none. */
export function maskedPayload(event: { type: string }): string {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  if (Object.values(payload).every((v) => v === undefined)) return '';
  const named = [type, payload.field, payload.name].some((n) => typeof n === 'string' && SECRET.test(n));
  if (named && 'value' in payload && payload.value !== '') payload.value = MASK;
  const text = JSON.stringify(plain(payload, 0, new WeakSet())) ?? '';
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
