import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SafeHtml } from '../../../domain/safeHtml';
import { topState, useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { LoadState, loadOf, StateCard } from '../../../src/components/LoadState';
import { perArea } from '../../../src/components/perArea';
import { serverKey } from '../../../src/i18n/index';
import { assetUrl } from '../../../src/platform/staticContent';
import { promotionsLogic } from '../flows/promotionFlows';
import { cardsOf, detailsOf, promotionsView } from '../machines/promotions';
import './content.css';
import './chipRow.css';
import './promotion.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

const RULES = ['promo.rule1', 'promo.rule2', 'promo.rule3', 'promo.rule4', 'promo.rule5'] as const;

/**
 * An opened card's details: empty (busy) for the few milliseconds they are being sanitized, then the
 * server's HTML as the app's one DOMPurify configuration left it (promotionFlows). Nothing else is ever
 * handed to `innerHTML`: where Trusted Types are enforced, only the policy's TrustedHTML may be.
 */
function PromotionDetails({ id, safeContent }: { id: string; safeContent: SafeHtml | undefined }) {
  if (safeContent === undefined)
    return <div id={id} className="promo-content" data-testid="promotion-content" aria-busy="true" />;
  return (
    <div
      id={id}
      className="promo-content"
      data-testid="promotion-content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML
      dangerouslySetInnerHTML={{ __html: safeContent }}
    />
  );
}

/**
 * Promotions: category tabs, cards with image, title, buttons and expandable details
 * (sanitized server HTML), the rules; visitors are offered to join, members to deposit.
 */
function Promotions({ area }: { area: string }) {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  const promotions = useFlow(promotionsLogic);
  // The page's marks name the top state (`ready`): a card's first opening is a step inside it.
  const [state, { shown, choosable, tabs, cards, selected, expanded, details }] = useFlowView(
    promotions,
    promotionsView,
    topState,
  );
  // A tab name is a message key, or the name itself when the server sends plain text.
  const tabName = (name: string) => (i18n.exists(name) ? t(serverKey(name)) : name);

  return (
    <section className="page promotions" aria-labelledby="promotions-title" {...state.marks}>
      <ScreenTitle id="promotions-title">{t('route.promotion.title')}</ScreenTitle>
      {state.hasTag('busy') && (
        <>
          <div className="skeleton promo-skeleton" aria-hidden="true" />
          <div className="skeleton promo-skeleton" aria-hidden="true" />
        </>
      )}
      <LoadState look="card" {...loadOf(state, promotions)} message={t('promo.unavailable')} />
      {shown && (
        <>
          <div className="promo-tabs" role="tablist" aria-label={t('promo.categories')}>
            {tabs.map((tab) => (
              <button
                key={tab.groupId}
                type="button"
                role="tab"
                id={`promo-tab-${tab.groupId}`}
                aria-selected={tab.groupId === selected}
                aria-controls="promo-panel"
                className={`chip${tab.groupId === selected ? ' is-selected' : ''}`}
                disabled={!choosable}
                onClick={() => promotions.send({ type: 'SELECT_TAB', groupId: tab.groupId })}
              >
                {tabName(tab.resourceName)}
              </button>
            ))}
          </div>
          <div
            id="promo-panel"
            role="tabpanel"
            aria-labelledby={`promo-tab-${selected}`}
            className="promo-list"
          >
            {cardsOf(selected, cards).length === 0 && (
              <StateCard icon="promotion" title={t('promo.none')} text={t('promo.noneText')} />
            )}
            {cardsOf(selected, cards).map((card, index) => {
              const open = expanded.includes(card.id);
              const image = assetUrl(card.imgPath);
              return (
                <article key={card.id} className="card promo-card" aria-labelledby={`promo-${card.id}`}>
                  {image && (
                    // The first card's image is the page's largest paint: fetched at once, the rest when near.
                    <img
                      src={image}
                      alt=""
                      width={640}
                      height={240}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  )}
                  <div className="promo-body">
                    <h3 id={`promo-${card.id}`}>{card.title}</h3>
                    <div className="promo-actions">
                      {member ? (
                        <Link className="btn btn-primary" to="/$area/bank/deposit" params={{ area }}>
                          {t('promo.deposit')}
                        </Link>
                      ) : (
                        <Link className="btn btn-primary" to="/$area/JoinNow" params={{ area }}>
                          {t('promo.joinNow')}
                        </Link>
                      )}
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-expanded={open}
                        aria-controls={`promo-detail-${card.id}`}
                        disabled={!choosable}
                        onClick={() => promotions.send({ type: 'TOGGLE', id: card.id })}
                      >
                        {t('promo.details')}
                        <span className={`promo-chevron${open ? ' is-open' : ''}`}>
                          <Icon name="chevron" size={16} />
                        </span>
                      </button>
                    </div>
                    {open && (
                      <PromotionDetails
                        id={`promo-detail-${card.id}`}
                        safeContent={detailsOf(details, card.id)}
                      />
                    )}
                  </div>
                </article>
              );
            })}
          </div>
          <section className="card promo-rules" aria-labelledby="promo-rules-title">
            <h3 id="promo-rules-title">{t('promo.rulesTitle')}</h3>
            <ol>
              {RULES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}

export default perArea(Promotions);
