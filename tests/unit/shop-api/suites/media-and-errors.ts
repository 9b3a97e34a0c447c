import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KEYS, configsResponseSchema, errorBodySchema } from "../../../../shop-api/contract";
import { INPUT_MAX } from "../../../../shop-api/contract/input-bounds";
import { requestJson, type RunningShopApi } from "../harness";

/** `/media/*` and what the API answers to calls it cannot serve. */
export function mediaAndErrorsSuite(shop: RunningShopApi): void {
  describe("media", () => {
    it("serves every image the settings name, cacheable for a day, with its type", async () => {
      const answer = await requestJson(shop.url("/configs"), { body: { keys: SITE_CONFIG_KEYS } });
      const settings = configsResponseSchema.parse(answer.body).data;
      const mediaPaths = Object.values(settings).filter(
        (value): value is string => typeof value === "string" && value.startsWith("/media/"),
      );
      expect(mediaPaths.length).toBeGreaterThanOrEqual(9);

      for (const path of mediaPaths) {
        const response = await fetch(shop.url(path));
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("public, max-age=86400");
        const isSvg = path.endsWith(".svg");
        expect(response.headers.get("content-type"), path).toMatch(isSvg ? /^image\/svg\+xml/ : /^image\/png/);
        const body = Buffer.from(await response.arrayBuffer());
        if (isSvg) expect(body.toString("utf8"), path).toMatch(/^<svg[^>]+viewBox=/);
        else expect(body.subarray(1, 4).toString("latin1"), path).toBe("PNG");
      }
    });

    it("puts the shop's name in the logo", async () => {
      const logo = await (await fetch(shop.url("/media/logo.svg"))).text();
      expect(logo).toMatch(/<text[^>]*>زرین<\/text>/);
    });

    it("answers 404 JSON for a missing file", async () => {
      const answer = await requestJson(shop.url("/media/missing.svg"));
      expect(answer.status).toBe(404);
      errorBodySchema.parse(answer.body);
    });
  });

  describe("errors", () => {
    it("answers 404 JSON for an unknown call", async () => {
      const answer = await requestJson(shop.url("/no/such/call"));
      expect(answer.status).toBe(404);
      expect(errorBodySchema.parse(answer.body).message).toContain("/no/such/call");
    });

    it.each([
      ["400 for a body that is not JSON", "{keys:", 400],
      ["413 for a body over 100 KB", JSON.stringify({ keys: Array(30_000).fill("shop_name") }), 413],
    ])("answers %s", async (_case, body, status) => {
      const response = await fetch(shop.url("/configs"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(status);
      expect(errorBodySchema.parse(await response.json()).message).not.toBe("");
    });

    it.each([
      ["NUL bytes in a body's string", "/check-discount", { code: "\u0000\u0000';--" }],
      ["a control character nested in a body", "/configs", { keys: ["shop_name", "a\u001bb"] }],
      [`a body's string over ${INPUT_MAX.anyField} characters`, "/check-discount", { code: "x".repeat(INPUT_MAX.anyField + 1) }],
    ])("answers 422 for %s (issue 16: PostgreSQL's refusal of NUL was a 500)", async (_case, path, body) => {
      const answer = await requestJson(shop.url(path), { body });
      expect(answer.status).toBe(422);
      expect(errorBodySchema.parse(answer.body).message).toMatch(/control characters|longer than/);
    });

    it("answers 422 for a query string over the bound or with NUL, and serves the same call within bounds", async () => {
      expect((await requestJson(shop.url(`/search/?q=${"x".repeat(INPUT_MAX.anyField + 1)}`))).status).toBe(422);
      expect((await requestJson(shop.url("/representatives/x?lang=fa%00"))).status).toBe(422);
      expect((await requestJson(shop.url("/search/?q=%D8%B7%D9%84%D8%A7%0A"))).status).toBe(200);
    });
  });
}
