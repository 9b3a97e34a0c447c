import type { Route } from "./+types/gold-price";
import { goldPrice } from "~/shop/api/gold-price.server";

/** /api/gold-price: the live price for the ticker's refresh (the page never sees the access token). */
export async function loader(args: Route.LoaderArgs) {
  const price = await goldPrice.now(args.context.shop);
  // A shared cache in front may hold it for a second, no longer: every instance switches to a new
  // price within one (docs/decisions/0029); the browser asks again at each refresh.
  return Response.json(price, { headers: { "Cache-Control": "public, max-age=0, s-maxage=1" } });
}
