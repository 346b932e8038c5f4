import { assign, fromPromise } from 'xstate';
import { areaOrDefault } from '../../../domain/areas';
import { callsOf } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { sanitizeEach } from '../../../src/platform/sanitizeHtml';
import { staticRead } from '../../../src/platform/staticContent';
import { contentEndpoints } from '../contract/endpoints';
import {
  groupIdsOf,
  keptPage,
  type PromotionCard,
  type PromotionPage,
  promotionsMachine,
} from '../machines/promotions';

/**
 * The promotions page's effects: `/api/getpromotion` with the area as `lang` (spec §7), every
 * `promoteContent` through the app's one DOMPurify configuration before the machine sees it. A pre-rendered
 * page carries the area's static promotions (`static/{area}/promotion.json`, the reply's shape): their
 * cards show at once, without their details (no HTML is shown unsanitized, and the sanitizer is not on
 * the first load), while the server's answer is read; should the call fail, the copy is sanitized instead.
 */

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An id or a list of them as the reply's schema reads them (a number is an id too): the static copy's too. */
const ids = (value: unknown): string =>
  Array.isArray(value) ? value.map(ids).join(',') : typeof value === 'number' ? String(value) : text(value);

/** The reply's tabs and cards, each card with its raw HTML. */
function promotionRows(data: unknown) {
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
      html: text(c.promoteContent),
    }))
    .filter((c) => c.title !== '');
  return { tabs, cards };
}

export async function promotionPage(data: unknown): Promise<PromotionPage> {
  const { tabs, cards } = promotionRows(data);
  const safe = await sanitizeEach(cards.map((card) => card.html));
  return {
    tabs,
    cards: cards.map(
      ({ html: _html, ...card }, i): PromotionCard => ({ ...card, safeContent: safe[i] ?? '' }),
    ),
  };
}

/** The page's copy as cards without details: shown while the server's answer is read. */
function promotionCopy(data: unknown): PromotionPage {
  const { tabs, cards } = promotionRows(data);
  return { tabs, cards: cards.map(({ html: _html, ...card }) => ({ ...card, safeContent: '' })) };
}

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
          return await promotionPage(await callsOf(runtime, contentEndpoints).getPromotion({ lang: area }));
        } catch (error) {
          // The copy the page showed stays, now with its details.
          if (onPage === null) throw error;
          return promotionPage(onPage);
        }
      }),
    },
    guards: { answerAtHand: () => onPage !== null },
    actions: { keepAnswerAtHand: assign(() => keptPage(promotionCopy(onPage))) },
  });
}
