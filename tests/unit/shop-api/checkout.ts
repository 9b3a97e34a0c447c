import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import {
  addressResponseSchema,
  cartStateResponseSchema,
  nextSevenDaysResponseSchema,
  transportsResponseSchema,
  type CartState,
} from "../../../shop-api/contract";
import { issueAuthToken } from "../../../shop-api/server/auth/users";
import { giveRegistrationCredit } from "../../../shop-api/server/checkout/wallets";
import { productVarieties, products, users } from "../../../shop-api/server/db/schema";
import { TEHRAN_STATE_ID, provinceRows } from "../../../shop-api/server/seed/iran";
import { freshMobile } from "./accounts";
import { bearer, requestJson, type JsonAnswer, type RunningShopApi } from "./harness";

/** Helpers of the checkout tests: varieties set up for a test, signed-in shoppers ready to pay. */

const taken = new Set<number>();

export interface TestVariety {
  id: number;
  productId: number;
}

/**
 * A variety no other test of this process uses, its stock and its product's max_cart_add (and
 * discount: none unless given, running with open dates) set as asked.
 */
export async function freshVariety(
  shop: RunningShopApi,
  setup: { stock: number; maxCartAdd: number; discountPercent?: number | null },
): Promise<TestVariety> {
  const db = shop.api.db;
  const rows = await db
    .select({ id: productVarieties.id, productId: productVarieties.productId })
    .from(productVarieties)
    .orderBy(productVarieties.productId, productVarieties.position);
  const pick = rows.find((row) => !taken.has(row.productId) && rows.filter((other) => other.productId === row.productId).length === 1);
  if (!pick) throw new Error("No variety left for the checkout tests");
  taken.add(pick.productId);
  await db.update(productVarieties).set({ stock: setup.stock }).where(eq(productVarieties.id, pick.id));
  await db
    .update(products)
    .set({ maxCartAdd: setup.maxCartAdd, discountPercent: setup.discountPercent ?? null, offerStartsAt: null, offerEndsAt: null })
    .where(eq(products.id, pick.productId));
  return pick;
}

export async function stockOf(shop: RunningShopApi, ids: number[]): Promise<number[]> {
  const rows = await shop.api.db
    .select({ id: productVarieties.id, stock: productVarieties.stock })
    .from(productVarieties)
    .where(inArray(productVarieties.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.stock ?? -1);
}

/** A cart call (POST with a body, else GET) answering the cart; asserts 200 and the contract's shape. */
export async function cartCall(shop: RunningShopApi, path: string, headers: Record<string, string>, body?: unknown): Promise<CartState> {
  const answer = await requestJson(shop.url(path), { body: body ?? (path.startsWith("/cart") ? undefined : {}), headers });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return cartStateResponseSchema.parse(answer.body).data;
}

export function post(shop: RunningShopApi, path: string, headers: Record<string, string>, body: unknown = {}): Promise<JsonAnswer> {
  return requestJson(shop.url(path), { body, headers });
}

export function get(shop: RunningShopApi, path: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return requestJson(shop.url(path), { headers });
}

/** Fixes the gold price (toman per gram) for what follows; `releaseGoldPrice` lets it walk again. */
export async function fixGoldPrice(shop: RunningShopApi, price: number): Promise<void> {
  const answer = await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price } });
  expect(answer.status).toBe(200);
}

export async function releaseGoldPrice(shop: RunningShopApi): Promise<void> {
  await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" });
}

const PROVINCES = provinceRows();
const capitalOf = (stateId: number) => ({ state_id: stateId, city_id: PROVINCES[stateId - 1]?.cities[0]?.id ?? 0 });
/** The city of Tehran, and the capital of another province (Isfahan). */
export const TEHRAN = capitalOf(TEHRAN_STATE_ID);
export const ISFAHAN = capitalOf(PROVINCES.findIndex((province) => province.name.en === "Isfahan") + 1);

export function addressInput(place: { state_id: number; city_id: number }, overrides: Record<string, unknown> = {}) {
  return {
    receiver_name: "نگار حسینی",
    receiver_mobile: "09351234567",
    ...place,
    address: "خیابان ولیعصر، بالاتر از پارک ساعی، کوچه یاس",
    postal_code: "1517756811",
    plaque: "12",
    unit: "3",
    ...overrides,
  };
}

export interface Shopper {
  userId: number;
  mobile: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * A new shopper as `POST /register` makes one (with the registration credit), written straight to
 * the database: the sign-up flow has its own tests, and hashing a password for each checkout test
 * would cost seconds. The headers are their calls' (bearer token).
 */
export async function newShopper(shop: RunningShopApi): Promise<Shopper> {
  const mobile = freshMobile();
  const now = new Date();
  const { userId, token } = await shop.api.db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ mobile, name: "نگار حسینی", passwordHash: "none (made by the checkout tests)", createdAt: now }).returning({ id: users.id });
    if (!user) throw new Error("The shopper just made is missing");
    await giveRegistrationCredit(tx, user.id, now);
    return { userId: user.id, token: await issueAuthToken(tx, user.id, now) };
  });
  return { userId, mobile, token, headers: bearer(token) };
}

/**
 * Gets a shopper's cart ready to pay: an active address (Tehran by default), a transport (post by
 * default) and the first delivery slot that can be booked. Answers the chosen date and slot.
 */
export async function readyToPay(
  shop: RunningShopApi,
  shopper: Shopper,
  options: { place?: { state_id: number; city_id: number }; transportId?: number } = {},
): Promise<{ date: string; slot: number }> {
  const created = await post(shop, "/new-create-address", shopper.headers, addressInput(options.place ?? TEHRAN));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(addressResponseSchema.parse(created.body).data.is_active).toBe(true);
  const transport = await post(shop, "/set-transport", shopper.headers, { transport_id: options.transportId ?? 1 });
  expect(transport.status, JSON.stringify(transport.body)).toBe(200);
  transportsResponseSchema.parse(transport.body);
  const days = nextSevenDaysResponseSchema.parse((await get(shop, "/deliverer/get-next-seven-days", shopper.headers)).body).data;
  const open = days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, slot: slot.id })));
  const choice = open[0];
  if (!choice) throw new Error("No delivery slot open in the next seven days");
  const set = await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: choice.date, slot_id: choice.slot });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return choice;
}
