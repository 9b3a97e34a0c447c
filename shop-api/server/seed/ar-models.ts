/**
 * The products with a 3D model (GET /augmented-reality), by slug: the model's files under
 * `media/models/`, made by scripts/ar-ring-model.mjs (docs/decisions/0038). One, to prove the path.
 */
export const AR_MODELS: Record<string, { glb: string; usdz: string }> = {
  "classic-wedding-band": { glb: "/media/models/gold-band.glb", usdz: "/media/models/gold-band.usdz" },
};
