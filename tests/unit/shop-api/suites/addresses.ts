import { describe, expect, it } from "vitest";
import {
  addressRefusalSchema,
  addressResponseSchema,
  addressesResponseSchema,
  citiesResponseSchema,
  cityResponseSchema,
  errorBodySchema,
  statesResponseSchema,
} from "../../../../shop-api/contract";
import { ISFAHAN, TEHRAN, addressInput, get, newShopper, post } from "../checkout";
import { requestJson, type RunningShopApi } from "../harness";

/** Iran's provinces and cities; the signed-in shopper's addresses. */
export function addressesSuite(shop: RunningShopApi): void {
  describe("states and cities", () => {
    it("GET /states: Iran's 31 provinces in the call's language, Tehran among them", async () => {
      const fa = statesResponseSchema.parse((await get(shop, "/states")).body).data;
      const en = statesResponseSchema.parse((await get(shop, "/states?lang=en")).body).data;
      expect(fa).toHaveLength(31);
      expect(en.map((state) => state.id)).toEqual(fa.map((state) => state.id));
      expect(new Set(fa.map((state) => state.name)).size).toBe(31);
      expect(fa.find((state) => state.id === TEHRAN.state_id)?.name).toBe("تهران");
      expect(en.find((state) => state.id === TEHRAN.state_id)?.name).toBe("Tehran");
      expect(en.map((state) => state.name)).toEqual(expect.arrayContaining(["East Azerbaijan", "Isfahan", "Fars", "Khuzestan", "Razavi Khorasan", "Yazd"]));
      for (const state of fa) expect(state.name).toMatch(/^[\u0600-\u06ff\u200c ]+$/);
    });

    it("GET /state-cities/{id}: a province's cities, its capital first; 404 for an unknown province", async () => {
      const tehran = citiesResponseSchema.parse((await get(shop, `/state-cities/${TEHRAN.state_id}?lang=en`)).body).data;
      expect(tehran[0]).toEqual({ id: TEHRAN.city_id, state_id: TEHRAN.state_id, name: "Tehran" });
      expect(tehran.map((city) => city.name)).toEqual(expect.arrayContaining(["Eslamshahr", "Shahriar", "Varamin"]));
      const fars = citiesResponseSchema.parse((await get(shop, "/state-cities/17")).body).data;
      expect(fars[0]?.name).toBe("شیراز");
      const unknown = await get(shop, "/state-cities/99?lang=en");
      expect(unknown.status).toBe(404);
      expect(errorBodySchema.parse(unknown.body)).toEqual({ code: 404, message: "No such province." });
    });

    it("GET /cities: every province has its capital and at least three more; GET /cities/{id}", async () => {
      const all = citiesResponseSchema.parse((await get(shop, "/cities")).body).data;
      const perState = new Map<number, number>();
      for (const city of all) perState.set(city.state_id, (perState.get(city.state_id) ?? 0) + 1);
      expect(perState.size).toBe(31);
      for (const count of perState.values()) expect(count).toBeGreaterThanOrEqual(4);
      expect(cityResponseSchema.parse((await get(shop, `/cities/${ISFAHAN.city_id}?lang=en`)).body).data).toEqual({
        id: ISFAHAN.city_id,
        state_id: ISFAHAN.state_id,
        name: "Isfahan",
      });
      expect((await get(shop, "/cities/99999")).status).toBe(404);
    });
  });

  describe("addresses", () => {
    it("create, list (active first), read, change, choose the active one, delete; only the user's own", async () => {
      const shopper = await newShopper(shop);
      const first = await post(shop, "/address", shopper.headers, addressInput(TEHRAN));
      expect(first.status).toBe(201);
      const home = addressResponseSchema.parse(first.body).data;
      // The first address is the active one.
      expect(home).toMatchObject({ ...addressInput(TEHRAN), state_name: "تهران", city_name: "تهران", is_active: true });

      const second = await post(shop, "/address?lang=en", shopper.headers, addressInput(ISFAHAN, { receiver_name: "Sara", plaque: null, unit: "" }));
      const office = addressResponseSchema.parse(second.body).data;
      expect(office).toMatchObject({ state_name: "Isfahan", city_name: "Isfahan", plaque: null, unit: null, is_active: false });

      const third = await post(shop, "/new-create-address", shopper.headers, addressInput(TEHRAN, { receiver_name: "مادر" }));
      const parents = addressResponseSchema.parse(third.body).data;
      expect(parents.is_active).toBe(true);
      const list = addressesResponseSchema.parse((await get(shop, "/address", shopper.headers)).body).data;
      expect(list.map((address) => [address.id, address.is_active])).toEqual([
        [parents.id, true],
        [home.id, false],
        [office.id, false],
      ]);

      const changed = await requestJson(shop.url(`/address/${home.id}`), {
        method: "PUT",
        body: addressInput(TEHRAN, { address: "خیابان شریعتی، نرسیده به پل رومی، پلاک ۴۲", unit: "۷" }),
        headers: shopper.headers,
      });
      expect(changed.status).toBe(200);
      expect(addressResponseSchema.parse(changed.body).data).toMatchObject({ id: home.id, address: "خیابان شریعتی، نرسیده به پل رومی، پلاک ۴۲", unit: "7" });
      expect(addressResponseSchema.parse((await get(shop, `/address/${home.id}`, shopper.headers)).body).data.unit).toBe("7");

      const chosen = await post(shop, `/active-address/${office.id}`, shopper.headers);
      expect(addressResponseSchema.parse(chosen.body).data).toMatchObject({ id: office.id, is_active: true });
      const actives = addressesResponseSchema.parse((await get(shop, "/address", shopper.headers)).body).data.filter((address) => address.is_active);
      expect(actives.map((address) => address.id)).toEqual([office.id]);

      const deleted = await requestJson(shop.url(`/address/${office.id}`), { method: "DELETE", headers: shopper.headers });
      const left = addressesResponseSchema.parse(deleted.body).data;
      expect(left.map((address) => address.id).sort()).toEqual([home.id, parents.id].sort());
      expect(left.every((address) => !address.is_active)).toBe(true);

      const stranger = await newShopper(shop);
      for (const [method, path] of [
        ["GET", `/address/${home.id}`],
        ["PUT", `/address/${home.id}`],
        ["DELETE", `/address/${home.id}`],
        ["POST", `/active-address/${home.id}`],
      ] as const) {
        const answer = await requestJson(shop.url(path), { method, body: method === "PUT" ? addressInput(TEHRAN) : undefined, headers: stranger.headers });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      expect(addressesResponseSchema.parse((await get(shop, "/address", stranger.headers)).body).data).toEqual([]);
      for (const path of ["/address", "/new-create-address"]) expect((await post(shop, path, {}, addressInput(TEHRAN))).status).toBe(401);
      expect((await get(shop, "/address")).status).toBe(401);
    });

    it("refuses invalid input with 422 and a message per field, in the call's language", async () => {
      const shopper = await newShopper(shop);
      const empty = await post(shop, "/address?lang=en", shopper.headers, {});
      expect(empty.status).toBe(422);
      const refusal = addressRefusalSchema.parse(empty.body);
      expect(refusal.message).toBe("The address is incomplete or not valid.");
      expect(Object.keys(refusal.errors).sort()).toEqual(["address", "city_id", "postal_code", "receiver_mobile", "receiver_name", "state_id"]);

      const wrong = await post(
        shop,
        "/address",
        shopper.headers,
        addressInput(TEHRAN, { city_id: ISFAHAN.city_id, postal_code: "123456789", receiver_mobile: "0912123", plaque: "x".repeat(21) }),
      );
      expect(wrong.status).toBe(422);
      expect(addressRefusalSchema.parse(wrong.body).errors).toEqual({
        city_id: ["این شهر در استان انتخاب‌شده نیست."],
        postal_code: ["کد پستی باید ۱۰ رقم باشد."],
        receiver_mobile: ["شماره همراه گیرنده باید به شکل ۰۹xxxxxxxxx باشد."],
        plaque: ["پلاک حداکثر ۲۰ نویسه است."],
      });
      expect(addressesResponseSchema.parse((await get(shop, "/address", shopper.headers)).body).data).toEqual([]);

      // Persian digits and the usual ways of writing a mobile are read.
      const persian = await post(shop, "/address", shopper.headers, addressInput(TEHRAN, { postal_code: "۱۵۱۷۷-۵۶۸۱۱", receiver_mobile: "+98 912 000 0000" }));
      expect(persian.status).toBe(201);
      expect(addressResponseSchema.parse(persian.body).data).toMatchObject({ postal_code: "1517756811", receiver_mobile: "09120000000" });
      const put = await requestJson(shop.url(`/address/${addressResponseSchema.parse(persian.body).data.id}?lang=en`), {
        method: "PUT",
        body: addressInput(ISFAHAN, { city_id: TEHRAN.city_id }),
        headers: shopper.headers,
      });
      expect(put.status).toBe(422);
      expect(addressRefusalSchema.parse(put.body).errors).toEqual({ city_id: ["This city is not in the chosen province."] });
    });
  });
}
