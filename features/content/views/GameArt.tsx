import { useCallback, useState } from 'react';
import type { GameEntry } from '../../../contract/types';
import { useInlineStyle } from '../../../src/components/useHydrated';
import { useNearView } from '../../../src/components/useNearView';
import { assetUrl } from '../../../src/platform/staticContent';

/**
 * A game's picture: shared lightweight art tinted per game, lazy, in a box of fixed aspect ratio so the
 * grid never shifts while images arrive. Art that does not load (or a game without any) shows a drawn
 * placeholder in the same box, never the browser's broken-image icon. Art of a list below the first
 * screen (`whenNear`) is not asked for until the member scrolls near it: Chromium's own lazy loading
 * fetches images well over a screen ahead, and each request costs the page's load a dozen tasks.
 */
export function GameArt({
  game,
  whenNear = false,
}: {
  game: Pick<GameEntry, 'art' | 'hue'>;
  whenNear?: boolean;
}) {
  const src = assetUrl(game.art);
  const [failed, setFailed] = useState<string | null>(null);
  // The tint is an inline style: none in pre-rendered markup (`style-src-attr 'none'`), set by script.
  const tint = useInlineStyle({ '--hue': `${game.hue ?? 0}deg` });
  const [nearView, near] = useNearView(whenNear);
  const box = useCallback(
    (element: HTMLSpanElement | null) => {
      nearView(element);
      return tint(element);
    },
    [nearView, tint],
  );
  const missing = !src || failed === src;
  return (
    <span className={`game-art${missing ? ' is-missing' : ''}`} ref={box}>
      {missing ? (
        <ArtPlaceholder />
      ) : !near ? null : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={120}
          height={120}
          onError={() => setFailed(src)}
          // An image that failed before the app took over the page fired its error unheard.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(src);
          }}
        />
      )}
    </span>
  );
}

/** A playing card and a die, drawn: what stands in for art that is missing. */
function ArtPlaceholder() {
  return (
    <svg
      className="game-art-placeholder"
      viewBox="0 0 120 120"
      aria-hidden="true"
      data-testid="game-art-placeholder"
    >
      <rect x="22" y="26" width="46" height="64" rx="7" transform="rotate(-10 45 58)" />
      <path d="M40 50l6-9 6 9-6 9z" transform="rotate(-10 45 58)" />
      <rect x="58" y="46" width="40" height="40" rx="8" />
      <circle cx="70" cy="58" r="3.5" />
      <circle cx="86" cy="74" r="3.5" />
      <circle cx="78" cy="66" r="3.5" />
    </svg>
  );
}
