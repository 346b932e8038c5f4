import * as v from 'valibot';
import { decoderOf, id, list, optionalId, text } from '../../../contract/replies/parts';

/** The content feature's reply schemas: promotions, the CMS texts, game launches. */

/**
 * A promotion's groups (spec §3: "groupIds comma list"): a comma list, one id, or a list of ids, each a
 * string or a number; read as the comma list of strings (`[1, 2]` → `"1,2"`).
 */
export const groupIds = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger()), v.array(id)]),
  v.description('A comma list of group ids ("0,2"), one id, or a list of ids (strings or integers).'),
  v.transform((value) => (Array.isArray(value) ? value.join(',') : String(value))),
);

export const promotionResponse = v.object({
  menuMods: list(v.object({ groupId: id, resourceName: text })),
  promotionContents: list(
    v.object({
      promoteId: optionalId,
      groupIds,
      imgPath: text,
      promoteTitle: text,
      promoteContent: text,
    }),
  ),
});
export type PromotionResponse = v.InferOutput<typeof promotionResponse>;

export const cmsListResponse = v.object({
  cmsList: list(v.object({ cmsId: id, cmsType: text, title: text, content: text })),
});
export type CmsListResponse = v.InferOutput<typeof cmsListResponse>;

export const gameUrlResponse = v.object({ gameUrl: text });
export type GameUrlResponse = v.InferOutput<typeof gameUrlResponse>;

/** The schema of each endpoint's `data`, by its name in `endpoints.ts`. */
const replies = {
  getCmsList: cmsListResponse,
  gameStart: gameUrlResponse,
  getGameUrl: gameUrlResponse,
  getPromotion: promotionResponse,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
