import { segmenter, wordsRunTogether } from '../../../domain/formatters';

/**
 * Where and how a reward's label sits on the wheel. Labels run along the rim; the ones
 * that come to rest on the lower half are turned half a turn, so every label reads upright when the wheel
 * stops, and a long reward (Thai, Vietnamese) takes two lines and a smaller type instead of running over
 * its neighbours.
 */

/** The label's centre, in the wheel's own units (the wheel is 200 wide). */
export const LABEL_RADIUS = 62;
const LARGEST_TYPE = 9;
const SMALLEST_TYPE = 6;
/** An average glyph is about this share of the type size wide (Latin, Thai and Vietnamese alike). */
const GLYPH_WIDTH = 0.56;

export interface WheelLabel {
  /** Extra turn of the label about its own centre: 180 on the lower half, else 0. */
  flip: 0 | 180;
  lines: string[];
  fontSize: number;
}

/** Degrees on screen, 0 at the top, clockwise, in [0, 360). */
const onScreen = (deg: number) => ((deg % 360) + 360) % 360;

/** True when text turned by `screenAngle` (its top pointing that way) would read upside down. */
export const readsUpsideDown = (screenAngle: number) => {
  const a = onScreen(screenAngle);
  return a > 90 && a < 270;
};

/**
 * Where a line may break: between words. Thai writes no spaces between words, so the browser's word
 * segmenter finds them where it exists; elsewhere, and in a script written with spaces, at spaces.
 */
function breakPoints(text: string): number[] {
  const points: number[] = [];
  if (wordsRunTogether(text) && typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    for (const part of segmenter(undefined, { granularity: 'word' }).segment(text))
      if (part.index > 0) points.push(part.index);
  } else {
    for (const space of text.matchAll(/\s+/g)) points.push(space.index ?? 0);
  }
  return points;
}

const split = (text: string, at: number) => [text.slice(0, at).trim(), text.slice(at).trim()].filter(Boolean);

/** Two lines, broken between words where the longer of the two is shortest; one word stays one line. */
function twoLines(text: string): string[] {
  let best = [text];
  let longest = visibleLength(text);
  for (const at of breakPoints(text)) {
    const lines = split(text, at);
    const length = Math.max(...lines.map(visibleLength));
    if (lines.length === 2 && length < longest) [best, longest] = [lines, length];
  }
  return best;
}

/** As many words as fit on the first line (a word too long is cut), the rest on the second, cut with "…". */
function fillTwoLines(text: string, width: number): string[] {
  const cut = (line: string) =>
    visibleLength(line) > width
      ? `${[...line]
          .slice(0, width - 1)
          .join('')
          .trimEnd()}…`
      : line;
  const fitting = breakPoints(text).filter((at) => visibleLength(text.slice(0, at).trim()) <= width);
  const at = fitting.at(-1);
  if (at === undefined) return [cut(text)];
  return split(text, at).map(cut);
}

/** Visible characters: combining marks (Thai vowels and tones, Vietnamese accents) take no width. */
const visibleLength = (text: string) => text.normalize('NFC').replace(/\p{M}/gu, '').length;

/**
 * The label of one segment: `mid` is the segment's middle on the wheel, `rest` the wheel's turn when it
 * stops, `segments` how many share the wheel.
 */
export function wheelLabel(reward: string, mid: number, rest: number, segments: number): WheelLabel {
  return { flip: readsUpsideDown(mid + rest) ? 180 : 0, ...labelLayout(reward, segments) };
}

/** A label's lines and type, made once per reward and wheel size: the spin's every step turns it only. */
const layouts = new Map<string, Omit<WheelLabel, 'flip'>>();
function labelLayout(reward: string, segments: number): Omit<WheelLabel, 'flip'> {
  const key = `${segments}|${reward}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = layoutOf(reward, segments);
    layouts.set(key, layout);
  }
  return layout;
}

function layoutOf(reward: string, segments: number): Omit<WheelLabel, 'flip'> {
  const text = reward.trim().replace(/\s+/g, ' ');
  // The chord of the segment at the label's radius, less a margin on each side.
  const room = 2 * LABEL_RADIUS * Math.sin(Math.PI / Math.max(segments, 2)) * 0.82;
  const fits = (line: string, size: number) => visibleLength(line) * size * GLYPH_WIDTH <= room;
  let lines = [text];
  if (!fits(text, LARGEST_TYPE)) lines = twoLines(text);
  const longest = Math.max(...lines.map(visibleLength), 1);
  let fontSize = Math.min(LARGEST_TYPE, room / (longest * GLYPH_WIDTH));
  if (fontSize < SMALLEST_TYPE) {
    // Still too long at the smallest type: fill the first line word by word, cut the second, and say so.
    fontSize = SMALLEST_TYPE;
    lines = fillTwoLines(text, Math.max(3, Math.floor(room / (SMALLEST_TYPE * GLYPH_WIDTH))));
  }
  return { lines, fontSize: Math.round(fontSize * 10) / 10 };
}
