import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';
import type { ScreenPath } from '../routes/routeTable';
import { clampToViewport, type Point, snapToEdge } from './floatingPosition';
import { Icon } from './Icon';

const BUTTON = { width: 52, height: 52 };
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const DRAG_THRESHOLD = 6;

/**
 * The draggable floating menu (spec §2): transfer, deposit, home and back. It never leaves the
 * viewport: every drag, resize and rotation clamps it back in. Back uses the navigation history.
 */
export function FloatingMenu() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const marks = useFlowMarks(runtime.history);
  const [position, setPosition] = useState<Point>(() =>
    clampToViewport(
      { x: viewport().width - BUTTON.width - 8, y: viewport().height * 0.62 },
      BUTTON,
      viewport(),
    ),
  );
  const [open, setOpen] = useState(false);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const onResize = () => setPosition((p) => clampToViewport(p, BUTTON, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: position, moved: false };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    d.moved = true;
    setPosition(clampToViewport({ x: d.origin.x + dx, y: d.origin.y + dy }, BUTTON, viewport()));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved) setPosition((p) => snapToEdge(p, BUTTON, viewport()));
    else setOpen((o) => !o);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 48 : 16;
    const moves: Record<string, Point> = {
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setPosition((p) => clampToViewport({ x: p.x + move.x, y: p.y + move.y }, BUTTON, viewport()));
  };

  const go = (path: ScreenPath) => {
    setOpen(false);
    runtime.navigator.toScreen(path);
  };
  const onLeft = position.x < viewport().width / 2;

  return (
    <div
      className={`floating-menu${open ? ' is-open' : ''}${onLeft ? ' on-left' : ''}`}
      style={{ transform: `translate3d(${position.x}px, ${position.y}px, 0)` }}
      {...marks}
      data-testid="floating-menu"
    >
      <button
        type="button"
        className="floating-toggle"
        aria-expanded={open}
        aria-controls="floating-items"
        aria-label={t('float.menu')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          // Keyboard activation (Enter/Space) arrives as a click without pointer events.
          if (e.detail === 0) setOpen((o) => !o);
        }}
      >
        <Icon name={open ? 'close' : 'drag'} />
      </button>
      {open && (
        <ul id="floating-items" className="floating-items">
          <li>
            <button type="button" onClick={() => go('bank/transfer')}>
              <Icon name="transfer" size={20} />
              <span>{t('float.transfer')}</span>
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('bank/deposit')}>
              <Icon name="deposit" size={20} />
              <span>{t('float.deposit')}</span>
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('home')}>
              <Icon name="home" size={20} />
              <span>{t('float.home')}</span>
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                runtime.history.send({ type: 'BACK' });
              }}
            >
              <Icon name="back" size={20} />
              <span>{t('float.back')}</span>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
