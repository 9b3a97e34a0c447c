import type { SvgDocument } from "../svg";
import { drawBabyBracelet, drawBabyPendant } from "./baby";
import { drawAnklet, drawBangle, drawChainBracelet, drawCharmBracelet } from "./bracelets";
import { drawDropEarrings, drawHoopEarrings, drawStudEarrings } from "./earrings";
import { drawChainNecklace, drawNameNecklace, drawPendantNecklace } from "./necklaces";
import { drawBandRing, drawGemstoneRing, drawSignetRing } from "./rings";
import { drawFullSet, drawHalfSet } from "./sets";
import type { Drawn, PieceDrawer, PieceKind, PieceSpec, View } from "./types";

export * from "./types";

const DRAWERS: Record<PieceKind, PieceDrawer> = {
  "chain-necklace": drawChainNecklace,
  "pendant-necklace": drawPendantNecklace,
  "name-necklace": drawNameNecklace,
  "chain-bracelet": drawChainBracelet,
  bangle: drawBangle,
  "charm-bracelet": drawCharmBracelet,
  "band-ring": drawBandRing,
  "gemstone-ring": drawGemstoneRing,
  "signet-ring": drawSignetRing,
  "stud-earrings": drawStudEarrings,
  "hoop-earrings": drawHoopEarrings,
  "drop-earrings": drawDropEarrings,
  anklet: drawAnklet,
  "half-set": drawHalfSet,
  "full-set": drawFullSet,
  "baby-bracelet": drawBabyBracelet,
  "baby-pendant": drawBabyPendant,
};

/** Draws a piece in a 1000 × 1000 frame. */
export function drawPiece(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  return DRAWERS[spec.kind](doc, spec, view);
}
