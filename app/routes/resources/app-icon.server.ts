import sharp from "sharp";
import type { AppIconName } from "~/lib/web-app";
import { APP_ICONS } from "~/lib/web-app";

/** The few icons made (4 per icon setting), kept in the process: each is drawn once. */
const drawn = new Map<string, Promise<Buffer | null>>();

/**
 * A palette of 64 colours without dithering: an icon is a few flat colours and their edges, and Chrome
 * fetches the 192 px one with a first view (for installability), where a true-colour PNG weighed
 * 19 KB on 2G and a dithered 256-colour one 9.8 KB (now 3.3 KB, no visible change).
 */
const PNG = { palette: true, colours: 64, dither: 0, effort: 10 } as const;

/** Where the icon setting's picture is: a Shop API media path, or an absolute address. */
function sourceUrl(source: string, shopApiUrl: string): URL {
  if (/^https?:\/\//i.test(source)) return new URL(source);
  return new URL(source.replace(/^\/+/, ""), shopApiUrl.endsWith("/") ? shopApiUrl : `${shopApiUrl}/`);
}

async function draw(original: Buffer, name: AppIconName, background: string): Promise<Buffer> {
  const { size, purpose } = APP_ICONS[name];
  const picture = (width: number) => sharp(original, { density: 300 }).resize(width, width, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
  if (purpose === "any") return picture(size).png(PNG).toBuffer();
  if (purpose === "touch") return picture(size).flatten({ background }).png(PNG).toBuffer();
  // Maskable: Android may crop to a circle of 80% of the width, so the icon keeps within it.
  const inner = Math.round(size * 0.7);
  const margin = Math.floor((size - inner) / 2);
  const body = await picture(inner).png().toBuffer();
  return sharp(body)
    .extend({ top: margin, bottom: size - inner - margin, left: margin, right: size - inner - margin, background })
    .flatten({ background })
    .png(PNG)
    .toBuffer();
}

/**
 * An app icon drawn from the shop's icon setting (SVG or a picture) at its size and purpose
 * (lib/web-app.ts), as PNG; null when the Shop API has no such picture.
 */
export function appIconPng(source: string, name: AppIconName, background: string, shopApiUrl: string): Promise<Buffer | null> {
  const key = `${source}|${name}|${background}`;
  let icon = drawn.get(key);
  if (!icon) {
    icon = (async () => {
      const response = await fetch(sourceUrl(source, shopApiUrl), { signal: AbortSignal.timeout(Number(process.env.SHOP_API_MEDIA_TIMEOUT_MS) || 20_000) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return draw(Buffer.from(await response.arrayBuffer()), name, background);
    })();
    drawn.set(key, icon);
    // A failure is not kept: the next request tries again.
    icon.catch(() => drawn.delete(key));
  }
  return icon;
}
