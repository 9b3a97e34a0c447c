import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import { PRICE_HOLD_MAX_MOVE_PERCENT, PRICE_HOLD_SECONDS, type Lang, type PaymentQuote } from "../../contract";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { orders, priceQuotes } from "../db/schema";
import { siteSetting } from "../site-setting";
import { cartFacts, openCart, priceCart, touchCart, type CartFacts, type CartRow, type CartView, type CheckoutContext } from "./cart";
import { codeStatus, type DiscountCode } from "./discounts";
import { refuse, say, type CheckoutMessageKey } from "./messages";

/*
 * A held price (docs/decisions/0050): the payment page shows the cart priced at one gold price,
 * and the order is placed at exactly that price while the quote holds and nothing that makes the
 * amount has changed. The quote lives in the database, so it holds whichever storefront instance
 * the shopper reaches next.
 */

export type QuoteRow = typeof priceQuotes.$inferSelect;

/** The `price_hold_seconds` setting: how long a quote holds. */
export function priceHoldSeconds(db: ShopDatabase | ShopTransaction): Promise<number> {
  return siteSetting(db, "price_hold_seconds", PRICE_HOLD_SECONDS);
}

/** The `price_hold_max_move_percent` setting: how far the gold price may move (either way) before a hold breaks. */
export function priceHoldMaxMovePercent(db: ShopDatabase | ShopTransaction): Promise<number> {
  return siteSetting(db, "price_hold_max_move_percent", PRICE_HOLD_MAX_MOVE_PERCENT);
}

/**
 * Whether the gold price moved beyond the band since a price was held at `held`: the shop holds a
 * price against an ordinary hour's move, not against a jump (decision 50).
 */
export function movedBeyondBand(held: number, now: number, percent: number): boolean {
  return held > 0 && (Math.abs(now - held) / held) * 100 > percent;
}

/**
 * Whether a quote has placed an order that is no longer open (paid, failed, or placed and left):
 * it is spent, never given or placed again. An open order of the quote (unpaid, at the gateway)
 * does not spend it: paying the quote again goes to that order's gateway page.
 */
export async function isSpent(tx: ShopTransaction, quote: QuoteRow): Promise<boolean> {
  // Stale gateway payments were timed out (failed) before a quote is given or paid.
  const placed = await tx.select({ status: orders.statusType, token: orders.gatewayTokenHash }).from(orders).where(eq(orders.quoteId, quote.id));
  return placed.some((order) => order.status !== "unpaid" || order.token === null);
}

/** Why a cart's discount code no longer runs (its message key), or null while it does. */
export function deadCodeReason(code: DiscountCode | undefined, now: Date): CheckoutMessageKey | null {
  if (!code) return null;
  const status = codeStatus(code, now);
  return status === "usedUp" ? "codeDroppedUsedUp" : status === "expired" ? "codeDroppedExpired" : status === "future" ? "codeDroppedFuture" : null;
}

/** What a quote says about a code dropped from the cart, in the call's language. */
export function droppedCode(lang: Lang, code: DiscountCode, reason: CheckoutMessageKey): { code: string; message: string } {
  return { code: code.code, message: say(lang, reason, { text: code.code }) };
}

/**
 * What makes the amount of a priced cart, hashed: each line's variety, quantity and prices, every
 * total, the discount code, the address (and its province, which shipping costs follow), the
 * transport, the delivery day and what each wallet pays. Two views with the same fingerprint
 * charge the same.
 */
export function quoteFingerprint(view: CartView): string {
  const facts = {
    lines: view.lines.map((line) => [line.productVendorId, line.quantity, line.price.price, line.price.special]),
    totals: view.totals,
    address: view.address && [view.address.id, view.address.stateId],
    transport: view.transport?.id ?? null,
    delivery: view.delivery,
    wallets: view.walletUses.map((use) => [use.wallet.id, use.amount]),
  };
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex");
}

/** The quote as the contract answers it: the cart priced at the quote's gold price (and the code it dropped, if any). */
export function quoteJson(quote: QuoteRow, view: CartView, dropped: PaymentQuote["dropped_discount"] = null): PaymentQuote {
  return {
    quote_id: quote.id,
    gold_price: quote.goldPrice,
    expires_at: quote.expiresAt.toISOString(),
    items: view.items,
    totals: view.totals,
    dropped_discount: dropped,
  };
}

/**
 * The user's cart's facts, its discount code dropped first when it no longer runs for this cart
 * (used up by others, expired, not started): a dead code is never kept to refuse every press of pay
 * (issue 37). Answers what was dropped, in the call's language.
 */
export async function dropDeadCode(
  tx: ShopTransaction,
  input: { userId: number; lang: Lang; now: Date },
): Promise<{ cart: CartRow; facts: CartFacts; dropped: PaymentQuote["dropped_discount"] }> {
  const { userId, lang, now } = input;
  const cart = await openCart(tx, { userId }, now);
  const facts = await cartFacts(tx, cart, { lang, userId });
  const reason = deadCodeReason(facts.code, now);
  if (!reason || !facts.code) return { cart, facts, dropped: null };
  await touchCart(tx, cart.id, now, { discountCodeId: null });
  return { cart, facts: { ...facts, code: undefined }, dropped: droppedCode(lang, facts.code, reason) };
}

/**
 * `POST /payment-quote`: the shopper's quote that still holds when their cart prices the same at
 * its gold price (asking again changes nothing: another tab, a reload, coming back from the
 * gateway); else a new one at the price of the moment. A quote is not given again once it placed
 * an order that is no longer open (spent), nor once the gold price moved beyond the band. A dead
 * discount code is dropped from the cart first (`dropped_discount`). 422 for an empty cart.
 */
export async function giveQuote(ctx: CheckoutContext, tx: ShopTransaction, input: { userId: number; lang: Lang }): Promise<PaymentQuote> {
  const { userId, lang } = input;
  const now = ctx.clock();
  const { cart, facts, dropped } = await dropDeadCode(tx, { userId, lang, now });
  if (facts.lines.length === 0) throw refuse(lang, 422, "emptyCart");
  const goldPrice = ctx.goldPrice.now().price;
  const [holding] = await tx
    .select()
    .from(priceQuotes)
    .where(and(eq(priceQuotes.userId, userId), gt(priceQuotes.expiresAt, now)))
    .orderBy(desc(priceQuotes.createdAt))
    .limit(1);
  if (holding && !movedBeyondBand(holding.goldPrice, goldPrice, await priceHoldMaxMovePercent(tx)) && !(await isSpent(tx, holding))) {
    const view = priceCart(facts, { lang, now, goldPrice: holding.goldPrice });
    if (quoteFingerprint(view) === holding.fingerprint) return quoteJson(holding, view, dropped);
  }
  const view = priceCart(facts, { lang, now, goldPrice });
  const expiresAt = new Date(now.getTime() + (await priceHoldSeconds(tx)) * 1000);
  const [quote] = await tx
    .insert(priceQuotes)
    .values({ id: randomUUID(), userId, cartId: cart.id, goldPrice, fingerprint: quoteFingerprint(view), total: view.totals.total_final, createdAt: now, expiresAt })
    .returning();
  if (!quote) throw new Error("The quote just given is missing");
  return quoteJson(quote, view, dropped);
}

/**
 * The user's quote, locked until the transaction ends (two tabs paying it take turns); 410 when
 * unknown or expired, or when the gold price (`goldPrice`, now) moved beyond the band since it.
 */
export async function holdingQuote(
  tx: ShopTransaction,
  input: { userId: number; lang: Lang; quoteId: string; now: Date; goldPrice: number },
): Promise<QuoteRow> {
  const [quote] = await tx
    .select()
    .from(priceQuotes)
    .where(and(eq(priceQuotes.id, input.quoteId), eq(priceQuotes.userId, input.userId)))
    .for("update")
    .limit(1);
  if (!quote || quote.expiresAt <= input.now) throw refuse(input.lang, 410, "quoteExpired");
  const percent = await priceHoldMaxMovePercent(tx);
  if (movedBeyondBand(quote.goldPrice, input.goldPrice, percent)) throw refuse(input.lang, 410, "quoteMoved", {}, { n: percent });
  return quote;
}

/** The cart priced at the quote's gold price, or 412 when it no longer prices as the quote did. */
export function quotedView(facts: CartFacts, quote: QuoteRow, options: { lang: Lang; now: Date }): CartView {
  const view = priceCart(facts, { ...options, goldPrice: quote.goldPrice });
  if (quoteFingerprint(view) !== quote.fingerprint) throw refuse(options.lang, 412, "quoteChanged");
  return view;
}
