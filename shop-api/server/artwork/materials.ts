import type { Stop, SvgDocument } from "./svg";

/** The three golds a piece comes in. */
export const METALS = ["yellow", "rose", "white"] as const;
export type Metal = (typeof METALS)[number];

/** The colours of a polished metal, dark to bright: shadow, deep, mid, light, highlight. */
interface MetalTones {
  shadow: string;
  deep: string;
  mid: string;
  light: string;
  highlight: string;
  /** A thin outline a touch darker than the deep tone. */
  edge: string;
}

export const METAL_TONES: Record<Metal, MetalTones> = {
  yellow: {
    shadow: "#6b430b",
    deep: "#a8741c",
    mid: "#d7a640",
    light: "#f3d47c",
    highlight: "#fff6d6",
    edge: "#5c3a0a",
  },
  rose: { shadow: "#6e3528", deep: "#a9604b", mid: "#d58e76", light: "#f2bfa9", highlight: "#fff0e8", edge: "#5a2a20" },
  white: {
    shadow: "#5d6067",
    deep: "#8f939b",
    mid: "#bfc3ca",
    light: "#e6e8ec",
    highlight: "#ffffff",
    edge: "#4f5258",
  },
};

/**
 * Polished metal across a rounded surface: dark at both edges, a bright band a little off the
 * middle, and a second, softer reflection. Reads as a cylinder when drawn across a wire.
 */
export function metalStops(metal: Metal): Stop[] {
  const t = METAL_TONES[metal];
  return [
    { offset: 0, color: t.shadow },
    { offset: 0.16, color: t.deep },
    { offset: 0.34, color: t.mid },
    { offset: 0.44, color: t.light },
    { offset: 0.5, color: t.highlight },
    { offset: 0.58, color: t.light },
    { offset: 0.72, color: t.deep },
    { offset: 0.86, color: t.mid },
    { offset: 1, color: t.shadow },
  ];
}

/** A broad surface (a bangle's face, a plate): fewer, wider bands. */
export function broadMetalStops(metal: Metal): Stop[] {
  const t = METAL_TONES[metal];
  return [
    { offset: 0, color: t.deep },
    { offset: 0.22, color: t.mid },
    { offset: 0.38, color: t.highlight },
    { offset: 0.5, color: t.light },
    { offset: 0.68, color: t.mid },
    { offset: 0.84, color: t.deep },
    { offset: 1, color: t.shadow },
  ];
}

/** A metal across the element's box at an angle (degrees). */
export function metal(doc: SvgDocument, kind: Metal, angle = 90): string {
  return doc.linear(metalStops(kind), angle);
}

export function broadMetal(doc: SvgDocument, kind: Metal, angle = 90): string {
  return doc.linear(broadMetalStops(kind), angle);
}

/** A polished ball or dome: lit from the upper left. */
export function sphereMetal(doc: SvgDocument, kind: Metal): string {
  const t = METAL_TONES[kind];
  return doc.radial(
    [
      { offset: 0, color: t.highlight },
      { offset: 0.18, color: t.light },
      { offset: 0.5, color: t.mid },
      { offset: 0.8, color: t.deep },
      { offset: 1, color: t.shadow },
    ],
    { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.34, fy: 0.3 }
  );
}

/** A puffed shape (a heart, a medallion): a bright centre off to the upper left, dark rim. */
export function puffedMetal(doc: SvgDocument, kind: Metal): string {
  const t = METAL_TONES[kind];
  return doc.radial(
    [
      { offset: 0, color: t.highlight },
      { offset: 0.25, color: t.light },
      { offset: 0.55, color: t.mid },
      { offset: 0.85, color: t.deep },
      { offset: 1, color: t.shadow },
    ],
    { cx: 0.5, cy: 0.5, r: 0.62, fx: 0.38, fy: 0.32 }
  );
}

/** Stones a piece may carry. */
export const GEMS = ["diamond", "ruby", "emerald", "sapphire", "turquoise", "amethyst", "pearl", "onyx"] as const;
export type Gem = (typeof GEMS)[number];

/** A gem's colours: dark (pavilion), base, light (table), and its glint. */
export const GEM_TONES: Record<Gem, { dark: string; base: string; light: string; glint: string }> = {
  diamond: { dark: "#8e9aa8", base: "#dfe7ef", light: "#ffffff", glint: "#ffffff" },
  ruby: { dark: "#5e0716", base: "#b3122e", light: "#ff5a6e", glint: "#ffd6dc" },
  emerald: { dark: "#033d26", base: "#0d7a4a", light: "#3fcf8a", glint: "#d6ffe9" },
  sapphire: { dark: "#071c58", base: "#1d3fa6", light: "#5f86f0", glint: "#dfe8ff" },
  turquoise: { dark: "#0d6f74", base: "#2bb3b1", light: "#8fe6df", glint: "#f0fffd" },
  amethyst: { dark: "#3b1257", base: "#7b3fa8", light: "#c08be6", glint: "#f3e4ff" },
  pearl: { dark: "#b9ab98", base: "#efe7da", light: "#fffdf8", glint: "#ffffff" },
  onyx: { dark: "#050505", base: "#1d1d22", light: "#55565e", glint: "#e6e6ea" },
};

/** Stones cut with facets; pearls and turquoise are polished round (cabochons). */
export function isFaceted(gem: Gem): boolean {
  return gem !== "pearl" && gem !== "turquoise" && gem !== "onyx";
}
