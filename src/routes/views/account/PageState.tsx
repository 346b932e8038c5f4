import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a data page shows before its data: a skeleton while loading, a retry after a failure. */
export function PageState({
  state,
  onRetry,
  children,
}: {
  state: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (state === 'loading') return <div className="card skeleton-card" aria-busy="true" />;
  if (state === 'failed')
    return (
      <div className="card empty-card" role="alert">
        <p>{t('acct.loadFailed')}</p>
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  return <>{children}</>;
}
