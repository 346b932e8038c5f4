import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../bindings/RuntimeContext';
import { chatSandbox } from '../platform/frameSandbox';
import { allowedUrl, externalUrl } from '../platform/safeUrl';
import { Icon } from './Icon';

/** The chat URL from config, checked: the page's own origin, or https; null for none (`""`, the default). */
export function liveChatUrl(raw: string): string | null {
  if (raw.trim() === '') return null;
  return externalUrl(raw, location.origin)?.href ?? null;
}

/**
 * Live chat (spec §2): embedded in a sheet on the web; in the apps the native in-app browser opens it
 * (through the bridge), falling back to the sheet where the shell has no bridge.
 */
export function openLiveChat(runtime: ReturnType<typeof useRuntime>, showSheet: () => void): void {
  const url = liveChatUrl(runtime.config.liveChatUrl);
  if (!url) return;
  if (runtime.inApp() && runtime.bridge.available) {
    void runtime.bridge.call({ action: 'openInAppBrowser', url });
    return;
  }
  showSheet();
}

export function LiveChatSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const url = liveChatUrl(runtime.config.liveChatUrl);
  const framable = url ? allowedUrl(url, location.origin, runtime.config.gameOrigins) : null;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes; Escape closes from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same; the keyboard has Escape
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section className="sheet" role="dialog" aria-modal="true" aria-label={t('menu.liveChat')}>
        <div className="sheet-head">
          <h2>{t('menu.liveChat')}</h2>
          <button type="button" className="icon-button" aria-label={t('side.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {framable ? (
          <iframe
            className="sheet-frame"
            title={t('menu.liveChat')}
            src={framable.href}
            sandbox={chatSandbox(framable.href)}
            // The chat learns which site it serves (providers check it), never the page's path and query.
            referrerPolicy="strict-origin"
          />
        ) : url ? (
          <p className="sheet-text">
            <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
              {t('chat.openWindow')}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
