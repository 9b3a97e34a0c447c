import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KEYS, configsResponseSchema, errorBodySchema } from "../../../../shop-api/contract";
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
  });
}
