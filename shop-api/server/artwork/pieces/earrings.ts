import { METAL_TONES, metal, puffedMetal, sphereMetal } from "../materials";
import { band, bead, chain, charm, gemPear, gemTop, sparkle } from "../primitives";
import { n, Track, type Point, type SvgDocument } from "../svg";
import type { Drawn, PieceSpec, View } from "./types";

/** Earrings come in pairs: the left one a little higher and turned, like a jeweller lays them out. */
const PAIR: readonly { x: number; y: number; turn: number }[] = [
  { x: 335, y: 470, turn: -6 },
  { x: 665, y: 510, turn: 5 },
];

function pair(draw: (at: Point, turn: number, index: number) => string): string {
  return PAIR.map((place, index) => draw({ x: place.x, y: place.y }, place.turn, index)).join("");
}

/** Studs: a stone in claws, a gold ball, or a small flower, with the post seen on the turned one. */
export function drawStudEarrings(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const t = METAL_TONES[spec.metal];
  const r = 112;
  // The second view turns one stud towards the light, as if lying on its side.
  const design = spec.variant % 3;
  const stud = (at: Point, turn: number, index: number) => {
    const parts: string[] = [];
    const sideways = view === 1 && index === 1;
    if (design === 0 || spec.gem) {
      parts.push(
        `<ellipse cx="${n(at.x)}" cy="${n(at.y)}" rx="${n(r * 1.08)}" ry="${n(
          r * 1.08 * (sideways ? 0.55 : 1)
        )}" fill="${puffedMetal(doc, spec.metal)}"/>`
      );
      parts.push(gemTop(doc, at, r * 0.92, spec.gem ?? "diamond", sideways ? 0.55 : 1, turn / 20));
      for (const a of [0.4, 2, 3.6, 5.2]) {
        parts.push(
          `<circle cx="${n(at.x + Math.cos(a + turn / 30) * r)}" cy="${n(
            at.y + Math.sin(a + turn / 30) * r * (sideways ? 0.55 : 1)
          )}" r="${n(r * 0.13)}" fill="${sphereMetal(doc, spec.metal)}"/>`
        );
      }
    } else if (design === 1) {
      parts.push(bead(doc, at, r * 0.8, spec.metal));
    } else {
      const petals: string[] = [];
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2 + turn / 20;
        petals.push(
          `<ellipse cx="${n(at.x + Math.cos(a) * r * 0.55)}" cy="${n(at.y + Math.sin(a) * r * 0.55)}" rx="${n(
            r * 0.48
          )}" ry="${n(r * 0.3)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(at.x + Math.cos(a) * r * 0.55)} ${n(
            at.y + Math.sin(a) * r * 0.55
          )})" fill="${puffedMetal(doc, spec.metal)}" stroke="${t.edge}" stroke-opacity="0.5"/>`
        );
      }
      parts.push(petals.join(""), bead(doc, at, r * 0.24, spec.metal));
    }
    parts.push(sparkle(doc, { x: at.x - r * 0.35, y: at.y - r * 0.35 }, 18));
    return parts.join("");
  };
  return { svg: pair(stud), focus: { x: PAIR[0]?.x ?? 335, y: PAIR[0]?.y ?? 470 } };
}

/** Hoops: two bands seen at an angle, plain, twisted or set with small diamonds. */
export function drawHoopEarrings(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const big = spec.variant % 2 === 0;
  const rx = big ? 160 : 120;
  const ry = big ? 178 : 134;
  const hoop = (at: Point, turn: number) =>
    band(
      doc,
      {
        cx: at.x,
        cy: at.y + 40,
        rx: view === 1 ? rx * 0.55 : rx,
        ry,
        rim: big ? 20 : 26,
        depth: { x: view === 1 ? 34 : 24, y: 8 },
        rotation: turn * 2,
      },
      spec.metal,
      spec.finish
    );
  return {
    svg: pair(hoop) + sparkle(doc, { x: 230, y: 420 }, 20) + sparkle(doc, { x: 760, y: 620 }, 14, 0.8),
    focus: { x: 335, y: 560 },
  };
}

/** Drops: an ear hook, a bead, a short chain and a pendant stone or charm. */
export function drawDropEarrings(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const t = METAL_TONES[spec.metal];
  const drop = (at: Point, turn: number, index: number) => {
    const top = { x: at.x, y: at.y - 260 };
    const parts: string[] = [];
    // The hook.
    parts.push(
      `<path d="M${n(top.x)} ${n(top.y + 70)} C${n(top.x)} ${n(top.y - 30)} ${n(top.x + 90)} ${n(top.y - 40)} ${n(
        top.x + 80
      )} ${n(top.y + 40)} L${n(top.x + 64)} ${n(top.y + 120)}" fill="none" stroke="${
        t.edge
      }" stroke-opacity="0.6" stroke-width="9" stroke-linecap="round"/><path d="M${n(top.x)} ${n(top.y + 70)} C${n(
        top.x
      )} ${n(top.y - 30)} ${n(top.x + 90)} ${n(top.y - 40)} ${n(top.x + 80)} ${n(top.y + 40)} L${n(top.x + 64)} ${n(
        top.y + 120
      )}" fill="none" stroke="${metal(doc, spec.metal, 0)}" stroke-width="6.5" stroke-linecap="round"/>`
    );
    parts.push(bead(doc, { x: top.x, y: top.y + 82 }, 15, spec.metal));
    const chainEnd = {
      x: at.x + Math.sin((turn * Math.PI) / 180) * -40,
      y: at.y + (view === 1 && index === 1 ? 20 : 0),
    };
    parts.push(chain(doc, new Track([{ x: top.x, y: top.y + 96 }, chainEnd]), "cable", spec.metal, 15));
    if (spec.gem) parts.push(gemPear(doc, { x: chainEnd.x, y: chainEnd.y + 92 }, 170, spec.gem));
    else parts.push(charm(doc, chainEnd, 150, spec.charm, spec.metal, null, turn));
    return parts.join("");
  };
  return {
    svg: pair(drop) + sparkle(doc, { x: 300, y: 560 }, 20),
    focus: { x: 335, y: 560 },
  };
}
