import type { AnyStateMachine } from 'xstate';
import { layoutMachine } from '../../src/qa/stateGraphLayout';

/**
 * A machine drawn as a standalone SVG file for `npm run graphs`, from the same layout the QA inspector
 * draws live (`src/qa/stateGraphLayout.ts`, dagre): leaf states are boxes, compound and parallel states
 * frames, transitions labelled arrows; every state, box or frame, carries `data-state-id`.
 */

const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `markerId` names the arrowhead, unique when several pictures share one page. */
export function toSvg(machine: AnyStateMachine, markerId = 'arrow'): string {
  const layout = layoutMachine(machine);
  const parts: string[] = [];
  for (const f of layout.frames) {
    parts.push(
      `<g data-state-id="${escapeXml(f.id)}"><rect x="${f.x}" y="${f.y}" width="${f.width}" height="${f.height}" rx="10" fill="${f.parallel ? '#f3f6ff' : '#f7f8fa'}" stroke="#9aa6bf" stroke-dasharray="${f.parallel ? '5 3' : '0'}"/>`,
      `<text x="${f.x + 10}" y="${f.y + 15}" font-size="12" font-weight="700" fill="#42506b">${escapeXml(f.label)}${f.parallel ? ' (parallel)' : ''}</text></g>`,
    );
  }
  for (const edge of layout.edges) {
    const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    parts.push(
      `<path d="${d}" fill="none" stroke="#5b6b8c" stroke-width="1.2" marker-end="url(#${markerId})"/>`,
    );
    if (edge.label) {
      const { x, y } = edge.label;
      const top = y - ((edge.lines.length - 1) * 12) / 2 + 4;
      const spans = edge.lines.map(
        (l, i) => `<tspan x="${x.toFixed(1)}" y="${(top + i * 12).toFixed(1)}">${escapeXml(l)}</tspan>`,
      );
      parts.push(
        `<text font-size="10" text-anchor="middle" fill="#1f3a8a" paint-order="stroke" stroke="#fff" stroke-width="3">${spans.join('')}</text>`,
      );
    }
  }
  for (const n of layout.nodes) {
    if (n.start) {
      parts.push(`<circle cx="${n.x}" cy="${n.y}" r="7" fill="#0c1a3a"/>`);
      continue;
    }
    const x = n.x - n.width / 2;
    const y = n.y - n.height / 2;
    const fill = n.marker ? '#fff' : n.final ? '#e8f5ec' : '#fff';
    parts.push(
      `<g data-state-id="${escapeXml(n.id)}"><rect x="${x}" y="${y}" width="${n.width}" height="${n.height}" rx="${n.marker ? 11 : 8}" fill="${fill}" stroke="${n.marker ? '#9aa6bf' : '#0c1a3a'}" stroke-width="${n.final ? 2.5 : 1.3}" stroke-dasharray="${n.marker ? '3 2' : '0'}"/>`,
      `<text x="${n.x}" y="${y + (n.marker ? 15 : 20)}" font-size="${n.marker ? 10 : 12}" text-anchor="middle" fill="#0c1a3a">${escapeXml(n.label)}</text>`,
      ...n.loops.map(
        (l, i) =>
          `<text x="${n.x}" y="${y + 34 + i * 12}" font-size="9.5" text-anchor="middle" fill="#5b6b8c">↻ ${escapeXml(l)}</text>`,
      ),
      n.tags.length
        ? `<text x="${n.x}" y="${y - 3}" font-size="9" text-anchor="middle" fill="#8a5a00">${escapeXml(n.tags.join(' '))}</text></g>`
        : '</g>',
    );
  }
  const { width, height } = layout;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family='${FONT}' role="img" aria-label="State graph of ${escapeXml(machine.id)}">
<defs><marker id="${markerId}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#5b6b8c"/></marker></defs>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>
`;
}

/**
 * The line of comment above each state in the machine's source (the house rule: every state says what it
 * is in one line; a state a block function makes, `key: block(`, too), by state key, for the page that
 * lists every machine.
 */
export function stateComments(source: string): Map<string, string> {
  const comments = new Map<string, string>();
  const pattern = /^\s*\/\/\s*(.+)\n\s*(?:'([\w-]+)'|"([\w-]+)"|([\w$]+)):\s*(?:\{|[\w.$]+\()/gm;
  for (const m of source.matchAll(pattern)) {
    const key = m[2] ?? m[3] ?? m[4] ?? '';
    if (!comments.has(key)) comments.set(key, m[1]!.trim());
  }
  return comments;
}

/** The comment of each state of a machine, from its source: the line above the state. */
export function commentsOf(source: string): (key: string) => string {
  const own = stateComments(source);
  return (key: string) => own.get(key) ?? '';
}
