import type { SvgDocument } from "../svg";
import { drawBabyBracelet } from "./bracelets";
import { drawPendantNecklace } from "./necklaces";
import type { Drawn, PieceSpec, View } from "./types";

export { drawBabyBracelet };

/** A baby's pendant (a bear, an evil eye, a moon and star, a heart) on a fine chain. */
export function drawBabyPendant(doc: SvgDocument, spec: PieceSpec, view: View): Drawn {
  return drawPendantNecklace(doc, { ...spec, chain: "fine" }, view);
}
