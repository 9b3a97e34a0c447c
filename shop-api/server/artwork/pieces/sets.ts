import type { SvgDocument } from "../svg";
import { n } from "../svg";
import { drawDropEarrings, drawStudEarrings } from "./earrings";
import { drawPendantNecklace } from "./necklaces";
import { drawGemstoneRing } from "./rings";
import type { Drawn, PieceSpec, View } from "./types";

function at(x: number, y: number, scale: number, drawn: Drawn): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)}) translate(-500 -500)">${drawn.svg}</g>`;
}

/** A half-set: a pendant necklace and matching earrings. */
export function drawHalfSet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const necklace = drawPendantNecklace(doc, { ...spec, kind: "pendant-necklace" }, view === 1 ? 1 : 0);
  // Drops that repeat the pendant: its stone, or its shape in gold.
  const earrings =
    spec.gem || spec.charm !== "coin"
      ? drawDropEarrings(doc, { ...spec, kind: "drop-earrings" }, 0)
      : drawStudEarrings(doc, { ...spec, kind: "stud-earrings", variant: 1 }, 0);
  const earringsAt = view === 1 ? { x: 500, y: 800, s: 0.5 } : { x: 500, y: 810, s: 0.46 };
  return {
    svg: at(500, 390, 0.78, necklace) + at(earringsAt.x, earringsAt.y, earringsAt.s, earrings),
    focus: { x: 500, y: 560 },
  };
}

/** A full set: necklace, earrings and a ring. */
export function drawFullSet(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const necklace = drawPendantNecklace(doc, { ...spec, kind: "pendant-necklace" }, view === 1 ? 1 : 0);
  const earrings = drawDropEarrings(doc, { ...spec, kind: "drop-earrings" }, 0);
  const ring = drawGemstoneRing(doc, { ...spec, kind: "gemstone-ring", gem: spec.gem ?? "diamond" }, 0);
  return {
    svg: at(470, 360, 0.72, necklace) + at(290, 790, 0.42, earrings) + at(750, 780, 0.36, ring),
    focus: { x: 470, y: 520 },
  };
}
