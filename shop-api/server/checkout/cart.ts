import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Request } from "express";
import { CLIENT_TOKEN_HEADER, type CartItem, type CartState, type CheckoutTotals, type Lang, type Price, priceOf } from "../../contract";
import { optionalUser, type SignedInUser } from "../auth/users";
import { activeDiscount, firstImage } from "../catalogue/product-cards";
import { varietyLabel } from "../catalogue/product-page";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import {
  addresses,
  cartItems,
  cartWallets,
  carts,
  categories,
  discountCodes,
  orderItems,
  orderWallets,
  orders,
  productTexts,
  productVarieties,
  products,
  transports,
  wallets,
} from "../db/schema";
import type { GoldPriceSource } from "../gold-price";
import { codeStatus, discountAmount, type DiscountCode } from "./discounts";
import { refuse, say } from "./messages";
import { deliveryAvailable, servesState, transportCost, type DeliveryChoice } from "./shipping";
import { isUsable, type WalletRow } from "./wallets";

/** What the checkout calls share: the database, the time (tests move it) and the gold price. */
export interface CheckoutContext {
  db: ShopDatabase;
  clock: () => Date;
  goldPrice: GoldPriceSource;
  /** ShopApiOptions.servedByStorefront: the gateway's address is then at the callback's origin. */
  servedByStorefront: boolean;
}

type Db = ShopDatabase | ShopTransaction;

/** Whose cart: a signed-in user's, or a guest's client token (the clientToken cookie, docs/shop/04-flows.md §4.1). */
export type CartOwner = { userId: number } | { clientToken: string };
export type CartRow = typeof carts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const CLIENT_TOKEN = /^[\w-]{1,100}$/;

/**
 * The cart a call is for: the user's when the bearer token is valid, else the guest's of the
 * clientToken header; no owner when there is neither.
 */
export async function cartOwnerOf(db: ShopDatabase, req: Request): Promise<{ owner: CartOwner | undefined; user: SignedInUser | undefined }> {
  const user = await optionalUser(db, req);
  if (user) return { owner: { userId: user.id }, user };
  const token = clientTokenOf(req);
  return { owner: token ? { clientToken: token } : undefined, user: undefined };
}

/** The visitor's clientToken header (docs/shop/04-flows.md §4.1), when it has the shape of one. */
export function clientTokenOf(req: Request): string | undefined {
  const token = req.get(CLIENT_TOKEN_HEADER)?.trim();
  return token && CLIENT_TOKEN.test(token) ? token : undefined;
}

/** The owner, or 400: a guest's cart needs the clientToken header. */
export function requireOwner(lang: Lang, owner: CartOwner | undefined): CartOwner {
  if (!owner) throw refuse(lang, 400, "clientTokenRequired");
  return owner;
}

const ownedBy = (owner: CartOwner) => ("userId" in owner ? eq(carts.userId, owner.userId) : eq(carts.clientToken, owner.clientToken));

export async function findCart(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(ownedBy(owner)).limit(1);
  return cart;
}

/** The owner's cart, made when missing, locked for the rest of the transaction (one change at a time). */
export async function openCart(tx: ShopTransaction, owner: CartOwner, now: Date): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ ...("userId" in owner ? { userId: owner.userId } : { clientToken: owner.clientToken }), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for("update").limit(1);
  if (!cart) throw new Error("The cart just made is missing");
  return cart;
}

export async function touchCart(tx: ShopTransaction, cartId: number, now: Date, changes: Partial<CartRow> = {}): Promise<void> {
  await tx.update(carts).set({ ...changes, updatedAt: now }).where(eq(carts.id, cartId));
}

/**
 * Runs queries at once on the pool, one after another in a transaction (its one connection takes
 * one query at a time).
 */
async function together<T extends readonly (() => unknown)[]>(db: Db, queries: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const inTransaction = "rollback" in db;
  if (!inTransaction) return (await Promise.all(queries.map((query) => query()))) as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/** What prices and limits a variety (product_vendor_id) in a language. */
const varietyColumns = {
  productVendorId: productVarieties.id,
  gram: productVarieties.gram,
  stock: productVarieties.stock,
  option: productVarieties.option,
  value: productVarieties.value,
  productId: products.id,
  slug: products.slug,
  categorySlug: categories.slug,
  maxCartAdd: products.maxCartAdd,
  karat: products.karat,
  wagesPercent: products.wagesPercent,
  noneGold: products.noneGold,
  noneGoldWages: products.noneGoldWages,
  discountPercent: activeDiscount,
  name: productTexts.name,
  image: firstImage,
};

export interface VarietyFacts {
  productVendorId: number;
  gram: number;
  stock: number;
  option: "size" | "length" | "colour" | null;
  value: string | null;
  productId: number;
  slug: string;
  categorySlug: string;
  maxCartAdd: number;
  karat: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
  discountPercent: number | null;
  name: string | null;
  image: string;
}

export async function loadVariety(db: Db, lang: Lang, productVendorId: number): Promise<VarietyFacts | undefined> {
  const [row] = await db
    .select(varietyColumns)
    .from(productVarieties)
    .innerJoin(products, eq(products.id, productVarieties.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .where(eq(productVarieties.id, productVendorId))
    .limit(1);
  return row;
}

/** A variety's price now, by its own weight (the shared pricing, docs/shop/15-pricing.md §15.1). */
export function priceVariety(goldPrice: number, facts: VarietyFacts): Price {
  return priceOf(goldPrice, facts);
}

/** The most of a variety one may have in the cart now (the product page's max_cart_add). */
export function shownMaxCartAdd(facts: Pick<VarietyFacts, "maxCartAdd" | "stock">): number {
  return Math.max(1, facts.stock > 0 ? Math.min(facts.maxCartAdd, facts.stock) : facts.maxCartAdd);
}

/** 422 above the product's max_cart_add, 409 above the stock. */
export function checkQuantity(lang: Lang, facts: VarietyFacts, quantity: number): void {
  if (quantity > facts.maxCartAdd) throw refuse(lang, 422, "maxCartAdd", { max_cart_add: facts.maxCartAdd }, { n: facts.maxCartAdd });
  if (quantity > facts.stock) {
    throw facts.stock === 0 ? refuse(lang, 409, "outOfStock") : refuse(lang, 409, "notEnoughStock", {}, { n: facts.stock });
  }
}

export interface PricedLine extends VarietyFacts {
  id: number;
  quantity: number;
  addedPrice: number;
  price: Price;
}

export interface CartView {
  cart: CartRow | undefined;
  lines: PricedLine[];
  items: CartItem[];
  totals: CheckoutTotals;
  /** The cart's code whatever its state (its uses held by the cart's own open payments count as free). */
  code: DiscountCode | undefined;
  /** The cart's code while it runs, with what it takes off now (0 below its minimum). */
  discount: { code: DiscountCode; amount: number } | null;
  /** The signed-in owner's active address. */
  address: AddressRow | null;
  /** The chosen transport, when it serves the active address. */
  transport: (typeof transports.$inferSelect & { cost: number }) | null;
  /** The chosen delivery day and slot, while they can still be booked. */
  delivery: DeliveryChoice | null;
  walletUses: { wallet: WalletRow; amount: number }[];
  goldPrice: number;
}

export interface ViewOptions {
  lang: Lang;
  now: Date;
  goldPrice: number;
  /** The signed-in owner (their active address and wallets count). */
  userId?: number;
}

/** What a cart is made of, read once: priced by `priceCart` at any gold price. */
export interface CartFacts {
  cart: CartRow | undefined;
  lines: (VarietyFacts & { id: number; quantity: number; addedPrice: number })[];
  code: DiscountCode | undefined;
  chosenTransport: typeof transports.$inferSelect | undefined;
  /** The wallets chosen to pay, in their order, with what they may spend. */
  wallets: WalletRow[];
  address: AddressRow | null;
}

/**
 * The cart's lines, code, transport, wallets and active address. The stock, credit and discount
 * code uses that the cart's own unpaid payments hold count as free: paying again gives them back
 * first (orders.ts placeOrder), so the cart is shown, quoted and checked as it will be paid.
 */
export async function cartFacts(db: Db, cart: CartRow | undefined, options: { lang: Lang; userId?: number }): Promise<CartFacts> {
  const { lang } = options;
  const [lineRows, codeRows, transportRows, walletRows, addressRows, held] = await together(db, [
    () =>
      cart
        ? db
            .select({ ...varietyColumns, id: cartItems.id, quantity: cartItems.quantity, addedPrice: cartItems.addedPrice })
            .from(cartItems)
            .innerJoin(productVarieties, eq(productVarieties.id, cartItems.productVendorId))
            .innerJoin(products, eq(products.id, productVarieties.productId))
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
            .where(eq(cartItems.cartId, cart.id))
            .orderBy(asc(cartItems.id))
        : [],
    () => (cart?.discountCodeId ? db.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)) : []),
    () => (cart?.transportId ? db.select().from(transports).where(eq(transports.id, cart.transportId)) : []),
    () =>
      cart && options.userId !== undefined
        ? db
            .select({ wallet: wallets })
            .from(cartWallets)
            .innerJoin(wallets, and(eq(wallets.id, cartWallets.walletId), eq(wallets.userId, options.userId)))
            .where(eq(cartWallets.cartId, cart.id))
            .orderBy(asc(cartWallets.appliedAt), asc(wallets.id))
        : [],
    // The active address counts even before the shopper has a cart (which transports serve them).
    () =>
      options.userId === undefined
        ? []
        : db
            .select()
            .from(addresses)
            .where(and(eq(addresses.userId, options.userId), eq(addresses.isActive, true)))
            .limit(1),
    () => (cart && options.userId !== undefined ? heldByOpenPayments(db, cart.id) : NOTHING_HELD),
  ] as const);
  const code = codeRows[0];
  return {
    cart,
    lines: lineRows.map((row) => ({ ...row, stock: row.stock + (held.stock.get(row.productVendorId) ?? 0) })),
    code: code && { ...code, uses: Math.max(0, code.uses - (held.codeUses.get(code.code) ?? 0)) },
    chosenTransport: transportRows[0],
    wallets: walletRows.map(({ wallet }) => ({ ...wallet, balance: wallet.balance + (held.credit.get(wallet.id) ?? 0) })),
    address: addressRows[0] ?? null,
  };
}

/** What a cart's unpaid gateway payments hold: stock by variety, credit by wallet, uses by discount code. */
export interface HeldByOpenPayments {
  stock: Map<number, number>;
  credit: Map<number, number>;
  codeUses: Map<string, number>;
}

const NOTHING_HELD: HeldByOpenPayments = { stock: new Map(), credit: new Map(), codeUses: new Map() };

/**
 * The stock (by variety), wallet credit (by wallet) and discount code uses (by code) that a cart's
 * unpaid gateway payments hold: free to that cart, whose next payment gives them back first.
 */
export async function heldByOpenPayments(db: Db, cartId: number): Promise<HeldByOpenPayments> {
  const open = and(eq(orders.cartId, cartId), eq(orders.statusType, "unpaid"), isNotNull(orders.gatewayTokenHash));
  const [stockRows, creditRows, codeRows] = await together(db, [
    () =>
      db
        .select({ id: orderItems.productVendorId, amount: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(open)
        .groupBy(orderItems.productVendorId),
    () =>
      db
        .select({ id: orderWallets.walletId, amount: sql<number>`sum(${orderWallets.amount})::bigint` })
        .from(orderWallets)
        .innerJoin(orders, eq(orders.id, orderWallets.orderId))
        .where(open)
        .groupBy(orderWallets.walletId),
    // An order takes a use of its code only when the code took something off (orders.ts placeOrder).
    () =>
      db
        .select({ code: orders.discountCode, uses: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(open, isNotNull(orders.discountCode), gt(orders.discountAmount, 0)))
        .groupBy(orders.discountCode),
  ] as const);
  const byId = (rows: { id: number | null; amount: number | string }[]) =>
    new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, Number(row.amount)] as const])));
  const codeUses = new Map(codeRows.flatMap((row) => (row.code === null ? [] : [[row.code, Number(row.uses)] as const])));
  return { stock: byId(stockRows), credit: byId(creditRows), codeUses };
}

/** The user's own cart's held credit by wallet (wallet id → toman): shown and spendable as free (decision 50). */
export async function creditHeldForUser(db: Db, userId: number): Promise<Map<number, number>> {
  const cart = await findCart(db, { userId });
  return cart ? (await heldByOpenPayments(db, cart.id)).credit : new Map();
}

/**
 * The cart priced at a gold price: lines by the shared pricing, the discount code, shipping for the
 * active address, wallet credit in the order chosen (each the lesser of its balance and what is
 * left to pay). total_final = total_special − discount − wallets + shipping, never below 0.
 */
export function priceCart(facts: CartFacts, options: { lang: Lang; now: Date; goldPrice: number }): CartView {
  const { lang, now, goldPrice } = options;
  const { cart, address, code } = facts;
  const lines: PricedLine[] = facts.lines.map((row) => ({ ...row, price: priceVariety(goldPrice, row) }));
  const items = lines.map((line) => cartItemJson(lang, line));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalPrice = lines.reduce((sum, line) => sum + line.price.price * line.quantity, 0);
  const totalSpecial = lines.reduce((sum, line) => sum + line.price.toPay * line.quantity, 0);

  const discount = code && codeStatus(code, now) === "valid" ? { code, amount: discountAmount(code, totalSpecial) } : null;
  const chosen = facts.chosenTransport;
  const transport = chosen && servesState(chosen, address?.stateId ?? null) ? { ...chosen, cost: transportCost(chosen, totalSpecial) } : null;
  // Nothing to send, nothing to pay for sending it.
  const shipping = lines.length === 0 ? 0 : (transport?.cost ?? 0);
  const delivery =
    cart?.deliveryDate && cart.deliverySlot !== null && deliveryAvailable(now, { date: cart.deliveryDate, slot: cart.deliverySlot })
      ? { date: cart.deliveryDate, slot: cart.deliverySlot }
      : null;

  let left = Math.max(0, totalSpecial - (discount?.amount ?? 0) + shipping);
  const walletUses = facts.wallets.map((wallet) => {
    const amount = isUsable(wallet, now) ? Math.min(wallet.balance, left) : 0;
    left -= amount;
    return { wallet, amount };
  });

  return {
    cart,
    lines,
    items,
    totals: {
      quantity,
      total_final: left,
      wallet_costs: walletUses.map((use) => ({ wallet_id: use.wallet.id, amount: use.amount })),
      total_price: totalPrice,
      total_special: totalSpecial,
      discount_code: discount?.code.code ?? null,
      discount_amount: discount?.amount ?? 0,
      shipping_cost: shipping,
    },
    code,
    discount,
    address,
    transport,
    delivery,
    walletUses,
    goldPrice,
  };
}

/** The cart priced at `goldPrice` (the price of the moment, unless a held quote's). */
export async function viewCart(db: Db, cart: CartRow | undefined, options: ViewOptions): Promise<CartView> {
  return priceCart(await cartFacts(db, cart, options), options);
}

function cartItemJson(lang: Lang, line: PricedLine): CartItem {
  return {
    id: line.id,
    product_vendor_id: line.productVendorId,
    product_id: line.productId,
    name: line.name ?? line.slug,
    product_image: line.image,
    product_slug: `${line.categorySlug}/${line.slug}`,
    quantity: line.quantity,
    max_cart_add: shownMaxCartAdd(line),
    variety: line.option,
    variety_value: line.option ? varietyLabel(lang, line.option, line.value) : null,
    warranty: say(lang, "warranty"),
    price: line.price.price,
    special: line.price.special,
    total: line.price.toPay * line.quantity,
    added_price: line.addedPrice,
    available: line.stock >= line.quantity,
    pricing: { gram: line.gram, wages_percent: line.wagesPercent, none_gold: line.noneGold, none_gold_wages: line.noneGoldWages, discount_percent: line.discountPercent },
  };
}

export function cartState(view: CartView): CartState {
  return { items: view.items, totals: view.totals };
}

/** The owner's cart priced now (an owner without a cart has an empty one). */
export async function ownersCart(ctx: CheckoutContext, lang: Lang, owner: CartOwner | undefined): Promise<CartView> {
  const cart = owner ? await findCart(ctx.db, owner) : undefined;
  return viewCart(ctx.db, cart, {
    lang,
    now: ctx.clock(),
    goldPrice: ctx.goldPrice.now().price,
    userId: owner && "userId" in owner ? owner.userId : undefined,
  });
}

/** What each of the user's wallets pays for their cart now (wallet id → toman; absent = nothing). */
export async function walletAmountsInCart(ctx: CheckoutContext, lang: Lang, userId: number): Promise<Map<number, number>> {
  const cart = await ownersCart(ctx, lang, { userId });
  return new Map(cart.walletUses.map((use) => [use.wallet.id, use.amount]));
}

/**
 * On sign-in with a guest's clientToken: the guest's lines join the user's cart (quantities summed,
 * capped by max_cart_add and the stock; a user's own line never shrinks), the guest's discount code
 * too when the user's cart has none; the guest's cart is then gone.
 */
export async function mergeGuestCart(tx: ShopTransaction, clientToken: string | undefined, userId: number, now: Date): Promise<void> {
  if (!clientToken || !CLIENT_TOKEN.test(clientToken)) return;
  const [guest] = await tx.select().from(carts).where(eq(carts.clientToken, clientToken)).for("update").limit(1);
  if (!guest) return;
  const guestLines = await tx
    .select({
      productVendorId: cartItems.productVendorId,
      quantity: cartItems.quantity,
      addedPrice: cartItems.addedPrice,
      stock: productVarieties.stock,
      maxCartAdd: products.maxCartAdd,
    })
    .from(cartItems)
    .innerJoin(productVarieties, eq(productVarieties.id, cartItems.productVendorId))
    .innerJoin(products, eq(products.id, productVarieties.productId))
    .where(eq(cartItems.cartId, guest.id));
  const mine = await openCart(tx, { userId }, now);
  const vendorIds = guestLines.map((line) => line.productVendorId);
  const own =
    vendorIds.length === 0
      ? []
      : await tx
          .select({ productVendorId: cartItems.productVendorId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, mine.id), inArray(cartItems.productVendorId, vendorIds)));
  const ownQuantity = new Map(own.map((line) => [line.productVendorId, line.quantity]));
  for (const line of guestLines) {
    const had = ownQuantity.get(line.productVendorId) ?? 0;
    const merged = Math.max(had, Math.min(had + line.quantity, line.maxCartAdd, line.stock));
    if (merged === had) continue;
    await tx
      .insert(cartItems)
      .values({ cartId: mine.id, productVendorId: line.productVendorId, quantity: merged, addedPrice: line.addedPrice, createdAt: now })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productVendorId], set: { quantity: merged } });
  }
  await tx
    .update(carts)
    .set({ discountCodeId: sql`coalesce(${carts.discountCodeId}, ${guest.discountCodeId})`, updatedAt: now })
    .where(eq(carts.id, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
}
