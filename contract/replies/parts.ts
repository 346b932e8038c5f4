import * as v from 'valibot';
import { amountOfReply } from '../../domain/money';

/**
 * The pieces every reply schema is built of, and the one way a reply is checked. The schemas themselves
 * sit by feature beside this file and load with the first call of their feature (`client.ts`, issue 12
 * item 6); `../schemas.ts` gathers them for the types and the tests.
 *
 * The shape of every reply's `data` (spec §3, contract §4, §8), checked where it enters: the API types in
 * `types.ts` are inferred from these, so the check and the type cannot drift apart. Field names are the
 * server's, spellings included. Unknown fields are dropped; a list the server may leave out (or send as
 * null) reads as empty; amounts become exact decimal strings (see `amount`). This module loads with the
 * first call, not with the first screen (`client.ts`): the home page's budget.
 */

/**
 * A money amount: a decimal string, or a JSON number rounded to one fraction digit from its shortest
 * decimal form (`0.30000000000000004` → `"0.3"`); anything else is a mismatch, never NaN on screen.
 */
export const amount = v.pipe(
  v.union([v.string(), v.number()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const exact = amountOfReply(dataset.value);
    if (exact !== null) return exact;
    addIssue({ message: `not a decimal amount: ${JSON.stringify(dataset.value)}` });
    return NEVER;
  }),
);

/** A list the server may leave out or send as null: empty. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);
/** A reply whose data nobody reads (a confirmation): whatever came, null. */
export const nothing = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
export const text = v.string();
export const rouletteType = v.picklist(['bonus', 'points']);

// Bank details appear in account and wallet replies alike.
export const bank = v.object({ bankId: text, bankName: text });
export const region = v.object({ code: text, name: text });
export const memberBank = v.object({
  memberBankId: text,
  bankId: text,
  bankName: text,
  bankAccNo: text,
  bankAddress: text,
  bankBranch: text,
  verified: v.boolean(),
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
    const result = v.safeParse(schema, data, { abortEarly: true });
    if (result.success) return { ok: true, value: result.output };
    const [issue] = result.issues;
    const where = (issue && v.getDotPath(issue)) || 'data';
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
