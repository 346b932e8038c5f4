import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';
import type { ScreenPath } from '../routes/routeTable';
import { type Box, clampToViewport, freeSpot, type Point, snapToEdge } from './floatingPosition';
import { Icon } from './Icon';
import { useScreen } from './useScreen';

const BUTTON = { width: 52, height: 52 };

/**
 * The window's size, read once and again after each resize (a rotation, the keyboard): reading it while a
 * render or a navigation's commit has changed the page forces the browser to lay the page out there and then.
 * Forgotten in the capture phase, so the menu's own resize handler already reads the new size.
 */
let viewportSize: { width: number; height: number } | null = null;
let followingResizes = false;
function viewport(): { width: number; height: number } {
  if (!viewportSize) {
    viewportSize = { width: window.innerWidth, height: window.innerHeight };
    if (!followingResizes) {
      followingResizes = true;
      window.addEventListener(
        'resize',
        () => {
          viewportSize = null;
        },
        { capture: true, passive: true },
      );
    }
  }
  return viewportSize;
}
const DRAG_THRESHOLD = 6;
/** How long the page stays still (no scroll, no change) before the button settles again, in ms. */
const SETTLE_MS = 160;

/** What a member types in or taps (and the `?qa=1` inspector's sheet): the button never rests on these. */
const CONTROLS =
  'a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"], [data-testid="qa-overlay"]';

/** The boxes of the page's visible controls, the menu's own left out. */
function controlBoxes(menu: HTMLElement | null): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (menu?.contains(element)) continue;
    if (
      typeof element.checkVisibility === 'function' &&
      !element.checkVisibility({ visibilityProperty: true })
    )
      continue;
    const r = element.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height });
  }
  return boxes;
}

/**
 * The draggable floating menu (spec §2): transfer, deposit, home and back. It never leaves the
 * viewport: every drag, resize and rotation clamps it back in. Back uses the navigation history.
 * It never covers what a member types in or taps: it rests at the free place nearest to where it was put
 * (`freeSpot`), found again when the screen, its content or its size changes, and fades out of the way
 * while the page scrolls.
 */
export function FloatingMenu() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const marks = useFlowMarks(runtime.history);
  const { screen } = useScreen();
  /** Where the member put it (or the default place): the button rests at the free place nearest to it. */
  const wanted = useRef<Point>({ x: viewport().width - BUTTON.width - 8, y: viewport().height * 0.62 });
  const [position, setPosition] = useState<Point>(() => clampToViewport(wanted.current, BUTTON, viewport()));
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  const settle = useRef(() => {
    if (drag.current || openRef.current) return;
    const spot = freeSpot(wanted.current, BUTTON, viewport(), controlBoxes(root.current));
    setPosition((p) => (p.x === spot.x && p.y === spot.y ? p : spot));
  });

  // A new screen: rest clear of its controls in the frame that first paints it. Its controls are measured in
  // that frame's callback, where the browser lays the page out anyway; measured in React's commit, the
  // page's layout would be done there and then, one long task with the commit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles again for each screen
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => flushSync(() => settle.current()));
    return () => cancelAnimationFrame(frame);
  }, [screen?.path]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setMoving(false);
        settle.current();
      }, SETTLE_MS);
    };
    const onScroll = () => {
      setMoving(true);
      later();
    };
    const onResize = () => {
      wanted.current = clampToViewport(wanted.current, BUTTON, viewport());
      setPosition((p) => clampToViewport(p, BUTTON, viewport()));
      later();
    };
    // Content that arrives (lists, forms, messages) and fields that open move controls under the button.
    const changes = new MutationObserver((records) => {
      if (records.every((r) => root.current?.contains(r.target))) return;
      later();
    });
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'open'],
    });
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onResize);
    document.addEventListener('focusin', later);
    later();
    return () => {
      clearTimeout(timer);
      changes.disconnect();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onResize);
      document.removeEventListener('focusin', later);
    };
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
    if (d?.moved) {
      wanted.current = snapToEdge(position, BUTTON, viewport());
      setPosition(freeSpot(wanted.current, BUTTON, viewport(), controlBoxes(root.current)));
    } else setOpen((o) => !o);
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
    setPosition((p) => {
      const next = clampToViewport({ x: p.x + move.x, y: p.y + move.y }, BUTTON, viewport());
      wanted.current = next;
      return next;
    });
  };

  const go = (path: ScreenPath) => {
    setOpen(false);
    runtime.navigator.toScreen(path);
  };
  const onLeft = position.x < viewport().width / 2;

  return (
    <div
      ref={root}
      className={`floating-menu${open ? ' is-open' : ''}${onLeft ? ' on-left' : ''}${moving && !open ? ' is-moving' : ''}`}
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
