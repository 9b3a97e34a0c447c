import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  ORDER_FILTERS,
  type Lang,
  type OrderDetail,
  type OrderFilter,
  type OrderStatus,
  type OrderSummary,
  type UserOrders,
} from "../../contract";
import { firstImage } from "../catalogue/product-cards";
import { varietyLabel } from "../catalogue/product-page";
import { freshOrder, type OrderRow } from "../checkout/orders";
import { DELIVERY_SLOTS, slotTitle } from "../checkout/shipping";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import {
  categories,
  cityTexts,
  orderItems,
  orders,
  paymentDriverTexts,
  productTexts,
  products,
  stateTexts,
  transportTexts,
} from "../db/schema";

/*
 * A shopper's orders as the profile reads them: the list by tab and page, and one order whole
 * (its locked lines with what their prices were made of, where it went, how it was paid).
 */

/** A line's product picture: none once the product is gone. */
const lineImage = sql<string | null>`case when ${products.id} is null then null else ${firstImage} end`;

/** A page of `total` things, `perPage` a page (contract paginationSchema). */
export function pagination(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * The user's orders as their list shows them: without the unpaid payments that a newer payment of
 * the same cart replaced (pressing pay again after coming back from the gateway), which the shopper
 * never ended themselves and which are not orders of theirs to track.
 */
const listedOrdersOf = (userId: number) => and(eq(orders.userId, userId), sql`${orders.failureReason} is distinct from 'superseded'`);

/** Every tab's (and `invoiced`'s) number of the user's orders. */
async function filterCounts(db: ShopDatabase, userId: number): Promise<Record<OrderFilter, number>> {
  const rows = await db
    .select({ status: orders.statusType, n: count() })
    .from(orders)
    .where(listedOrdersOf(userId))
    .groupBy(orders.statusType);
  const byStatus = new Map<OrderStatus, number>(rows.map((row) => [row.status, row.n]));
  const entries = Object.entries(ORDER_FILTERS).map(([filter, statuses]) => [
    filter,
    statuses.reduce((sum: number, status: OrderStatus) => sum + (byStatus.get(status) ?? 0), 0),
  ]);
  return Object.fromEntries(entries) as Record<OrderFilter, number>;
}

/** A page of the user's orders, newest first, of one tab when `filter` is given. */
export async function listOrders(
  db: ShopDatabase,
  userId: number,
  query: { filter: OrderFilter | undefined; page: number; perPage: number },
): Promise<UserOrders> {
  const where = and(listedOrdersOf(userId), query.filter ? inArray(orders.statusType, [...ORDER_FILTERS[query.filter]]) : undefined);
  const [counts, [total], rows] = await Promise.all([
    filterCounts(db, userId),
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, quantity: orderItems.quantity, image: lineImage })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(inArray(orderItems.orderId, rows.map((order) => order.id)))
          .orderBy(asc(orderItems.id));
  return {
    data: rows.map((order) => orderSummary(order, lines.filter((line) => line.orderId === order.id))),
    pagination: pagination(query.page, query.perPage, total?.n ?? 0),
    counts,
  };
}

function orderSummary(order: OrderRow, lines: { quantity: number; image: string | null }[]): OrderSummary {
  return {
    id: order.id,
    status_type: order.statusType,
    total: order.total,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    images: [...new Set(lines.flatMap((line) => (line.image ? [line.image] : [])))].slice(0, 3),
  };
}

/** The user's order, whole, in a language; undefined for an unknown order or another user's. */
export async function orderDetail(tx: ShopTransaction, lang: Lang, userId: number, orderId: number, now: Date): Promise<OrderDetail | undefined> {
  const [found] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!found) return undefined;
  // A payment that waited too long has failed by now.
  const order = await freshOrder(tx, found, now);
  const lines = await tx
    .select({
      line: orderItems,
      localName: productTexts.name,
      slug: products.slug,
      categorySlug: categories.slug,
      image: lineImage,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productTexts, and(eq(productTexts.productId, orderItems.productId), eq(productTexts.lang, lang)))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  // One query after another: a transaction's connection takes one at a time.
  const address = order.address;
  const [place] = address
    ? await tx
        .select({ state: stateTexts.name, city: cityTexts.name })
        .from(stateTexts)
        .innerJoin(cityTexts, and(eq(cityTexts.cityId, address.city_id), eq(cityTexts.lang, lang)))
        .where(and(eq(stateTexts.stateId, address.state_id), eq(stateTexts.lang, lang)))
    : [];
  const [transport] =
    order.transportId === null
      ? []
      : await tx.select({ title: transportTexts.title }).from(transportTexts).where(and(eq(transportTexts.transportId, order.transportId), eq(transportTexts.lang, lang)));
  const [driver] =
    order.driver === null
      ? []
      : await tx.select({ title: paymentDriverTexts.title }).from(paymentDriverTexts).where(and(eq(paymentDriverTexts.driverName, order.driver), eq(paymentDriverTexts.lang, lang)));
  const slot = DELIVERY_SLOTS.find((candidate) => candidate.id === order.deliverySlot);
  const summary = orderSummary(order, lines.map(({ line, image }) => ({ quantity: line.quantity, image })));
  return {
    id: summary.id,
    status_type: summary.status_type,
    total: summary.total,
    created_at: summary.created_at,
    paid_at: summary.paid_at,
    item_count: summary.item_count,
    total_price: order.totalPrice,
    total_special: order.totalSpecial,
    discount_code: order.discountCode,
    discount_amount: order.discountAmount,
    wallet_amount: order.walletAmount,
    shipping_cost: order.shippingCost,
    gold_price: order.goldPrice,
    reference: order.reference,
    driver: order.driver && driver ? { name: order.driver, title: driver.title } : null,
    address:
      address && place
        ? {
            receiver_name: address.receiver_name,
            receiver_mobile: address.receiver_mobile,
            state_name: place.state,
            city_name: place.city,
            address: address.address,
            postal_code: address.postal_code,
            plaque: address.plaque,
            unit: address.unit,
          }
        : null,
    transport: transport ? { title: transport.title } : null,
    delivery: order.deliveryDate && slot ? { date: order.deliveryDate, slot: slotTitle(lang, slot) } : null,
    items: lines.map(({ line, localName, slug, categorySlug, image }) => ({
      id: line.id,
      product_id: line.productId,
      name: localName ?? line.name,
      slug_with_cat: slug && categorySlug ? `${categorySlug}/${slug}` : null,
      image,
      variety_value: line.varietyOption ? varietyLabel(lang, line.varietyOption, line.varietyValue) : null,
      quantity: line.quantity,
      price: line.price,
      special: line.special,
      total: (line.special ?? line.price) * line.quantity,
      karat: line.karat,
      gram: line.gram,
      wages_percent: line.wagesPercent,
      none_gold: line.noneGold,
      none_gold_wages: line.noneGoldWages,
      profit_percent: line.profitPercent,
      tax_percent: line.taxPercent,
    })),
    payable: order.statusType === "unpaid",
  };
}
