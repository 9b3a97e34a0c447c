import { Router, type Request, type Response } from "express";
import type { z } from "zod";
import {
  REGISTRATION_CREDIT,
  type registrationWalletResponseSchema,
  type userWalletResponseSchema,
  type userWalletsResponseSchema,
} from "../../contract";
import { optionalUser, requireUser } from "../auth/users";
import { ownersCart, type CheckoutContext } from "../checkout/cart";
import { langOf, refuse, say } from "../checkout/messages";
import { isUsable, unusedRegistrationCredit, userWallets, walletJson } from "../checkout/wallets";
import { route } from "../http/route";

type Answer<T extends z.ZodType> = z.infer<T>;

/**
 * The signed-in shopper's wallets (bearer) and the registration credit of spec §4's promo banner.
 * What a wallet gives the cart is in the cart's totals (`wallet_costs`) and each wallet's `in_cart`.
 */
export function walletRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  async function walletsOf(req: Request, all: boolean): Promise<Answer<typeof userWalletsResponseSchema>> {
    const lang = langOf(req);
    const user = await requireUser(db, req);
    const now = ctx.clock();
    const [rows, cart] = await Promise.all([userWallets(db, user.id), ownersCart(ctx, lang, { userId: user.id })]);
    const inCart = new Map(cart.walletUses.map((use) => [use.wallet.id, use.amount]));
    return {
      data: rows.filter((wallet) => all || isUsable(wallet, now)).map((wallet) => walletJson(lang, wallet, inCart.get(wallet.id) ?? 0)),
    };
  }

  /** `GET /user-wallets`: the wallets that can pay now (some balance, not expired). */
  router.get(
    "/user-wallets",
    route(async (req, res) => {
      res.json(await walletsOf(req, false));
    }),
  );

  /** `GET /all-user-wallets`: every wallet, empty and expired ones too. */
  router.get(
    "/all-user-wallets",
    route(async (req, res) => {
      res.json(await walletsOf(req, true));
    }),
  );

  /** `GET /user-original-wallet`: the shopper's own money (404 when they have none). */
  router.get(
    "/user-original-wallet",
    route(async (req, res) => {
      const { data } = await walletsOf(req, true);
      const original = data.find((wallet) => wallet.type === "original");
      if (!original) throw refuse(langOf(req), 404, "noWallet");
      res.json({ data: original } satisfies Answer<typeof userWalletResponseSchema>);
    }),
  );

  /**
   * The registration credit: HTTP 200 code 200 (a message naming what is left) for a user whose
   * registration credit can still be spent; HTTP 404 code 404 for any other user. A guest gets
   * `guest` (401 from the desktop call, 200 with code 403 from the mobile one).
   */
  async function registrationWallet(req: Request, res: Response, guest: "401" | "403"): Promise<void> {
    const lang = langOf(req);
    const user = await optionalUser(db, req);
    if (!user) {
      if (guest === "401") throw refuse(lang, 401, "registrationInvite", {}, { n: REGISTRATION_CREDIT });
      const answer: Answer<typeof registrationWalletResponseSchema> = {
        data: { code: 403, message: say(lang, "registrationInvite", { n: REGISTRATION_CREDIT }) },
      };
      res.json(answer);
      return;
    }
    const credit = await unusedRegistrationCredit(db, user.id, ctx.clock());
    const answer: Answer<typeof registrationWalletResponseSchema> = credit
      ? { data: { code: 200, message: say(lang, "registrationCredit", { n: credit.balance }) } }
      : { data: { code: 404, message: say(lang, "noRegistrationCredit") } };
    res.status(answer.data.code).json(answer);
  }

  /** `GET /user-registration-wallet` (desktop source): HTTP 401 for a guest. */
  router.get(
    "/user-registration-wallet",
    route((req, res) => registrationWallet(req, res, "401")),
  );

  /** `GET /check-registration-wallet` (mobile source): HTTP 200 with code 403 for a guest. */
  router.get(
    "/check-registration-wallet",
    route((req, res) => registrationWallet(req, res, "403")),
  );

  return router;
}
