import type * as v from 'valibot';
import account from './replies/account';
import type { Decoded } from './replies/parts';
import { decodeWith } from './replies/parts';
import rewards from './replies/rewards';
import start from './replies/start';
import wallet from './replies/wallet';

/**
 * Every reply schema (spec §3, contract §4, §8) in one place, for the types in `types.ts` and the tests. The
 * app itself never loads this module: the client loads each feature's schemas (`replies/*.ts`) with that
 * feature's first call (each endpoint's `replies` in `endpoints.ts`), so a screen brings only its own.
 */
export * from './replies/account';
export * from './replies/parts';
export * from './replies/rewards';
export * from './replies/start';
export * from './replies/wallet';

export const replySchemas = {
  ...start.replies,
  ...account.replies,
  ...wallet.replies,
  ...rewards.replies,
} as const;

export type ReplySchemas = typeof replySchemas;
export type ReplyName = keyof ReplySchemas;
export type ReplyOf<K extends ReplyName> = v.InferOutput<ReplySchemas[K]>;

/** A reply's `data` checked against its endpoint's schema (see `decodeWith`). */
export function decodeReply<K extends ReplyName>(name: K, path: string, data: unknown): Decoded<ReplyOf<K>> {
  return decodeWith(replySchemas[name], path, data) as Decoded<ReplyOf<K>>;
}
