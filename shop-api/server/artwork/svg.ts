/**
 * A tiny SVG writer for the generated catalogue pictures: a document collects its definitions
 * (gradients, filters) under unique ids while the drawing code writes elements as strings.
 * Everything is deterministic: the same recipe always gives the same bytes.
 */

/** Numbers as SVG wants them: at most two decimals, no "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export interface Point {
  x: number;
  y: number;
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      (stop) =>
        `<stop offset="${n(stop.offset)}" stop-color="${stop.color}"${
          stop.opacity === undefined ? "" : ` stop-opacity="${n(stop.opacity)}"`
        }/>`
    )
    .join("");
}

export class SvgDocument {
  private defs: string[] = [];
  private nextId = 0;
  private cache = new Map<string, string>();

  constructor(readonly width: number, readonly height: number) {}

  /** A fresh id for a definition. */
  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  /** Adds a definition once per key and answers its id (a gradient used by 200 links is written once). */
  define(key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id(key.replace(/[^a-z]/gi, "").slice(0, 6) || "d");
    this.defs.push(make(id));
    this.cache.set(key, id);
    return id;
  }

  /**
   * A linear gradient along an angle (degrees, 0 = left to right), in the element's box unless
   * `userSpace` gives its ends in user coordinates.
   */
  linear(stops: readonly Stop[], angle = 0, userSpace?: { from: Point; to: Point }): string {
    const key = `lin:${angle}:${JSON.stringify(stops)}:${JSON.stringify(userSpace ?? null)}`;
    return `url(#${this.define(key, (id) => {
      if (userSpace) {
        return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(userSpace.from.x)}" y1="${n(
          userSpace.from.y
        )}" x2="${n(userSpace.to.x)}" y2="${n(userSpace.to.y)}">${stopsXml(stops)}</linearGradient>`;
      }
      const rad = (angle * Math.PI) / 180;
      const dx = Math.cos(rad) / 2;
      const dy = Math.sin(rad) / 2;
      return `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(
        0.5 + dy
      )}">${stopsXml(stops)}</linearGradient>`;
    })})`;
  }

  /** A radial gradient in the element's box (centre and focus as fractions) or in user space. */
  radial(
    stops: readonly Stop[],
    shape: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; userSpace?: boolean } = {}
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, userSpace = false } = shape;
    const key = `rad:${cx}:${cy}:${r}:${fx}:${fy}:${userSpace}:${JSON.stringify(stops)}`;
    return `url(#${this.define(
      key,
      (id) =>
        `<radialGradient id="${id}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ""} cx="${n(cx)}" cy="${n(
          cy
        )}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}">${stopsXml(stops)}</radialGradient>`
    )})`;
  }

  /** A Gaussian blur filter (with room around the element for the blur to spread). */
  blur(deviation: number): string {
    return `url(#${this.define(
      `blur:${deviation}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(
          deviation
        )}"/></filter>`
    )})`;
  }

  /**
   * Shadows under a piece: a wide soft one and a tight contact one, in a warm dark tone, cast away
   * from the light, merged under the piece itself. One filter, so the piece is drawn once.
   */
  dropShadows(scale: number, opacity: number, tone: [number, number, number] = [0.3, 0.21, 0.1]): string {
    return `url(#${this.define(
      `shadow:${scale}:${opacity}:${tone.join(",")}`,
      (id) =>
        `<filter id="${id}" x="-20%" y="-20%" width="150%" height="150%" color-interpolation-filters="sRGB"><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 ${n(
          tone[0]
        )} 0 0 0 0 ${n(tone[1])} 0 0 0 0 ${n(tone[2])} 0 0 0 ${n(
          opacity
        )} 0" result="tone"/><feGaussianBlur in="tone" stdDeviation="${n(13 * scale)}"/><feOffset dx="${n(
          14 * scale
        )}" dy="${n(24 * scale)}" result="wide"/><feGaussianBlur in="tone" stdDeviation="${n(
          3 * scale
        )}"/><feOffset dx="${n(3 * scale)}" dy="${n(
          5 * scale
        )}" result="near"/><feMerge><feMergeNode in="wide"/><feMergeNode in="near"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
    )})`;
  }

  /** A raw definition (a group used twice, a clip path): answers its id. */
  raw(key: string, make: (id: string) => string): string {
    return this.define(key, make);
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${
      this.width
    }" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join(
      ""
    )}</defs>${body}</svg>`;
  }
}

/** A seeded pseudo-random generator (mulberry32): the same seed draws the same picture. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Rng.pick of an empty list");
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A polyline walked by arc length: chains put their links along it. */
export class Track {
  private readonly lengths: number[];
  readonly length: number;

  constructor(readonly points: readonly Point[]) {
    if (points.length < 2) throw new Error("A track needs two points");
    this.lengths = [0];
    let total = 0;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1] as Point;
      const b = points[i] as Point;
      total += Math.hypot(b.x - a.x, b.y - a.y);
      this.lengths.push(total);
    }
    this.length = total;
  }

  /** The point at a distance along the track, and the direction (radians) there. */
  at(distance: number): { point: Point; angle: number } {
    const d = Math.max(0, Math.min(this.length, distance));
    let lo = 0;
    let hi = this.lengths.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((this.lengths[mid] as number) <= d) lo = mid;
      else hi = mid;
    }
    const a = this.points[lo] as Point;
    const b = this.points[hi] as Point;
    const span = (this.lengths[hi] as number) - (this.lengths[lo] as number) || 1;
    const t = (d - (this.lengths[lo] as number)) / span;
    return { point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, angle: Math.atan2(b.y - a.y, b.x - a.x) };
  }

  /** Points every `step` along the track (with their directions). */
  every(step: number, offset = 0): { point: Point; angle: number }[] {
    const out: { point: Point; angle: number }[] = [];
    for (let d = offset; d <= this.length; d += step) out.push(this.at(d));
    return out;
  }
}

/** Samples a cubic Bézier curve. */
export function cubic(p0: Point, p1: Point, p2: Point, p3: Point, samples = 60): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const u = 1 - t;
    out.push({
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    });
  }
  return out;
}

/** Samples an ellipse (full turn from angle `start`), optionally rotated (degrees). */
export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  samples = 120,
  start = 0,
  rotation = 0
): Point[] {
  const rot = (rotation * Math.PI) / 180;
  const out: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = start + (i / samples) * Math.PI * 2;
    const x = rx * Math.cos(t);
    const y = ry * Math.sin(t);
    out.push({ x: cx + x * Math.cos(rot) - y * Math.sin(rot), y: cy + x * Math.sin(rot) + y * Math.cos(rot) });
  }
  return out;
}

export function pathOf(points: readonly Point[], close = false): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${n(p.x)} ${n(p.y)}`).join("") + (close ? "Z" : "");
}

export const deg = (radians: number) => (radians * 180) / Math.PI;
