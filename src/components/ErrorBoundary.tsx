import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Takes down only the part of a page that failed to render (a carousel, a list), not the page: the
 * member keeps the rest and may try the part again. The route's error screen is for the page as a whole.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; name?: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name ?? 'A part of the page'} could not be shown:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PartFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card empty-card" role="alert" data-error="part">
      <p>{t('error.part')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
