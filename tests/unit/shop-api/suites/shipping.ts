import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { errorBodySchema, nextSevenDaysResponseSchema, transportsResponseSchema } from "../../../../shop-api/contract";
import { ISFAHAN, TEHRAN, addressInput, cartCall, fixGoldPrice, freshVariety, get, newShopper, post, releaseGoldPrice } from "../checkout";
import type { RunningShopApi } from "../harness";

const POST = 1;
const COURIER = 2;
const PICKUP = 3;

/** Transports for the cart's address, and the next seven days' delivery slots. */
export function shippingSuite(shop: RunningShopApi): void {
  const transportsOf = async (headers: Record<string, string>, lang = "fa") =>
    transportsResponseSchema.parse((await get(shop, `/transports?lang=${lang}`, headers)).body).data;
  const daysOf = async (headers: Record<string, string>, lang = "fa") =>
    nextSevenDaysResponseSchema.parse((await get(shop, `/deliverer/get-next-seven-days?lang=${lang}`, headers)).body).data;

  describe("transports", () => {
    it("the Tehran courier serves Tehran province only; post and pick-up serve anywhere", async () => {
      const guest = await transportsOf({ clientToken: randomUUID() });
      expect(guest.map((transport) => [transport.id, transport.title])).toEqual([
        [POST, "پست پیشتاز"],
        [PICKUP, "تحویل حضوری"],
      ]);
      const shopper = await newShopper(shop);
      await post(shop, "/new-create-address", shopper.headers, addressInput(ISFAHAN));
      expect((await transportsOf(shopper.headers)).map((transport) => transport.id)).toEqual([POST, PICKUP]);
      const refused = await post(shop, "/set-transport?lang=en", shopper.headers, { transport_id: COURIER });
      expect(refused.status).toBe(422);
      expect(errorBodySchema.parse(refused.body)).toEqual({ code: 422, message: "This shipping method does not serve the chosen address." });
      expect((await post(shop, "/set-transport", shopper.headers, { transport_id: 99 })).status).toBe(404);

      await post(shop, "/new-create-address", shopper.headers, addressInput(TEHRAN));
      const tehran = await transportsOf(shopper.headers, "en");
      expect(tehran.map((transport) => [transport.id, transport.title, transport.days_min, transport.days_max])).toEqual([
        [POST, "Express post", 2, 5],
        [COURIER, "Tehran courier", 0, 1],
        [PICKUP, "Showroom pick-up", 0, 1],
      ]);
      const chosen = transportsResponseSchema.parse((await post(shop, "/set-transport", shopper.headers, { transport_id: COURIER })).body).data;
      expect(chosen.filter((transport) => transport.selected).map((transport) => transport.id)).toEqual([COURIER]);
      // Kept with the cart: another call (a reload, a second tab) sees it.
      expect((await transportsOf(shopper.headers)).find((transport) => transport.selected)?.id).toBe(COURIER);

      // Back to the Isfahan address: the courier no longer serves it, so nothing is chosen.
      const addresses = (await get(shop, "/address", shopper.headers)).body as { data: { id: number; city_id: number }[] };
      const isfahan = addresses.data.find((address) => address.city_id === ISFAHAN.city_id);
      await post(shop, `/active-address/${isfahan?.id}`, shopper.headers);
      expect((await transportsOf(shopper.headers)).some((transport) => transport.selected)).toBe(false);
      expect((await post(shop, "/set-transport", {}, { transport_id: POST })).status).toBe(401);
    });

    it("cost for the cart: post free from a basket of 10,000,000 toman, pick-up free; the totals add the choice", async () => {
      const shopper = await newShopper(shop);
      await post(shop, "/new-create-address", shopper.headers, addressInput(TEHRAN));
      const variety = await freshVariety(shop, { stock: 5, maxCartAdd: 5 });
      try {
        await fixGoldPrice(shop, 100_000);
        const small = await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
        expect(small.totals.total_special).toBeLessThan(10_000_000);
        const costs = Object.fromEntries((await transportsOf(shopper.headers)).map((transport) => [transport.id, transport.cost]));
        expect(costs).toEqual({ [POST]: 250_000, [COURIER]: 150_000, [PICKUP]: 0 });
        await post(shop, "/set-transport", shopper.headers, { transport_id: POST });
        const withPost = (await get(shop, "/total-cart", shopper.headers)).body as { data: { shipping_cost: number; total_final: number; total_special: number } };
        expect(withPost.data.shipping_cost).toBe(250_000);
        expect(withPost.data.total_final).toBe(withPost.data.total_special + 250_000);

        await fixGoldPrice(shop, 20_000_000);
        const big = (await get(shop, "/total-cart", shopper.headers)).body as { data: { shipping_cost: number; total_special: number } };
        expect(big.data.total_special).toBeGreaterThanOrEqual(10_000_000);
        expect(big.data.shipping_cost).toBe(0);
        expect(Object.fromEntries((await transportsOf(shopper.headers)).map((transport) => [transport.id, transport.cost]))).toEqual({
          [POST]: 0,
          [COURIER]: 150_000,
          [PICKUP]: 0,
        });
        await post(shop, "/set-transport", shopper.headers, { transport_id: COURIER });
        expect(((await get(shop, "/total-cart", shopper.headers)).body as { data: { shipping_cost: number } }).data.shipping_cost).toBe(150_000);
      } finally {
        await releaseGoldPrice(shop);
      }
    });
  });

  describe("delivery days", () => {
    it("the next seven days from tomorrow (Tehran time): Fridays closed, Thursday evenings closed", async () => {
      const days = await daysOf({ clientToken: randomUUID() }, "en");
      expect(days).toHaveLength(7);
      const tomorrow = new Date(Date.now() + 3.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
      // The suite's clock may run a little ahead of real time; never more than a day here.
      expect([tomorrow, new Date(Date.parse(tomorrow) + 86_400_000).toISOString().slice(0, 10)]).toContain(days[0]?.date);
      for (const [index, day] of days.entries()) {
        expect(Date.parse(day.date) - Date.parse(days[0]?.date ?? "")).toBe(index * 86_400_000);
        const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
        const open = day.slots.map((slot) => slot.available);
        expect(open, day.date).toEqual(weekday === 5 ? [false, false, false] : weekday === 4 ? [true, true, false] : [true, true, true]);
        expect(day.slots.map((slot) => slot.title)).toEqual(["9:00 to 13:00", "13:00 to 17:00", "17:00 to 21:00"]);
        expect(day.slots.some((slot) => slot.selected)).toBe(false);
      }
      expect((await daysOf({}, "fa"))[0]?.slots[0]?.title).toBe("ساعت ۹ تا ۱۳");
    });

    it("set-delivery-day keeps an open slot with the cart; 422 for a closed or unknown one", async () => {
      const shopper = await newShopper(shop);
      const days = await daysOf(shopper.headers);
      const friday = days.find((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() === 5);
      const refused = await post(shop, "/deliverer/set-delivery-day?lang=en", shopper.headers, { date: friday?.date, slot_id: 1 });
      expect(refused.status).toBe(422);
      expect(errorBodySchema.parse(refused.body)).toEqual({ code: 422, message: "This delivery time is not available: choose another one." });
      const today = new Date(Date.parse(days[0]?.date ?? "") - 86_400_000).toISOString().slice(0, 10);
      expect((await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: today, slot_id: 1 })).status).toBe(422);
      expect((await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: days[1]?.date, slot_id: 9 })).status).toBe(422);
      expect((await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: "tomorrow", slot_id: 1 })).status).toBe(400);
      expect((await post(shop, "/deliverer/set-delivery-day", {}, { date: days[1]?.date, slot_id: 1 })).status).toBe(401);

      const open = days.find((day) => day.slots.every((slot) => slot.available));
      const set = await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: open?.date, slot_id: 2 });
      expect(set.status).toBe(200);
      const chosen = nextSevenDaysResponseSchema.parse(set.body).data.flatMap((day) => day.slots.filter((slot) => slot.selected).map((slot) => [day.date, slot.id]));
      expect(chosen).toEqual([[open?.date, 2]]);
      const again = (await daysOf(shopper.headers)).flatMap((day) => day.slots.filter((slot) => slot.selected).map((slot) => [day.date, slot.id]));
      expect(again).toEqual([[open?.date, 2]]);
    });
  });
}
