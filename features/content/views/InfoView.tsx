import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowStatus } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon, type IconName } from '../../../src/components/Icon';
import { LoadState, loadOf } from '../../../src/components/LoadState';
import { perArea } from '../../../src/components/perArea';
import { infoContentLogic } from '../flows/contentFlows';
import './content.css';
import './info.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

const ICONS: Record<string, IconName> = { about: 'info', responsible: 'shield', terms: 'document' };

/**
 * Information: about us, responsible gaming and the terms, from `/api/getcmslist`,
 * else the area's static content. `?section=terms` opens a section directly.
 */
function Info({ area }: { area: string }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const wanted = useSearch({ from: '/$area/info', select: (s) => s.section });
  const content = useFlow(infoContentLogic);
  const state = useFlowStatus(content);
  const data = useSelector(content, (s) => s.context.content);
  const sections = data ?? [];
  const current = sections.find((s) => s.id === wanted) ?? sections[0];

  return (
    <section className="page info" aria-labelledby="info-title" {...state.marks}>
      <ScreenTitle id="info-title">{t('route.info.title')}</ScreenTitle>
      {state.hasTag('busy') && <div className="skeleton info-skeleton" aria-hidden="true" />}
      <LoadState look="card" {...loadOf(state, content)} message={t('info.unavailable')} />
      {current && (
        <>
          <div className="info-tabs" role="tablist" aria-label={t('info.sections')}>
            {sections.map((section) => (
              <button
                key={section.id}
                type="button"
                role="tab"
                id={`info-tab-${section.id}`}
                aria-selected={section.id === current.id}
                aria-controls="info-panel"
                className={`info-tab${section.id === current.id ? ' is-current' : ''}`}
                onClick={() =>
                  void navigate({
                    to: '/$area/info',
                    params: { area },
                    search: { section: section.id },
                    replace: true,
                    resetScroll: false,
                  })
                }
              >
                <Icon name={ICONS[section.id] ?? 'info'} size={20} />
                <span>{section.title}</span>
              </button>
            ))}
          </div>
          <article
            id="info-panel"
            role="tabpanel"
            aria-labelledby={`info-tab-${current.id}`}
            className="card info-article"
            data-source={current.safeHtml === undefined ? 'static' : 'cms'}
          >
            <h3>{current.title}</h3>
            {current.safeHtml !== undefined && (
              <div
                className="info-html"
                // Sanitized by the app's one DOMPurify configuration (the information flow, contentFlows).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML
                dangerouslySetInnerHTML={{ __html: current.safeHtml }}
              />
            )}
            {current.paragraphs.map((p, i) =>
              current.id === 'terms' ? (
                <p key={p} className="info-term">
                  <span className="info-term-number">{i + 1}</span>
                  <span>{p}</span>
                </p>
              ) : (
                <p key={p}>{p}</p>
              ),
            )}
            {current.id === 'responsible' && (
              <p className="info-age">
                <span className="info-age-badge">18+</span> {t('info.adultsOnly')}
              </p>
            )}
          </article>
          <p className="info-version">{t('info.version', { version: runtime.config.clientVersion })}</p>
        </>
      )}
    </section>
  );
}

export default perArea(Info);
