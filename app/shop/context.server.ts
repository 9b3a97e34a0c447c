import type { AppLoadContext } from "@remix-run/node";
import { localeFromPath } from "~/lib/locale";
import type { ShopContext } from "./client.server";
import { getSession } from "./session.server";

/** The Shop API context of one storefront request: its tokens, its language, its abort signal. */
export async function shopContext(args: { request: Request; context: AppLoadContext }): Promise<ShopContext> {
  const { request, context } = args;
  const session = await getSession(request);
  return {
    baseUrl: context.shopApiUrl,
    clientToken: context.clientToken,
    authToken: session.get("authToken") ?? null,
    locale: localeFromPath(new URL(request.url).pathname),
    signal: request.signal,
  };
}

