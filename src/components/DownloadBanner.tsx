import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../bindings/RuntimeContext';
import { COOKIE, COOKIE_DAYS, readCookie, writeCookie } from '../platform/cookies';
import { isIosBrowser } from '../platform/device';
import { readDownload } from '../platform/downloadInfo';
import { CloseButton, Icon } from './Icon';

/** The service worker's notice and the apps' update offer: their code loads after the first screen. */
const AppUpdate = lazy(() => import('./AppUpdate'));
const AppUpdateOfferBanner = lazy(() =>
  import('./AppUpdate').then((m) => ({ default: m.AppUpdateOfferBanner })),
);

/** Shown on the mobile web only: never in the apps, never on iOS, not for 7 days after it was closed. */
export function shouldShowBanner(facts: { inApp: boolean; ios: boolean; dismissed: boolean }): boolean {
  return !facts.inApp && !facts.ios && !facts.dismissed;
}

/** The Android download URL from the download info (`osType`), checked before it becomes a link. */
async function androidDownloadUrl(): Promise<string | null> {
  return (await readDownload('android'))?.url.href ?? null;
}

/**
 * The top of every screen but the bare notices: the dismissible app-download banner on the mobile web
 * (spec §2), the update offer in the apps (the download-version check), and the service worker's notice.
 */
export function DownloadBanner() {
  const runtime = useRuntime();
  const inApp = useSelector(runtime.device, (s) => s.hasTag('app'));
  return (
    <>
      {!inApp && <WebDownloadBanner />}
      <Suspense fallback={null}>
        {inApp && <AppUpdateOfferBanner />}
        <AppUpdate />
      </Suspense>
    </>
  );
}

function WebDownloadBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readCookie(COOKIE.downloadBannerClosed) === '1');
  const [href, setHref] = useState<string | null>(null);
  const visible = shouldShowBanner({ inApp: false, ios: isIosBrowser(), dismissed });

  useEffect(() => {
    if (!visible) return;
    androidDownloadUrl()
      .then(setHref)
      .catch(() => setHref(null));
  }, [visible]);

  if (!visible) return null;
  return (
    <aside className="download-banner" aria-label={t('banner.label')}>
      <span className="brand-mark small" aria-hidden="true">
        L
      </span>
      <p>
        <strong>{t('banner.title')}</strong>
        <span>{t('banner.text')}</span>
      </p>
      <a
        className="btn btn-primary btn-small"
        href={href ?? undefined}
        aria-disabled={href ? undefined : 'true'}
        rel="noopener noreferrer"
      >
        <Icon name="download" size={16} /> {t('banner.download')}
      </a>
      <CloseButton
        label={t('banner.close')}
        size={18}
        onClick={() => {
          writeCookie(COOKIE.downloadBannerClosed, '1', COOKIE_DAYS.downloadBannerClosed);
          setDismissed(true);
        }}
      />
    </aside>
  );
}
