import { METAL_TONES, broadMetal, puffedMetal, type Gem, type Metal } from "../materials";
import { band, gemTop, sparkle, type BandShape } from "../primitives";
import { n, type Point, type SvgDocument } from "../svg";
import type { Drawn, PieceSpec, View } from "./types";

/** A ring lying down, seen from the front and above. */
const LYING: BandShape = { cx: 500, cy: 440, rx: 300, ry: 128, rim: 30, depth: { x: 0, y: 92 } };
/** A ring standing on its band, turned a little towards the light. */
const STANDING: BandShape = { cx: 480, cy: 520, rx: 245, ry: 262, rim: 30, depth: { x: 52, y: 8 } };

/** Plain, patterned or stone-set bands (wedding rings). */
export function drawBandRing(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const parts: string[] = [];
  const wide = spec.variant % 2 === 1;
  if (view === 1) {
    const shape = { ...STANDING, rim: wide ? 36 : 28, depth: { x: wide ? 66 : 48, y: 8 } };
    parts.push(band(doc, shape, spec.metal, spec.finish));
    parts.push(sparkle(doc, { x: shape.cx - shape.rx * 0.7, y: shape.cy - shape.ry * 0.62 }, 22));
    return { svg: parts.join(""), focus: { x: shape.cx - shape.rx * 0.8, y: shape.cy } };
  }
  if (spec.variant % 3 === 2) {
    // A pair: the second, narrower band leaning behind the first.
    const second: BandShape = { cx: 610, cy: 360, rx: 230, ry: 110, rim: 22, depth: { x: 0, y: 64 }, rotation: -14 };
    parts.push(band(doc, second, spec.metal === "yellow" ? "white" : "yellow", "polished"));
    parts.push(
      band(doc, { ...LYING, cx: 430, cy: 520, rx: 260, ry: 112, depth: { x: 0, y: 80 } }, spec.metal, spec.finish)
    );
    parts.push(sparkle(doc, { x: 250, y: 560 }, 20));
    return { svg: parts.join(""), focus: { x: 430, y: 600 } };
  }
  const shape = { ...LYING, rim: wide ? 40 : 30, depth: { x: 0, y: wide ? 118 : 90 } };
  parts.push(band(doc, shape, spec.metal, spec.finish));
  parts.push(sparkle(doc, { x: shape.cx - shape.rx * 0.55, y: shape.cy + shape.ry + shape.depth.y * 0.55 }, 22));
  return { svg: parts.join(""), focus: { x: shape.cx, y: shape.cy + shape.ry } };
}

/** A stone in a four-claw head, seen a little from above, with a halo of small diamonds for some. */
export function gemHead(
  doc: SvgDocument,
  at: Point,
  r: number,
  gem: Gem,
  kind: Metal,
  halo: boolean,
  squash: number
): string {
  const t = METAL_TONES[kind];
  const parts: string[] = [];
  // The basket under the stone.
  parts.push(
    `<path d="M${n(at.x - r * 0.95)} ${n(at.y)} L${n(at.x - r * 0.4)} ${n(at.y + r * 1.25)} L${n(at.x + r * 0.4)} ${n(
      at.y + r * 1.25
    )} L${n(at.x + r * 0.95)} ${n(at.y)}Z" fill="${broadMetal(doc, kind, 0)}" stroke="${t.edge}" stroke-opacity="0.5"/>`
  );
  if (halo) {
    const stones = 16;
    parts.push(
      `<ellipse cx="${n(at.x)}" cy="${n(at.y)}" rx="${n(r * 1.42)}" ry="${n(r * 1.42 * squash)}" fill="${puffedMetal(
        doc,
        kind
      )}"/>`
    );
    for (let i = 0; i < stones; i++) {
      const a = (i / stones) * Math.PI * 2;
      parts.push(
        gemTop(
          doc,
          { x: at.x + Math.cos(a) * r * 1.2, y: at.y + Math.sin(a) * r * 1.2 * squash },
          r * 0.2,
          "diamond",
          squash,
          i
        )
      );
    }
  }
  parts.push(gemTop(doc, at, r, gem, squash, 0.2));
  // Claws.
  for (const a of [-0.78, 0.78, Math.PI - 0.78, Math.PI + 0.78]) {
    const p = { x: at.x + Math.cos(a) * r * 0.98, y: at.y + Math.sin(a) * r * 0.98 * squash };
    parts.push(
      `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(r * 0.13)}" ry="${n(r * 0.17)}" fill="${puffedMetal(
        doc,
        kind
      )}" stroke="${t.edge}" stroke-opacity="0.5" stroke-width="0.8"/>`
    );
  }
  parts.push(sparkle(doc, { x: at.x - r * 0.3, y: at.y - r * 0.3 * squash }, r * 0.55));
  return parts.join("");
}

/** A solitaire or halo ring: a band and a stone on top. */
export function drawGemstoneRing(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const gem = spec.gem ?? "diamond";
  const halo = spec.variant % 2 === 1;
  const r = halo ? 64 : 84;
  const parts: string[] = [];
  if (view === 1) {
    const shape: BandShape = { cx: 500, cy: 540, rx: 300, ry: 128, rim: 26, depth: { x: 0, y: 66 } };
    parts.push(band(doc, shape, spec.metal, spec.finish === "pave" ? "pave" : "polished"));
    const top = { x: shape.cx, y: shape.cy - shape.ry - r * 0.35 };
    parts.push(gemHead(doc, top, r, gem, spec.metal, halo, 0.55));
    return { svg: parts.join(""), focus: top };
  }
  const shape: BandShape = { cx: 490, cy: 600, rx: 225, ry: 238, rim: 26, depth: { x: 46, y: 6 } };
  parts.push(band(doc, shape, spec.metal, spec.finish === "pave" ? "polished" : spec.finish));
  const top = { x: shape.cx + shape.depth.x * 0.5, y: shape.cy - shape.ry - r * 0.75 };
  parts.push(gemHead(doc, top, r, gem, spec.metal, halo, 0.62));
  if (spec.variant % 3 === 2) {
    // Side stones on the shoulders.
    for (const side of [-1, 1]) {
      const a = -Math.PI / 2 + side * 0.42;
      parts.push(
        gemTop(
          doc,
          {
            x: shape.cx + shape.depth.x * 0.5 + Math.cos(a) * (shape.rx - 10),
            y: shape.cy + Math.sin(a) * (shape.ry - 10),
          },
          r * 0.32,
          "diamond",
          0.7
        )
      );
    }
  }
  return { svg: parts.join(""), focus: top };
}

/** A signet ring: a broad oval face, engraved or set with a flat stone. */
export function drawSignetRing(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  const t = METAL_TONES[spec.metal];
  const shape: BandShape =
    view === 1
      ? { cx: 500, cy: 570, rx: 220, ry: 236, rim: 32, depth: { x: -56, y: 8 }, rotation: 6 }
      : { cx: 490, cy: 600, rx: 225, ry: 236, rim: 32, depth: { x: 52, y: 6 } };
  const parts: string[] = [band(doc, shape, spec.metal, "polished")];
  const face = { x: shape.cx + shape.depth.x * 0.5, y: shape.cy - shape.ry - 18 };
  const fw = 140;
  const fh = 72;
  // Shoulders swelling into the face.
  parts.push(
    `<path d="M${n(face.x - fw * 1.1)} ${n(face.y + fh * 1.2)} C${n(face.x - fw)} ${n(face.y + fh * 0.2)} ${n(
      face.x - fw * 0.6
    )} ${n(face.y + fh * 0.5)} ${n(face.x)} ${n(face.y + fh * 0.55)} C${n(face.x + fw * 0.6)} ${n(
      face.y + fh * 0.5
    )} ${n(face.x + fw)} ${n(face.y + fh * 0.2)} ${n(face.x + fw * 1.1)} ${n(face.y + fh * 1.2)} L${n(
      face.x + fw * 0.7
    )} ${n(face.y + fh * 1.5)} L${n(face.x - fw * 0.7)} ${n(face.y + fh * 1.5)}Z" fill="${broadMetal(
      doc,
      spec.metal,
      0
    )}" stroke="${t.edge}" stroke-opacity="0.5"/>`
  );
  parts.push(
    `<ellipse cx="${n(face.x)}" cy="${n(face.y + 14)}" rx="${n(fw)}" ry="${n(fh)}" fill="${t.deep}"/><ellipse cx="${n(
      face.x
    )}" cy="${n(face.y)}" rx="${n(fw)}" ry="${n(fh)}" fill="${broadMetal(doc, spec.metal, 20)}" stroke="${
      t.edge
    }" stroke-opacity="0.6"/>`
  );
  if (spec.gem) {
    parts.push(
      `<ellipse cx="${n(face.x)}" cy="${n(face.y)}" rx="${n(fw * 0.78)}" ry="${n(fh * 0.74)}" fill="${doc.linear(
        [
          { offset: 0, color: "#3a3b42" },
          { offset: 0.45, color: spec.gem === "onyx" ? "#0d0d10" : "#1b5a8a" },
          { offset: 1, color: "#000000" },
        ],
        60
      )}"/><ellipse cx="${n(face.x - fw * 0.25)}" cy="${n(face.y - fh * 0.3)}" rx="${n(fw * 0.35)}" ry="${n(
        fh * 0.14
      )}" fill="#ffffff" fill-opacity="0.35"/>`
    );
  } else {
    // An engraved border and a rosette.
    const petals: string[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      petals.push(
        `<ellipse cx="${n(face.x + Math.cos(a) * fw * 0.28)}" cy="${n(face.y + Math.sin(a) * fh * 0.28)}" rx="${n(
          fw * 0.16
        )}" ry="${n(fh * 0.12)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(face.x + Math.cos(a) * fw * 0.28)} ${n(
          face.y + Math.sin(a) * fh * 0.28
        )})" fill="none" stroke="${t.shadow}" stroke-opacity="0.55" stroke-width="2.2"/>`
      );
    }
    parts.push(
      `<ellipse cx="${n(face.x)}" cy="${n(face.y)}" rx="${n(fw * 0.84)}" ry="${n(fh * 0.8)}" fill="none" stroke="${
        t.shadow
      }" stroke-opacity="0.5" stroke-width="2.5"/>${petals.join("")}`
    );
  }
  parts.push(sparkle(doc, { x: face.x - fw * 0.55, y: face.y - fh * 0.35 }, 20));
  return { svg: parts.join(""), focus: face };
}
