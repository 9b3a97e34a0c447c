import type { Gem, Metal } from "../materials";
import type { ChainStyle, CharmShape } from "../primitives";
import type { Point, SvgDocument } from "../svg";

/** Every kind of piece the shop sells, as a picture draws it. */
export const PIECE_KINDS = [
  "chain-necklace",
  "pendant-necklace",
  "name-necklace",
  "chain-bracelet",
  "bangle",
  "charm-bracelet",
  "band-ring",
  "gemstone-ring",
  "signet-ring",
  "stud-earrings",
  "hoop-earrings",
  "drop-earrings",
  "anklet",
  "half-set",
  "full-set",
  "baby-bracelet",
  "baby-pendant",
] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export const FINISHES = ["polished", "twisted", "engraved", "pave"] as const;
export type Finish = (typeof FINISHES)[number];

/** What makes one product's pictures its own: kept in the picture's recipe. */
export interface PieceSpec {
  kind: PieceKind;
  metal: Metal;
  /** The main stone, when the piece has one. */
  gem: Gem | null;
  chain: ChainStyle;
  /** The pendant's or charms' shape. */
  charm: CharmShape;
  finish: Finish;
  /** The word of a name necklace (lower-case a e i l m n r). */
  word: string;
  /** A small number choosing between a kind's designs. */
  variant: number;
}

/**
 * The views a product has: 0 its main picture, 1 another arrangement, 2 a close-up (the scene
 * zooms on `focus`), 3 the main arrangement turned a little, on a darker cloth.
 */
export type View = 0 | 1 | 2 | 3;

export interface Drawn {
  /** Elements in a 1000 × 1000 frame. */
  svg: string;
  /** What a close-up should centre on. */
  focus: Point;
}

export type PieceDrawer = (doc: SvgDocument, spec: PieceSpec, view: View) => Drawn;
