import { useTranslation } from 'react-i18next';
import type { SupportContact } from '../../../contract/types';
import { Icon } from '../../../src/components/Icon';

/**
 * The hotline (with the local tariff note) and the support email of the area (spec §2, §9: `{phone}`,
 * `{email}`). Without the area's file the language's default email still shows, so a member can always
 * write to someone.
 */
export function SupportLines({ support }: { support: SupportContact | null }) {
  const { t } = useTranslation();
  const email = support?.email ?? t('contact.email');
  return (
    <ul className="support-lines">
      {support && (
        <li>
          <a className="support-line" href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>
            <span className="support-icon">
              <Icon name="phone" size={20} />
            </span>
            <span>
              {/* The number never breaks across lines. */}
              <strong>{t('contact.hotline', { phone: support.phone.replaceAll(' ', '\u00a0') })}</strong>
              <small>{t('contact.tariff')}</small>
            </span>
          </a>
        </li>
      )}
      <li>
        <a className="support-line" href={`mailto:${email}`}>
          <span className="support-icon">
            <Icon name="mail" size={20} />
          </span>
          <span>
            <strong>{t('contact.emailUs', { email })}</strong>
            <small>{t('contact.emailHint')}</small>
          </span>
        </a>
      </li>
    </ul>
  );
}
