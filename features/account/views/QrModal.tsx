import { useTranslation } from 'react-i18next';
import { Icon } from '../../../src/components/Icon';
import { ModalFrame } from '../../../src/components/ModalFrame';

/** The QR-code modal of the referral page: the referral link as a QR image, with the link under it. */
export function QrModal({ image, link, onClose }: { image: string; link: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalFrame backdropClass="dialog-backdrop" boxClass="dialog" onClose={onClose}>
      {({ titleId, closeRef }) => (
        <>
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
        </>
      )}
    </ModalFrame>
  );
}
