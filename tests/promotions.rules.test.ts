import { describe, expect, it } from 'vitest';
import {
  keptPage,
  type PromotionCard,
  type PromotionPage,
  promotionsMachine,
  promotionsView,
} from '../features/content/machines/promotions';
import { expectRulesKept } from './support/fullCoverage';
import { type StateRules, type Step, startsOf } from './support/modelCoverage';
import { checkRulesWithPageCopy } from './support/rulesAcross';
import { done } from './support/stubs';

/**
 * The promotions page held to its rules in every state (spec §4, §5), read from the server or first shown
 * from a pre-rendered page's copy: nothing shown while read; a copy shows at once and waits for the answer
 * before its tabs and details answer, and stays when the answer fails; tabs without promotions are
 * dropped (the all tab stays); only a shown tab is selected; a card toggles open and closed, its details
 * sanitized the first time it opens (nothing at load), or closed again when they cannot be.
 */

type M = typeof promotionsMachine;
const card = (id: string, groupIds: string[]): PromotionCard => ({
  id,
  groupIds,
  imgPath: `/img/${id}.png`,
  title: id,
  content: `<p onclick="x()">${id}</p>`,
});
const tab = (groupId: string) => ({ groupId, resourceName: `promo_tab_${groupId}` });
const PAGE: PromotionPage = { tabs: [tab('0'), tab('1'), tab('2')], cards: [card('a', ['0', '1'])] };
const COPY: PromotionPage = { tabs: [tab('0')], cards: [card('old', ['0'])] };
const options = {
  payloads: {
    'xstate.done.actor.loadPromotions': [done('loadPromotions', PAGE)],
    SELECT_TAB: ['1', '2'].map((groupId) => ({ type: 'SELECT_TAB', groupId })),
    TOGGLE: [{ type: 'TOGGLE', id: 'a' }],
    'xstate.done.actor.sanitizeDetails': [done('sanitizeDetails', { id: 'a', safeContent: '<p>a</p>' })],
  },
};
const view = (step: Step<M>) => promotionsView(step.state);

const rules: StateRules<M> = {
  loading: (step) => {
    if (step.state.matches('loading')) {
      expect(step.state.hasTag('busy')).toBe(true);
      expect(startsOf([step], 'loadPromotions'), 'the promotions read').toHaveLength(1);
      expect(view(step).shown, 'nothing shown while read').toBe(false);
    } else {
      expect(step.state.matches('refreshing'), 'a page copy shows while the answer is read').toBe(true);
      expect(view(step)).toMatchObject({ shown: true, ...keptPage(COPY) });
    }
  },
  refreshing: (step) => {
    expect(step.previous, 'only a page opened with a copy').toBeNull();
    expect(step.state.children.loadPromotions, "the server's promotions read").toBeDefined();
    expect(view(step), 'the copy shown; tabs and details wait').toMatchObject({
      shown: true,
      choosable: false,
      cards: COPY.cards,
    });
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.loadPromotions');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(view(step).shown).toBe(false);
  },
  ready: (step) => {
    const { event, previous } = step;
    expect(view(step)).toMatchObject({ shown: true, choosable: true });
    const before = previous!.context;
    if (event.type === 'xstate.done.actor.loadPromotions')
      expect(view(step), "the server's page replaces the copy: the empty tab dropped").toMatchObject({
        tabs: [tab('0'), tab('1')],
        cards: PAGE.cards,
        selected: '0',
        expanded: [],
      });
    else if (event.type === 'xstate.error.actor.loadPromotions') {
      expect(previous!.matches('refreshing'), 'only a refresh failure lands here').toBe(true);
      expect(step.context, 'the copy stays').toEqual(before);
    } else if (event.type === 'SELECT_TAB') {
      const { groupId } = event as unknown as { groupId: string };
      const shown = before.tabs.some((t) => t.groupId === groupId);
      expect(view(step).selected, 'only a shown tab is selected').toBe(shown ? groupId : before.selected);
    } else {
      expect(event.type).toMatch(/^(TOGGLE|xstate\.(done|error)\.actor\.sanitizeDetails)$/);
    }
  },
  'ready.browsing': (step) => {
    const { event, previous } = step;
    const before = previous!.context;
    expect(step.started, 'nothing sanitized but an opened card').toEqual([]);
    if (event.type === 'TOGGLE')
      expect(view(step).expanded, 'a card opened before toggles').toEqual(
        before.expanded.includes('a') ? [] : ['a'],
      );
    else if (event.type === 'xstate.done.actor.sanitizeDetails')
      expect(view(step), 'the opened card shows its details, made safe').toMatchObject({
        expanded: ['a'],
        details: { a: '<p>a</p>' },
      });
    else if (event.type === 'xstate.error.actor.sanitizeDetails')
      expect(view(step), 'details that cannot be made safe: the card closes again').toMatchObject({
        expanded: [],
        details: {},
      });
  },
  'ready.openingDetails': (step) => {
    expect(view(step).expanded, 'the card opens').toEqual(['a']);
    expect(view(step).details, 'its details are not shown before they are safe').toEqual({});
    if (step.event.type === 'TOGGLE')
      expect(step.started, "the card's own details sanitized, as the server sent them").toEqual([
        expect.objectContaining({
          src: 'sanitizeDetails',
          input: { id: 'a', html: '<p onclick="x()">a</p>' },
        }),
      ]);
    else expect(step.event.type, 'a tab may be chosen meanwhile').toBe('SELECT_TAB');
  },
};

describe('promotions: each state against its rules', () => {
  it('every state of every generated path keeps its rule, with and without a page copy', () => {
    expectRulesKept(checkRulesWithPageCopy(promotionsMachine, () => keptPage(COPY), rules, options));
  });
});
