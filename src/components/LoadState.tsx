import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';

/** LoadState's reading of a flow that reads in its `loading` state, fails into `failed` and retries on RETRY. */
export function loadOf(
  state: { matches(value: 'loading' | 'failed'): boolean },
  flow: { send(event: { type: 'RETRY' }): void },
) {
  return {
    loading: state.matches('loading'),
    failed: state.matches('failed'),
    onRetry: () => flow.send({ type: 'RETRY' }),
  };
}

/**
 * What a screen shows around a read (its `loading` and failed states): a skeleton while it loads,
 * the reason and a retry when it failed, else its content. Three looks, as the screens have always had
 * them: `line` (a message and a button in an empty card), `card` (a state card with icon, title and text),
 * `inline` (a sentence with a link-like button, on the wallet's dark panel).
 */
export function LoadState({
  loading = false,
  failed,
  message,
  onRetry,
  look = 'line',
  skeleton,
  className,
  textClassName,
  buttonClassName = 'btn btn-ghost',
  icon = 'refresh',
  text,
  announce = 'alert',
  extra,
  children,
}: {
  /** The read is in flight: the skeleton shows (when `skeleton` names its classes). */
  loading?: boolean;
  /** The read failed: the message and a retry show instead of the content. */
  failed: boolean;
  /** Why nothing shows: the line's text, or the card's title. */
  message: string;
  onRetry: () => void;
  look?: 'line' | 'card' | 'inline';
  skeleton?: string;
  /** The line's container classes (`card empty-card` unless told). */
  className?: string;
  textClassName?: string;
  buttonClassName?: string;
  /** The card's icon and text. */
  icon?: IconName;
  text?: string;
  /** The failure's role: `alert` unless told (`false`: none). */
  announce?: 'alert' | 'status' | false;
  /** More of the card's actions, after the retry. */
  extra?: ReactNode;
  /** The content, shown once the data is there. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) return skeleton ? <div className={skeleton} aria-busy="true" /> : null;
  if (!failed) return <>{children}</>;
  if (look === 'card')
    return (
      <StateCard icon={icon} title={message} text={text} role={announce || undefined}>
        <button type="button" className={buttonClassName} onClick={onRetry}>
          <Icon name="refresh" size={18} /> {t('common.retry')}
        </button>
        {extra}
      </StateCard>
    );
  if (look === 'inline')
    return (
      <p className={className} role={announce || undefined}>
        {message}{' '}
        <button type="button" className={buttonClassName} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </p>
    );
  return (
    <div className={className ?? 'card empty-card'} role={announce || undefined}>
      <p className={textClassName}>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A finished-looking empty, error or refusal state: icon, title, text and its actions. */
export function StateCard({
  icon = 'info',
  title,
  text,
  children,
  role,
}: {
  icon?: IconName;
  title: string;
  text?: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className="card state-card" role={role}>
      <span className="state-icon">
        <Icon name={icon} size={40} />
      </span>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
