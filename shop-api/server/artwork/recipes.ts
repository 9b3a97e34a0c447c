/**
 * A generated picture is stored as its recipe (table `media_artworks`, by its media path): what to
 * draw, not the pixels. The media route renders a recipe to SVG here, then to JPEG (once; cached).
 */
import type { Backdrop, Cloth } from "./backdrops";
import { brandLogo, type LogoMark } from "./logos";
import type { PieceSpec, View } from "./pieces/types";
import { categoryPicture, clothScene, productPicture, type ArrangedPiece } from "./scenes";

export interface ProductArtwork {
  type: "product";
  piece: PieceSpec;
  view: View;
  backdrop: Backdrop;
  cloth: Cloth;
  seed: number;
}

export interface CategoryArtwork {
  type: "category";
  piece: PieceSpec;
  backdrop: Backdrop;
  seed: number;
}

/** A scene of several pieces on cloth: banners (wide and tall), video posters, blog pictures. */
export interface SceneArtwork {
  type: "scene";
  format: "banner-wide" | "banner-tall" | "poster" | "post";
  cloth: Cloth;
  /** Silk folds (brighter, sharper) instead of velvet. */
  silk: boolean;
  pieces: PieceSpec[];
  seed: number;
}

export interface LogoArtwork {
  type: "logo";
  name: string;
  mark: LogoMark;
  colour: string;
}

export type Artwork = ProductArtwork | CategoryArtwork | SceneArtwork | LogoArtwork;

export const SCENE_SIZES: Record<SceneArtwork["format"], { width: number; height: number }> = {
  "banner-wide": { width: 1600, height: 640 },
  "banner-tall": { width: 800, height: 1000 },
  poster: { width: 1280, height: 720 },
  post: { width: 800, height: 500 },
};

/** Bump when drawings change: cached renders of older versions are then made again. */
export const ARTWORK_VERSION = 1;

/** What a recipe renders to: a JPEG from SVG, or (logos) the SVG itself. */
export function artworkFormat(artwork: Artwork): "jpeg" | "svg" {
  return artwork.type === "logo" ? "svg" : "jpeg";
}

export function renderArtworkSvg(artwork: Artwork): string {
  switch (artwork.type) {
    case "product":
      return productPicture(artwork.piece, artwork.view, artwork.backdrop, artwork.cloth, artwork.seed);
    case "category":
      return categoryPicture(artwork.piece, artwork.backdrop, artwork.seed);
    case "logo":
      return brandLogo(artwork.name, artwork.mark, artwork.colour);
    case "scene": {
      const { width, height } = SCENE_SIZES[artwork.format];
      return clothScene(width, height, artwork.cloth, arrange(artwork), artwork.seed, {
        silk: artwork.silk,
        lights: artwork.format === "post" ? 8 : 16,
      });
    }
  }
}

/**
 * Where a scene's pieces go. Wide banners keep their right part calm for the Persian caption
 * (the storefront writes it in HTML), tall ones their upper third; posters centre the piece for
 * the play button; blog pictures spread their pieces.
 */
function arrange(artwork: SceneArtwork): ArrangedPiece[] {
  const { width, height } = SCENE_SIZES[artwork.format];
  const slots = SLOTS[artwork.format][Math.min(artwork.pieces.length, 3) - 1] ?? [];
  return artwork.pieces.slice(0, 3).map((spec, index) => {
    const slot = slots[index] ?? { x: 0.5, y: 0.5, scale: 0.5, rotate: 0 };
    const necklace = spec.kind.endsWith("necklace") || spec.kind === "baby-pendant" || spec.kind.endsWith("set");
    // In a tall banner a necklace lies flat below the caption; elsewhere it hangs from the top edge.
    const lying = necklace && artwork.format === "banner-tall";
    const hangs = necklace && !lying;
    const scale = (slot.scale * Math.min(width, height)) / 1000;
    return {
      spec,
      view: lying || (index % 2 === 1 && !hangs) ? 1 : 0,
      x: slot.x * width,
      // A hanging chain comes down from above the picture: its frame's top stays above the edge.
      y: hangs ? Math.min(slot.y * height, 500 * scale) : slot.y * height,
      scale,
      rotate: hangs ? 0 : slot.rotate,
    };
  });
}

interface Slot {
  x: number;
  y: number;
  /** Of the picture's shorter side, for a 1000-unit piece frame. */
  scale: number;
  rotate: number;
}

const SLOTS: Record<SceneArtwork["format"], Slot[][]> = {
  "banner-wide": [
    [{ x: 0.3, y: 0.5, scale: 1.05, rotate: -4 }],
    [
      { x: 0.22, y: 0.5, scale: 1, rotate: -6 },
      { x: 0.46, y: 0.58, scale: 0.7, rotate: 12 },
    ],
    [
      { x: 0.16, y: 0.5, scale: 0.95, rotate: -6 },
      { x: 0.37, y: 0.6, scale: 0.7, rotate: 10 },
      { x: 0.53, y: 0.42, scale: 0.55, rotate: -14 },
    ],
  ],
  "banner-tall": [
    [{ x: 0.5, y: 0.68, scale: 0.95, rotate: -4 }],
    [
      { x: 0.4, y: 0.66, scale: 0.85, rotate: -6 },
      { x: 0.7, y: 0.83, scale: 0.55, rotate: 12 },
    ],
    [
      { x: 0.32, y: 0.62, scale: 0.75, rotate: -6 },
      { x: 0.72, y: 0.7, scale: 0.55, rotate: 10 },
      { x: 0.45, y: 0.86, scale: 0.45, rotate: -14 },
    ],
  ],
  poster: [
    [{ x: 0.5, y: 0.5, scale: 0.95, rotate: -3 }],
    [
      { x: 0.36, y: 0.5, scale: 0.85, rotate: -6 },
      { x: 0.66, y: 0.55, scale: 0.65, rotate: 10 },
    ],
    [
      { x: 0.26, y: 0.5, scale: 0.75, rotate: -6 },
      { x: 0.52, y: 0.55, scale: 0.62, rotate: 8 },
      { x: 0.76, y: 0.48, scale: 0.55, rotate: -12 },
    ],
  ],
  post: [
    [{ x: 0.5, y: 0.5, scale: 0.95, rotate: -3 }],
    [
      { x: 0.34, y: 0.5, scale: 0.9, rotate: -6 },
      { x: 0.68, y: 0.55, scale: 0.7, rotate: 10 },
    ],
    [
      { x: 0.24, y: 0.5, scale: 0.8, rotate: -6 },
      { x: 0.52, y: 0.56, scale: 0.66, rotate: 8 },
      { x: 0.78, y: 0.46, scale: 0.58, rotate: -12 },
    ],
  ],
};
