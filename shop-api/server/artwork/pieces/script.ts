import { n, type Point } from "../svg";

/**
 * A cursive hand for name necklaces: each letter is a run of cubic curves starting at the pen's
 * place on the baseline and ending on it, so letters join like handwriting. Units are the x-height
 * (y up is negative); only the letters of the seeded names are drawn.
 */
type Segment = readonly [number, number, number, number, number, number];

interface Glyph {
  width: number;
  segments: readonly Segment[];
  /** A dot above (the i). */
  dot?: Point;
}

const GLYPHS: Record<string, Glyph> = {
  a: {
    width: 1.25,
    segments: [
      [0.3, 0, 0.6, -0.5, 0.85, -0.88],
      [0.62, -1.05, 0.22, -0.95, 0.22, -0.45],
      [0.22, -0.08, 0.45, 0.04, 0.6, -0.02],
      [0.75, -0.08, 0.84, -0.5, 0.88, -0.9],
      [0.85, -0.5, 0.84, -0.08, 0.98, -0.02],
      [1.06, 0.02, 1.16, -0.02, 1.25, -0.06],
    ],
  },
  e: {
    width: 0.95,
    segments: [
      [0.25, 0.02, 0.68, -0.3, 0.7, -0.66],
      [0.72, -0.98, 0.32, -1.0, 0.24, -0.6],
      [0.16, -0.22, 0.36, 0.03, 0.6, -0.01],
      [0.75, -0.03, 0.86, -0.07, 0.95, -0.12],
    ],
  },
  l: {
    width: 0.95,
    segments: [
      [0.32, -0.04, 0.72, -0.82, 0.75, -1.55],
      [0.78, -2.12, 0.38, -2.2, 0.34, -1.68],
      [0.3, -1.1, 0.28, -0.02, 0.6, -0.01],
      [0.75, -0.01, 0.86, -0.06, 0.95, -0.12],
    ],
  },
  i: {
    width: 0.85,
    segments: [
      [0.22, -0.18, 0.38, -0.58, 0.44, -0.95],
      [0.4, -0.6, 0.36, -0.02, 0.6, -0.01],
      [0.7, 0, 0.79, -0.06, 0.85, -0.12],
    ],
    dot: { x: 0.5, y: -1.4 },
  },
  n: {
    width: 1.2,
    segments: [
      [0.14, -0.3, 0.2, -0.68, 0.26, -0.95],
      [0.26, -0.62, 0.25, -0.3, 0.25, 0],
      [0.33, -0.6, 0.52, -0.95, 0.74, -0.9],
      [0.95, -0.84, 0.84, -0.3, 0.9, -0.08],
      [0.96, 0.03, 1.1, -0.01, 1.2, -0.1],
    ],
  },
  m: {
    width: 1.55,
    segments: [
      [0.14, -0.3, 0.2, -0.68, 0.26, -0.95],
      [0.26, -0.62, 0.25, -0.3, 0.25, 0],
      [0.3, -0.6, 0.44, -0.95, 0.6, -0.9],
      [0.76, -0.85, 0.7, -0.3, 0.7, 0],
      [0.76, -0.6, 0.9, -0.95, 1.06, -0.9],
      [1.24, -0.84, 1.16, -0.3, 1.22, -0.08],
      [1.28, 0.03, 1.44, -0.01, 1.55, -0.1],
    ],
  },
  r: {
    width: 1,
    segments: [
      [0.18, -0.3, 0.28, -0.7, 0.34, -0.95],
      [0.44, -0.84, 0.6, -0.78, 0.68, -0.86],
      [0.6, -0.5, 0.6, -0.16, 0.72, -0.04],
      [0.8, 0.02, 0.92, -0.03, 1, -0.1],
    ],
  },
};

export const SCRIPT_LETTERS = Object.keys(GLYPHS).join("");

export interface Word {
  /** The stroke of the whole word. */
  path: string;
  /** The i's dots. */
  dots: Point[];
  width: number;
  /** Where the chain meets the word, at each end. */
  start: Point;
  end: Point;
}

/** A word in the cursive hand, x-height `size`, its baseline starting at `origin`. */
export function scriptWord(word: string, origin: Point, size: number): Word {
  let x = 0;
  const commands: string[] = [];
  const dots: Point[] = [];
  // A lead-in stroke from below the baseline, as a jeweller's nameplate has.
  commands.push(`M${n(origin.x - size * 0.25)} ${n(origin.y + size * 0.1)}`);
  commands.push(`L${n(origin.x)} ${n(origin.y)}`);
  for (const letter of word) {
    const glyph = GLYPHS[letter];
    if (!glyph) continue;
    for (const [c1x, c1y, c2x, c2y, ex, ey] of glyph.segments) {
      commands.push(
        `C${n(origin.x + (x + c1x) * size)} ${n(origin.y + c1y * size)} ${n(origin.x + (x + c2x) * size)} ${n(
          origin.y + c2y * size
        )} ${n(origin.x + (x + ex) * size)} ${n(origin.y + ey * size)}`
      );
    }
    if (glyph.dot) dots.push({ x: origin.x + (x + glyph.dot.x) * size, y: origin.y + glyph.dot.y * size });
    x += glyph.width;
  }
  return {
    path: commands.join(""),
    dots,
    width: x * size,
    start: { x: origin.x - size * 0.25, y: origin.y + size * 0.1 },
    end: { x: origin.x + x * size, y: origin.y - size * 0.12 },
  };
}
