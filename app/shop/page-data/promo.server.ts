import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import { REGISTRATION_CREDIT } from "../../../shop-api/contract/checkout";
import { isMobileRequest } from "~/lib/device";
import type { Promo } from "~/lib/shell-slots";
import { optional, type ShopContext } from "~/shop/request/client.server";
import { checkRegistrationWallet } from "~/shop/api/wallet.server";

/** How long a signed-in shopper's banner is reused: a credit spent shows for at most this long. */
const SIGNED_IN_PROMO_TTL_MS = 30_000;

/**
 * Signed-in shoppers' banners, by token, source and language: asked once in a while rather than at each
 * page, so that their pages can be the shared ones with their slots filled in (decision 43).
 * (A guest's is the source's invitation, cached for all guests in wallet.server.ts.)
 */
const signedInPromos = byteBoundedCache<{ promo: Promo | null }>(4 * 1024 * 1024, {
  ttl: SIGNED_IN_PROMO_TTL_MS,
  valueBytes: ({ promo }) => (promo?.kind === "credit" ? promo.message.length * 2 : 16),
});

/**
 * The promo banner (docs/shop/04-flows.md §4.6): a guest (code 401 from the desktop source, 403 from
 * the mobile one) is invited to sign up for the registration credit; a shopper with an unused credit
 * (code 200) sees the server's message and a way to spend it; anyone else (404) sees nothing. The
 * banner is an extra: a failing check leaves it out rather than failing the page.
 */
export async function promoFor(ctx: ShopContext, headers: Headers): Promise<Promo | null> {
  const source = isMobileRequest(headers) ? "mobile" : "desktop";
  // The server's message is in the page's language.
  const key = ctx.authToken ? `${ctx.authToken}|${source}|${ctx.locale}` : null;
  const kept = key ? signedInPromos.get(key) : undefined;
  if (kept) return kept.promo;
  const wallet = await optional(ctx, `GET /user-registration-wallet`, () => checkRegistrationWallet(ctx, source), undefined);
  if (wallet === undefined) return null;
  let promo: Promo | null = null;
  if (wallet.code === 401 || wallet.code === 403) promo = { kind: "invite", code: wallet.code, amount: REGISTRATION_CREDIT };
  if (wallet.code === 200) promo = { kind: "credit", code: 200, message: wallet.message };
  if (key) signedInPromos.set(key, { promo });
  return promo;
}
