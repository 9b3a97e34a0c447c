import { METAL_TONES, broadMetal } from "../materials";
import {
  band,
  bead,
  chain,
  charm,
  clasp,
  sparkle,
  CHARM_SHAPES,
  type ChainStyle,
  type CharmShape,
} from "../primitives";
import { cubic, ellipsePoints, n, Track, type Point, type SvgDocument } from "../svg";
import { linkSize } from "./necklaces";
import type { Drawn, PieceSpec, View } from "./types";

/** A closed chain seen at an angle, its clasp on the right. */
function loop(
  doc: SvgDocument,
  spec: PieceSpec,
  style: ChainStyle,
  size: number,
  centre: Point,
  rx: number,
  ry: number
): { svg: string; track: Track } {
  const points = ellipsePoints(centre.x, centre.y, rx, ry, 200, 0.08, -4);
  const track = new Track(points);
  const parts = [chain(doc, track, style, spec.metal, size, { to: track.length - size * 2.2 })];
  const end = track.at(track.length - size * 1.8);
  parts.push(clasp(doc, end.point, (end.angle * 180) / Math.PI, spec.metal, size * 1.05));
  return { svg: parts.join(""), track };
}

/** A chain laid open in a gentle S across the picture. */
function open(doc: SvgDocument, spec: PieceSpec, style: ChainStyle, size: number): string {
  const track = new Track(cubic({ x: 130, y: 640 }, { x: 330, y: 180 }, { x: 640, y: 860 }, { x: 860, y: 360 }, 120));
  const end = track.at(track.length - size);
  return (
    chain(doc, track, style, spec.metal, size, { to: track.length - size * 1.6 }) +
    clasp(doc, end.point, (end.angle * 180) / Math.PI, spec.metal, size * 1.05)
  );
}

export function drawChainBracelet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const size = linkSize(spec.chain, spec.variant % 2 === 0) * 1.25;
  if (view === 1) return { svg: open(doc, spec, spec.chain, size), focus: { x: 500, y: 520 } };
  const { svg, track } = loop(doc, spec, spec.chain, size, { x: 500, y: 500 }, 330, 215);
  return {
    svg: svg + sparkle(doc, track.at(track.length * 0.3).point, 22),
    focus: track.at(track.length * 0.25).point,
  };
}

/** Bangles: one standing, or two or three lying stacked. */
export function drawBangle(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const rim = spec.variant % 2 === 0 ? 20 : 30;
  if (view === 1) {
    return {
      svg:
        band(doc, { cx: 470, cy: 500, rx: 170, ry: 320, rim, depth: { x: 70, y: 6 } }, spec.metal, spec.finish) +
        sparkle(doc, { x: 330, y: 330 }, 22),
      focus: { x: 330, y: 500 },
    };
  }
  const count = spec.variant % 3 === 2 ? 3 : 2;
  const parts: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    parts.push(
      band(
        doc,
        { cx: 500, cy: 380 + i * 95, rx: 340, ry: 150, rim, depth: { x: 0, y: rim * 1.6 + 8 } },
        spec.metal,
        i === 0 ? spec.finish : spec.finish === "pave" ? "polished" : spec.finish
      )
    );
  }
  parts.push(sparkle(doc, { x: 260, y: 400 + count * 70 + 70 }, 22));
  return { svg: parts.join(""), focus: { x: 500, y: 400 + 150 + count * 60 } };
}

/** A fine chain with charms hanging from its front. */
export function drawCharmBracelet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const size = linkSize("cable", true);
  const centre = view === 1 ? { x: 500, y: 430 } : { x: 500, y: 410 };
  const { svg, track } = loop(doc, spec, "cable", size, centre, 320, 190);
  const parts = [svg];
  const shapes: CharmShape[] = [];
  const start = CHARM_SHAPES.indexOf(spec.charm);
  for (let i = 0; i < 5; i++) shapes.push(CHARM_SHAPES[(start + i * 3) % 6] as CharmShape);
  shapes.forEach((shape, i) => {
    const at = track.at(track.length * (0.1 + i * 0.09)).point;
    parts.push(charm(doc, at, 92, shape, spec.metal, i === 2 ? spec.gem : null, (i - 2) * 6));
  });
  return { svg: parts.join(""), focus: track.at(track.length * 0.28).point };
}

/** An anklet: a long fine chain with small beads or bells hanging all along its front. */
export function drawAnklet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const t = METAL_TONES[spec.metal];
  const size = linkSize(spec.chain === "ball" ? "ball" : "fine", false) * 1.15;
  const { svg, track } =
    view === 1
      ? { svg: open(doc, spec, spec.chain === "ball" ? "ball" : "fine", size), track: null }
      : loop(doc, spec, spec.chain === "ball" ? "ball" : "fine", size, { x: 500, y: 450 }, 370, 200);
  const parts = [svg];
  if (track) {
    for (let i = 0; i < 9; i++) {
      const at = track.at(track.length * (0.04 + i * 0.052)).point;
      parts.push(
        `<line x1="${n(at.x)}" y1="${n(at.y)}" x2="${n(at.x)}" y2="${n(at.y + 30)}" stroke="${
          t.deep
        }" stroke-width="3"/>`,
        spec.variant % 2 === 0
          ? bead(doc, { x: at.x, y: at.y + 42 }, 13, spec.metal)
          : `<path d="M${n(at.x - 14)} ${n(at.y + 50)} C${n(at.x - 14)} ${n(at.y + 26)} ${n(at.x + 14)} ${n(
              at.y + 26
            )} ${n(at.x + 14)} ${n(at.y + 50)}Z" fill="${broadMetal(doc, spec.metal, 0)}" stroke="${
              t.edge
            }" stroke-opacity="0.6"/>`
      );
    }
  }
  return { svg: parts.join("") + sparkle(doc, { x: 300, y: 600 }, 18), focus: { x: 400, y: 620 } };
}

/** A baby's bracelet: a small fine chain with gold beads and an evil-eye or heart charm. */
export function drawBabyBracelet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const size = linkSize("fine", false) * 1.2;
  const centre = { x: 500, y: 450 };
  const { svg, track } = loop(doc, spec, "fine", size, centre, view === 1 ? 260 : 240, view === 1 ? 120 : 160);
  const parts = [svg];
  for (let i = 0; i < 6; i++) parts.push(bead(doc, track.at(track.length * (0.06 + i * 0.08)).point, 15, spec.metal));
  const at = track.at(track.length * 0.26).point;
  parts.push(charm(doc, at, 110, spec.variant % 2 === 0 ? "eye" : "heart", spec.metal, null, 0));
  return { svg: parts.join(""), focus: { x: at.x, y: at.y + 60 } };
}
