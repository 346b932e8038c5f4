import type { CSSProperties } from 'react';
import type { GameEntry } from '../../../api/types';
import { assetUrl } from '../../../platform/staticContent';

/**
 * A game's picture: shared lightweight art tinted per game, lazy, in a box of fixed aspect ratio so the
 * grid never shifts while images arrive.
 */
export function GameArt({ game }: { game: Pick<GameEntry, 'art' | 'hue'> }) {
  const src = assetUrl(game.art);
  return (
    <span className="game-art" style={{ '--hue': `${game.hue ?? 0}deg` } as CSSProperties}>
      {src && <img src={src} alt="" loading="lazy" decoding="async" width={120} height={120} />}
    </span>
  );
}
