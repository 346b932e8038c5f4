import { shallowEqual, useSelector } from '@xstate/react';
import { AnimatePresence, LazyMotion, m, useIsPresent } from 'motion/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorDetail, errorDetailRows, errorDetailText } from '../../domain/errorDetail';
import { confirmDialogView } from '../../machines/confirmDialog';
import { topState, useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';
import { lineText, serverKey } from '../i18n';
import { copyText } from '../platform/clipboard';
import { shownQrImage } from '../platform/qrImage';
import { useMessageText } from './FieldMessage';
import { Icon } from './Icon';

/** The confirm button's text for each `confirmLabel`. */
const CONFIRM_LABELS = { ok: 'dialog.ok', continue: 'dialog.continue', logIn: 'login.submit' } as const;

const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

/**
 * The global confirm dialog's view, loaded with its animation code the first time a dialog opens
 * (the host in DialogHost.tsx stays on the first load without it).
 *
 * The global confirm dialog (spec §2 screen 1), a thin view of the confirmDialog machine: title, info or
 * check icon, message with parameters, extra info, optional QR image, cancel, OK or Continue, and an
 * expandable error detail. A click on the backdrop closes it; Escape counts as cancel.
 */
export default function ConfirmDialogView() {
  const { t } = useTranslation();
  // Shown only once something has asked for a dialog: the machine is made.
  const dialog = useRuntime().dialog.get();
  const { current, shown, detailOpen } = useSelector(dialog, confirmDialogView, shallowEqual);
  const marks = useFlowMarks(dialog, topState);
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A raster data URL only: never an SVG, never a URL the server names.
  const qrImage = shownQrImage(current?.qrImage);
  const textOf = useMessageText();
  const message = current ? textOf(current.message, current.params) : null;
  // A key the app has no text for is named only under "Show details" (contract §10).
  const detail =
    current?.errorDetail || message?.unknownKey
      ? { ...(current?.errorDetail ?? {}), ...(message?.unknownKey ? { key: message.unknownKey } : {}) }
      : undefined;

  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dialog.send({ type: current?.showCancel ? 'CANCEL' : 'CLICK_OUTSIDE' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [shown, current?.showCancel, dialog]);

  return (
    <div {...marks} className="dialog-host">
      <LazyMotion features={loadFeatures} strict>
        <AnimatePresence>
          {shown && current && (
            <Backdrop key={current.id} onClickOutside={() => dialog.send({ type: 'CLICK_OUTSIDE' })}>
              <m.div
                role="alertdialog"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={messageId}
                className="dialog"
                initial={{ scale: 0.94, y: 12 }}
                animate={{ scale: 1, y: 0 }}
                exit={{ scale: 0.96, opacity: 0 }}
                transition={{ duration: 0.18 }}
              >
                <div className={`dialog-icon is-${current.icon ?? 'info'}`}>
                  <Icon name={current.icon === 'check' ? 'check' : 'info'} size={40} />
                </div>
                <h2 id={titleId} className="dialog-title">
                  {t(current.title ? serverKey(current.title) : 'dialog.title')}
                </h2>
                <p id={messageId} className="dialog-message">
                  {message?.text}
                </p>
                {current.extraInfo && <p className="dialog-extra">{current.extraInfo}</p>}
                {current.lines?.map((line) => (
                  <p key={line.key} className="dialog-extra">
                    {lineText(t, line)}
                  </p>
                ))}
                {qrImage && (
                  <img className="dialog-qr" src={qrImage} alt={t('dialog.qrAlt')} width={200} height={200} />
                )}
                {detail && (
                  <ErrorDetailPanel
                    detail={detail}
                    open={detailOpen}
                    onToggle={() => dialog.send({ type: 'TOGGLE_DETAIL' })}
                  />
                )}
                <div className="dialog-actions">
                  {current.showCancel && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => dialog.send({ type: 'CANCEL' })}
                    >
                      {t('dialog.cancel')}
                    </button>
                  )}
                  <button
                    ref={confirmRef}
                    type="button"
                    className="btn btn-primary"
                    onClick={() => dialog.send({ type: 'CONFIRM' })}
                  >
                    {t(CONFIRM_LABELS[current.confirmLabel ?? 'ok'])}
                  </button>
                </div>
              </m.div>
            </Backdrop>
          )}
        </AnimatePresence>
      </LazyMotion>
    </div>
  );
}

/**
 * The backdrop of one dialog. While it fades out, the next dialog may already be showing: the leaving one
 * is then inert and hidden from assistive technology, so there is only ever one dialog to read and press
 * (on a slow phone the fade can outlast the next dialog's arrival).
 */
function Backdrop({ children, onClickOutside }: { children: ReactNode; onClickOutside: () => void }) {
  const present = useIsPresent();
  return (
    <m.div
      className="dialog-backdrop"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.15 }}
      inert={!present}
      aria-hidden={present ? undefined : true}
      onClick={(e) => {
        if (present && e.target === e.currentTarget) onClickOutside();
      }}
    >
      {children}
    </m.div>
  );
}

/**
 * The folded error detail of a failed call: what support needs to find it, in the member's language,
 * copied in one tap exactly as shown. The copy result is announced; when copying is refused the text is
 * still there to select.
 */
function ErrorDetailPanel({
  detail,
  open,
  onToggle,
}: {
  detail: Partial<ErrorDetail>;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const rows = errorDetailRows(detail, {
    call: t('dialog.detailCall'),
    code: t('dialog.detailCode'),
    time: t('dialog.detailTime'),
    version: t('dialog.detailVersion'),
    noAnswer: t('dialog.detailNoAnswer'),
    mismatch: t('dialog.detailMismatch'),
    key: t('dialog.detailKey'),
  });
  return (
    <div className="dialog-detail">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {t(open ? 'dialog.hideDetail' : 'dialog.showDetail')}
      </button>
      {open && (
        <div id={panelId} className="dialog-detail-panel">
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => void copyText(errorDetailText(rows)).then(setCopied)}
          >
            <Icon name="copy" size={16} /> {t('dialog.copy')}
          </button>
          <p role="status" className={copied === false ? 'dialog-copied is-failed' : 'dialog-copied'}>
            {copied === null ? '' : t(copied ? 'dialog.copied' : 'dialog.copyFailed')}
          </p>
        </div>
      )}
    </div>
  );
}
