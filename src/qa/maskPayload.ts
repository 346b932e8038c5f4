import { fieldOfEvent, maskField, SECRET_FIELD } from './trace';

/**
 * An event's payload as the QA timeline shows it: secrets masked (any field whose name says password, pwd,
 * token, key or card number, at any depth; and the `value` of an event that names one, as in
 * `PASSWORD_CHANGED` or `FIELD_CHANGED` with `field: 'password'`), personal values in shape only, as a
 * trace records them (`maskField`), errors as their name and message, actors and functions
 * named, long lists and deep objects cut, and the whole text kept short.
 */

const SECRET = new RegExp(`${SECRET_FIELD.source}|key`, 'i');
export const MASK = '•••';
const MAX_DEPTH = 4;
const MAX_ITEMS = 8;
const MAX_TEXT = 280;

function plain(value: unknown, depth: number, seen: WeakSet<object>, name = ''): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return 'ƒ';
    if (typeof value !== 'string') return value;
    const masked = maskField(name, value);
    return masked.length > 80 ? `${masked.slice(0, 77)}…` : masked;
  }
  if (seen.has(value)) return '(circular)';
  seen.add(value);
  if (value instanceof Error) return { error: value.name, message: value.message };
  if ('sessionId' in value && 'send' in value) return `actor ${String((value as { id?: unknown }).id)}`;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => plain(item, depth + 1, seen, name));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    out[name] =
      SECRET.test(name) && field !== null && field !== undefined && field !== ''
        ? MASK
        : plain(field, depth + 1, seen, name);
  }
  return out;
}

/** The payload of an event (everything but its type), masked, as one short line of JSON; '' when none. */
export function maskedPayload(event: { type: string }): string {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  if (Object.values(payload).every((v) => v === undefined)) return '';
  const named = [type, payload.field, payload.name].some((n) => typeof n === 'string' && SECRET.test(n));
  if (named && 'value' in payload && payload.value !== '') payload.value = MASK;
  // The value of an event about a personal field (`FIELD_CHANGED` of `bankAccNo`) is that field's.
  else if (typeof payload.value === 'string')
    payload.value = maskField(fieldOfEvent(event as Record<string, unknown>), payload.value);
  const text = JSON.stringify(plain(payload, 0, new WeakSet())) ?? '';
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
