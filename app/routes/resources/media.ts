import type { Route } from "./+types/media";
import { isImageQuality, isImageWidth } from "~/lib/images";
import { fetchMediaOriginal, mediaTimeout, negotiateImageFormat, resizedImage, upstreamMediaUrl } from "~/shop/page-data/images.server";

const PASSED_HEADERS = ["content-type", "content-length", "etag", "last-modified", "accept-ranges", "content-range"];
const ONE_YEAR = "public, max-age=31536000";

/**
 * /media/*: the Shop API's media served from the shop's own origin, so a phone on 2G reuses the
 * connection it already has. With `?w=` (one of IMAGE_WIDTHS, and `q=low` for lite pages) an
 * image is resized and re-encoded to AVIF or WebP by the Accept header, cached on disk, and
 * cacheable for a year; without it the file is passed through (logos, the video).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const mediaPath = params["*"] ?? "";
  if (!mediaPath || mediaPath.split("/").some((part) => part === ".." || part === "")) {
    return new Response("Not found", { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  const widthParam = query.get("w");
  if (widthParam !== null) {
    const width = Number(widthParam);
    const quality = query.get("q") ?? "standard";
    if (!isImageWidth(width)) return new Response("Unsupported width", { status: 400 });
    if (!isImageQuality(quality)) return new Response("Unsupported quality", { status: 400 });
    const format = negotiateImageFormat(request.headers.get("Accept"));
    try {
      const image = await resizedImage(mediaPath, width, format, quality, () => fetchMediaOriginal(context.shopApiUrl, mediaPath));
      if (!image) return new Response("Not found", { status: 404 });
      if (request.headers.get("If-None-Match") === image.etag) return new Response(null, { status: 304 });
      return new Response(image.body as unknown as BodyInit, {
        headers: { "Content-Type": image.contentType, "Content-Length": String(image.body.length), "Cache-Control": ONE_YEAR, Vary: "Accept", ETag: image.etag },
      });
    } catch (error) {
      console.error(`[media] /media/${mediaPath}?w=${width}&q=${quality} failed:`, error);
      return new Response("Bad gateway", { status: 502 });
    }
  }

  const headers: Record<string, string> = {};
  for (const name of ["If-None-Match", "Range"]) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  let response: Response;
  try {
    response = await fetch(upstreamMediaUrl(context.shopApiUrl, mediaPath), { headers, signal: mediaTimeout() });
  } catch (error) {
    console.error(`[media] GET /media/${mediaPath} failed:`, error);
    return new Response("Bad gateway", { status: 502 });
  }
  if (response.status === 304) return new Response(null, { status: 304 });
  if (!response.ok) {
    await response.body?.cancel();
    return new Response("Not found", { status: response.status === 404 ? 404 : 502 });
  }
  const passed = new Headers({ "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" });
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) passed.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: passed });
}
