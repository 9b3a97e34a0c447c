import type { Route } from "./+types/robots";
import { robotsTxt } from "~/lib/sitemap";
import { publicOrigin } from "~/shop/request/origin.server";

/** /robots.txt: private pages and what is not a page kept out of crawlers' way; the sitemap named. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
