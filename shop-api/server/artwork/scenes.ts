/**
 * Whole pictures: a piece on its background with its shadows (products, categories), jewellery on
 * velvet and silk (banners, video posters, blog pictures).
 */
import { bokeh, clothBackdrop, studioBackdrop, type Backdrop, type Cloth } from "./backdrops";
import { drawPiece } from "./pieces";
import type { PieceSpec, View } from "./pieces/types";
import { n, Rng, SvgDocument, type Point } from "./svg";

/**
 * A piece with its shadows, scaled into place: the shadows come from one filter on the piece's
 * group (a wide soft shadow and a tight contact shadow, cast down and right, away from the light).
 */
function placed(
  doc: SvgDocument,
  spec: PieceSpec,
  view: View,
  transform: string,
  light: { shadow: number; dark?: boolean } = { shadow: 1 }
): { svg: string; focus: Point } {
  const drawn = drawPiece(doc, spec, view);
  const tone: [number, number, number] = light.dark ? [0, 0, 0] : [0.3, 0.21, 0.1];
  const filter = doc.dropShadows(light.shadow, light.dark ? 0.6 : 0.32, tone);
  return {
    svg: `<g transform="${transform}"><g filter="${filter}">${drawn.svg}</g></g>`,
    focus: drawn.focus,
  };
}

/** A product picture: 1000 × 1000, the piece on a soft studio background. */
export function productPicture(
  spec: PieceSpec,
  view: View,
  backdrop: Backdrop,
  cloth: Cloth,
  seed: number,
  size = 1000
): string {
  const doc = new SvgDocument(size, size);
  const rng = new Rng(seed);
  const scale = size / 1000;
  const parts: string[] = [];
  if (view === 3) {
    parts.push(clothBackdrop(doc, cloth, rng, true));
    const turn = rng.between(-9, 9);
    parts.push(
      placed(
        doc,
        spec,
        0,
        `scale(${n(scale)}) translate(500 500) rotate(${n(turn)}) scale(0.86) translate(-500 -500)`,
        {
          shadow: 1.2,
          dark: true,
        }
      ).svg
    );
  } else if (view === 2) {
    parts.push(studioBackdrop(doc, backdrop, rng));
    const probe = drawPiece(new SvgDocument(1000, 1000), spec, 0).focus;
    const zoom = 2.1;
    parts.push(
      placed(
        doc,
        spec,
        0,
        `scale(${n(scale)}) translate(500 500) scale(${zoom}) translate(${n(-probe.x)} ${n(-probe.y)})`,
        { shadow: 0.8 }
      ).svg
    );
  } else {
    parts.push(studioBackdrop(doc, backdrop, rng));
    parts.push(placed(doc, spec, view, `scale(${n(scale)})`).svg);
  }
  return doc.render(parts.join(""));
}

/** A category picture: 600 × 600, the category's piece a little smaller, on its own tint. */
export function categoryPicture(spec: PieceSpec, backdrop: Backdrop, seed: number): string {
  const doc = new SvgDocument(600, 600);
  const rng = new Rng(seed);
  return doc.render(
    studioBackdrop(doc, backdrop, rng) +
      placed(doc, spec, 0, `scale(0.6) translate(500 520) scale(0.9) translate(-500 -500)`).svg
  );
}

export interface ArrangedPiece {
  spec: PieceSpec;
  view: View;
  /** Centre of the piece's 1000-unit frame in the picture, its scale and turn. */
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/**
 * Jewellery on velvet or silk, with bokeh lights: banners (1600 × 640 and 800 × 1000), video posters
 * (1280 × 720) and blog pictures (800 × 500). The captions are the storefront's, in HTML.
 */
export function clothScene(
  width: number,
  height: number,
  cloth: Cloth,
  pieces: readonly ArrangedPiece[],
  seed: number,
  options: { silk?: boolean; lights?: number } = {}
): string {
  const doc = new SvgDocument(width, height);
  const rng = new Rng(seed);
  const parts = [clothBackdrop(doc, cloth, rng, options.silk ?? false), bokeh(doc, rng, options.lights ?? 14)];
  for (const piece of pieces) {
    parts.push(
      placed(
        doc,
        piece.spec,
        piece.view,
        `translate(${n(piece.x)} ${n(piece.y)}) rotate(${n(piece.rotate)}) scale(${n(
          piece.scale
        )}) translate(-500 -500)`,
        { shadow: 1.1, dark: true }
      ).svg
    );
  }
  // A warm light falling from the upper corner.
  parts.push(
    `<ellipse cx="${n(width * 0.8)}" cy="${n(height * 0.05)}" rx="${n(width * 0.4)}" ry="${n(
      height * 0.35
    )}" fill="#ffe7b0" fill-opacity="0.12" filter="${doc.blur(Math.round(Math.min(width, height) * 0.08))}"/>`
  );
  return doc.render(parts.join(""));
}
