import { mix } from "./primitives";
import { n, type Rng, type SvgDocument } from "./svg";

/** Soft studio backgrounds a product is photographed on. */
export const BACKDROPS = ["ivory", "champagne", "blush", "sage", "pearl", "sand"] as const;
export type Backdrop = (typeof BACKDROPS)[number];

const BACKDROP_TONES: Record<Backdrop, { centre: string; edge: string; fold: string }> = {
  ivory: { centre: "#fffcf5", edge: "#eee4d1", fold: "#e3d6bd" },
  champagne: { centre: "#fdf6e8", edge: "#eadbbd", fold: "#dcc9a3" },
  blush: { centre: "#fff7f3", edge: "#f0dcd3", fold: "#e4c6ba" },
  sage: { centre: "#fafbf4", edge: "#e1e5d3", fold: "#cfd6bd" },
  pearl: { centre: "#fdfcfa", edge: "#e9e6e0", fold: "#d9d4cb" },
  sand: { centre: "#fcf7ee", edge: "#e9dcc6", fold: "#dccaa9" },
};

/**
 * A seamless studio background: a soft pool of light a little above the centre, the corners
 * falling off, and faint folds of the cloth under the piece.
 */
export function studioBackdrop(doc: SvgDocument, backdrop: Backdrop, rng: Rng, folds = true): string {
  const tone = BACKDROP_TONES[backdrop];
  const { width: w, height: h } = doc;
  const parts = [
    `<rect width="${w}" height="${h}" fill="${doc.radial(
      [
        { offset: 0, color: tone.centre },
        { offset: 0.55, color: mix(tone.centre, tone.edge, 0.45) },
        { offset: 1, color: tone.edge },
      ],
      { cx: 0.46, cy: 0.4, r: 0.78 }
    )}"/>`,
  ];
  if (folds) {
    // Broad diagonal folds of the cloth: soft bands of light and shade (gradients, no blur: cheap).
    for (let i = 0; i < 3; i++) {
      const angle = rng.between(-35, -10);
      const at = rng.between(0.15, 0.85);
      const bright = i !== 1;
      const colour = bright ? "#ffffff" : tone.fold;
      const strength = bright ? 0.55 : 0.4;
      const band = rng.between(0.06, 0.14);
      parts.push(
        `<rect x="${n(-w * 0.5)}" y="${n(-h * 0.5)}" width="${n(w * 2)}" height="${n(h * 2)}" transform="rotate(${n(
          angle
        )} ${n(w / 2)} ${n(h / 2)})" fill="${doc.linear(
          [
            { offset: Math.max(0, at - band), color: colour, opacity: 0 },
            { offset: at, color: colour, opacity: strength },
            { offset: Math.min(1, at + band), color: colour, opacity: 0 },
          ],
          90
        )}"/>`
      );
    }
  }
  // Light from the upper left.
  parts.push(
    `<rect width="${w}" height="${h}" fill="${doc.radial(
      [
        { offset: 0, color: "#ffffff", opacity: 0.55 },
        { offset: 1, color: "#ffffff", opacity: 0 },
      ],
      { cx: 0.28, cy: 0.18, r: 0.5 }
    )}"/>`
  );
  return parts.join("");
}

/** Velvet and silk for banners, posters and the close-ups of a piece: rich, deep colours. */
export const CLOTHS = ["emerald", "burgundy", "navy", "plum", "espresso", "teal"] as const;
export type Cloth = (typeof CLOTHS)[number];

export const CLOTH_TONES: Record<Cloth, { deep: string; mid: string; sheen: string }> = {
  emerald: { deep: "#0b2a25", mid: "#1d4a41", sheen: "#5f9186" },
  burgundy: { deep: "#2a0710", mid: "#5c1424", sheen: "#a8485c" },
  navy: { deep: "#070f26", mid: "#17284f", sheen: "#5569a0" },
  plum: { deep: "#1d0b22", mid: "#432149", sheen: "#8a6192" },
  espresso: { deep: "#1a0f09", mid: "#3d261a", sheen: "#8a6a52" },
  teal: { deep: "#041c22", mid: "#0f3f49", sheen: "#4c8e98" },
};

/**
 * Draped velvet or silk: a deep ground, broad folds that catch the light (blurred bezier bands),
 * and a soft vignette. `silk` makes the folds brighter and sharper.
 */
export function clothBackdrop(doc: SvgDocument, cloth: Cloth, rng: Rng, silk = false): string {
  const tone = CLOTH_TONES[cloth];
  const { width: w, height: h } = doc;
  const parts = [
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        { offset: 0, color: tone.mid },
        { offset: 0.55, color: tone.deep },
        { offset: 1, color: mix(tone.deep, "#000000", 0.3) },
      ],
      60
    )}"/>`,
  ];
  const soft = doc.blur(Math.round(Math.min(w, h) * (silk ? 0.025 : 0.05)));
  const wide = doc.blur(Math.round(Math.min(w, h) * 0.09));
  for (let i = 0; i < 5; i++) {
    const x0 = w * rng.between(-0.2, 1);
    const sweep = w * rng.between(0.25, 0.6);
    const bright = i % 2 === 0;
    parts.push(
      `<path d="M${n(x0)} ${n(-h * 0.1)} C${n(x0 + sweep * 0.5)} ${n(h * 0.3)} ${n(x0 - sweep * 0.3)} ${n(h * 0.7)} ${n(
        x0 + sweep
      )} ${n(h * 1.1)}" fill="none" stroke="${
        bright ? tone.sheen : mix(tone.deep, "#000000", 0.4)
      }" stroke-opacity="${n(bright ? (silk ? 0.55 : 0.35) : 0.6)}" stroke-width="${n(
        w * rng.between(0.05, 0.14)
      )}" filter="${bright ? soft : wide}"/>`
    );
  }
  parts.push(
    `<rect width="${w}" height="${h}" fill="${doc.radial(
      [
        { offset: 0.5, color: "#000000", opacity: 0 },
        { offset: 1, color: "#000000", opacity: 0.45 },
      ],
      { r: 0.75 }
    )}"/>`
  );
  return parts.join("");
}

/** Soft out-of-focus lights (bokeh) for banners and posters. */
export function bokeh(doc: SvgDocument, rng: Rng, count: number, colour = "#fff1c9"): string {
  const { width: w, height: h } = doc;
  const blur = doc.blur(Math.round(Math.min(w, h) * 0.008) + 1);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.min(w, h) * rng.between(0.01, 0.05);
    parts.push(
      `<circle cx="${n(rng.between(0, w))}" cy="${n(rng.between(0, h))}" r="${n(r)}" fill="${colour}" fill-opacity="${n(
        rng.between(0.05, 0.22)
      )}" filter="${blur}"/>`
    );
  }
  return parts.join("");
}
