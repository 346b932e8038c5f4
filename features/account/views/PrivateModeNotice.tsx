import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../src/components/Icon';
import { detectPrivateMode } from '../../../src/platform/privateMode';

/**
 * Spec §9: where the storage quota is below 120 million bytes (a private window), a notice that the login
 * may not last beyond this window.
 */
export function PrivateModeNotice() {
  const { t } = useTranslation();
  const [privateMode, setPrivateMode] = useState(false);
  useEffect(() => {
    let live = true;
    void detectPrivateMode().then((value) => live && setPrivateMode(value));
    return () => {
      live = false;
    };
  }, []);
  if (!privateMode) return null;
  return (
    <div className="private-notice" role="note" data-testid="private-mode-notice">
      <Icon name="warning" size={20} />
      <p>{t('private.notice')}</p>
    </div>
  );
}
