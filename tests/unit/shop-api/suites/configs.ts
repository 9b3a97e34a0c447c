import { describe, expect, it } from "vitest";
import {
  SITE_CONFIG_KEYS,
  configsResponseSchema,
  errorBodySchema,
  siteConfigSchema,
  type Lang,
} from "../../../../shop-api/contract";
import { requestJson, type RunningShopApi } from "../harness";

/** `POST /configs`: the remote settings (docs/shop/03-entities.md §3.1). */
export function configsSuite(shop: RunningShopApi): void {
  async function allSettings(lang: Lang) {
    const answer = await requestJson(shop.url("/configs"), { body: { keys: SITE_CONFIG_KEYS, lang } });
    expect(answer.status).toBe(200);
    return siteConfigSchema.parse(configsResponseSchema.parse(answer.body).data);
  }

  describe("POST /configs", () => {
    it("answers only the asked keys that exist", async () => {
      const answer = await requestJson(shop.url("/configs"), {
        body: { keys: ["shop_name", "primary-color", "no_such_setting"] },
      });
      expect(answer.status).toBe(200);
      const { data } = configsResponseSchema.parse(answer.body);
      expect(Object.keys(data).sort()).toEqual(["primary-color", "shop_name"]);
      expect(data).toEqual({ shop_name: "طلای زرین", "primary-color": "#E8E4D9" });
    });

    it("holds every setting of the contract, valid, in both languages, with localised text", async () => {
      const fa = await allSettings("fa");
      const en = await allSettings("en");
      expect([fa.shop_name, en.shop_name]).toEqual(["طلای زرین", "Zarrin Gold"]);
      expect([fa.company_name, en.company_name]).toEqual(["شرکت توسعه تجارت طلای زرین", "Zarrin Gold Trading Co."]);
      expect([fa.support_hours, en.support_hours]).toEqual(["همه روزه، ۲۴ ساعته", "Every day, 24 hours"]);
      for (const key of ["address", "meta_title", "meta_description", "og-title", "seo_description"] as const) {
        expect(fa[key], key).not.toEqual(en[key]);
      }
      expect(fa.seo_description).toMatch(/[\u0600-\u06FF]/);
      expect(en.seo_description).not.toMatch(/[\u0600-\u06FF]/);
      expect(en.seo_description?.split(". ").length).toBeGreaterThanOrEqual(3);
      // The same theme and lists in both languages.
      expect([en["primary-color"], en["secondary-color"], en["third-color"]]).toEqual(["#E8E4D9", "#204541", "#bb010b"]);
      expect([fa.banners_list_id, fa.sliders_list_id, fa.blog_list_id]).toEqual([1, 2, 7]);
      expect(fa.vip_members).toEqual(["09120000000"]);
      expect(fa.notification_url).toBe("/gold-jewelry");
      expect(fa.installment_url).toMatch(/^https:\/\//);
    });

    it("is Persian by default and takes lang from the body, then the query", async () => {
      const shopName = async (body: object, query = "") => {
        const answer = await requestJson(shop.url(`/configs${query}`), { body: { keys: ["shop_name"], ...body } });
        return configsResponseSchema.parse(answer.body).data.shop_name;
      };
      expect(await shopName({})).toBe("طلای زرین");
      expect(await shopName({}, "?lang=en")).toBe("Zarrin Gold");
      expect(await shopName({ lang: "en" })).toBe("Zarrin Gold");
      expect(await shopName({ lang: "fa" }, "?lang=en")).toBe("طلای زرین");
    });

    it.each([
      ["no keys", {}],
      ["an empty key list", { keys: [] }],
      ["an unknown language", { keys: ["shop_name"], lang: "de" }],
    ])("answers 400 with a message for %s", async (_case, body) => {
      const answer = await requestJson(shop.url("/configs"), { body });
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).message).not.toBe("");
    });
  });
}
