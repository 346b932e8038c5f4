import type { GameEntry } from '../../../contract/types';
import { useInlineStyle } from '../../../src/components/useHydrated';
import { assetUrl } from '../../../src/platform/staticContent';

/**
 * A game's picture: shared lightweight art tinted per game, lazy, in a box of fixed aspect ratio so the
 * grid never shifts while images arrive.
 */
export function GameArt({ game }: { game: Pick<GameEntry, 'art' | 'hue'> }) {
  const src = assetUrl(game.art);
  // The tint is an inline style: none in pre-rendered markup (`style-src-attr 'none'`), set by script.
  const tint = useInlineStyle({ '--hue': `${game.hue ?? 0}deg` });
  return (
    <span className="game-art" ref={tint}>
      {src && <img src={src} alt="" loading="lazy" decoding="async" width={120} height={120} />}
    </span>
  );
}
