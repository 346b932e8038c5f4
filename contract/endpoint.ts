import type * as v from 'valibot';
import type { Decoded } from './replies/parts';

/**
 * How a call is written: its path, its request body field by field, its flags, and the module of its reply
 * schemas. Each part of the app (the kernel, each feature) writes its own calls with `endpointsOf`; the
 * composition root joins them into the one table the client, the demo, the contract writer and check-api read.
 */

/** One part's reply schemas by endpoint name, and their decoder: the module an endpoint's `replies` loads. */
export interface ReplyModule {
  replies: Readonly<Record<string, v.GenericSchema>>;
  decode(name: string, path: string, data: unknown): Decoded<unknown>;
}

/**
 * Loads a part's reply schemas (`() => import('./moneyReplies')`): the client calls it with the part's
 * first call, never with the first screen (Valibot and the schemas would cost the home page's budget).
 */
export type RepliesLoader = () => Promise<{ default: ReplyModule }>;

/**
 * How a body field is sent, for the published contract (`docs/api/openapi.json`): `text` a string, `amount`
 * a decimal with at most one fraction digit, `page` a page number from 1, `flag` a boolean, `cipher` a
 * password encrypted under `passwordPublicKey`, or one of a few words.
 */
export type BodyField =
  | 'text'
  | 'amount'
  | 'page'
  | 'flag'
  | 'cipher'
  | { readonly oneOf: readonly string[]; readonly description: string };

/**
 * A request body described field by field: every field of the request type, and no other (a `sid` the
 * client adds, optional in the type, is left out: the flag `sid` says so).
 */
export type BodyOf<Req> = {
  readonly [K in keyof Req as K extends 'sid' ? (object extends Pick<Req, K> ? never : K) : K]-?: BodyField;
};

export interface EndpointFlags {
  /** The client adds the session id (`sid`) to the body. */
  sid?: boolean;
  /** Business errors show no message (a failed spin only resets the wheel, spec §8). */
  silent?: boolean;
  /** Moves money: the UI never sends it twice and an unknown outcome re-reads balances. */
  money?: boolean;
  /** Sends `Idempotency-Key`: the intent's key, or a new one for a call sent once (contract §8). */
  idempotent?: boolean;
  /** Follows the password check: sends its `X-Reauth-Token` when the check gave one (contract §9). */
  reauth?: boolean;
  /** Only reads: changes nothing, moves no money; `npm run check-api` makes it against a live server. */
  read?: boolean;
}

export interface EndpointSpec<Req = unknown, L extends RepliesLoader = RepliesLoader> extends EndpointFlags {
  path: string;
  /** The module holding this call's reply schema under the call's name. */
  replies: L;
  /** The fields of the JSON body the app sends (besides the `sid` the client adds). */
  body: BodyOf<Req>;
  /** Phantom field that carries the request type. */
  _req?: Req;
}

// biome-ignore lint/suspicious/noExplicitAny: a table holds calls of every request type.
export type EndpointTable = Readonly<Record<string, EndpointSpec<any>>>;

/**
 * The `ep` of one part: every call it makes has its reply schema in the module `replies` loads, e.g.
 * `const ep = endpointsOf(() => import('./moneyReplies'))`, then `ep<TransferRequest>('/api/transfer', body, flags)`.
 */
export const endpointsOf =
  <L extends RepliesLoader>(replies: L) =>
  <Req>(path: string, body: BodyOf<Req>, flags: EndpointFlags = {}): EndpointSpec<Req, L> => ({
    path,
    replies,
    body,
    ...flags,
  });

export type RequestOf<S> = S extends { _req?: infer Req } ? Req : never;

type RepliesOf<S> = S extends { replies: () => Promise<{ default: { replies: infer R } }> } ? R : never;

/** A reply's data as its schema leaves it (checked, lists present, amounts exact), by the call's name. */
export type ReplyOf<S, K> = K extends keyof RepliesOf<S>
  ? RepliesOf<S>[K] extends v.GenericSchema
    ? v.InferOutput<RepliesOf<S>[K]>
    : never
  : never;

/** A body with no fields. */
export type NoBody = Record<string, never>;
/** A body of only the session id, which the client adds. */
export type Sid = { sid?: string };
