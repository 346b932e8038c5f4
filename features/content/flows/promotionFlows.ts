import { assign, fromPromise } from 'xstate';
import { areaOrDefault } from '../../../domain/areas';
import { callsOf } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { sanitizeHtml } from '../../../src/platform/sanitizeHtml';
import { staticRead } from '../../../src/platform/staticContent';
import { contentEndpoints } from '../contract/endpoints';
import {
  groupIdsOf,
  keptPage,
  type PromotionDetails,
  type PromotionPage,
  promotionsMachine,
} from '../machines/promotions';

/**
 * The promotions page's effects: `/api/getpromotion` with the area as `lang` (spec §7), and a card's
 * `promoteContent` through the app's one DOMPurify configuration when the member first opens it (no HTML is
 * shown unsanitized, and nothing is sanitized at load). A pre-rendered page carries the area's static
 * promotions (`static/{area}/promotion.json`, the reply's shape): their cards show at once while the
 * server's answer is read; should the call fail, the copy stays, its details opened the same way.
 */

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An id or a list of them as the reply's schema reads them (a number is an id too): the static copy's too. */
const ids = (value: unknown): string =>
  Array.isArray(value) ? value.map(ids).join(',') : typeof value === 'number' ? String(value) : text(value);

/** The reply's tabs and cards, each card with its details as the server sent them (HTML, not yet safe). */
export function promotionPage(data: unknown): PromotionPage {
  const record = (data && typeof data === 'object' ? data : {}) as Row;
  const tabs = rows(record.menuMods)
    .map((m) => ({ groupId: ids(m.groupId).trim(), resourceName: text(m.resourceName) }))
    .filter((m) => m.groupId !== '' && m.resourceName !== '');
  const cards = rows(record.promotionContents)
    .map((c, i) => ({
      id: ids(c.promoteId) || `promotion-${i + 1}`,
      groupIds: groupIdsOf(ids(c.groupIds)),
      imgPath: text(c.imgPath),
      title: text(c.promoteTitle),
      content: text(c.promoteContent),
    }))
    .filter((c) => c.title !== '');
  return { tabs, cards };
}

/** A card's details through the app's one DOMPurify configuration, when the member first opens it. */
export const promotionDetails = fromPromise<PromotionDetails, { id: string; html: string }>(
  async ({ input }) => ({ id: input.id, safeContent: await sanitizeHtml(input.html) }),
);

/** The area's static promotions, the first screen of a pre-rendered promotions page. */
export const promotionFile = (area: string) => `${area}/promotion.json`;

export function promotionsLogic(runtime: Runtime) {
  const area = areaOrDefault(runtime.navigator.currentArea()).area;
  const copy = staticRead([promotionFile(area)], ([raw]) => raw);
  const onPage = copy.atHand();
  return promotionsMachine.provide({
    actors: {
      loadPromotions: fromPromise(async () => {
        try {
          return promotionPage(await callsOf(runtime, contentEndpoints).getPromotion({ lang: area }));
        } catch (error) {
          // The copy the page showed stays, its tabs and details now answering.
          if (onPage === null) throw error;
          return promotionPage(onPage);
        }
      }),
      sanitizeDetails: promotionDetails,
    },
    guards: { answerAtHand: () => onPage !== null },
    actions: { keepAnswerAtHand: assign(() => keptPage(promotionPage(onPage))) },
  });
}
