import type { LoaderFunctionArgs } from "@remix-run/node";

const PASSED_HEADERS = ["content-type", "content-length", "etag", "last-modified"];

/**
 * /media/*: the Shop API's media (logos, badges, catalogue images) served from the shop's own
 * origin, so a phone on 2G reuses the connection it already has and the shop sets the caching.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!path || path.split("/").some((part) => part === ".." || part === "")) {
    return new Response("Not found", { status: 404 });
  }
  const upstream = new URL(`media/${path}`, context.shopApiUrl.endsWith("/") ? context.shopApiUrl : `${context.shopApiUrl}/`);
  const ifNoneMatch = request.headers.get("If-None-Match");
  let response: Response;
  try {
    response = await fetch(upstream, {
      headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {},
      signal: AbortSignal.timeout(Number(process.env.SHOP_API_TIMEOUT_MS) || 5000),
    });
  } catch (error) {
    console.error(`[shop-api] GET /media/${path} failed:`, error);
    return new Response("Bad gateway", { status: 502 });
  }
  if (response.status === 304) return new Response(null, { status: 304 });
  if (!response.ok) {
    await response.body?.cancel();
    return new Response("Not found", { status: response.status === 404 ? 404 : 502 });
  }
  const headers = new Headers({ "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" });
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}
