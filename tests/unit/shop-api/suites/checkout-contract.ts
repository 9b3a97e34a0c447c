import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addressRefusalSchema,
  addressResponseSchema,
  addressesResponseSchema,
  allUserWalletsResponseSchema,
  cartRefusalSchema,
  cartResponseSchema,
  cartStateResponseSchema,
  checkDiscountResponseSchema,
  checkoutTotalsSchema,
  citiesResponseSchema,
  cityResponseSchema,
  discountRefusalSchema,
  errorBodySchema,
  deleteDiscountResponseSchema,
  getDiscountResponseSchema,
  nextSevenDaysResponseSchema,
  onlinePriceResponseSchema,
  paymentDriversResponseSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  registrationWalletResponseSchema,
  statesResponseSchema,
  totalCartResponseSchema,
  transportsResponseSchema,
  userWalletsResponseSchema,
  type Lang,
} from "../../../../shop-api/contract";
import { ISFAHAN, TEHRAN, addressInput, freshVariety, newShopper } from "../checkout";
import { requestJson, type RunningShopApi } from "../harness";

/** Every checkout call answers its contract schema, in Persian and in English. */
export function checkoutContractSuite(shop: RunningShopApi): void {
  describe("checkout calls and the contract", () => {
    it("answer their schemas (and their refusals theirs) in both languages, with localised names", async () => {
      const seen: Record<Lang, string[]> = { fa: [], en: [] };
      for (const lang of ["fa", "en"] as const) {
        const shopper = await newShopper(shop);
        const headers = shopper.headers;
        const call = async <T extends z.ZodType>(schema: T, method: string, path: string, body?: unknown, status = 200): Promise<z.infer<T>> => {
          const separator = path.includes("?") ? "&" : "?";
          const answer = await requestJson(shop.url(`${path}${separator}lang=${lang}`), { method, body, headers });
          expect(answer.status, `${lang} ${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
          const parsed = schema.safeParse(answer.body);
          expect(parsed.success, `${lang} ${method} ${path}: ${parsed.error?.message}`).toBe(true);
          return parsed.data as z.infer<T>;
        };
        const variety = await freshVariety(shop, { stock: 4, maxCartAdd: 2 });
        const other = await freshVariety(shop, { stock: 4, maxCartAdd: 2 });

        await call(cartStateResponseSchema, "POST", "/add-cart", { product_vendor_id: variety.id, quantity: 1 });
        await call(cartStateResponseSchema, "POST", "/increment-cart/", { product_vendor_id: variety.id });
        await call(cartStateResponseSchema, "POST", "/decrement-cart/", { product_vendor_id: variety.id });
        const added = await call(cartStateResponseSchema, "POST", "/update-cart", { product_vendor_id: other.id, quantity: 1 });
        await call(cartStateResponseSchema, "POST", "/delete-cart/", { id: added.data.items[1]?.id });
        await call(cartRefusalSchema, "POST", "/add-cart", { product_vendor_id: variety.id, quantity: 5 }, 422);
        await call(cartResponseSchema, "GET", "/cart/");
        // The older shape of docs/shop/03-entities.md §3.8 still parses; the answer is the extended one.
        await call(totalCartResponseSchema, "GET", "/total-cart");
        await call(z.object({ data: checkoutTotalsSchema }), "GET", "/total-cart");

        await call(discountRefusalSchema, "POST", "/check-discount", { code: "NOPE" }, 404);
        await call(discountRefusalSchema, "POST", "/check-discount", { code: "SUMMER1404" }, 410);
        seen[lang].push((await call(checkDiscountResponseSchema, "POST", "/check-discount", { code: "ZARRIN10" })).data.message);
        await call(getDiscountResponseSchema, "GET", "/get-discount");
        await call(deleteDiscountResponseSchema, "POST", "/delete-discount", {});
        seen[lang].push((await call(checkDiscountResponseSchema, "POST", "/check-discount", { code: "ZARRIN10" })).data.message);

        const wallets = await call(userWalletsResponseSchema, "GET", "/user-wallets");
        seen[lang].push(...wallets.data.map((wallet) => wallet.title));
        await call(allUserWalletsResponseSchema, "GET", "/all-user-wallets");
        await call(cartStateResponseSchema, "POST", "/update-cart-with-wallet", { wallet_id: wallets.data[0]?.wallet_id });
        await call(cartStateResponseSchema, "POST", "/delete-wallet-item", { wallet_id: wallets.data[0]?.wallet_id });
        await call(cartStateResponseSchema, "POST", "/update-cart-with-wallet", { wallet_id: wallets.data[0]?.wallet_id });
        await call(cartStateResponseSchema, "POST", "/delete-all-wallet", {});
        seen[lang].push((await call(registrationWalletResponseSchema, "GET", "/user-registration-wallet")).data.message);
        await call(registrationWalletResponseSchema, "GET", "/check-registration-wallet");
        await call(errorBodySchema, "GET", "/user-original-wallet", undefined, 404);

        const states = await call(statesResponseSchema, "GET", "/states");
        seen[lang].push(states.data[0]?.name ?? "");
        await call(citiesResponseSchema, "GET", `/state-cities/${TEHRAN.state_id}`);
        await call(citiesResponseSchema, "GET", "/cities");
        seen[lang].push((await call(cityResponseSchema, "GET", `/cities/${ISFAHAN.city_id}`)).data.name);
        const created = await call(addressResponseSchema, "POST", "/address", addressInput(ISFAHAN), 201);
        seen[lang].push(created.data.state_name);
        await call(addressRefusalSchema, "POST", "/address", addressInput(TEHRAN, { city_id: ISFAHAN.city_id }), 422);
        await call(addressResponseSchema, "PUT", `/address/${created.data.id}`, addressInput(ISFAHAN, { unit: "5" }));
        await call(addressResponseSchema, "GET", `/address/${created.data.id}`);
        await call(addressesResponseSchema, "GET", "/address");
        const second = await call(addressResponseSchema, "POST", "/new-create-address", addressInput(TEHRAN), 201);
        await call(addressResponseSchema, "POST", `/active-address/${created.data.id}`, {});
        await call(addressesResponseSchema, "DELETE", `/address/${created.data.id}`);
        await call(addressResponseSchema, "POST", `/active-address/${second.data.id}`, {});

        const transports = await call(transportsResponseSchema, "GET", "/transports");
        seen[lang].push(...transports.data.map((transport) => transport.title));
        await call(transportsResponseSchema, "POST", "/set-transport", { transport_id: transports.data[0]?.id });
        const days = await call(nextSevenDaysResponseSchema, "GET", "/deliverer/get-next-seven-days");
        seen[lang].push(days.data[0]?.slots[0]?.title ?? "");
        const open = days.data.find((day) => day.slots[0]?.available);
        await call(nextSevenDaysResponseSchema, "POST", "/deliverer/set-delivery-day", { date: open?.date, slot_id: 1 });
        await call(errorBodySchema, "POST", "/deliverer/set-delivery-day", { date: "2000-01-01", slot_id: 1 }, 422);

        const drivers = await call(paymentDriversResponseSchema, "GET", "/payment-driver");
        seen[lang].push(...drivers.data.map((driver) => driver.title));
        const placed = await call(paymentResponseSchema, "POST", "/payment", { driver: "sandbox", callback_url: "http://localhost:3100/" });
        await call(paymentResultResponseSchema, "POST", "/payment-result", { order_id: placed.data.order_id });
        await call(errorBodySchema, "POST", "/payment-result", { order_id: 99_999_999 }, 404);
        const price = await requestJson(shop.url(`/online-price?lang=${lang}`), { method: "POST", headers: { Authorization: "Bearer zarrin-online-price" } });
        onlinePriceResponseSchema.parse(price.body);
        seen[lang].push(errorBodySchema.parse((await requestJson(shop.url(`/online-price?lang=${lang}`), { method: "POST" })).body).message);
      }
      expect(seen.fa).toHaveLength(seen.en.length);
      seen.fa.forEach((text, index) => expect(text, seen.en[index]).not.toBe(seen.en[index]));
      expect(seen.fa.join(" ")).toMatch(/[\u0600-\u06ff]/);
      expect(seen.en.join(" ")).not.toMatch(/[\u0600-\u06ff]/);
    });

    it("a guest reads the cart, totals, discount, transports and days; calls needing a user answer 401", async () => {
      const headers = { clientToken: randomUUID() };
      for (const [path, schema] of [
        ["/cart/", cartResponseSchema],
        ["/total-cart", totalCartResponseSchema],
        ["/get-discount", getDiscountResponseSchema],
        ["/transports", transportsResponseSchema],
        ["/deliverer/get-next-seven-days", nextSevenDaysResponseSchema],
        ["/payment-driver", paymentDriversResponseSchema],
        ["/check-registration-wallet", registrationWalletResponseSchema],
      ] as const) {
        const answer = await requestJson(shop.url(path), { headers });
        expect(answer.status, path).toBe(200);
        expect(schema.safeParse(answer.body).success, path).toBe(true);
      }
      for (const [method, path] of [
        ["GET", "/user-wallets"],
        ["GET", "/all-user-wallets"],
        ["GET", "/user-original-wallet"],
        ["GET", "/user-registration-wallet"],
        ["GET", "/address"],
        ["POST", "/payment"],
        ["POST", "/set-transport"],
        ["POST", "/deliverer/set-delivery-day"],
        ["POST", "/delete-all-wallet"],
      ] as const) {
        const answer = await requestJson(shop.url(path), { method, headers, body: method === "POST" ? {} : undefined });
        expect(answer.status, path).toBe(401);
        expect(errorBodySchema.parse(answer.body).code, path).toBe(401);
      }
    });
  });
}
