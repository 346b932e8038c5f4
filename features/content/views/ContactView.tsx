import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ContactLink } from '../../../contract/types';
import { useFlowStatus } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon, type IconName } from '../../../src/components/Icon';
import { perArea } from '../../../src/components/perArea';
import { externalUrl } from '../../../src/platform/safeUrl';
import { contactContentLogic } from '../flows/contentFlows';
import { LiveChatButton } from './LiveChatButton';
import { SupportLines } from './SupportLines';
import './content.css';
import './contact.css';
import { ListCard } from '../../../src/components/ListCard';

const ICONS: Record<string, IconName> = {
  telegram: 'telegram',
  facebook: 'facebook',
  whatsapp: 'whatsapp',
  chat: 'chat',
  mail: 'mail',
  phone: 'phone',
};

/**
 * Contact (spec §2 screen 2): the hotline with the local tariff note, the area's support
 * email, live chat, and the area's further channels, each opened in a new window without this page.
 */
function Contact() {
  const { t } = useTranslation();
  const content = useFlow(contactContentLogic);
  const state = useFlowStatus(content);
  const data = useSelector(content, (s) => s.context.content);
  const links = data?.links ?? [];
  return (
    <section className="page contact" aria-labelledby="contact-title" {...state.marks}>
      <div className="contact-hero">
        <span className="contact-hero-icon" aria-hidden="true">
          <Icon name="chat" size={30} />
        </span>
        <div>
          <h2 id="contact-title">{t('contact.title')}</h2>
          <p>{t('contact.lead')}</p>
        </div>
      </div>
      {state.hasTag('busy') ? (
        <div className="skeleton contact-skeleton" aria-hidden="true" />
      ) : (
        <div className="card contact-card">
          <SupportLines support={data?.settings?.support ?? null} />
          <div className="contact-chat">
            <LiveChatButton className="btn btn-primary btn-block" />
            <small>{t('contact.chatHint')}</small>
          </div>
        </div>
      )}
      {links.length > 0 && <FurtherLinks links={links} />}
    </section>
  );
}

function FurtherLinks({ links }: { links: ContactLink[] }) {
  const { t } = useTranslation();
  // Links from a file: https only, each opened in a new window without a handle on this page.
  const safe = links.flatMap((link) => {
    const url = externalUrl(link.href, location.origin);
    return url && url.protocol === 'https:' ? [{ ...link, href: url.href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <ListCard id="channels-title" title={t('contact.channels')}>
      <ul className="channel-list">
        {safe.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <span className={`channel-icon swatch-${link.icon}`}>
                <Icon name={ICONS[link.icon] ?? 'globe'} size={20} />
              </span>
              <span>{link.name}</span>
              <span className="channel-external">
                <Icon name="external" size={16} />
                <span className="visually-hidden"> {t('contact.newWindow')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export default perArea(Contact);
