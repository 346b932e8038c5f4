import type { RouletteReward } from '../../../api/types';
import { useHydrated } from '../../../components/useHydrated';
import { LABEL_RADIUS, wheelLabel } from './wheelLabels';

const COLORS = { bonus: ['#f5b72a', '#ffd978'], points: ['#2867d8', '#5b8cf0'] } as const;

/** The wheel, drawn from the rewards; only transform changes per frame. */
export function Wheel({
  segments,
  position,
  spinning,
}: {
  segments: RouletteReward[];
  position: number;
  spinning: boolean;
}) {
  // The turn is an inline style: none in pre-rendered markup (`style-src-attr 'none'`), so it comes after.
  const hydrated = useHydrated();
  const n = segments.length;
  const angle = 360 / n;
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
  // The wheel's turn when it stops: the winning segment's middle under the pointer at the top.
  const rest = -(position * angle) - angle / 2;
  return (
    <div className="wheel-frame">
      <div className="wheel-pointer" aria-hidden="true" />
      <svg
        className={`wheel${spinning ? ' is-spinning' : ''}`}
        viewBox="-100 -100 200 200"
        style={hydrated ? { transform: `rotate(${rest}deg)` } : undefined}
        aria-hidden="true"
      >
        {segments.map((s, i) => {
          const a0 = i * angle;
          const a1 = a0 + angle;
          const large = angle > 180 ? 1 : 0;
          const [x0, y0, x1, y1] = [
            Math.cos(rad(a0)) * 96,
            Math.sin(rad(a0)) * 96,
            Math.cos(rad(a1)) * 96,
            Math.sin(rad(a1)) * 96,
          ];
          const mid = a0 + angle / 2;
          const label = wheelLabel(s.reward, mid, rest, n);
          const fill = COLORS[s.type][i % 2] ?? '#ccc';
          return (
            <g key={s.id} data-reward={s.id}>
              {/* The whole reward, as sent: the label may be cut or split over two lines. */}
              <title>{s.reward}</title>
              <path
                d={`M0 0 L${x0} ${y0} A96 96 0 ${large} 1 ${x1} ${y1} Z`}
                fill={fill}
                stroke="#fff"
                strokeWidth="1.5"
              />
              <text
                transform={`rotate(${mid}) translate(0 ${-LABEL_RADIUS}) rotate(${label.flip})`}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={label.fontSize}
                fontWeight="700"
                fill={s.type === 'bonus' ? '#2a1d00' : '#fff'}
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
}
