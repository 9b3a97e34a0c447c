import { METAL_TONES, metal } from "../materials";
import { chain, charm, clasp, gemTop, sparkle, type ChainStyle } from "../primitives";
import { cubic, n, Track, type Point, type SvgDocument } from "../svg";
import { scriptWord } from "./script";
import type { Drawn, PieceSpec, View } from "./types";

/** How big a style's links are, in a 1000-unit picture. */
export function linkSize(style: ChainStyle, heavy: boolean): number {
  const base = { cable: 17, fine: 12, rope: 22, box: 15, figaro: 17, curb: 22, ball: 14 }[style];
  return heavy ? base * 1.35 : base;
}

/** A chain hanging from above the picture into a U, its lowest point at `bottom`. */
export function hangingTrack(bottom: Point, spread: number, top = -60): { left: Track; right: Track } {
  const left = cubic(
    { x: bottom.x - spread, y: top },
    { x: bottom.x - spread * 0.94, y: top + (bottom.y - top) * 0.62 },
    { x: bottom.x - spread * 0.52, y: bottom.y },
    bottom
  );
  const right = cubic(
    bottom,
    { x: bottom.x + spread * 0.52, y: bottom.y },
    { x: bottom.x + spread * 0.94, y: top + (bottom.y - top) * 0.62 },
    { x: bottom.x + spread, y: top }
  );
  return { left: new Track(left), right: new Track(right) };
}

/** A necklace laid flat as a drop-shaped loop, its clasp at the top and its lowest point at `bottom`. */
export function flatLoop(top: Point, bottom: Point, width: number): { left: Track; right: Track } {
  const left = cubic(
    { x: top.x - 14, y: top.y },
    { x: top.x - width * 0.95, y: top.y + 10 },
    { x: bottom.x - width * 0.8, y: bottom.y - 40 },
    bottom
  );
  const right = cubic(
    bottom,
    { x: bottom.x + width * 0.8, y: bottom.y - 40 },
    { x: top.x + width * 0.95, y: top.y + 10 },
    { x: top.x + 14, y: top.y }
  );
  return { left: new Track(left), right: new Track(right) };
}

function joined(left: Track, right: Track): Track {
  return new Track([...left.points, ...right.points.slice(1)]);
}

export function drawChainNecklace(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const heavy = spec.variant % 3 === 2;
  const size = linkSize(spec.chain, heavy);
  const parts: string[] = [];
  if (view === 1) {
    const { left, right } = flatLoop({ x: 500, y: 170 }, { x: 500, y: 820 }, 360);
    const whole = joined(left, right);
    parts.push(chain(doc, whole, spec.chain, spec.metal, size, { from: 4, to: whole.length - 30 }));
    const end = whole.at(whole.length - 26);
    parts.push(clasp(doc, end.point, (end.angle * 180) / Math.PI, spec.metal, size * 1.1));
    return { svg: parts.join(""), focus: { x: 500, y: 820 } };
  }
  const { left, right } = hangingTrack({ x: 500, y: 720 + (spec.variant % 2) * 40 }, 330);
  parts.push(chain(doc, joined(left, right), spec.chain, spec.metal, size));
  parts.push(sparkle(doc, left.at(left.length * 0.82).point, 16));
  parts.push(sparkle(doc, right.at(right.length * 0.3).point, 11, 0.8));
  return { svg: parts.join(""), focus: left.at(left.length * 0.9).point };
}

/** A chain with a pendant: both halves of the chain meet at the pendant's bail. */
export function drawPendantNecklace(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const size = linkSize(spec.chain === "curb" || spec.chain === "rope" ? "cable" : spec.chain, false);
  const pendantSize = 190 + (spec.variant % 3) * 25;
  const parts: string[] = [];
  const bottom = view === 1 ? { x: 500, y: 640 } : { x: 500, y: 600 };
  const { left, right } = view === 1 ? flatLoop({ x: 500, y: 150 }, bottom, 330) : hangingTrack(bottom, 300);
  parts.push(chain(doc, left, spec.chain, spec.metal, size, { to: left.length - 8 }));
  parts.push(chain(doc, right, spec.chain, spec.metal, size, { from: 8 }));
  if (view === 1) {
    const end = right.at(right.length - 26);
    parts.push(clasp(doc, end.point, (end.angle * 180) / Math.PI, spec.metal, size * 1.1));
  }
  parts.push(charm(doc, { x: bottom.x, y: bottom.y - 10 }, pendantSize, spec.charm, spec.metal, spec.gem));
  parts.push(sparkle(doc, { x: bottom.x - pendantSize * 0.22, y: bottom.y + pendantSize * 0.45 }, 20));
  return { svg: parts.join(""), focus: { x: bottom.x, y: bottom.y + pendantSize * 0.55 } };
}

/** A nameplate in cursive gold wire between the two halves of a fine chain. */
export function drawNameNecklace(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const t = METAL_TONES[spec.metal];
  const xHeight = 78;
  const probe = scriptWord(spec.word, { x: 0, y: 0 }, xHeight);
  const origin = { x: 500 - probe.width / 2, y: view === 1 ? 640 : 620 };
  const word = scriptWord(spec.word, origin, xHeight);
  const size = linkSize("fine", false);
  const parts: string[] = [];
  const leftTrack =
    view === 1
      ? new Track(cubic({ x: 470, y: 150 }, { x: 130, y: 170 }, { x: 130, y: 560 }, word.start))
      : new Track(cubic({ x: 170, y: -60 }, { x: 180, y: 330 }, { x: 230, y: 560 }, word.start));
  const rightTrack =
    view === 1
      ? new Track(cubic(word.end, { x: 870, y: 560 }, { x: 870, y: 170 }, { x: 530, y: 150 }))
      : new Track(cubic(word.end, { x: 770, y: 540 }, { x: 820, y: 330 }, { x: 830, y: -60 }));
  parts.push(chain(doc, leftTrack, "fine", spec.metal, size, { to: leftTrack.length - 6 }));
  parts.push(chain(doc, rightTrack, "fine", spec.metal, size, { from: 6 }));
  if (view === 1) {
    const end = rightTrack.at(rightTrack.length - 20);
    parts.push(clasp(doc, end.point, (end.angle * 180) / Math.PI, spec.metal, size * 1.2));
  }
  const stroke = xHeight * 0.2;
  parts.push(
    `<path d="${word.path}" fill="none" stroke="${t.edge}" stroke-opacity="0.7" stroke-width="${n(
      stroke * 1.32
    )}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${word.path}" fill="none" stroke="${metal(doc, spec.metal, 75)}" stroke-width="${n(
      stroke
    )}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${word.path}" fill="none" stroke="${t.highlight}" stroke-opacity="0.55" stroke-width="${n(
      stroke * 0.22
    )}" stroke-linecap="round" stroke-linejoin="round" transform="translate(-2 -3)"/>`
  );
  for (const dot of word.dots) {
    parts.push(
      spec.gem
        ? gemTop(doc, dot, stroke * 0.9, spec.gem)
        : `<circle cx="${n(dot.x)}" cy="${n(dot.y)}" r="${n(stroke * 0.75)}" fill="${metal(
            doc,
            spec.metal,
            60
          )}" stroke="${t.edge}" stroke-opacity="0.6"/>`
    );
  }
  if (spec.variant % 2 === 1) {
    // A small heart after the name.
    parts.push(charm(doc, { x: word.end.x + 24, y: origin.y - xHeight * 0.95 }, 46, "heart", spec.metal, null, -12));
  }
  parts.push(sparkle(doc, { x: origin.x + word.width * 0.3, y: origin.y - xHeight * 0.8 }, 18));
  return { svg: parts.join(""), focus: { x: 500, y: origin.y - xHeight * 0.5 } };
}
