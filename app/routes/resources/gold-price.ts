import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopContext } from "~/shop/context.server";
import { getGoldPrice } from "~/shop/gold-price.server";

/** /api/gold-price: the live price for the ticker's refresh (the page never sees the access token). */
export async function loader(args: LoaderFunctionArgs) {
  const price = await getGoldPrice(await shopContext(args));
  // A shared cache in front may hold it briefly; the browser asks again at each refresh.
  return Response.json(price, { headers: { "Cache-Control": "public, max-age=0, s-maxage=30" } });
}
