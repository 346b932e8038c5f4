import { fromPromise } from 'xstate';
import {
  groupIdsOf,
  type PromotionCard,
  type PromotionPage,
  promotionsMachine,
} from '../../../machines/promotions';
import { areaOrDefault } from '../../domain/areas';
import { sanitizeHtml } from '../../platform/sanitizeHtml';
import type { Runtime } from '../runtime';

/**
 * The promotions page's effects: `/api/getpromotion` with the area as `lang` (spec §7), every
 * `promoteContent` through the app's one DOMPurify configuration before the machine sees it.
 */

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function promotionPage(data: unknown): Promise<PromotionPage> {
  const record = (data && typeof data === 'object' ? data : {}) as Row;
  const tabs = rows(record.menuMods)
    .map((m) => ({ groupId: String(m.groupId ?? '').trim(), resourceName: text(m.resourceName) }))
    .filter((m) => m.groupId !== '' && m.resourceName !== '');
  const cards: PromotionCard[] = await Promise.all(
    rows(record.promotionContents).map(async (c, i) => ({
      id: text(c.promoteId) || `promotion-${i + 1}`,
      groupIds: groupIdsOf(text(c.groupIds)),
      imgPath: text(c.imgPath),
      title: text(c.promoteTitle),
      safeContent: await sanitizeHtml(text(c.promoteContent)),
    })),
  );
  return { tabs, cards: cards.filter((c) => c.title !== '') };
}

export function promotionsLogic(runtime: Runtime) {
  return promotionsMachine.provide({
    actors: {
      loadPromotions: fromPromise(async () =>
        promotionPage(
          await runtime.api.getPromotion({ lang: areaOrDefault(runtime.navigator.currentArea()).area }),
        ),
      ),
    },
  });
}
