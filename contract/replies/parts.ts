import * as v from 'valibot';
import { amountOfReply } from '../../domain/money';

/**
 * The pieces every reply schema is built of, and the one way a reply is checked. The schemas themselves
 * sit with the part whose calls they check (the kernel's in `start.ts`, a feature's in its `contract/`) and
 * load with that part's first call (`src/api/client.ts`).
 *
 * The shape of every reply's `data` (spec §3, contract §4, §8), checked where it enters: the API types in
 * `types.ts` are inferred from these, so the check and the type cannot drift apart. Field names are the
 * server's, spellings included. Unknown fields are dropped; what the reader forgives is below (`id` …
 * `withName`); amounts become exact decimal strings (see `amount`). This module loads with the
 * first call, not with the first screen (`client.ts`): the home page's budget.
 */

/**
 * A money amount: a decimal string, or a JSON number rounded to one fraction digit from its shortest
 * decimal form (`0.30000000000000004` → `"0.3"`); anything else is a mismatch, never NaN on screen.
 */
export const amount = v.pipe(
  v.union([v.string(), v.number()]),
  v.description('Money: a decimal string ("1250.5") or a JSON number, at most one fraction digit.'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const exact = amountOfReply(dataset.value);
    if (exact !== null) return exact;
    addIssue({ message: `not a decimal amount: ${JSON.stringify(dataset.value)}` });
    return NEVER;
  }),
);

/**
 * The tolerant reader (contract §9): a reply requires what its screen or flow needs and no
 * more. The spec names fields, not types, so the pieces below read what real servers send:
 *
 * - `id`: an id-like field (`…Id`, `id`, `groupId`, `rewardId`) as a string or an integer; read as a string.
 * - `count`, `flag`: a number or a numeric string; a boolean, 0/1 or `"0"`/`"1"`/`"true"`/`"false"`.
 * - `shown`: a field the spec does not name, only shown: text or a number, missing or null reads as `""`
 *   (the screen leaves it out or shows "—").
 * - `list`: a list the screen shows: it must be there (null reads as empty); `optionalList` for lists the
 *   spec does not name, which may also be left out.
 * - `kindOf`: a value of a small set; an unknown one (or none) reads as `'other'`, a neutral look.
 * - `withName`: a row whose display name may be left out; it falls back to the row's id.
 *
 * Money stays strict (`amount`). Unknown fields are dropped.
 */

/** An id: a string, or an integer sent as a JSON number; read as a string (`7` → `"7"`). */
export const id = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger())]),
  v.description('An id: a string, or an integer (read as its decimal string).'),
  v.transform(String),
);
/** An id the flow can do without: missing or null reads as `""`. */
export const optionalId = v.nullish(id, '');

/** A count: a finite number, or a numeric string (`"3"`); read as a number. */
export const count = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^\s*-?\d{1,15}(?:\.\d+)?\s*$/))]),
  v.description('A number, or a numeric string (read as a number).'),
  v.transform(Number),
);

/** A flag: a boolean, 0 or 1, or the strings `"0"`, `"1"`, `"true"`, `"false"`; read as a boolean. */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])]),
  v.description('A boolean, 0 or 1, or "0", "1", "true", "false" (read as a boolean).'),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A field the spec does not name, only shown: text or a number, missing or null reads as `""`. */
export const shown = v.nullish(
  v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite())]), v.transform(String)),
  '',
);

/** A list the screen shows: it must be there; null reads as empty. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullable(v.array(item), () => []);
/** A list the spec does not name: left out or null, it reads as empty. */
export const optionalList = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);

/**
 * A value of a small set: one of `options`, else (an unknown value, or none) `'other'`, which the screens
 * show in a neutral look rather than failing the reply.
 */
export const kindOf = <const O extends readonly [string, ...string[]]>(options: O) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.description(
        `One of ${options.map((o) => JSON.stringify(o)).join(', ')}; any other value reads as "other".`,
      ),
      v.transform((value): O[number] | 'other' =>
        options.includes(value as string) ? (value as O[number]) : 'other',
      ),
    ),
    'other',
  );

/**
 * An object whose display name the server may leave out: the name falls back to the id (a provider,
 * bank or payment method is then shown by its id, never as nothing).
 */
export function withName<E extends v.ObjectEntries>(entries: E, name: keyof E, id: keyof E) {
  const row = v.object(entries);
  type Row = v.InferOutput<typeof row>;
  return v.pipe(
    row,
    v.transform<Row, Row>((value) => ({
      ...value,
      [name]: value[name as keyof Row] || value[id as keyof Row],
    })),
  );
}

/** A reply whose data nobody reads (a confirmation): whatever came, null. */
export const nothing = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
export const text = v.string();
export const rouletteType = kindOf(['bonus', 'points']);

// Bank details appear in account and wallet replies alike.
export const bank = withName({ bankId: id, bankName: shown }, 'bankName', 'bankId');
export const region = withName({ code: id, name: shown }, 'name', 'code');
/**
 * A saved bank account (spec §3 names only `memberBankId`, the withdraw form's field): the rest is shown
 * when the server sends it.
 */
export const memberBank = v.object({
  memberBankId: id,
  bankId: optionalId,
  bankName: shown,
  bankAccNo: shown,
  bankAddress: shown,
  bankBranch: shown,
  verified: v.nullish(flag, false),
});

export type Decoded<T> = { ok: true; value: T } | { ok: false; detail: string };

/**
 * A reply's `data` checked against a schema: the value, or the first mismatch as a line for support staff
 * (`/api/getbanklist: provinceList — Invalid type: …`). Never throws.
 */
export function decodeWith<S extends v.GenericSchema>(
  schema: S,
  path: string,
  data: unknown,
): Decoded<v.InferOutput<S>> {
  try {
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: only the first issue is read; stopping there saves work
    const result = v.safeParse(schema, data, { abortEarly: true });
    if (result.success) return { ok: true, value: result.output };
    const [issue] = result.issues;
    const where = (issue && v.getDotPath(issue)) || 'data';
    // Stryker disable next-line OptionalChaining: a failed parse has at least one issue
    return { ok: false, detail: `${path}: ${where} — ${issue?.message ?? 'unexpected reply'}` };
  } catch (error) {
    return { ok: false, detail: `${path}: ${String(error)}` };
  }
}

/** The decoder of one feature's replies, by endpoint name. */
export const decoderOf =
  <R extends Record<string, v.GenericSchema>>(replies: R) =>
  (name: string, path: string, data: unknown): Decoded<unknown> =>
    name in replies ? decodeWith(replies[name]!, path, data) : { ok: false, detail: `${path}: no schema` };
