import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../src/components/Icon';
import { useModalFocus } from '../../../src/components/useModalFocus';

/** The QR-code modal of the referral page: the referral link as a QR image, with the link under it. */
export function QrModal({ image, link, onClose }: { image: string; link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useModalFocus<HTMLButtonElement>(onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes; Escape closes from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same; the keyboard has Escape
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="dialog-title">
          {t('referral.qrTitle')}
        </h2>
        <p className="dialog-message">{t('referral.qrText')}</p>
        {image.startsWith('data:image/') && (
          <img className="dialog-qr" src={image} alt={t('referral.qrAlt')} width={200} height={200} />
        )}
        <p className="dialog-extra" data-testid="qr-link">
          {link}
        </p>
        <div className="dialog-actions">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            <Icon name="close" size={18} /> {t('referral.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
