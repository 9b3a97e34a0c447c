import { afterAll, describe, expect, it } from "vitest";
import {
  cartResponseSchema,
  configsResponseSchema,
  devConfigUpdateResponseSchema,
  errorBodySchema,
  requestCountsResponseSchema,
  type Lang,
  totalCartResponseSchema,
  type SiteConfigKey,
} from "../../../../shop-api/contract";
import { SITE_CONFIGS } from "../../../../shop-api/server/seed/configs";
import { requestJson, type RunningShopApi } from "../harness";

/** `/dev/*`: request counts and settings changes (the API runs with dev tools on). */
export function devToolsSuite(shop: RunningShopApi): void {
  async function requestCounts() {
    const answer = await requestJson(shop.url("/dev/requests"));
    expect(answer.status).toBe(200);
    return requestCountsResponseSchema.parse(answer.body).data;
  }

  async function setting(key: SiteConfigKey, lang: Lang) {
    const answer = await requestJson(shop.url("/configs"), { body: { keys: [key], lang } });
    return configsResponseSchema.parse(answer.body).data[key];
  }

  function putConfig(body: object) {
    return requestJson(shop.url("/dev/configs"), { method: "PUT", body });
  }

  describe("request counting", () => {
    it("counts served calls by method and path without the query, leaving out /dev", async () => {
      const reset = await requestJson(shop.url("/dev/requests/reset"), { method: "POST" });
      expect(requestCountsResponseSchema.parse(reset.body).data).toEqual({});

      await requestJson(shop.url("/menu?lang=en"));
      await requestJson(shop.url("/menu"));
      await requestJson(shop.url("/original-menu/"));
      await requestJson(shop.url("/configs"), { body: { keys: ["shop_name"] } });
      await requestJson(shop.url("/no-such-call"));
      await requestCounts();

      expect(await requestCounts()).toEqual({
        "GET /menu": 2,
        "GET /original-menu": 1,
        "POST /configs": 1,
        "GET /no-such-call": 1,
      });
    });

    it("starts again from nothing after a reset", async () => {
      await requestJson(shop.url("/footer-lists"));
      await requestJson(shop.url("/dev/requests/reset"), { method: "POST" });
      await requestJson(shop.url("/total-cart"));
      expect(await requestCounts()).toEqual({ "GET /total-cart": 1 });
    });
  });

  describe("PUT /dev/configs", () => {
    // Other suites read the seeded settings.
    afterAll(async () => {
      for (const lang of ["fa", "en"] as const) {
        for (const key of ["third-color", "notification_text"] as const) {
          await putConfig({ lang, key, value: SITE_CONFIGS[lang][key] });
        }
      }
    });

    it("changes a setting in one language", async () => {
      const answer = await putConfig({ lang: "en", key: "third-color", value: "#aa0000" });
      expect(answer.status).toBe(200);
      expect(devConfigUpdateResponseSchema.parse(answer.body).data).toEqual({
        key: "third-color",
        value: "#aa0000",
        langs: ["en"],
      });
      expect(await setting("third-color", "en")).toBe("#aa0000");
      expect(await setting("third-color", "fa")).toBe("#bb010b");
    });

    it("changes both languages when no language is given, null included", async () => {
      const answer = await putConfig({ key: "notification_text", value: null });
      expect(devConfigUpdateResponseSchema.parse(answer.body).data.langs).toEqual(["fa", "en"]);
      expect(await setting("notification_text", "fa")).toBeNull();
      expect(await setting("notification_text", "en")).toBeNull();
    });

    it.each([
      ["a bad colour", { key: "primary-color", value: "gold" }],
      ["a value of the wrong type", { key: "show_cart_header", value: "yes" }],
      ["a missing value", { key: "shop_name" }],
      ["an unknown key", { key: "no_such_setting", value: "x" }],
      ["an unknown language", { lang: "de", key: "shop_name", value: "x" }],
    ])("refuses %s with 400 and changes nothing", async (_case, body) => {
      const answer = await putConfig(body);
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).message).not.toBe("");
      expect(await setting("primary-color", "fa")).toBe("#E8E4D9");
      expect(await setting("show_cart_header", "fa")).toBe(true);
      expect(await setting("shop_name", "fa")).toBe("طلای زرین");
    });
  });

  describe("POST /dev/cart-lines", () => {
    it("sets a line of a client token's cart, priced like any line (the body's prices are ignored)", async () => {
      const clientToken = "5f0c8a8e-3b7a-4f7e-9d55-0c3f1c2a9b11";
      const answer = await requestJson(shop.url("/dev/cart-lines"), {
        body: { clientToken, productVendorId: 7, quantity: 2, unitPrice: 1_000_000, specialPrice: 900_000 },
      });
      expect(answer.status).toBe(201);
      // Set, not added; no max_cart_add or stock check (variety 21 is sold out), no price needed.
      await requestJson(shop.url("/dev/cart-lines"), { body: { clientToken, productVendorId: 7, quantity: 2 } });
      await requestJson(shop.url("/dev/cart-lines"), { body: { clientToken, productVendorId: 21, quantity: 1, unitPrice: 1 } });
      const cart = cartResponseSchema.parse((await requestJson(shop.url("/cart/"), { headers: { clientToken } })).body).data;
      expect(cart.map((item) => [item.product_vendor_id, item.quantity, item.available])).toEqual([
        [7, 2, true],
        [21, 1, false],
      ]);
      const totals = totalCartResponseSchema.parse((await requestJson(shop.url("/total-cart"), { headers: { clientToken } })).body).data;
      expect(totals).toMatchObject({ quantity: 3, total_final: cart.reduce((sum, item) => sum + item.total, 0) });
      expect(totals.total_final).toBeGreaterThan(1_800_000);
    });

    it("refuses a line without a valid client token, or of an unknown variety", async () => {
      const answer = await requestJson(shop.url("/dev/cart-lines"), { body: { clientToken: "nope", productVendorId: 1, quantity: 1, unitPrice: 1 } });
      expect(answer.status).toBe(400);
      const unknown = await requestJson(shop.url("/dev/cart-lines"), { body: { clientToken: "5f0c8a8e-3b7a-4f7e-9d55-0c3f1c2a9b12", productVendorId: 99_999, quantity: 1 } });
      expect(unknown.status).toBe(404);
    });
  });

  describe("PUT /dev/stock", () => {
    it("sets a variety's stock, which the product page and the cart then go by; 404 for an unknown variety", async () => {
      const stockOf = async () => {
        const page = await requestJson(shop.url("/v2/stud-earrings/pearl-studs?lang=en"));
        return (page.body as { data: { product: { varieties: { product_vendor_id: number; stock: number }[] } } }).data.product.varieties.find((variety) => variety.product_vendor_id === 172)?.stock;
      };
      const before = await stockOf();
      try {
        expect((await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: 172, stock: 250 } })).status).toBe(200);
        expect(await stockOf()).toBe(250);
      } finally {
        await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: 172, stock: before } });
      }
      expect((await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: 99_999, stock: 1 } })).status).toBe(404);
      expect((await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: 172, stock: -1 } })).status).toBe(400);
    });
  });

  describe("POST /dev/answers", () => {
    it("answers one visitor's next such call with the status and message given (a 600s message, docs/shop/08-errors.md §8.8), once", async () => {
      const token = "0b6c1f2e-8d3a-4c55-9e61-2a7f4d9b0c13";
      const inquiry = { product_id: 1, mobile: "09127654321", message: "قیمتش چند است؟" };
      const set = await requestJson(shop.url("/dev/answers"), {
        body: { path: "/product-inquiry", client_token: token, status: 651, message: "سامانه تا ساعتی دیگر پاسخ نمی‌دهد." },
      });
      expect(set.status).toBe(201);
      // Another visitor's call is answered as always.
      expect((await requestJson(shop.url("/product-inquiry"), { body: inquiry, headers: { clientToken: "someone-else" } })).status).toBe(200);
      const overridden = await requestJson(shop.url("/product-inquiry"), { body: inquiry, headers: { clientToken: token } });
      expect(overridden.status).toBe(651);
      expect(errorBodySchema.parse(overridden.body)).toEqual({ message: "سامانه تا ساعتی دیگر پاسخ نمی‌دهد.", code: 651 });
      // Once: the next call is the real one.
      expect((await requestJson(shop.url("/product-inquiry"), { body: inquiry, headers: { clientToken: token } })).status).toBe(200);
      expect((await requestJson(shop.url("/dev/answers"), { body: { path: "no-slash", client_token: token, status: 651, message: "x" } })).status).toBe(400);
      expect((await requestJson(shop.url("/dev/answers"), { body: { path: "/x", client_token: token, status: 700, message: "x" } })).status).toBe(400);
    });
  });
}
