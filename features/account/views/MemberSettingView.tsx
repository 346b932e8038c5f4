import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesView } from '../../../machines/notices';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { LanguageSelect } from '../../../src/components/LanguageSelect';
import { ListCard } from '../../../src/components/ListCard';
import { LoadState } from '../../../src/components/LoadState';
import { noticesLogic } from '../../../src/flows/noticeFlows';
import { LogoutButton } from './LogoutButton';
import './account.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

const NoticeSheet = lazy(() => import('../../../src/components/NoticeSheet'));

/** Member settings (`membersetting`): language and area, notices, app version, logout. */
export default function MemberSettingView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const notices = useFlow(noticesLogic);
  const [state, { notices: list, openId, html }] = useFlowView(notices, noticesView);
  const open = list.find((n) => n.id === openId);
  return (
    <section className="page" aria-labelledby="setting-title">
      <ScreenTitle id="setting-title">{t('route.memberSetting.title')}</ScreenTitle>
      <div className="card">
        <LanguageSelect id="setting-language" />
      </div>
      <ListCard id="notices-title" title={t('notice.title')} {...state.marks}>
        {state.matches('loading') && <p className="sheet-text muted">{t('notice.loading')}</p>}
        {state.matches('empty') && <p className="sheet-text muted">{t('notice.none')}</p>}
        <LoadState
          failed={state.matches('failed')}
          className="sheet-text"
          textClassName="muted"
          buttonClassName="btn btn-ghost btn-small"
          message={t('notice.failed')}
          onRetry={() => notices.send({ type: 'RETRY' })}
        />
        {list.length > 0 && (
          <ul className="notice-list">
            {list.map((notice) => (
              <li key={notice.id}>
                <button type="button" onClick={() => notices.send({ type: 'OPEN', id: notice.id })}>
                  <span>
                    <strong>{notice.title}</strong>
                    <small>{notice.date}</small>
                  </span>
                  <Icon name="chevron" size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListCard>
      <div className="card setting-row">
        <span>{t('setting.version')}</span>
        <strong data-testid="app-version">{runtime.config.clientVersion}</strong>
      </div>
      <LogoutButton />
      {state.matches('reading') && open && (
        <Suspense fallback={null}>
          <NoticeSheet notice={open} html={html} onClose={() => notices.send({ type: 'CLOSE' })} />
        </Suspense>
      )}
    </section>
  );
}
