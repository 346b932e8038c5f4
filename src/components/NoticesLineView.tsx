import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesView } from '../../machines/notices';
import { useFlowMarks } from '../bindings/flowMarks';
import { useFlow } from '../bindings/useFlow';
import { noticesLogic } from '../flows/noticeFlows';
import { afterIdle } from '../platform/idle';
import { Icon } from './Icon';
import { useInlineStyle } from './useHydrated';

const NoticeSheet = lazy(() => import('./NoticeSheet'));

/**
 * The home page's scrolling notices line: the titles of `/api/getnotices` run across one
 * line (paused under a finger or focus, still for reduced motion, and moving only while the line is in view,
 * a few seconds after the page has loaded and gone idle); tapping one opens it, its HTML sanitized
 * first. While they are read an empty line keeps their place; nothing shows when there is nothing to
 * announce or the notices cannot be read.
 */
export default function NoticesLineView() {
  const { t } = useTranslation();
  const notices = useFlow(noticesLogic);
  const { notices: list, openId, html, reading } = useSelector(notices, noticesView, shallowEqual);
  const marks = useFlowMarks(notices);
  // The scroll's speed follows the titles' length: an inline style, set by script (the policy refuses
  // `style` attributes in pre-rendered markup: `style-src-attr 'none'`).
  const duration = Math.max(12, list.reduce((sum, n) => sum + n.title.length, 0) * 0.35);
  const speed = useInlineStyle({ '--notices-duration': `${duration}s` });
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const moving = useMovingWhenSeen(track);
  // While the notices are read, their line's place is kept (in pre-rendered markup too), so the page does
  // not move when they arrive; it closes only when there is nothing to announce.
  if (list.length === 0)
    return marks['data-state'] === 'loading' ? (
      <div className="notices-line notices-line-pending" aria-hidden="true" {...marks} />
    ) : null;
  const open = list.find((n) => n.id === openId);
  // Twice the titles, so the line scrolls on without a gap; the copy is hidden from assistive technology.
  return (
    <section className="notices-line" aria-label={t('notice.title')} {...marks}>
      <Icon name="bell" size={20} />
      <div className={`notices-track${moving ? ' is-moving' : ''}`} ref={setTrack}>
        <ul ref={speed}>
          {[false, true].flatMap((copy) =>
            list.map((notice) => (
              <li key={`${notice.id}${copy ? '-copy' : ''}`} aria-hidden={copy || undefined}>
                <button
                  type="button"
                  tabIndex={copy ? -1 : undefined}
                  onClick={() => notices.send({ type: 'OPEN', id: notice.id })}
                >
                  {notice.title}
                </button>
              </li>
            )),
          )}
        </ul>
      </div>
      {reading && open && (
        <Suspense fallback={null}>
          <NoticeSheet notice={open} html={html} onClose={() => notices.send({ type: 'CLOSE' })} />
        </Suspense>
      )}
    </section>
  );
}

/** How long the first titles stand still, readable, once the page is idle, before the line moves. */
const STILL_FIRST_MS = 3000;

/**
 * True while `element` is in view, once the page has loaded, gone idle and shown the first titles still
 * for `STILL_FIRST_MS`. A moving line costs the main thread a task for every frame the compositor draws
 * (the frame's feedback), even though its `transform` animation runs off the main thread: it does not move
 * while the page loads, nor off screen.
 */
function useMovingWhenSeen(element: Element | null): boolean {
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!element) return;
    let idle = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inView = typeof IntersectionObserver === 'undefined';
    let stopped = false;
    const update = () => {
      if (!stopped) setMoving(idle && inView);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            update();
          });
    observer?.observe(element);
    afterIdle(() => {
      timer = setTimeout(() => {
        idle = true;
        update();
      }, STILL_FIRST_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [element]);
  return moving;
}
