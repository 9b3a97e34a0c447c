import type { Route } from "./+types/favicon";
import { getSiteConfig } from "~/shop/api/configs.server";

/** /favicon.ico, which browsers and crawlers ask for whatever the page says: the configured icon. */
export async function loader(args: Route.LoaderArgs) {
  const config = await getSiteConfig(args.context.shop);
  const icon = config.favicon_image_url;
  if (!icon) return new Response("Not found", { status: 404 });
  return new Response(null, { status: 301, headers: { Location: icon, "Cache-Control": "public, max-age=86400" } });
}
