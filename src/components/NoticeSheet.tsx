import { useTranslation } from 'react-i18next';
import type { Notice } from '../../contract/types';
import type { SafeHtml } from '../../domain/safeHtml';
import { Icon } from './Icon';
import './NoticeSheet.css';
import { ModalFrame } from './ModalFrame';

/**
 * One notice, opened from the home page's notices line or the settings list. The HTML was sanitized by the
 * notices machine (the one DOMPurify configuration) before it reaches this sheet.
 */
export default function NoticeSheet({
  notice,
  html,
  onClose,
}: {
  notice: Notice;
  html: SafeHtml;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame backdropClass="sheet-backdrop notice-sheet" boxClass="sheet" onClose={onClose}>
      {({ titleId, closeRef }) => (
        <>
          <div className="sheet-head">
            <h2 id={titleId}>{notice.title}</h2>
            <button
              ref={closeRef}
              type="button"
              className="icon-button"
              aria-label={t('notice.close')}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="notice-body">
            <p className="notice-date">{notice.date}</p>
            {/* Sanitized by sanitizeHtml (DOMPurify) in the notices machine's `prepare` step. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML */}
            <div className="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        </>
      )}
    </ModalFrame>
  );
}
