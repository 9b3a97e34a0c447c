import { and, eq } from "drizzle-orm";
import { Router, type Request } from "express";
import {
  addCartRequestSchema,
  cartVendorRequestSchema,
  checkDiscountRequestSchema,
  deleteCartRequestSchema,
  updateCartRequestSchema,
  walletRequestSchema,
  type CartState,
  type cartResponseSchema,
  type cartStateResponseSchema,
  type checkDiscountResponseSchema,
  type getDiscountResponseSchema,
  type totalCartResponseSchema,
} from "../../contract";
import type { z } from "zod";
import { requireUser } from "../auth/users";
import {
  cartOwnerOf,
  cartState,
  checkQuantity,
  heldByOpenPayments,
  findCart,
  loadVariety,
  openCart,
  ownersCart,
  priceVariety,
  requireOwner,
  touchCart,
  viewCart,
  type CartOwner,
  type CheckoutContext,
} from "../checkout/cart";
import { codeStatus, findDiscountCode } from "../checkout/discounts";
import { langOf, refuse, say } from "../checkout/messages";
import { isUsable } from "../checkout/wallets";
import { cartItems, cartWallets, wallets } from "../db/schema";
import { parseInput } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

/**
 * The cart (contract checkout.ts): the signed-in user's (bearer) or the guest's (clientToken
 * header). Lines by variety (product_vendor_id), priced now by the shared pricing; every increase
 * checks max_cart_add (422) and the stock (409). Also the discount code and the wallets paying for
 * the cart. Every change answers the cart as it is now (`{items, totals}`).
 */
export function cartRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  /** `GET /cart/`: the lines, priced now. */
  router.get(
    "/cart",
    async (req, res) => {
      const { owner } = await cartOwnerOf(db, req);
      const view = await ownersCart(ctx, langOf(req), owner);
      res.json({ data: view.items } satisfies Answer<typeof cartResponseSchema>);
    },
  );

  /**
   * `GET /total-cart`: the totals (docs/shop/03-entities.md §3.8, extended: contract
   * checkoutTotalsSchema); zeros without a cart.
   */
  router.get(
    "/total-cart",
    async (req, res) => {
      const { owner } = await cartOwnerOf(db, req);
      const view = await ownersCart(ctx, langOf(req), owner);
      res.json({ data: view.totals } satisfies Answer<typeof totalCartResponseSchema>);
    },
  );

  /** The cart as it is now, for the owner. */
  async function answerCart(req: Request, owner: CartOwner): Promise<Answer<typeof cartStateResponseSchema>> {
    return { data: cartState(await ownersCart(ctx, langOf(req), owner)) };
  }

  /**
   * Sets a variety's quantity in the owner's cart to `next(current)` (0 or less removes the line).
   * An increase is checked against max_cart_add and the stock; `mustExist` refuses (404) a
   * variety that is not in the cart yet.
   */
  async function changeLine(req: Request, productVendorId: number, next: (current: number) => number, mustExist: boolean): Promise<CartState> {
    const lang = langOf(req);
    const { owner: maybeOwner } = await cartOwnerOf(db, req);
    const owner = requireOwner(lang, maybeOwner);
    const now = ctx.clock();
    await db.transaction(async (tx) => {
      const cart = await openCart(tx, owner, now);
      const facts = await loadVariety(tx, lang, productVendorId);
      if (!facts) throw refuse(lang, 404, "noVariety");
      const [line] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productVendorId, productVendorId)))
        .limit(1);
      if (!line && mustExist) throw refuse(lang, 404, "noLine");
      const current = line?.quantity ?? 0;
      const quantity = next(current);
      if (quantity <= 0) {
        if (line) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      } else if (quantity !== current) {
        if (quantity > current) checkQuantity(lang, facts, quantity);
        await tx
          .insert(cartItems)
          .values({ cartId: cart.id, productVendorId, quantity, addedPrice: priceVariety(ctx.goldPrice.now().price, facts).toPay, createdAt: now })
          .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productVendorId], set: { quantity } });
      }
      await touchCart(tx, cart.id, now);
    });
    return (await answerCart(req, owner)).data;
  }

  /** `POST /add-cart {product_vendor_id, quantity}`: adds to the line (or makes it). */
  router.post(
    "/add-cart",
    async (req, res) => {
      const { product_vendor_id, quantity } = parseInput(addCartRequestSchema, req.body);
      res.json({ data: await changeLine(req, product_vendor_id, (current) => current + quantity, false) });
    },
  );

  /** `POST /increment-cart/ {product_vendor_id}`: one more of a line in the cart. */
  router.post(
    "/increment-cart",
    async (req, res) => {
      const { product_vendor_id } = parseInput(cartVendorRequestSchema, req.body);
      res.json({ data: await changeLine(req, product_vendor_id, (current) => current + 1, true) });
    },
  );

  /** `POST /decrement-cart/ {product_vendor_id}`: one fewer; the line goes at 0. */
  router.post(
    "/decrement-cart",
    async (req, res) => {
      const { product_vendor_id } = parseInput(cartVendorRequestSchema, req.body);
      res.json({ data: await changeLine(req, product_vendor_id, (current) => current - 1, true) });
    },
  );

  /** `POST /update-cart {product_vendor_id, quantity}`: sets the quantity (0 removes the line). */
  router.post(
    "/update-cart",
    async (req, res) => {
      const { product_vendor_id, quantity } = parseInput(updateCartRequestSchema, req.body);
      res.json({ data: await changeLine(req, product_vendor_id, () => quantity, false) });
    },
  );

  /** `POST /delete-cart/ {id}`: removes a line by its id; 404 for a line of no cart of the caller. */
  router.post(
    "/delete-cart",
    async (req, res) => {
      const lang = langOf(req);
      const { id } = parseInput(deleteCartRequestSchema, req.body);
      const owner = requireOwner(lang, (await cartOwnerOf(db, req)).owner);
      const cart = await findCart(db, owner);
      const deleted = cart
        ? await db
            .delete(cartItems)
            .where(and(eq(cartItems.id, id), eq(cartItems.cartId, cart.id)))
            .returning({ id: cartItems.id })
        : [];
      if (deleted.length === 0) throw refuse(lang, 404, "noLine");
      res.json(await answerCart(req, owner));
    },
  );

  /**
   * `POST /check-discount {code}`: the code becomes the cart's only when it applies (200); 404
   * unknown, 410 expired or used up, 422 not started yet, an empty cart or a basket below the code's minimum.
   */
  router.post(
    "/check-discount",
    async (req, res) => {
      const lang = langOf(req);
      const { code: typed } = parseInput(checkDiscountRequestSchema, req.body);
      const owner = requireOwner(lang, (await cartOwnerOf(db, req)).owner);
      const now = ctx.clock();
      const code = await findDiscountCode(db, typed);
      if (!code) throw refuse(lang, 404, "unknownCode");
      // A use the cart's own open payment holds is the cart's (it is given back when paying again).
      const mine = await findCart(db, owner);
      const held = mine ? ((await heldByOpenPayments(db, mine.id)).codeUses.get(code.code) ?? 0) : 0;
      const status = codeStatus({ ...code, uses: code.uses - held }, now);
      if (status === "expired") throw refuse(lang, 410, "expiredCode");
      if (status === "future") throw refuse(lang, 422, "futureCode");
      if (status === "usedUp") throw refuse(lang, 410, "codeUsedUp");
      const { cart, lines, totals } = await ownersCart(ctx, lang, owner);
      if (!cart || lines.length === 0) throw refuse(lang, 422, "emptyCart");
      if (code.minBasket !== null && totals.total_special < code.minBasket) {
        throw refuse(lang, 422, "belowMinimum", {}, { n: code.minBasket });
      }
      await db.transaction((tx) => touchCart(tx, cart.id, now, { discountCodeId: code.id }));
      res.json({ data: { code: 200, message: say(lang, "discountApplied", { text: code.code }) } } satisfies Answer<typeof checkDiscountResponseSchema>);
    },
  );

  /**
   * `GET /get-discount`: the cart's code and what it takes off now (0 below its minimum; null, 0
   * without one). A code of the cart that no longer runs (used up by other orders, expired, not
   * started) answers amount 0 and the `problem`, in the call's language: paying drops it.
   */
  router.get(
    "/get-discount",
    async (req, res) => {
      const lang = langOf(req);
      const { owner } = await cartOwnerOf(db, req);
      const view = await ownersCart(ctx, lang, owner);
      const code = view.discount?.code ?? view.code;
      const status = code && codeStatus(code, ctx.clock());
      const problem = status === "usedUp" ? "codeUsedUp" : status === "expired" ? "expiredCode" : status === "future" ? "futureCode" : null;
      res.json({
        data: { code: code?.code ?? null, amount: view.discount?.amount ?? 0, problem: problem && say(lang, problem) },
      } satisfies Answer<typeof getDiscountResponseSchema>);
    },
  );

  /** `POST /delete-discount` (bearer or clientToken): the cart has no discount code; answers the cart as it is now. */
  router.post(
    "/delete-discount",
    async (req, res) => {
      const lang = langOf(req);
      const owner = requireOwner(lang, (await cartOwnerOf(db, req)).owner);
      const now = ctx.clock();
      await db.transaction(async (tx) => {
        const cart = await findCart(tx, owner);
        if (cart?.discountCodeId) await touchCart(tx, cart.id, now, { discountCodeId: null });
      });
      res.json(await answerCart(req, owner));
    },
  );

  /**
   * `POST /update-cart-with-wallet {wallet_id}` (bearer): the wallet pays for the cart, the lesser of
   * its balance and what is left to pay. 404 not the user's wallet; 422 empty, expired, or nothing
   * left to pay.
   */
  router.post(
    "/update-cart-with-wallet",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { wallet_id } = parseInput(walletRequestSchema, req.body);
      const now = ctx.clock();
      await db.transaction(async (tx) => {
        const [wallet] = await tx
          .select()
          .from(wallets)
          .where(and(eq(wallets.id, wallet_id), eq(wallets.userId, user.id)))
          .limit(1);
        if (!wallet) throw refuse(lang, 404, "noWallet");
        if (wallet.expiresAt && wallet.expiresAt <= now) throw refuse(lang, 422, "walletExpired");
        const cart = await openCart(tx, { userId: user.id }, now);
        // Its free balance: what the cart's own open payment holds is the cart's to spend again.
        const held = (await heldByOpenPayments(tx, cart.id)).credit.get(wallet.id) ?? 0;
        if (!isUsable({ ...wallet, balance: wallet.balance + held }, now)) throw refuse(lang, 422, "walletEmpty");
        const view = await viewCart(tx, cart, { lang, now, goldPrice: ctx.goldPrice.now().price, userId: user.id });
        if (view.walletUses.some((use) => use.wallet.id === wallet.id)) return;
        if (view.totals.total_final === 0) throw refuse(lang, 422, "nothingLeftToPay");
        await tx.insert(cartWallets).values({ cartId: cart.id, walletId: wallet.id, appliedAt: now }).onConflictDoNothing();
        await touchCart(tx, cart.id, now);
      });
      res.json(await answerCart(req, { userId: user.id }));
    },
  );

  /** `POST /delete-wallet-item {wallet_id}` (bearer): the wallet no longer pays for the cart. */
  router.post(
    "/delete-wallet-item",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { wallet_id } = parseInput(walletRequestSchema, req.body);
      const [wallet] = await db
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.id, wallet_id), eq(wallets.userId, user.id)))
        .limit(1);
      if (!wallet) throw refuse(lang, 404, "noWallet");
      const cart = await findCart(db, { userId: user.id });
      if (cart) await db.delete(cartWallets).where(and(eq(cartWallets.cartId, cart.id), eq(cartWallets.walletId, wallet.id)));
      res.json(await answerCart(req, { userId: user.id }));
    },
  );

  /**
   * `POST /delete-all-wallet` (bearer; docs/shop/04-flows.md §4.11, docs/shop/07-shop-api.md §7.8:
   * fired when leaving /checkout/payment): no wallet pays for the cart.
   */
  router.post(
    "/delete-all-wallet",
    async (req, res) => {
      const user = await requireUser(db, req);
      const cart = await findCart(db, { userId: user.id });
      if (cart) await db.delete(cartWallets).where(eq(cartWallets.cartId, cart.id));
      res.json(await answerCart(req, { userId: user.id }));
    },
  );

  return router;
}
