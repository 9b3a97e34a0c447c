/**
 * "See it in your room" (`GET /augmented-reality`, docs/shop/07-shop-api.md §7.4): a plain link that
 * opens the phone's own AR viewer, no script needed. iOS Safari opens a USDZ in Quick Look from
 * `<a rel="ar">` whose first child is an image; Android opens a GLB in Google's Scene Viewer through an
 * intent link, falling back to the product page where there is no ARCore. Other devices get no link.
 */
export type ArPlatform = "ios" | "android";

/** The phone's AR viewer, read from the user agent (iPadOS that says "Macintosh" gets none). */
export function arPlatform(userAgent: string | null): ArPlatform | null {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  if (/Android/.test(userAgent)) return "android";
  return null;
}

export interface ArLink {
  platform: ArPlatform;
  href: string;
}

/** The link for that platform to a model's files (media paths, made absolute: viewers fetch them themselves). */
export function arLink(platform: ArPlatform, model: { glb: string; usdz: string; title: string }, origin: string, pageUrl: string): ArLink {
  if (platform === "ios") return { platform, href: new URL(model.usdz, origin).href };
  const file = new URL(model.glb, origin).href;
  const viewer = `arvr.google.com/scene-viewer/1.0?file=${encodeURIComponent(file)}&mode=ar_preferred&title=${encodeURIComponent(model.title)}`;
  return {
    platform,
    href: `intent://${viewer}#Intent;scheme=https;package=com.google.ar.core;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(pageUrl)};end;`,
  };
}
