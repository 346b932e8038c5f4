import { memo } from 'react';
import { useInlineStyle } from '../../../src/components/useHydrated';
import type { RouletteReward } from '../contract/rewardsReplies';
import { LABEL_RADIUS, wheelLabel } from './wheelLabels';

// A reward of a type the app does not know is a neutral grey.
const COLORS = {
  bonus: ['#f5b72a', '#ffd978'],
  points: ['#2867d8', '#5b8cf0'],
  other: ['#c9d0dc', '#e1e6ee'],
} as const;
/** The frame's blank segments while the rewards are read (the demo's eight; the real count fills in). */
const BLANK_SEGMENTS = 8;
const BLANK = ['#eef1f7', '#f8f9fc'] as const;
const RADIUS = 96;

const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
/** A point on the rim, to a hundredth of the wheel's unit (the markup stays short). */
const rim = (deg: number, trig: (a: number) => number) => Math.round(trig(rad(deg)) * RADIUS * 100) / 100;

/** One segment's slice of the wheel, from `a0` clockwise by `angle` degrees (0 at the top). */
function slice(a0: number, angle: number) {
  const a1 = a0 + angle;
  const large = angle > 180 ? 1 : 0;
  const [x0, y0, x1, y1] = [rim(a0, Math.cos), rim(a0, Math.sin), rim(a1, Math.cos), rim(a1, Math.sin)];
  return `M0 0 L${x0} ${y0} A${RADIUS} ${RADIUS} 0 ${large} 1 ${x1} ${y1} Z`;
}

/**
 * The wheel, drawn from the rewards; only transform changes per frame. With no rewards yet it is the
 * wheel's frame: rim, pointer and hub at the final size, its segments blank, so the rewards fill it in
 * where it stands (and a pre-rendered page shows the wheel before any script runs).
 */
export const Wheel = memo(function Wheel({
  segments,
  position,
  spinning,
}: {
  segments: RouletteReward[];
  position: number;
  spinning: boolean;
}) {
  const n = segments.length;
  const angle = 360 / Math.max(n, 1);
  // The wheel's turn when it stops: the winning segment's middle under the pointer at the top.
  const rest = -(position * angle) - angle / 2;
  // The turn is an inline style: none in pre-rendered markup (`style-src-attr 'none'`), set by script.
  const turn = useInlineStyle(n > 0 ? { transform: `rotate(${rest}deg)` } : undefined);
  const blankAngle = 360 / BLANK_SEGMENTS;
  return (
    <div className="wheel-frame">
      <div className="wheel-pointer" aria-hidden="true" />
      <svg
        // A new wheel when the rewards arrive: its first turn is not animated from the frame's.
        key={n > 0 ? 'rewards' : 'frame'}
        className={`wheel${spinning ? ' is-spinning' : ''}${n > 0 ? '' : ' is-blank'}`}
        viewBox="-100 -100 200 200"
        ref={turn}
        aria-hidden="true"
      >
        {n === 0 &&
          Array.from({ length: BLANK_SEGMENTS }, (_, i) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: the blank segments are only places
              key={i}
              d={slice(i * blankAngle, blankAngle)}
              fill={BLANK[i % 2]}
              stroke="#fff"
              strokeWidth="1.5"
            />
          ))}
        {segments.map((s, i) => {
          const mid = i * angle + angle / 2;
          const label = wheelLabel(s.reward, mid, rest, n);
          const fill = COLORS[s.type][i % 2] ?? '#ccc';
          return (
            <g key={s.id} data-reward={s.id}>
              {/* The whole reward, as sent: the label may be cut or split over two lines. */}
              <title>{s.reward}</title>
              <path d={slice(i * angle, angle)} fill={fill} stroke="#fff" strokeWidth="1.5" />
              <text
                transform={`rotate(${mid}) translate(0 ${-LABEL_RADIUS}) rotate(${label.flip})`}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={label.fontSize}
                fontWeight="700"
                fill={s.type === 'points' ? '#fff' : s.type === 'bonus' ? '#2a1d00' : '#2b3445'}
              >
                {label.lines.map((line, k) => (
                  <tspan key={line} x="0" y={`${(k - (label.lines.length - 1) / 2) * 1.1}em`}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <circle r="18" fill="#0c1a3a" stroke="#f5b72a" strokeWidth="3" />
      </svg>
    </div>
  );
});
