import { useSelector } from '@xstate/react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlowStatus } from '../../../src/bindings/flowMarks';
import { Icon } from '../../../src/components/Icon';
import { frameSandbox } from '../flows/frameFlows';
import type { gameFrameMachine } from '../machines/gameFrame';

/**
 * A provider page in a frame that fills the screen under the header: its loading, slow, refused and
 * failed states. `cover` lays it over the bottom menu too (the game page); otherwise the menu stays.
 */
export function FramedPage({
  actor,
  title,
  loadingText,
  cover = false,
  refused,
  failed,
}: {
  actor: ActorRefFrom<typeof gameFrameMachine>;
  title: string;
  loadingText: string;
  cover?: boolean;
  refused: ReactNode;
  failed: ReactNode;
}) {
  const { t } = useTranslation();
  const state = useFlowStatus(actor);
  const url = useSelector(actor, (s) => s.context.url);
  const attempt = useSelector(actor, (s) => s.context.attempt);
  const stage = useRef<HTMLDivElement>(null);

  // The stage starts where the header ends (the app banner may sit above it). Measured in the first frame's
  // callback, where the browser lays the page out anyway, not in React's commit (a layout there and then).
  useLayoutEffect(() => {
    const place = () => {
      const header = document.querySelector('.app-header');
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      stage.current?.style.setProperty('--stage-top', `${top}px`);
    };
    const frame = requestAnimationFrame(place);
    window.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    const banner = document.querySelector('.download-banner');
    if (banner) observer?.observe(banner);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, []);

  return (
    <div ref={stage} className={`frame-stage${cover ? ' is-cover' : ''}`} {...state.marks}>
      {state.hasTag('frame') && url && (
        <iframe
          key={attempt}
          className="provider-frame"
          title={title}
          src={url}
          sandbox={frameSandbox(url)}
          allow="fullscreen; autoplay"
          referrerPolicy="strict-origin"
          onLoad={() => actor.send({ type: 'FRAME_LOADED' })}
        />
      )}
      {state.hasTag('busy') && (
        <div className="frame-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{loadingText}</span>
        </div>
      )}
      {state.matches('slow') && (
        <div className="frame-slow" role="status">
          <span>{t('game.slow')}</span>
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => actor.send({ type: 'RETRY' })}
          >
            <Icon name="refresh" size={16} /> {t('game.reload')}
          </button>
        </div>
      )}
      {state.matches('refused') && <div className="frame-message">{refused}</div>}
      {state.matches('failed') && <div className="frame-message">{failed}</div>}
    </div>
  );
}
