import { z } from "zod";
import {
  type AddressInput,
  addressRefusalSchema,
  addressResponseSchema,
  addressesResponseSchema,
  citiesResponseSchema,
  nextSevenDaysResponseSchema,
  statesResponseSchema,
  transportsResponseSchema,
} from "../../../shop-api/contract";
import { sharedCall } from "~/shop/request/cache.server";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/* Where and when an order goes (docs/shop/07-shop-api.md §7.9): the signed-in shopper's own. */

const refusalSchema = z.object({ message: z.string(), code: z.number().int() });
export type Refusal = z.infer<typeof refusalSchema>;

/** `GET /states`: Iran's provinces, the same for everyone (cached). */
export async function getStates(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /states", path: "/states", schema: statesResponseSchema });
}

/** `GET /state-cities/{id}`: a province's cities (cached). */
export async function getStateCities(ctx: ShopContext, stateId: number) {
  return sharedCall(ctx, { name: "GET /state-cities/{id}", path: `/state-cities/${stateId}`, schema: citiesResponseSchema });
}

/** `GET /address`: the shopper's addresses, the active one first. */
export async function getAddresses(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /address", path: "/address", schema: addressesResponseSchema })).data;
}

export type AddressSaved = { ok: true; id: number } | { ok: false; refusal: z.infer<typeof addressRefusalSchema> };

/**
 * An address call that writes one (422 with each field's problem). Changing one answers null when
 * it is not the shopper's (404); a new one is never missing (a 404 there is the call's failure).
 */
async function writeAddress(ctx: ShopContext, call: { name: string; method: "POST" | "PUT"; path: string }, input: AddressInput): Promise<AddressSaved | null> {
  const expect = call.method === "PUT" ? [404, 422] : [422];
  const { status, json } = await shopRequest(ctx, { ...call, body: input, expect });
  if (status === 404) return null;
  if (status === 422) return { ok: false, refusal: parseAnswer(call.name, addressRefusalSchema, json) };
  return { ok: true, id: parseAnswer(call.name, addressResponseSchema, json).data.id };
}

/** `POST /new-create-address`: a new address, made the one the order goes to. */
export async function createActiveAddress(ctx: ShopContext, input: AddressInput): Promise<AddressSaved> {
  return (await writeAddress(ctx, { name: "POST /new-create-address", method: "POST", path: "/new-create-address" }, input))!;
}

/** `POST /address`: a new address of the address book (the active one only if there was none). */
export async function createAddress(ctx: ShopContext, input: AddressInput): Promise<AddressSaved> {
  return (await writeAddress(ctx, { name: "POST /address", method: "POST", path: "/address" }, input))!;
}

/** `PUT /address/{id}`: the address changed; null when it is not the shopper's. */
export function updateAddress(ctx: ShopContext, id: number, input: AddressInput): Promise<AddressSaved | null> {
  return writeAddress(ctx, { name: "PUT /address/{id}", method: "PUT", path: `/address/${id}` }, input);
}

/** `DELETE /address/{id}`: false for an address that is not the shopper's. */
export async function deleteAddress(ctx: ShopContext, id: number): Promise<boolean> {
  const { status } = await shopRequest(ctx, { name: "DELETE /address/{id}", method: "DELETE", path: `/address/${id}`, expect: [404] });
  return status !== 404;
}

/** `POST /active-address/{id}`: the order goes there; false for an address that is not theirs. */
export async function chooseAddress(ctx: ShopContext, id: number): Promise<boolean> {
  const { status } = await shopRequest(ctx, { name: "POST /active-address/{id}", method: "POST", path: `/active-address/${id}`, body: {}, expect: [404] });
  return status !== 404;
}

/** `GET /transports`: the ways to send the cart to its address, with their cost now. */
export async function getTransports(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /transports", path: "/transports", schema: transportsResponseSchema })).data;
}

/** `POST /set-transport {transport_id}`: null when chosen; the refusal (unknown, or not for this address) else. */
export async function setTransport(ctx: ShopContext, transportId: number): Promise<Refusal | null> {
  const name = "POST /set-transport";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/set-transport", body: { transport_id: transportId }, expect: [404, 422] });
  return status === 200 ? null : parseAnswer(name, refusalSchema, json);
}

/** `GET /deliverer/get-next-seven-days`: from tomorrow, each day's slots. */
export async function getNextSevenDays(ctx: ShopContext) {
  const call = { name: "GET /deliverer/get-next-seven-days", path: "/deliverer/get-next-seven-days", schema: nextSevenDaysResponseSchema };
  return (await shopCall(ctx, call)).data;
}

/** `POST /deliverer/set-delivery-day {date, slot_id}`: null when chosen; the refusal of a day that cannot be booked. */
export async function setDeliveryDay(ctx: ShopContext, date: string, slotId: number): Promise<Refusal | null> {
  const name = "POST /deliverer/set-delivery-day";
  const body = { date, slot_id: slotId };
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/deliverer/set-delivery-day", body, expect: [422] });
  return status === 200 ? null : parseAnswer(name, refusalSchema, json);
}
