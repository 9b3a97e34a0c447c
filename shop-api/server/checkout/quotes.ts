import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import { PRICE_HOLD_SECONDS, siteConfigShape, type Lang, type PaymentQuote } from "../../contract";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { priceQuotes, siteConfigs } from "../db/schema";
import { cartFacts, openCart, priceCart, type CartFacts, type CartView, type CheckoutContext } from "./cart";
import { refuse } from "./messages";

/*
 * A held price (docs/decisions/0050): the payment page shows the cart priced at one gold price,
 * and the order is placed at exactly that price while the quote holds and nothing that makes the
 * amount has changed. The quote lives in the database, so it holds whichever storefront instance
 * the shopper reaches next.
 */

export type QuoteRow = typeof priceQuotes.$inferSelect;

/** The `price_hold_seconds` setting: how long a quote holds. */
export async function priceHoldSeconds(db: ShopDatabase | ShopTransaction): Promise<number> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(and(eq(siteConfigs.lang, "fa"), eq(siteConfigs.key, "price_hold_seconds")));
  const parsed = siteConfigShape.price_hold_seconds.safeParse(row?.value);
  return parsed.success ? parsed.data : PRICE_HOLD_SECONDS;
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

/** The quote as the contract answers it: the cart priced at the quote's gold price. */
export function quoteJson(quote: QuoteRow, view: CartView): PaymentQuote {
  return { quote_id: quote.id, gold_price: quote.goldPrice, expires_at: quote.expiresAt.toISOString(), items: view.items, totals: view.totals };
}

/**
 * `POST /payment-quote`: the shopper's quote that still holds when their cart prices the same at
 * its gold price (asking again changes nothing: another tab, a reload, coming back from the
 * gateway); else a new one at the price of the moment. 422 for an empty cart.
 */
export async function giveQuote(ctx: CheckoutContext, tx: ShopTransaction, input: { userId: number; lang: Lang }): Promise<PaymentQuote> {
  const { userId, lang } = input;
  const now = ctx.clock();
  const cart = await openCart(tx, { userId }, now);
  const facts = await cartFacts(tx, cart, { lang, userId });
  if (facts.lines.length === 0) throw refuse(lang, 422, "emptyCart");
  const [holding] = await tx
    .select()
    .from(priceQuotes)
    .where(and(eq(priceQuotes.userId, userId), gt(priceQuotes.expiresAt, now)))
    .orderBy(desc(priceQuotes.createdAt))
    .limit(1);
  if (holding) {
    const view = priceCart(facts, { lang, now, goldPrice: holding.goldPrice });
    if (quoteFingerprint(view) === holding.fingerprint) return quoteJson(holding, view);
  }
  const goldPrice = ctx.goldPrice.now().price;
  const view = priceCart(facts, { lang, now, goldPrice });
  const expiresAt = new Date(now.getTime() + (await priceHoldSeconds(tx)) * 1000);
  const [quote] = await tx
    .insert(priceQuotes)
    .values({ id: randomUUID(), userId, cartId: cart.id, goldPrice, fingerprint: quoteFingerprint(view), total: view.totals.total_final, createdAt: now, expiresAt })
    .returning();
  if (!quote) throw new Error("The quote just given is missing");
  return quoteJson(quote, view);
}

/** The user's quote, locked until the transaction ends (two tabs paying it take turns); 410 when unknown or expired. */
export async function holdingQuote(tx: ShopTransaction, input: { userId: number; lang: Lang; quoteId: string; now: Date }): Promise<QuoteRow> {
  const [quote] = await tx
    .select()
    .from(priceQuotes)
    .where(and(eq(priceQuotes.id, input.quoteId), eq(priceQuotes.userId, input.userId)))
    .for("update")
    .limit(1);
  if (!quote || quote.expiresAt <= input.now) throw refuse(input.lang, 410, "quoteExpired");
  return quote;
}

/** The cart priced at the quote's gold price, or 412 when it no longer prices as the quote did. */
export function quotedView(facts: CartFacts, quote: QuoteRow, options: { lang: Lang; now: Date }): CartView {
  const view = priceCart(facts, { ...options, goldPrice: quote.goldPrice });
  if (quoteFingerprint(view) !== quote.fingerprint) throw refuse(options.lang, 412, "quoteChanged");
  return view;
}
