import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  REGISTRATION_CREDIT,
  redeemRequestSchema,
  walletHistoryRequestSchema,
  type redeemResponseSchema,
  type referralWalletResponseSchema,
  type registrationWalletResponseSchema,
  type userGiftWalletResponseSchema,
  type userGiftWalletsResponseSchema,
  type userWalletResponseSchema,
  type userWalletsResponseSchema,
  type walletHistoryResponseSchema,
} from "../../contract";
import { optionalUser, requireUser } from "../auth/users";
import { creditHeldForUser, walletAmountsInCart, type CheckoutContext } from "../checkout/cart";
import { langOf, refuse, say } from "../checkout/messages";
import { isUsable, unusedRegistrationCredit, userWallets, walletJson, type WalletRow } from "../checkout/wallets";
import { parseInput } from "../http/input";
import { redeemGiftCard, userGiftCard, userGiftCards } from "../wallet/gift-cards";
import { walletHistory, walletLines } from "../wallet/history";
import { referralSummary } from "../wallet/referrals";

type Answer<T extends z.ZodType> = z.infer<T>;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The signed-in shopper's wallets (bearer) and the registration credit of the promo banner
 * (docs/shop/04-flows.md §4.6); the wallets' history, the referral wallet, gift cards (contract
 * wallet.ts). What a wallet gives the cart is in the cart's totals (`wallet_costs`) and each wallet's
 * `in_cart`.
 */
export function walletRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  /**
   * The user's wallets that pass `keep` (all when none), each with what it pays for the cart now.
   * With `free`, each balance counts the credit the user's own open payment holds, as the cart
   * does (decision 50): the payment page, come back from the gateway, shows it as it will be paid.
   */
  async function walletsOf(req: Request, keep?: (wallet: WalletRow) => boolean, free = false): Promise<Answer<typeof userWalletsResponseSchema>> {
    const lang = langOf(req);
    const user = await requireUser(db, req);
    const [rows, inCart, held] = await Promise.all([
      userWallets(db, user.id),
      walletAmountsInCart(ctx, lang, user.id),
      free ? creditHeldForUser(db, user.id) : new Map<number, number>(),
    ]);
    return {
      data: rows
        .map((wallet) => ({ ...wallet, balance: wallet.balance + (held.get(wallet.id) ?? 0) }))
        .filter((wallet) => !keep || keep(wallet))
        .map((wallet) => walletJson(lang, wallet, inCart.get(wallet.id) ?? 0)),
    };
  }

  /**
   * `GET /user-wallets`: the wallets that can pay now (some balance, not expired), each balance with
   * the credit the user's own open payment holds (free to pay for the same cart again).
   */
  router.get(
    "/user-wallets",
    async (req, res) => {
      const now = ctx.clock();
      res.json(await walletsOf(req, (wallet) => isUsable(wallet, now), true));
    },
  );

  /** `GET /all-user-wallets`: every wallet, empty and expired ones too. */
  router.get(
    "/all-user-wallets",
    async (req, res) => {
      res.json(await walletsOf(req));
    },
  );

  /** `GET /user-original-wallet`: the shopper's own money (404 when they have none). */
  router.get(
    "/user-original-wallet",
    async (req, res) => {
      const [original] = (await walletsOf(req, (wallet) => wallet.type === "original")).data;
      if (!original) throw refuse(langOf(req), 404, "noWallet");
      res.json({ data: original } satisfies Answer<typeof userWalletResponseSchema>);
    },
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
    (req, res) => registrationWallet(req, res, "401"),
  );

  /** `GET /check-registration-wallet` (mobile source): HTTP 200 with code 403 for a guest. */
  router.get(
    "/check-registration-wallet",
    (req, res) => registrationWallet(req, res, "403"),
  );

  /** `GET /user-credit-wallets`: the shop credit the user was given, empty and expired ones too. */
  router.get(
    "/user-credit-wallets",
    async (req, res) => {
      res.json(await walletsOf(req, (wallet) => wallet.type === "credit"));
    },
  );

  /** `GET /user-referral-wallet`: the user's referral code, wallet and the friends who joined through it. */
  router.get(
    "/user-referral-wallet",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const summary = await referralSummary(db, lang, user.id, await walletAmountsInCart(ctx, lang, user.id));
      res.json({ data: summary } satisfies Answer<typeof referralWalletResponseSchema>);
    },
  );

  /** `POST /user-wallet-history/ {wallet_id?, page?, per_page?}`: newest first; 404 for a wallet not the user's. */
  router.post(
    ["/user-wallet-history", "/user-wallet-history/"],
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const query = parseInput(walletHistoryRequestSchema, req.body ?? {});
      if (query.wallet_id !== undefined && !(await userWallets(db, user.id)).some((wallet) => wallet.id === query.wallet_id)) {
        throw refuse(lang, 404, "noWallet");
      }
      const history = await walletHistory(db, lang, user.id, { walletId: query.wallet_id, page: query.page, perPage: query.per_page });
      res.json(history satisfies Answer<typeof walletHistoryResponseSchema>);
    },
  );

  /** `POST /wallet/redeem {code}`: the gift card becomes a gift wallet of the user's, once. */
  router.post(
    "/wallet/redeem",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { code } = parseInput(redeemRequestSchema, req.body);
      const now = ctx.clock();
      const { card, wallet } = await db.transaction((tx) => redeemGiftCard(tx, lang, user.id, code, now));
      const answer: Answer<typeof redeemResponseSchema> = {
        data: { message: say(lang, "giftCardRedeemed", { n: card.amount }), gift_card_id: card.id, wallet: walletJson(lang, wallet, 0) },
      };
      res.json(answer);
    },
  );

  /** `GET /user-gift-wallets`: the gift cards the user received (redeemed) and bought. */
  router.get(
    "/user-gift-wallets",
    async (req, res) => {
      const user = await requireUser(db, req);
      res.json({ data: await userGiftCards(db, user.id, ctx.clock()) } satisfies Answer<typeof userGiftWalletsResponseSchema>);
    },
  );

  /** `GET /user-gift-wallets/{id}`: one card the user bought or redeemed, with its wallet's history once redeemed by them; else 404. */
  router.get(
    "/user-gift-wallets/:id",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      const card = await userGiftCard(db, user.id, id, ctx.clock());
      if (!card) throw refuse(lang, 404, "noGiftCard");
      const history = card.wallet_id === null ? [] : await walletLines(db, lang, user.id, card.wallet_id);
      res.json({ data: { ...card, history } } satisfies Answer<typeof userGiftWalletResponseSchema>);
    },
  );

  return router;
}
