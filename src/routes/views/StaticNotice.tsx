import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/RuntimeContext';
import { Icon } from '../../components/Icon';
import { LanguageSelect } from '../../components/LanguageSelect';
import { liveChatUrl } from '../../components/LiveChat';

/**
 * Maintenance and restrict notices (spec §2 screen 3): static, multilingual, with their own language
 * selector, the contact email and live chat. They need no API, so they render while the API is down.
 */
export function StaticNotice({
  kind,
  machine,
}: {
  kind: 'maintenance' | 'restrict';
  machine?: { id: string; state: string };
}) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const email = t('contact.email');
  const chat = liveChatUrl(runtime.config.liveChatUrl);
  return (
    <section
      className="page notice-page"
      aria-labelledby="notice-title"
      data-machine={machine?.id}
      data-state={machine?.state}
    >
      <div className="notice-card">
        <div className="notice-icon" aria-hidden="true">
          <Icon name={kind === 'maintenance' ? 'settings' : 'lock'} size={44} />
        </div>
        <h1 id="notice-title">{t(`route.${kind}.title`)}</h1>
        <p>{t(`${kind}.text`)}</p>
        <p className="muted">{t(`${kind}.hint`)}</p>
        <div className="notice-actions">
          <a className="btn btn-ghost" href={`mailto:${email}`}>
            {email}
          </a>
          {chat && (
            <a className="btn btn-primary" href={chat} target="_blank" rel="noopener noreferrer">
              {t('menu.liveChat')}
            </a>
          )}
        </div>
        <LanguageSelect id={`${kind}-language`} />
      </div>
    </section>
  );
}
