import { useState } from 'react';
import type { GameEntry } from '../../../contract/types';
import { useInlineStyle } from '../../../src/components/useHydrated';
import { assetUrl } from '../../../src/platform/staticContent';

/**
 * A game's picture: shared lightweight art tinted per game, lazy, in a box of fixed aspect ratio so the
 * grid never shifts while images arrive. Art that does not load (or a game without any) shows a drawn
 * placeholder in the same box, never the browser's broken-image icon.
 */
export function GameArt({ game }: { game: Pick<GameEntry, 'art' | 'hue'> }) {
  const src = assetUrl(game.art);
  const [failed, setFailed] = useState<string | null>(null);
  // The tint is an inline style: none in pre-rendered markup (`style-src-attr 'none'`), set by script.
  const tint = useInlineStyle({ '--hue': `${game.hue ?? 0}deg` });
  const missing = !src || failed === src;
  return (
    <span className={`game-art${missing ? ' is-missing' : ''}`} ref={tint}>
      {missing ? (
        <ArtPlaceholder />
      ) : (
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
