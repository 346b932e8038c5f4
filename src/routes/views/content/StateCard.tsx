import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';

/** A finished-looking empty, error or refusal state: icon, title, text and an optional action. */
export function StateCard({
  icon = 'info',
  title,
  text,
  onRetry,
  children,
  role,
}: {
  icon?: IconName;
  title: string;
  text?: string;
  onRetry?: () => void;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  const { t } = useTranslation();
  return (
    <div className="card state-card" role={role}>
      <span className="state-icon">
        <Icon name={icon} size={40} />
      </span>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {onRetry && (
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          <Icon name="refresh" size={18} /> {t('common.retry')}
        </button>
      )}
      {children}
    </div>
  );
}
