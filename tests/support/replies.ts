import type * as v from 'valibot';
import type { EndpointSpec, ReplyOf } from '../../contract/endpoint';
import { type Decoded, decodeWith } from '../../contract/replies/parts';
import { ENDPOINTS, type EndpointName, type Endpoints } from '../../src/app/endpoints';

/**
 * Every reply schema of the app, by call name, for the tests: each loaded from the module its endpoint
 * names (`replies`), as the client loads it.
 */
export const replySchemas = Object.fromEntries(
  await Promise.all(
    Object.entries(ENDPOINTS as Record<string, EndpointSpec>).map(async ([name, spec]) => {
      const schema = (await spec.replies()).default.replies[name];
      if (!schema) throw new Error(`${name}: its replies module holds no schema`);
      return [name, schema] as const;
    }),
  ),
) as Record<EndpointName, v.GenericSchema>;

/** A reply's `data` checked against its call's schema, typed as the client gives it. */
export const decodeReply = <K extends EndpointName>(
  name: K,
  path: string,
  data: unknown,
): Decoded<ReplyOf<Endpoints[K], K>> =>
  decodeWith(replySchemas[name], path, data) as Decoded<ReplyOf<Endpoints[K], K>>;
