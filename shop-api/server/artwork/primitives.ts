/**
 * The parts jewellery is drawn from: chain links along a track, rings, gems, beads, clasps,
 * sparkles. Sizes are in the drawing's user units (a product picture is 1000 units wide).
 */
import {
  GEM_TONES,
  METAL_TONES,
  broadMetal,
  isFaceted,
  metal,
  puffedMetal,
  sphereMetal,
  type Gem,
  type Metal,
} from "./materials";
import { deg, ellipsePoints, n, pathOf, type Point, type SvgDocument, Track } from "./svg";

export const CHAIN_STYLES = ["cable", "rope", "box", "figaro", "curb", "ball", "fine"] as const;
export type ChainStyle = (typeof CHAIN_STYLES)[number];

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * Links along a track. `size` is a link's length. `from`/`to` leave room at the ends (for a clasp
 * or a pendant's bail).
 */
export function chain(
  doc: SvgDocument,
  track: Track,
  style: ChainStyle,
  kind: Metal,
  size: number,
  range: { from?: number; to?: number } = {}
): string {
  const from = range.from ?? 0;
  const to = range.to ?? track.length;
  const tones = METAL_TONES[kind];
  const out: string[] = [];
  const place = (d: number, body: (x: number, y: number, a: number) => string) => {
    const { point, angle } = track.at(d);
    out.push(body(point.x, point.y, deg(angle)));
  };
  const wire = metal(doc, kind, 70);
  const across = metal(doc, kind, 90);

  switch (style) {
    case "cable":
    case "fine": {
      const w = style === "fine" ? size * 0.16 : size * 0.2;
      const step = size * 0.74;
      let i = 0;
      for (let d = from; d <= to; d += step, i++) {
        const flat = i % 2 === 0;
        place(d, (x, y, a) =>
          flat
            ? `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><ellipse rx="${n(size * 0.5)}" ry="${n(
                size * 0.31
              )}" fill="none" stroke="${tones.edge}" stroke-opacity="0.55" stroke-width="${n(
                w * 1.45
              )}"/><ellipse rx="${n(size * 0.5)}" ry="${n(size * 0.31)}" fill="none" stroke="${wire}" stroke-width="${n(
                w
              )}"/></g>`
            : `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><rect x="${n(-size * 0.56)}" y="${n(
                -w * 0.78
              )}" width="${n(size * 1.12)}" height="${n(w * 1.56)}" rx="${n(w * 0.78)}" fill="${across}" stroke="${
                tones.edge
              }" stroke-opacity="0.5" stroke-width="${n(w * 0.3)}"/></g>`
        );
      }
      break;
    }
    case "rope": {
      const t = size * 0.55;
      for (let d = from; d <= to; d += t * 0.42) {
        place(
          d,
          (x, y, a) =>
            `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a + 38)})"><rect x="${n(-t * 0.85)}" y="${n(
              -t * 0.3
            )}" width="${n(t * 1.7)}" height="${n(t * 0.6)}" rx="${n(t * 0.3)}" fill="${across}" stroke="${
              tones.edge
            }" stroke-opacity="0.55" stroke-width="${n(t * 0.07)}"/></g>`
        );
      }
      break;
    }
    case "box": {
      const s = size * 0.52;
      for (let d = from; d <= to; d += s * 1.04) {
        place(
          d,
          (x, y, a) =>
            `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><rect x="${n(-s / 2)}" y="${n(
              -s / 2
            )}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.12)}" fill="${across}" stroke="${
              tones.edge
            }" stroke-opacity="0.7" stroke-width="${n(s * 0.08)}"/><rect x="${n(-s * 0.24)}" y="${n(
              -s * 0.24
            )}" width="${n(s * 0.48)}" height="${n(s * 0.48)}" fill="${tones.shadow}" fill-opacity="0.55"/><rect x="${n(
              -s * 0.24
            )}" y="${n(-s * 0.24)}" width="${n(s * 0.48)}" height="${n(s * 0.12)}" fill="${
              tones.highlight
            }" fill-opacity="0.55"/></g>`
        );
      }
      break;
    }
    case "figaro": {
      const w = size * 0.2;
      let i = 0;
      let d = from;
      while (d <= to) {
        const long = i % 4 === 3;
        const len = long ? size * 1.9 : size;
        const centre = d + len * 0.36;
        if (centre > to) break;
        place(centre, (x, y, a) =>
          i % 2 === 0 || long
            ? `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><ellipse rx="${n(len * 0.5)}" ry="${n(
                size * 0.28
              )}" fill="none" stroke="${tones.edge}" stroke-opacity="0.55" stroke-width="${n(
                w * 1.45
              )}"/><ellipse rx="${n(len * 0.5)}" ry="${n(size * 0.28)}" fill="none" stroke="${wire}" stroke-width="${n(
                w
              )}"/></g>`
            : `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><rect x="${n(-len * 0.55)}" y="${n(
                -w * 0.8
              )}" width="${n(len * 1.1)}" height="${n(w * 1.6)}" rx="${n(w * 0.8)}" fill="${across}" stroke="${
                tones.edge
              }" stroke-opacity="0.5" stroke-width="${n(w * 0.3)}"/></g>`
        );
        d += len * 0.72;
        i++;
      }
      break;
    }
    case "curb": {
      const w = size * 0.24;
      let i = 0;
      for (let d = from; d <= to; d += size * 0.56, i++) {
        const tilt = i % 2 === 0 ? 22 : -22;
        place(
          d,
          (x, y, a) =>
            `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a + tilt)})"><ellipse rx="${n(size * 0.52)}" ry="${n(
              size * 0.34
            )}" fill="none" stroke="${tones.edge}" stroke-opacity="0.6" stroke-width="${n(w * 1.4)}"/><ellipse rx="${n(
              size * 0.52
            )}" ry="${n(size * 0.34)}" fill="none" stroke="${wire}" stroke-width="${n(w)}"/></g>`
        );
      }
      break;
    }
    case "ball": {
      const r = size * 0.24;
      const ball = sphereMetal(doc, kind);
      // The thin wire the balls are threaded on.
      out.push(
        `<path d="${pathOf(track.every(3).map((c) => c.point))}" fill="none" stroke="${tones.deep}" stroke-width="${n(
          r * 0.35
        )}"/>`
      );
      for (let d = from; d <= to; d += r * 2.5) {
        place(d, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ball}"/>`);
      }
      break;
    }
  }
  return out.join("");
}

/** A lobster clasp with its jump ring, at the end of a chain, pointing along `angle` (degrees). */
export function clasp(doc: SvgDocument, at: Point, angle: number, kind: Metal, size: number): string {
  const t = METAL_TONES[kind];
  const s = size;
  return `<g transform="translate(${n(at.x)} ${n(at.y)}) rotate(${n(angle)})"><ellipse cx="${n(-s * 0.35)}" rx="${n(
    s * 0.38
  )}" ry="${n(s * 0.3)}" fill="none" stroke="${metal(doc, kind, 60)}" stroke-width="${n(s * 0.12)}"/><path d="M${n(
    s * 0.05
  )} 0 C${n(s * 0.1)} ${n(-s * 0.55)} ${n(s * 1.35)} ${n(-s * 0.62)} ${n(s * 1.55)} ${n(-s * 0.05)} C${n(s * 1.45)} ${n(
    s * 0.5
  )} ${n(s * 0.2)} ${n(s * 0.6)} ${n(s * 0.05)} 0Z" fill="${broadMetal(doc, kind, 90)}" stroke="${
    t.edge
  }" stroke-width="${n(s * 0.06)}"/><path d="M${n(s * 0.35)} ${n(-s * 0.18)} C${n(s * 0.7)} ${n(-s * 0.4)} ${n(
    s * 1.15
  )} ${n(-s * 0.38)} ${n(s * 1.3)} ${n(-s * 0.12)}" fill="none" stroke="${
    t.highlight
  }" stroke-opacity="0.8" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/></g>`;
}

/** A four-pointed glint with a soft halo: where light hits a facet or a polished edge. */
export function sparkle(doc: SvgDocument, at: Point, size: number, opacity = 0.95): string {
  const s = size;
  return `<g transform="translate(${n(at.x)} ${n(at.y)})" opacity="${n(opacity)}"><circle r="${n(
    s * 0.6
  )}" fill="${doc.radial([
    { offset: 0, color: "#ffffff", opacity: 0.8 },
    { offset: 1, color: "#ffffff", opacity: 0 },
  ])}"/><path d="M0 ${n(-s)} C${n(s * 0.08)} ${n(-s * 0.08)} ${n(s * 0.08)} ${n(-s * 0.08)} ${n(s)} 0 C${n(
    s * 0.08
  )} ${n(s * 0.08)} ${n(s * 0.08)} ${n(s * 0.08)} 0 ${n(s)} C${n(-s * 0.08)} ${n(s * 0.08)} ${n(-s * 0.08)} ${n(
    s * 0.08
  )} ${n(-s)} 0 C${n(-s * 0.08)} ${n(-s * 0.08)} ${n(-s * 0.08)} ${n(-s * 0.08)} 0 ${n(-s)}Z" fill="#ffffff"/></g>`;
}

/** A polished bead. */
export function bead(doc: SvgDocument, at: Point, r: number, kind: Metal): string {
  return `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r)}" fill="${sphereMetal(doc, kind)}" stroke="${
    METAL_TONES[kind].edge
  }" stroke-opacity="0.35" stroke-width="${n(r * 0.06)}"/>`;
}

const FACET_LIGHTS = [0.95, 0.35, 0.7, 0.15, 0.85, 0.45, 0.25, 0.6, 1, 0.3, 0.75, 0.2, 0.9, 0.5, 0.4, 0.65];

function facetColour(gem: Gem, light: number): string {
  const t = GEM_TONES[gem];
  return light < 0.5 ? mix(t.dark, t.base, light * 2) : mix(t.base, t.light, (light - 0.5) * 2);
}

/**
 * A stone seen from above: a round brilliant (table, star and girdle facets) or a polished
 * cabochon. `squash` flattens it for a stone seen at an angle.
 */
export function gemTop(doc: SvgDocument, at: Point, r: number, gem: Gem, squash = 1, turn = 0): string {
  const t = GEM_TONES[gem];
  const parts: string[] = [];
  if (!isFaceted(gem)) {
    const fill = doc.radial(
      [
        { offset: 0, color: t.glint },
        { offset: 0.22, color: t.light },
        { offset: 0.6, color: t.base },
        { offset: 1, color: t.dark },
      ],
      { fx: 0.36, fy: 0.3, r: 0.56 }
    );
    parts.push(`<circle r="${n(r)}" fill="${fill}"/>`);
    parts.push(
      `<ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" rx="${n(r * 0.28)}" ry="${n(
        r * 0.16
      )}" transform="rotate(-35 ${n(-r * 0.3)} ${n(-r * 0.35)})" fill="#ffffff" fill-opacity="0.7"/>`
    );
  } else {
    parts.push(`<circle r="${n(r)}" fill="${t.dark}"/>`);
    const table = r * 0.56;
    const star = r * 0.78;
    const point = (radius: number, angle: number) => `${n(radius * Math.cos(angle))} ${n(radius * Math.sin(angle))}`;
    for (let i = 0; i < 16; i++) {
      const a0 = (i / 16) * Math.PI * 2 + turn;
      const a1 = ((i + 1) / 16) * Math.PI * 2 + turn;
      const mid = (a0 + a1) / 2;
      // Girdle facets, then star facets, each with its own light.
      parts.push(
        `<path d="M${point(r, a0)} L${point(r, a1)} L${point(star, mid)}Z" fill="${facetColour(
          gem,
          FACET_LIGHTS[i] ?? 0.5
        )}"/>`
      );
      parts.push(
        `<path d="M${point(star, mid)} L${point(table, a0)} L${point(table, a1)}Z" fill="${facetColour(
          gem,
          FACET_LIGHTS[(i + 5) % 16] ?? 0.5
        )}"/>`
      );
      parts.push(
        `<path d="M${point(r, a0)} L${point(star, mid)} L${point(table, a0)} L${point(
          star,
          mid - Math.PI / 8
        )}Z" fill="${facetColour(gem, FACET_LIGHTS[(i + 9) % 16] ?? 0.5)}" fill-opacity="0.85"/>`
      );
    }
    const octagon = Array.from({ length: 8 }, (_, i) => point(table, (i / 8) * Math.PI * 2 + turn)).join(" L");
    parts.push(
      `<path d="M${octagon}Z" fill="${doc.linear(
        [
          { offset: 0, color: t.light },
          { offset: 0.5, color: t.base },
          { offset: 1, color: t.light },
        ],
        35
      )}" fill-opacity="0.92"/>`
    );
    parts.push(
      `<path d="M${octagon}Z" fill="none" stroke="${t.glint}" stroke-opacity="0.45" stroke-width="${n(r * 0.03)}"/>`
    );
    parts.push(`<circle r="${n(r)}" fill="none" stroke="${t.dark}" stroke-width="${n(r * 0.05)}"/>`);
  }
  return `<g transform="translate(${n(at.x)} ${n(at.y)}) scale(1 ${n(squash)})">${parts.join("")}</g>`;
}

/** A pear-cut (teardrop) stone hanging point up, `h` tall. */
export function gemPear(doc: SvgDocument, at: Point, h: number, gem: Gem): string {
  const t = GEM_TONES[gem];
  const w = h * 0.66;
  const outline = `M0 ${n(-h / 2)} C${n(w * 0.2)} ${n(-h * 0.2)} ${n(w / 2)} ${n(h * 0.02)} ${n(w / 2)} ${n(
    h * 0.2
  )} C${n(w / 2)} ${n(h * 0.42)} ${n(w * 0.26)} ${n(h / 2)} 0 ${n(h / 2)} C${n(-w * 0.26)} ${n(h / 2)} ${n(-w / 2)} ${n(
    h * 0.42
  )} ${n(-w / 2)} ${n(h * 0.2)} C${n(-w / 2)} ${n(h * 0.02)} ${n(-w * 0.2)} ${n(-h * 0.2)} 0 ${n(-h / 2)}Z`;
  const facets: string[] = [];
  if (isFaceted(gem)) {
    const c = { x: 0, y: h * 0.16 };
    const rim = [
      [0, -h / 2],
      [w * 0.3, -h * 0.1],
      [w / 2, h * 0.2],
      [w * 0.3, h * 0.44],
      [0, h / 2],
      [-w * 0.3, h * 0.44],
      [-w / 2, h * 0.2],
      [-w * 0.3, -h * 0.1],
    ] as const;
    rim.forEach(([x, y], i) => {
      const [x2, y2] = rim[(i + 1) % rim.length] ?? rim[0];
      facets.push(
        `<path d="M${n(c.x)} ${n(c.y)} L${n(x)} ${n(y)} L${n(x2)} ${n(y2)}Z" fill="${facetColour(
          gem,
          FACET_LIGHTS[(i * 3) % 16] ?? 0.5
        )}" fill-opacity="0.9"/>`
      );
    });
    facets.push(
      `<ellipse cx="0" cy="${n(h * 0.16)}" rx="${n(w * 0.22)}" ry="${n(h * 0.17)}" fill="${
        t.light
      }" fill-opacity="0.55"/>`
    );
  } else {
    facets.push(
      `<ellipse cx="${n(-w * 0.12)}" cy="${n(h * 0.02)}" rx="${n(w * 0.12)}" ry="${n(
        h * 0.16
      )}" fill="#ffffff" fill-opacity="0.55"/>`
    );
  }
  const body = doc.radial(
    [
      { offset: 0, color: t.light },
      { offset: 0.55, color: t.base },
      { offset: 1, color: t.dark },
    ],
    { fx: 0.38, fy: 0.55, r: 0.6 }
  );
  return `<g transform="translate(${n(at.x)} ${n(at.y)})"><path d="${outline}" fill="${body}"/>${facets.join(
    ""
  )}<path d="${outline}" fill="none" stroke="${t.dark}" stroke-width="${n(h * 0.02)}"/></g>`;
}

/** Monotone-chain convex hull. */
function hull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

export interface BandShape {
  cx: number;
  cy: number;
  /** Radii of the near rim's outer edge (an ellipse: the ring seen at an angle). */
  rx: number;
  ry: number;
  /** How wide the rim's face is (outer minus inner radius, along x). */
  rim: number;
  /** Where the far rim lies from the near one: the band's width, as the eye sees it. */
  depth: Point;
  /** Degrees. */
  rotation?: number;
}

/**
 * A ring, bangle or hoop: a band seen at an angle. The outer surface (the hull of both rims),
 * the near rim's face, and the inner wall seen through the opening.
 */
export function band(
  doc: SvgDocument,
  shape: BandShape,
  kind: Metal,
  finish: "polished" | "twisted" | "engraved" | "pave" = "polished"
): string {
  const t = METAL_TONES[kind];
  const { cx, cy, rx, ry, rim, depth } = shape;
  const rotation = shape.rotation ?? 0;
  const rxi = rx - rim;
  const ryi = ry - rim * (ry / rx);
  const nearOuter = ellipsePoints(cx, cy, rx, ry, 160, 0, rotation);
  const farOuter = ellipsePoints(cx + depth.x, cy + depth.y, rx, ry, 160, 0, rotation);
  const nearInner = ellipsePoints(cx, cy, rxi, ryi, 160, 0, rotation);
  const farInner = ellipsePoints(cx + depth.x, cy + depth.y, rxi, ryi, 160, 0, rotation);
  const outline = hull([...nearOuter, ...farOuter]);
  const innerClip = doc.raw(
    `clip:${cx}:${cy}:${rxi}:${ryi}:${rotation}`,
    (id) => `<clipPath id="${id}"><path d="${pathOf(nearInner, true)}"/></clipPath>`
  );
  const bodyClip = doc.raw(
    `bodyclip:${cx}:${cy}:${rx}:${ry}:${depth.x}:${depth.y}:${rotation}`,
    (id) =>
      `<clipPath id="${id}"><path d="${pathOf(outline, true)}${pathOf(
        nearInner,
        true
      )}" clip-rule="evenodd"/></clipPath>`
  );
  const angleAcross = Math.atan2(depth.y, depth.x) * (180 / Math.PI) - 90;
  const parts: string[] = [];
  // Outer surface.
  parts.push(
    `<path d="${pathOf(outline, true)}${pathOf(nearInner, true)}" fill-rule="evenodd" fill="${broadMetal(
      doc,
      kind,
      angleAcross
    )}" stroke="${t.edge}" stroke-opacity="0.45" stroke-width="${n(rim * 0.05 + 0.6)}"/>`
  );
  // Points of the outer surface that face the eye: where the rim's outward normal leans towards
  // the far rim (the band's front, as seen).
  const rot = (rotation * Math.PI) / 180;
  const local = {
    x: depth.x * Math.cos(-rot) - depth.y * Math.sin(-rot),
    y: depth.x * Math.sin(-rot) + depth.y * Math.cos(-rot),
  };
  const facing = (a: number) => {
    const nx = Math.cos(a) / rx;
    const ny = Math.sin(a) / ry;
    return (nx * local.x + ny * local.y) / (Math.hypot(nx, ny) * Math.hypot(local.x, local.y) || 1);
  };
  const across = (a: number, f: number, shift = 0) =>
    ellipsePoints(cx + depth.x * f, cy + depth.y * f, rx, ry, 1, a + shift, rotation)[0] as Point;
  if (finish === "twisted" || finish === "engraved") {
    const count = finish === "twisted" ? 64 : 90;
    const marks: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      if (facing(a) < 0.05) continue;
      if (finish === "twisted") {
        const p = across(a, -0.05);
        const q = across(a, 1.05, 0.09);
        marks.push(`M${n(p.x)} ${n(p.y)} L${n(q.x)} ${n(q.y)}`);
      } else {
        const p = across(a, i % 2 === 0 ? 0.22 : 0.78);
        const q = across(a + (Math.PI * 2) / count, i % 2 === 0 ? 0.78 : 0.22);
        marks.push(`M${n(p.x)} ${n(p.y)} L${n(q.x)} ${n(q.y)}`);
      }
    }
    parts.push(
      `<path d="${marks.join("")}" clip-path="url(#${bodyClip})" stroke="${
        finish === "twisted" ? t.shadow : t.shadow
      }" stroke-opacity="${finish === "twisted" ? 0.45 : 0.55}" stroke-width="${n(
        finish === "twisted" ? rim * 0.16 : rim * 0.07 + 0.8
      )}" stroke-linecap="round" fill="none"/>`
    );
    if (finish === "engraved") {
      const rims: string[] = [];
      for (const f of [0.12, 0.88]) {
        const line = ellipsePoints(cx + depth.x * f, cy + depth.y * f, rx, ry, 160, 0, rotation);
        rims.push(pathOf(line.filter((_, i) => facing((i / 160) * Math.PI * 2) > 0.05)));
      }
      parts.push(
        `<path d="${rims.join("")}" clip-path="url(#${bodyClip})" fill="none" stroke="${
          t.highlight
        }" stroke-opacity="0.6" stroke-width="${n(rim * 0.05 + 0.6)}"/>`
      );
    }
  }
  if (finish === "pave") {
    const depthLength = Math.hypot(depth.x, depth.y);
    const r = Math.min(depthLength * 0.3, rim * 0.55);
    const circumference = Math.PI * (rx + ry);
    const count = Math.floor(circumference / (r * 2.3));
    const stones: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      if (facing(a) < 0.35) continue;
      stones.push(gemTop(doc, across(a, 0.5), r, "diamond", 1, i * 0.4));
    }
    parts.push(stones.join(""));
  }
  // The near rim's face.
  parts.push(
    `<path d="${pathOf(nearOuter, true)}${pathOf(nearInner, true)}" fill-rule="evenodd" fill="${doc.linear(
      [
        { offset: 0, color: t.mid },
        { offset: 0.3, color: t.highlight },
        { offset: 0.55, color: t.light },
        { offset: 0.8, color: t.mid },
        { offset: 1, color: t.deep },
      ],
      angleAcross + 40
    )}" stroke="${t.edge}" stroke-opacity="0.4" stroke-width="0.8"/>`
  );
  // The inner wall seen through the opening.
  parts.push(
    `<path d="${pathOf(nearInner, true)}${pathOf(
      farInner,
      true
    )}" fill-rule="evenodd" clip-path="url(#${innerClip})" fill="${doc.linear(
      [
        { offset: 0, color: t.shadow },
        { offset: 0.35, color: t.deep },
        { offset: 0.6, color: t.light },
        { offset: 0.75, color: t.mid },
        { offset: 1, color: t.deep },
      ],
      angleAcross + 90
    )}"/>`
  );
  // A long reflection on the outer surface.
  const glint = ellipsePoints(
    cx + depth.x * 0.5,
    cy + depth.y * 0.5,
    rx * 0.985,
    ry * 0.985,
    60,
    Math.PI * 0.62,
    rotation
  ).slice(0, 12);
  parts.push(
    `<path d="${pathOf(glint)}" fill="none" stroke="${t.highlight}" stroke-opacity="0.75" stroke-width="${n(
      Math.max(1.2, rim * 0.12)
    )}" stroke-linecap="round"/>`
  );
  return parts.join("");
}

/** Shapes of pendants and charms, in a box of `size` around their centre. */
export const CHARM_SHAPES = [
  "heart",
  "star",
  "coin",
  "clover",
  "moon",
  "leaf",
  "drop",
  "butterfly",
  "bear",
  "eye",
] as const;
export type CharmShape = (typeof CHARM_SHAPES)[number];

function heartPath(s: number): string {
  return `M0 ${n(s * 0.42)} C${n(-s * 0.55)} ${n(s * 0.05)} ${n(-s * 0.55)} ${n(-s * 0.42)} ${n(-s * 0.26)} ${n(
    -s * 0.42
  )} C${n(-s * 0.1)} ${n(-s * 0.42)} ${n(-s * 0.02)} ${n(-s * 0.32)} 0 ${n(-s * 0.22)} C${n(s * 0.02)} ${n(
    -s * 0.32
  )} ${n(s * 0.1)} ${n(-s * 0.42)} ${n(s * 0.26)} ${n(-s * 0.42)} C${n(s * 0.55)} ${n(-s * 0.42)} ${n(s * 0.55)} ${n(
    s * 0.05
  )} 0 ${n(s * 0.42)}Z`;
}

function starPath(s: number, points = 5): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? s * 0.5 : s * 0.22;
    const a = -Math.PI / 2 + (i / (points * 2)) * Math.PI * 2;
    out.push(`${i === 0 ? "M" : "L"}${n(r * Math.cos(a))} ${n(r * Math.sin(a))}`);
  }
  return `${out.join("")}Z`;
}

/**
 * A charm or pendant hanging from a point (its bail at `at`), in metal, sometimes with a stone.
 */
export function charm(
  doc: SvgDocument,
  at: Point,
  size: number,
  shape: CharmShape,
  kind: Metal,
  gem: Gem | null = null,
  tilt = 0
): string {
  const t = METAL_TONES[kind];
  const s = size;
  const fill = puffedMetal(doc, kind);
  const edge = `stroke="${t.edge}" stroke-opacity="0.55" stroke-width="${n(s * 0.018 + 0.4)}"`;
  const bailR = s * 0.09;
  const parts: string[] = [
    `<ellipse cx="0" cy="${n(bailR)}" rx="${n(bailR * 0.75)}" ry="${n(bailR * 1.1)}" fill="none" stroke="${metal(
      doc,
      kind,
      0
    )}" stroke-width="${n(bailR * 0.55)}"/>`,
  ];
  const cy = bailR * 2 + s * 0.5;
  const body = (content: string) => `<g transform="translate(0 ${n(cy)})">${content}</g>`;
  switch (shape) {
    case "heart":
      parts.push(
        body(
          `<path d="${heartPath(s)}" fill="${fill}" ${edge}/><path d="${heartPath(s * 0.78)}" fill="none" stroke="${
            t.highlight
          }" stroke-opacity="0.45" stroke-width="${n(s * 0.02)}"/>${
            gem ? gemTop(doc, { x: 0, y: -s * 0.02 }, s * 0.14, gem) : ""
          }`
        )
      );
      break;
    case "star":
      parts.push(
        body(
          `<path d="${starPath(s * 1.05)}" fill="${fill}" ${edge} stroke-linejoin="round"/>${
            gem ? gemTop(doc, { x: 0, y: 0 }, s * 0.1, gem) : ""
          }`
        )
      );
      break;
    case "coin": {
      const rays: string[] = [];
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        rays.push(
          `M${n(Math.cos(a) * s * 0.12)} ${n(Math.sin(a) * s * 0.12)} L${n(Math.cos(a) * s * 0.34)} ${n(
            Math.sin(a) * s * 0.34
          )}`
        );
      }
      parts.push(
        body(
          `<circle r="${n(s * 0.48)}" fill="${fill}" ${edge}/><circle r="${n(s * 0.41)}" fill="none" stroke="${
            t.deep
          }" stroke-opacity="0.6" stroke-width="${n(s * 0.025)}"/><circle r="${n(s * 0.37)}" fill="none" stroke="${
            t.highlight
          }" stroke-opacity="0.5" stroke-width="${n(s * 0.012)}"/><path d="${rays.join("")}" stroke="${
            t.deep
          }" stroke-opacity="0.5" stroke-width="${n(s * 0.018)}"/>${
            gem
              ? gemTop(doc, { x: 0, y: 0 }, s * 0.11, gem)
              : `<circle r="${n(s * 0.1)}" fill="${sphereMetal(doc, kind)}"/>`
          }`
        )
      );
      break;
    }
    case "clover": {
      const leaves = [0, 90, 180, 270]
        .map(
          (a) =>
            `<g transform="rotate(${a + 45})"><path d="M0 0 C${n(-s * 0.32)} ${n(-s * 0.1)} ${n(-s * 0.3)} ${n(
              -s * 0.5
            )} 0 ${n(-s * 0.34)} C${n(s * 0.3)} ${n(-s * 0.5)} ${n(s * 0.32)} ${n(
              -s * 0.1
            )} 0 0Z" fill="${fill}" ${edge}/></g>`
        )
        .join("");
      parts.push(
        body(`${leaves}${gem ? gemTop(doc, { x: 0, y: 0 }, s * 0.09, gem) : bead(doc, { x: 0, y: 0 }, s * 0.07, kind)}`)
      );
      break;
    }
    case "moon":
      parts.push(
        body(
          `<path d="M${n(s * 0.1)} ${n(-s * 0.46)} A${n(s * 0.46)} ${n(s * 0.46)} 0 1 0 ${n(s * 0.1)} ${n(
            s * 0.46
          )} A${n(s * 0.36)} ${n(s * 0.36)} 0 1 1 ${n(s * 0.1)} ${n(
            -s * 0.46
          )}Z" fill="${fill}" ${edge}/><path d="${starPath(s * 0.3)}" transform="translate(${n(s * 0.22)} ${n(
            -s * 0.05
          )})" fill="${fill}" ${edge}/>`
        )
      );
      break;
    case "leaf":
      parts.push(
        body(
          `<path d="M0 ${n(-s * 0.5)} C${n(s * 0.42)} ${n(-s * 0.25)} ${n(s * 0.38)} ${n(s * 0.3)} 0 ${n(s * 0.5)} C${n(
            -s * 0.38
          )} ${n(s * 0.3)} ${n(-s * 0.42)} ${n(-s * 0.25)} 0 ${n(-s * 0.5)}Z" fill="${fill}" ${edge}/><path d="M0 ${n(
            -s * 0.44
          )} L0 ${n(s * 0.44)}${[-0.25, -0.05, 0.15]
            .map(
              (y) =>
                `M0 ${n(s * y)} L${n(s * 0.2)} ${n(s * (y - 0.14))}M0 ${n(s * y)} L${n(-s * 0.2)} ${n(s * (y - 0.14))}`
            )
            .join("")}" stroke="${t.deep}" stroke-opacity="0.6" stroke-width="${n(s * 0.02)}" fill="none"/>`
        )
      );
      break;
    case "drop":
      parts.push(
        body(
          `<path d="M0 ${n(-s * 0.5)} C${n(s * 0.1)} ${n(-s * 0.25)} ${n(s * 0.4)} ${n(0)} ${n(s * 0.4)} ${n(
            s * 0.17
          )} C${n(s * 0.4)} ${n(s * 0.4)} ${n(s * 0.2)} ${n(s * 0.52)} 0 ${n(s * 0.52)} C${n(-s * 0.2)} ${n(
            s * 0.52
          )} ${n(-s * 0.4)} ${n(s * 0.4)} ${n(-s * 0.4)} ${n(s * 0.17)} C${n(-s * 0.4)} ${n(0)} ${n(-s * 0.1)} ${n(
            -s * 0.25
          )} 0 ${n(-s * 0.5)}Z" fill="${fill}" ${edge}/>${gem ? gemPear(doc, { x: 0, y: s * 0.1 }, s * 0.62, gem) : ""}`
        )
      );
      break;
    case "butterfly": {
      const wing = (side: 1 | -1) =>
        `<path d="M0 0 C${n(side * s * 0.2)} ${n(-s * 0.5)} ${n(side * s * 0.62)} ${n(-s * 0.42)} ${n(
          side * s * 0.5
        )} ${n(-s * 0.08)} C${n(side * s * 0.45)} ${n(s * 0.05)} ${n(side * s * 0.2)} ${n(s * 0.05)} 0 0Z M0 0 C${n(
          side * s * 0.12
        )} ${n(s * 0.1)} ${n(side * s * 0.42)} ${n(s * 0.12)} ${n(side * s * 0.36)} ${n(s * 0.34)} C${n(
          side * s * 0.24
        )} ${n(s * 0.46)} ${n(side * s * 0.06)} ${n(s * 0.26)} 0 0Z" fill="${fill}" ${edge}/>`;
      parts.push(
        body(
          `${wing(-1)}${wing(1)}<ellipse rx="${n(s * 0.05)}" ry="${n(s * 0.26)}" cy="${n(
            s * 0.02
          )}" fill="${sphereMetal(doc, kind)}"/>${
            gem
              ? gemTop(doc, { x: -s * 0.3, y: -s * 0.2 }, s * 0.07, gem) +
                gemTop(doc, { x: s * 0.3, y: -s * 0.2 }, s * 0.07, gem)
              : ""
          }`
        )
      );
      break;
    }
    case "bear":
      parts.push(
        body(
          `<circle cx="${n(-s * 0.24)}" cy="${n(-s * 0.36)}" r="${n(s * 0.11)}" fill="${fill}" ${edge}/><circle cx="${n(
            s * 0.24
          )}" cy="${n(-s * 0.36)}" r="${n(s * 0.11)}" fill="${fill}" ${edge}/><circle cy="${n(-s * 0.18)}" r="${n(
            s * 0.27
          )}" fill="${fill}" ${edge}/><ellipse cy="${n(s * 0.25)}" rx="${n(s * 0.3)}" ry="${n(
            s * 0.26
          )}" fill="${fill}" ${edge}/><ellipse cy="${n(-s * 0.1)}" rx="${n(s * 0.1)}" ry="${n(s * 0.07)}" fill="${
            t.deep
          }" fill-opacity="0.55"/><circle cx="${n(-s * 0.1)}" cy="${n(-s * 0.22)}" r="${n(s * 0.03)}" fill="${
            t.shadow
          }"/><circle cx="${n(s * 0.1)}" cy="${n(-s * 0.22)}" r="${n(s * 0.03)}" fill="${t.shadow}"/>${
            gem ? gemTop(doc, { x: 0, y: s * 0.25 }, s * 0.09, gem) : ""
          }`
        )
      );
      break;
    case "eye":
      parts.push(
        body(
          `<circle r="${n(s * 0.48)}" fill="${fill}" ${edge}/><circle r="${n(s * 0.4)}" fill="#10308a"/><circle r="${n(
            s * 0.29
          )}" fill="#f4f6fb"/><circle r="${n(s * 0.2)}" fill="#3c8fe0"/><circle r="${n(
            s * 0.1
          )}" fill="#0b0d14"/><ellipse cx="${n(-s * 0.14)}" cy="${n(-s * 0.2)}" rx="${n(s * 0.14)}" ry="${n(
            s * 0.07
          )}" transform="rotate(-30 ${n(-s * 0.14)} ${n(-s * 0.2)})" fill="#ffffff" fill-opacity="0.6"/>`
        )
      );
      break;
  }
  return `<g transform="translate(${n(at.x)} ${n(at.y)}) rotate(${n(tilt)})">${parts.join("")}</g>`;
}

export { Track };
