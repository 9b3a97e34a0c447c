import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { discountPercentOf, priceOf, type Lang, type PaymentResult } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import {
  cartItems,
  cartWallets,
  carts,
  orderItems,
  orderWallets,
  orders,
  paymentDrivers,
  productTexts,
  productVarieties,
  products,
  transports,
} from "../db/schema";
import { newToken, sha256 } from "../auth/secrets";
import { varietyLabel } from "../catalogue/product-page";
import { cartFacts, openCart, priceCart, type CheckoutContext } from "./cart";
import { codeStatus, discountAmount, findDiscountCode, giveCodeUseBack, takeCodeUse } from "./discounts";
import { failureReasonText, refuse, type FailureReason } from "./messages";
import { movedBeyondBand, priceHoldMaxMovePercent, priceHoldSeconds, quotedView, type QuoteRow } from "./quotes";
import { transportCost } from "./shipping";
import { moveBalance } from "./wallets";

/*
 * Orders and their payment. `POST /payment` places an order from the cart with the prices of that
 * moment (locked), reserves the stock and takes the wallets' credit; the cart stays as it is until
 * the payment succeeds, so a failed or cancelled payment leaves the shopper's cart to try again. A
 * payment ends paid (the cart's ordered lines go) or failed (stock and credit come back).
 */

export type OrderRow = typeof orders.$inferSelect;

/** How long the sandbox gateway waits for the shopper before the order fails as "expired". */
export const PAYMENT_TTL_MS = 20 * 60 * 1000;

export interface PlacedOrder {
  order: OrderRow;
  /** The sandbox gateway's single-use token (null for an order the discount and wallets cover entirely: paid at once). */
  gatewayToken: string | null;
}

/**
 * Places the signed-in user's cart as an order. 422 when something is missing (lines, an available
 * driver, active address, transport, delivery day), 409 when the stock or a wallet no longer allows
 * it; a refused payment places nothing. An order the wallets and discount cover entirely is paid at
 * once.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  tx: ShopTransaction,
  input: { userId: number; clientToken: string | undefined; lang: Lang; driver: string; callbackUrl: string; quote?: QuoteRow },
): Promise<PlacedOrder> {
  const { lang, userId, quote } = input;
  const now = ctx.clock();
  const cart = await openCart(tx, { userId }, now);
  const facts = await cartFacts(tx, cart, { lang, userId });
  // Another order took the code's last use since the shopper was shown their discount.
  if (facts.code && codeStatus(facts.code, now) === "usedUp") throw refuse(lang, 409, "codeUsedUp");
  // At the quote's prices, while the cart still prices as it did; without one, at the price of now.
  const view = quote ? quotedView(facts, quote, { lang, now }) : priceCart(facts, { lang, now, goldPrice: ctx.goldPrice.now().price });
  // One payment of a cart at a time: an older one still open gives its stock and credit back first
  // (the facts above already counted them as free).
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cart.id), eq(orders.statusType, "unpaid"), isNotNull(orders.gatewayTokenHash)));
  for (const order of open) await settleOrder(tx, order, { outcome: "failed", reason: "superseded" }, now);

  if (view.lines.length === 0) throw refuse(lang, 422, "emptyCart");
  // Refused before anything is placed: an order is only ever made for a gateway that can take it.
  const driver = await availableDriver(tx, lang, input.driver);
  if (!view.address) throw refuse(lang, 422, "chooseAddress");
  if (!view.transport) throw refuse(lang, 422, "chooseTransport");
  if (!view.delivery) throw refuse(lang, 422, "chooseDay");
  for (const line of view.lines) {
    if (line.quantity > line.stock) throw refuse(lang, 409, "stockChanged", {}, { text: line.name ?? line.slug });
  }

  const { totals, address } = view;
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      statusType: "unpaid",
      total: totals.total_final,
      createdAt: now,
      totalPrice: totals.total_price,
      totalSpecial: totals.total_special,
      discountCode: totals.discount_code,
      discountAmount: totals.discount_amount,
      walletAmount: totals.wallet_costs.reduce((sum, cost) => sum + cost.amount, 0),
      shippingCost: totals.shipping_cost,
      goldPrice: view.goldPrice,
      quoteId: quote?.id ?? null,
      // The shop holds the price the shopper was shown until the quote ends; a price of now, as long as a quote would.
      priceHeldUntil: quote?.expiresAt ?? new Date(now.getTime() + (await priceHoldSeconds(tx)) * 1000),
      cartId: cart.id,
      address: {
        receiver_name: address.receiverName,
        receiver_mobile: address.receiverMobile,
        state_id: address.stateId,
        city_id: address.cityId,
        address: address.address,
        postal_code: address.postalCode,
        plaque: address.plaque,
        unit: address.unit,
      },
      transportId: view.transport.id,
      deliveryDate: view.delivery.date,
      deliverySlot: view.delivery.slot,
      driver: driver.name,
      clientToken: input.clientToken ?? null,
      callbackUrl: input.callbackUrl,
    })
    .returning();
  if (!order) throw new Error("The order just placed is missing");
  // Persian names are kept with the order, should the product be gone one day.
  const persianNames = new Map(
    (
      await tx
        .select({ productId: productTexts.productId, name: productTexts.name })
        .from(productTexts)
        .where(and(inArray(productTexts.productId, view.lines.map((line) => line.productId)), eq(productTexts.lang, "fa")))
    ).map((row) => [row.productId, row.name]),
  );
  await tx.insert(orderItems).values(
    view.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      productVendorId: line.productVendorId,
      name: persianNames.get(line.productId) ?? line.name ?? line.slug,
      varietyOption: line.option,
      varietyValue: line.value,
      quantity: line.quantity,
      price: line.price.price,
      special: line.price.special,
      karat: line.karat,
      gram: line.price.breakdown.gram,
      wagesPercent: line.price.breakdown.gold_wages_percent,
      noneGold: line.price.breakdown.none_gold,
      noneGoldWages: line.price.breakdown.none_gold_wages,
      profitPercent: line.price.breakdown.profit_percent,
      taxPercent: line.price.breakdown.tax_percent,
    })),
  );
  // Varieties are reserved in one order (by id), so that two orders taking the same ones at once
  // wait for each other instead of deadlocking.
  for (const line of [...view.lines].sort((a, b) => a.productVendorId - b.productVendorId)) {
    const [reserved] = await tx
      .update(productVarieties)
      .set({ stock: sql`${productVarieties.stock} - ${line.quantity}` })
      .where(and(eq(productVarieties.id, line.productVendorId), sql`${productVarieties.stock} >= ${line.quantity}`))
      .returning({ id: productVarieties.id });
    if (!reserved) throw refuse(lang, 409, "stockChanged", {}, { text: line.name ?? line.slug });
  }
  for (const use of view.walletUses) {
    if (use.amount === 0) continue;
    if (!(await moveBalance(tx, use.wallet.id, -use.amount, { kind: "order", orderId: order.id }, now))) throw refuse(lang, 409, "walletChanged");
    await tx.insert(orderWallets).values({ orderId: order.id, walletId: use.wallet.id, amount: use.amount });
  }
  if (view.discount && view.discount.amount > 0 && !(await takeCodeUse(tx, view.discount.code.id))) throw refuse(lang, 409, "codeUsedUp");

  if (order.total === 0) {
    const paid = await settleOrder(tx, order, { outcome: "paid" }, now);
    return { order: paid ?? order, gatewayToken: null };
  }
  return openGatewaySession(tx, order, now);
}

/** A payment gateway's driver that takes payments now: 422 for an unknown or unavailable one. */
export async function availableDriver(tx: ShopTransaction, lang: Lang, name: string) {
  const [driver] = await tx.select().from(paymentDrivers).where(eq(paymentDrivers.name, name)).limit(1);
  if (!driver) throw refuse(lang, 422, "unknownDriver");
  if (!driver.available) throw refuse(lang, 422, "driverUnavailable");
  return driver;
}

/** A new single-use gateway token for an unpaid order (the previous one, if any, stops working). */
async function openGatewaySession(tx: ShopTransaction, order: OrderRow, now: Date, changes: Partial<OrderRow> = {}): Promise<PlacedOrder> {
  const gatewayToken = newToken();
  const [withToken] = await tx
    .update(orders)
    .set({ ...changes, gatewayTokenHash: sha256(gatewayToken), paymentStartedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: withToken ?? order, gatewayToken };
}

/** How long the shop holds a price and how far the gold price may move meanwhile (the settings). */
export interface PriceHold {
  seconds: number;
  percent: number;
}

export async function priceHold(tx: ShopTransaction): Promise<PriceHold> {
  return { seconds: await priceHoldSeconds(tx), percent: await priceHoldMaxMovePercent(tx) };
}

/**
 * Whether the shop no longer holds an order's price: its hold ended (`price_held_until`; an order
 * from before holds were kept, `price_hold_seconds` after it was placed) or the gold price moved
 * beyond the band since the order's. The gateway's own 20-minute window never extends a hold.
 */
export function holdBroken(order: OrderRow, now: Date, goldPrice: number, hold: PriceHold): boolean {
  const heldUntil = order.priceHeldUntil ?? new Date(order.createdAt.getTime() + hold.seconds * 1000);
  if (now >= heldUntil) return true;
  return order.goldPrice !== null && movedBeyondBand(order.goldPrice, goldPrice, hold.percent);
}

/**
 * Prices an unpaid order again at `goldPrice` (its hold ended): each line by the shared pricing from
 * what it kept (weight, wages, non-gold parts, profit, tax, its product discount), the discount from
 * its code while the code exists, shipping for its transport; the wallet credit already taken stays,
 * and what it no longer needs goes back to the wallets (with their lines of history). The order's
 * price is then held again for `price_hold_seconds`. Answers the changes of the order's row.
 */
export async function repriceOrder(tx: ShopTransaction, order: OrderRow, goldPrice: number, now: Date, hold: PriceHold): Promise<Partial<OrderRow>> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  let totalPrice = 0;
  let totalSpecial = 0;
  for (const line of lines) {
    let { price, special } = line;
    // A line placed before its make-up was kept keeps its price.
    if (line.gram !== null && line.wagesPercent !== null) {
      const priced = priceOf(goldPrice, {
        gram: Number(line.gram),
        wagesPercent: Number(line.wagesPercent),
        noneGold: line.noneGold ?? 0,
        noneGoldWages: line.noneGoldWages ?? 0,
        profitPercent: line.profitPercent === null ? undefined : Number(line.profitPercent),
        taxPercent: line.taxPercent === null ? undefined : Number(line.taxPercent),
        discountPercent: discountPercentOf(line.price, line.special),
      });
      ({ price, special } = priced);
      await tx.update(orderItems).set({ price, special }).where(eq(orderItems.id, line.id));
    }
    totalPrice += price * line.quantity;
    totalSpecial += (special ?? price) * line.quantity;
  }

  // The order holds a use of its code when the code took something off: taken or given back as that changes.
  const code = order.discountCode === null ? undefined : await findDiscountCode(tx, order.discountCode);
  let discount = code ? discountAmount(code, totalSpecial) : 0;
  if (code && order.discountAmount > 0 && discount === 0) await giveCodeUseBack(tx, code.code);
  if (code && order.discountAmount === 0 && discount > 0 && !(await takeCodeUse(tx, code.id))) discount = 0;

  const [transport] = order.transportId === null ? [] : await tx.select().from(transports).where(eq(transports.id, order.transportId)).limit(1);
  const shipping = transport ? transportCost(transport, totalSpecial) : order.shippingCost;
  const due = Math.max(0, totalSpecial - discount + shipping);

  // The credit taken stays, up to what is due now; the rest goes back, the last wallet chosen first.
  let excess = Math.max(0, order.walletAmount - due);
  const credits = await tx.select().from(orderWallets).where(eq(orderWallets.orderId, order.id));
  for (const credit of credits.reverse()) {
    if (excess === 0) break;
    const back = Math.min(excess, credit.amount);
    if (back === 0) continue;
    await moveBalance(tx, credit.walletId, back, { kind: "refund", orderId: order.id }, now);
    await tx
      .update(orderWallets)
      .set({ amount: credit.amount - back })
      .where(and(eq(orderWallets.orderId, order.id), eq(orderWallets.walletId, credit.walletId)));
    excess -= back;
  }
  const walletAmount = Math.min(order.walletAmount, due);
  return {
    total: due - walletAmount,
    totalPrice,
    totalSpecial,
    discountAmount: discount,
    walletAmount,
    shippingCost: shipping,
    goldPrice,
    priceHeldUntil: new Date(now.getTime() + hold.seconds * 1000),
  };
}

/**
 * Pays an unpaid order of the user's again (the profile's "pay again") through a new gateway
 * session, with its stock and credit still held: at the price it was placed at while the shop
 * still holds it; once the hold ended or the gold price moved beyond the band, at the price of now
 * (`repriceOrder`), which the answer's amount tells. 404 for an unknown order or another user's,
 * 422 once it is no longer unpaid (a payment that waited too long has failed).
 */
export async function payAgain(
  ctx: CheckoutContext,
  tx: ShopTransaction,
  input: { userId: number; lang: Lang; orderId: number; driver: string; callbackUrl: string },
): Promise<PlacedOrder> {
  const { lang } = input;
  const now = ctx.clock();
  const [found] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
    .for("update")
    .limit(1);
  if (!found) throw refuse(lang, 404, "noOrder");
  const order = await freshOrder(tx, found, now);
  if (order.statusType !== "unpaid") throw refuse(lang, 422, "notPayable");
  const driver = await availableDriver(tx, lang, input.driver);
  const hold = await priceHold(tx);
  const goldPrice = ctx.goldPrice.now().price;
  const repriced = holdBroken(order, now, goldPrice, hold) ? await repriceOrder(tx, order, goldPrice, now, hold) : {};
  const changes = { ...repriced, driver: driver.name, callbackUrl: input.callbackUrl };
  if (repriced.total === 0) {
    // The credit it holds now covers it all: paid at once, as a placed order would be.
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
    const paid = updated && (await settleOrder(tx, updated, { outcome: "paid" }, now));
    return { order: paid ?? updated ?? order, gatewayToken: null };
  }
  return openGatewaySession(tx, order, now, changes);
}

export type Settlement = { outcome: "paid" } | { outcome: "failed"; reason: FailureReason };

/**
 * Ends an unpaid order's payment, once: paid (with a reference; the cart's ordered lines, wallets
 * and discount go, the products' sales count grows) or failed (its stock and wallet credit come
 * back). Answers the order as settled, or undefined when it was no longer unpaid.
 */
export async function settleOrder(tx: ShopTransaction, order: OrderRow, settlement: Settlement, now: Date): Promise<OrderRow | undefined> {
  const paid = settlement.outcome === "paid";
  const [settled] = await tx
    .update(orders)
    .set(
      paid
        ? { statusType: "paid", paidAt: now, reference: referenceNumber(), settledAt: now }
        : { statusType: "failed", failureReason: settlement.reason, settledAt: now },
    )
    .where(and(eq(orders.id, order.id), eq(orders.statusType, "unpaid")))
    .returning();
  if (!settled) return undefined;
  const lines = await tx
    .select({ productId: orderItems.productId, productVendorId: orderItems.productVendorId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  if (paid) {
    for (const line of lines) {
      if (line.productId !== null) {
        await tx
          .update(products)
          .set({ salesCount: sql`${products.salesCount} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    }
    if (settled.cartId !== null) {
      const vendorIds = lines.flatMap((line) => (line.productVendorId === null ? [] : [line.productVendorId]));
      if (vendorIds.length > 0) {
        await tx.delete(cartItems).where(and(eq(cartItems.cartId, settled.cartId), inArray(cartItems.productVendorId, vendorIds)));
      }
      await tx.delete(cartWallets).where(eq(cartWallets.cartId, settled.cartId));
      await tx
        .update(carts)
        .set({ discountCodeId: null, deliveryDate: null, deliverySlot: null, updatedAt: now })
        .where(eq(carts.id, settled.cartId));
    }
  } else {
    for (const line of lines) {
      if (line.productVendorId !== null) {
        await tx
          .update(productVarieties)
          .set({ stock: sql`${productVarieties.stock} + ${line.quantity}` })
          .where(eq(productVarieties.id, line.productVendorId));
      }
    }
    const credits = await tx.select().from(orderWallets).where(eq(orderWallets.orderId, order.id));
    for (const credit of credits) await moveBalance(tx, credit.walletId, credit.amount, { kind: "refund", orderId: order.id }, now);
    if (settled.discountCode !== null && settled.discountAmount > 0) await giveCodeUseBack(tx, settled.discountCode);
  }
  return settled;
}

/** A bank-like reference number: 12 digits. */
export function referenceNumber(): string {
  return `${randomInt(100_000, 1_000_000)}${randomInt(0, 1_000_000).toString().padStart(6, "0")}`;
}

/** The quote's order that still waits at the gateway (locked), if any: paying the quote again sends the shopper there. */
export async function openOrderOf(tx: ShopTransaction, quote: QuoteRow, now: Date): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.quoteId, quote.id), eq(orders.statusType, "unpaid"), isNotNull(orders.gatewayTokenHash)))
    .for("update")
    .limit(1);
  return order && !isStale(order, now) ? order : undefined;
}

/** Whether a gateway payment has waited too long (since its gateway session began). */
export function isStale(order: OrderRow, now: Date): boolean {
  const started = order.paymentStartedAt ?? order.createdAt;
  return order.statusType === "unpaid" && order.gatewayTokenHash !== null && now.getTime() - started.getTime() > PAYMENT_TTL_MS;
}

/** The order, its payment timed out first if it waited too long. */
export async function freshOrder(tx: ShopTransaction, order: OrderRow, now: Date): Promise<OrderRow> {
  if (!isStale(order, now)) return order;
  return (await settleOrder(tx, order, { outcome: "failed", reason: "expired" }, now)) ?? order;
}

/** Times out a user's gateway payments that waited too long. */
export async function expireStalePayments(tx: ShopTransaction, userId: number, now: Date): Promise<void> {
  const stale = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.statusType, "unpaid"),
        isNotNull(orders.gatewayTokenHash),
        sql`coalesce(${orders.paymentStartedAt}, ${orders.createdAt}) < ${new Date(now.getTime() - PAYMENT_TTL_MS).toISOString()}::timestamptz`,
      ),
    );
  for (const order of stale) await settleOrder(tx, order, { outcome: "failed", reason: "expired" }, now);
}

/**
 * `POST /payment-result`: what became of the payment; its amount, time, reference and lines only
 * for the order's own shopper (`owner`).
 */
export async function paymentResult(tx: ShopTransaction, lang: Lang, order: OrderRow, owner: boolean): Promise<PaymentResult> {
  const lines = owner
    ? await tx
        .select({
          name: orderItems.name,
          localName: productTexts.name,
          quantity: orderItems.quantity,
          price: orderItems.price,
          special: orderItems.special,
          option: orderItems.varietyOption,
          value: orderItems.varietyValue,
        })
        .from(orderItems)
        .leftJoin(productTexts, and(eq(productTexts.productId, orderItems.productId), eq(productTexts.lang, lang)))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id))
    : [];
  const status = order.statusType === "unpaid" ? "pending" : order.statusType === "failed" || order.statusType === "canceld" ? "failed" : "paid";
  return {
    order_id: order.id,
    status,
    status_type: order.statusType,
    amount: owner ? order.total : null,
    paid_at: owner ? (order.paidAt?.toISOString() ?? null) : null,
    reason: status === "failed" ? failureReasonText(lang, order.failureReason) : null,
    reference: owner ? order.reference : null,
    items: lines.map((line) => ({
      name: line.localName ?? line.name,
      quantity: line.quantity,
      price: line.special ?? line.price,
      variety_value: line.option ? varietyLabel(lang, line.option, line.value) : null,
    })),
  };
}
